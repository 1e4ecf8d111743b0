// The mixed load's tables: throughput and CPU per configuration, latency per kind, connections.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { KindCost } from "./alone.ts";
import { CYCLE_LENGTH, EVENTS_PER_INGEST, KINDS, type LoadResult } from "./load.ts";
import type { Sampled } from "./samplers.ts";

export interface MeasuredRun {
  apiProcesses: number;
  round: number;
  result: LoadResult;
  sampled: Sampled;
  /** The 1-minute load average when the load started and when it ended. */
  loadAverage: [number, number];
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** Requests answered per second over the measured window. */
const rps = (run: MeasuredRun) =>
  [...run.result.latencies.values()].reduce((sum, l) => sum + l.length, 0) / run.result.seconds;

/** Cores busy on average over the window: CPU seconds ÷ seconds. */
function cores(run: MeasuredRun) {
  const seconds = run.result.seconds;
  const cpu = run.sampled.cpuSeconds;
  const api = [...cpu.processes].filter(([name]) => name !== "gatehouse-worker").reduce((sum, [, s]) => sum + s, 0);
  const worker = cpu.processes.get("gatehouse-worker") ?? 0;
  const postgres = cpu.postgresBackends + cpu.postgresBackground;
  return {
    api: api / seconds,
    worker: worker / seconds,
    postgres: postgres / seconds,
    server: (api + worker + postgres) / seconds,
    loadGenerator: cpu.loadGenerator / seconds,
  };
}

function configurationLabel(apiProcesses: number) {
  return `${apiProcesses} api + 1 worker`;
}

function commit(): string {
  try {
    const cwd = dirname(fileURLToPath(import.meta.url));
    const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", cwd }).trim();
    const dirty = git("status", "--porcelain", "--", "../../server") !== "";
    return git("rev-parse", "--short", "HEAD") + (dirty ? " +uncommitted server changes" : "");
  } catch {
    return "unknown";
  }
}

export function renderReport(
  runs: readonly MeasuredRun[],
  { costs, hashMs }: { costs: readonly KindCost[]; hashMs: number },
  settings: { duration: number; warmup: number; connections: number; users: number },
  loadAtStart: number[],
): string {
  const configurations = [...new Set(runs.map((r) => r.apiProcesses))].sort();
  const runsOf = (apiProcesses: number) => runs.filter((r) => r.apiProcesses === apiProcesses);
  const lines: string[] = [];

  lines.push(
    "## Throughput and CPU",
    "",
    "Each row one measured run, in the order run. Cores: CPU seconds ÷ seconds measured, from `/proc/<pid>/stat` (Gatehouse's processes), the PostgreSQL processes serving the database (its connections' backends, plus the server's own writer, checkpointer and autovacuum processes) and the load generator. Per server core: req/s ÷ the cores Gatehouse and PostgreSQL used together.",
    "",
    "| configuration | round | req/s | api cores | worker cores | PostgreSQL cores | server cores | **req/s per server core** | req/s per api core | load generator cores | load average (start → end) |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
  );
  for (const run of runs) {
    const c = cores(run);
    lines.push(
      `| ${configurationLabel(run.apiProcesses)} | ${run.round + 1} | ${fmt(rps(run))} | ${fmt(c.api, 2)} | ${fmt(c.worker, 2)} | ${fmt(c.postgres, 2)} | ${fmt(c.server, 2)} | **${fmt(rps(run) / c.server)}** | ${fmt(rps(run) / c.api)} | ${fmt(c.loadGenerator, 2)} | ${fmt(run.loadAverage[0], 2)} → ${fmt(run.loadAverage[1], 2)} |`,
    );
  }
  lines.push("", "Means over the rounds:", "");
  lines.push(
    "| configuration | req/s | server cores | req/s per server core | req/s per api core |",
    "|---|--:|--:|--:|--:|",
  );
  for (const n of configurations) {
    const of = runsOf(n);
    lines.push(
      `| ${configurationLabel(n)} | ${fmt(mean(of.map(rps)))} | ${fmt(mean(of.map((r) => cores(r).server)), 2)} | ${fmt(mean(of.map((r) => rps(r) / cores(r).server)))} | ${fmt(mean(of.map((r) => rps(r) / cores(r).api)))} |`,
    );
  }

  lines.push(
    "",
    "## Latency per kind",
    "",
    "Every answer completed within the measured windows of a configuration's rounds, together; req/s is the mean of the rounds.",
    "",
    `| kind | share | ${configurations.map((n) => `${configurationLabel(n)}: req/s · p50 · p99 ms`).join(" | ")} |`,
    `|---|--:|${configurations.map(() => "--:|").join("")}`,
  );
  for (const kind of KINDS) {
    const cells = configurations.map((n) => {
      const of = runsOf(n);
      const all = of.flatMap((r) => r.result.latencies.get(kind.key) ?? []).sort((a, b) => a - b);
      const perSecond = mean(of.map((r) => (r.result.latencies.get(kind.key)?.length ?? 0) / r.result.seconds));
      return `${fmt(perSecond)} · ${fmt(percentile(all, 50), 1)} · **${fmt(percentile(all, 99), 1)}**`;
    });
    lines.push(`| ${kind.label} | ${fmt((100 * kind.perCycle) / CYCLE_LENGTH, 1)} % | ${cells.join(" | ")} |`);
  }

  lines.push(
    "",
    "## Database connections",
    "",
    "PostgreSQL's connections to the database, from `pg_stat_activity` every 200 ms during the measured windows: open, and active (running a statement at that instant). Each process's pool from its `/metrics` (`gatehouse_db_pool_connections`) every second: the most open and the most requests waiting for a connection.",
    "",
    "| configuration | open: mean · max | active: mean · p99 · max | idle in transaction: max | pools (most open · most waiting) |",
    "|---|--:|--:|--:|---|",
  );
  for (const n of configurations) {
    const of = runsOf(n);
    const total = of.flatMap((r) => r.sampled.connections.total);
    const active = of.flatMap((r) => r.sampled.connections.active).sort((a, b) => a - b);
    const idleInTransaction = of.flatMap((r) => r.sampled.connections.idleInTransaction);
    const names = [...new Set(of.flatMap((r) => [...r.sampled.pools.keys()]))].sort();
    const pools = names
      .map((name) => {
        const samples = of.flatMap((r) => r.sampled.pools.get(name) ?? []);
        const most = (pick: (s: (typeof samples)[number]) => number) => Math.max(0, ...samples.map(pick));
        return `${name.replace("gatehouse-", "")} ${most((s) => s.total)} · ${most((s) => s.waiting)}`;
      })
      .join("; ");
    lines.push(
      `| ${configurationLabel(n)} | ${fmt(mean(total), 1)} · ${Math.max(0, ...total)} | ${fmt(mean(active), 1)} · ${percentile(active, 99)} · ${Math.max(0, ...active)} | ${Math.max(0, ...idleInTransaction)} | ${pools} |`,
    );
  }

  if (costs.length > 0) {
    const labels: Record<KindCost["kind"], string> = {
      "sign-in": "sign-in",
      "session-db": "get-session from the database",
      "session-cache": "get-session from the cookie cache",
      "customer-state": "customer state (`/v1`)",
      ingest: `ingestion of ${EVENTS_PER_INGEST} usage events`,
      checkout: "checkout (create, card token, confirm)",
    };
    lines.push(
      "",
      "## What one request of each kind costs",
      "",
      "Each kind alone against one api process (beside its worker, on a fresh database set up as above), 20 connections (sign-ins: 4), 2 s of warm-up, then 8 s measured: CPU time per request (user + kernel) of the api process (its hash workers included) and of PostgreSQL's backends, and PostgreSQL's transactions per request (each statement outside a transaction is one; `pg_stat_database`, read a second after the load). A checkout's three requests are one cycle; its figures are per request, so a whole checkout costs three times them.",
      "",
      "| kind | req/s alone | p50 · p99 ms | Gatehouse ms per request | PostgreSQL ms per request | transactions per request |",
      "|---|--:|--:|--:|--:|--:|",
      ...costs.map(
        (c) =>
          `| ${labels[c.kind]} | ${fmt(c.perSecond)} | ${fmt(c.p50)} · ${fmt(c.p99)} | ${fmt(c.gatehouseUs / 1000, 3)} | ${fmt(c.postgresUs / 1000, 3)} | ${fmt(c.transactions, 1)} |`,
      ),
    );
  }
  lines.push(
    "",
    `One scrypt hash at the default cost (N = 16384, r = 16), timed in the bench process after the runs: ${fmt(hashMs, 1)} ms (median of 9); a sign-in verifies one, and its cost grows with \`PASSWORD_SCRYPT_N\` in proportion.`,
  );

  const cpu = cpus();
  const header = [
    "# Mixed load on PostgreSQL — latest run",
    "",
    `- date: ${new Date().toISOString()}; commit ${commit()}; Node ${process.version}; ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}; load average at the start ${loadAtStart.map((l) => l.toFixed(2)).join(" ")}`,
    `- each run: a fresh PostgreSQL database, the processes started on it (\`GATEHOUSE_ROLE=api\` ×1 or ×2, \`worker\` ×1; production mode, default settings, access log to a file, rate limiting off: one client address), then through the API ${settings.users} users signed up, each a customer with a monthly plan (bought by checkout) whose feature-flag benefit the worker granted; then ${settings.connections} connections split evenly over the api processes, ${settings.warmup} s of load not counted, ${settings.duration} s measured; every answer checked (status and body) or the run fails`,
    `- the cycle each connection repeats (${CYCLE_LENGTH} requests, each cycle as the next user): 1 sign-in; 144 get-sessions (36 without a cache cookie, read from the database, each followed by 3 with the cookie it set, from the cookie cache); 31 customer-state reads with the organization's token; 18 ingestions of ${EVENTS_PER_INGEST} usage events; 2 checkouts of a one-time product paid with the test card (create, card token, confirm: 3 requests each)`,
    "- no CPU pinning: Gatehouse, PostgreSQL and the load generator share the machine's CPUs, and each one's CPU time is measured",
    "",
  ];
  return [...header, ...lines, ""].join("\n");
}

export function writeReport(report: string): string {
  const file = join(dirname(fileURLToPath(import.meta.url)), "..", "results", "mix-latest.md");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, report);
  return file;
}
