// Renders the side-by-side table, prints it and writes results/latest.md.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Measurement, Settings } from "./scenarios.ts";

export interface Row {
  label: string;
  gatehouse?: Measurement;
  baseline: Measurement;
}

const rps = (m?: Measurement): string => (m ? Math.round(m.rps).toLocaleString("en-US") : "—");
/** Nothing completed within the run: every request took longer than the run itself. */
const p99 = (m?: Measurement): string => (!m ? "—" : m.requests === 0 ? `> ${m.duration * 1000}` : String(m.p99));
function ratio(r: Row): string {
  if (!r.gatehouse) return "—";
  if (r.baseline.rps === 0) return r.gatehouse.rps > 0 ? "∞" : "—";
  return `${(r.gatehouse.rps / r.baseline.rps).toFixed(2)}×`;
}

/** The commit measured; `+uncommitted` when server/ differs from it (it runs from the work tree). */
function commit(): string {
  try {
    const cwd = dirname(fileURLToPath(import.meta.url));
    const git = (...args: string[]): string => execFileSync("git", args, { encoding: "utf8", cwd }).trim();
    const dirty = git("status", "--porcelain", "--", "../server") !== "";
    return git("rev-parse", "--short", "HEAD") + (dirty ? " +uncommitted server changes" : "");
  } catch {
    return "unknown";
  }
}

export function renderTable(rows: Row[], ceiling: Measurement): string {
  const lines = [
    "| scenario | conns | Gatehouse req/s | p99 ms | baseline req/s | p99 ms | ratio |",
    "|---|--:|--:|--:|--:|--:|--:|",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.baseline.connections} | ${rps(r.gatehouse)} | ${p99(r.gatehouse)} | ${rps(r.baseline)} | ${p99(r.baseline)} | ${ratio(r)} |`,
    ),
  ];
  lines.push(
    "",
    `Ceiling (bare Hono \`GET /ceiling\`, own process, ${ceiling.connections} connections): ${rps(ceiling)} req/s, p99 ${p99(ceiling)} ms.`,
  );
  return lines.join("\n");
}

export function writeReport(table: string, settings: Settings, notes: string[]): string {
  const cpu = cpus();
  const md = [
    "# Gatehouse benchmark — latest run",
    "",
    `- date: ${new Date().toISOString()}`,
    `- commit: ${commit()}; Node ${process.version}; ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}; load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (a shared machine: compare the columns, not runs)`,
    `- each run: ${settings.warmup} s warm-up (discarded), then ${settings.duration} s measured with autocannon; req/s is the mean of per-second samples`,
    "- baseline: stock better-auth 1.7.7 `auth.handler` behind Hono (`bench/baseline/stock-server.ts`), same options and same SQLite file as Gatehouse",
    "- ratio: Gatehouse req/s ÷ baseline req/s; every response of every run was 2xx with the expected body, or the run would have failed",
    ...notes.map((n) => `- ${n}`),
    "",
    table,
    "",
  ].join("\n");
  const file = join(dirname(fileURLToPath(import.meta.url)), "results", "latest.md");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, md);
  return file;
}
