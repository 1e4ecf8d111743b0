// Renders results/usage-latest.md.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BalanceResult } from "./balance.ts";
import type { Dialect } from "./db.ts";
import type { IngestResult } from "./ingest.ts";

export interface DialectReport {
  dialect: Dialect;
  api: IngestResult;
  ceiling: IngestResult;
  /** The ceiling again with random (v4) ids: for comparison, not the ratio's base. */
  ceilingV4: IngestResult;
  totalEvents: number;
  loadSeconds: number;
  balances: BalanceResult[];
  plan: string;
}

export interface Settings {
  batches: number;
  batchSize: number;
  clients: number;
  runs: number;
  customers: number;
  totalEvents: number;
}

const n = (value: number): string => Math.round(value).toLocaleString("en-US");
const SQLITE_TARGET = 50_000;
const BALANCE_TARGET_MS = 50;

function commit(): string {
  try {
    const cwd = dirname(fileURLToPath(import.meta.url));
    const git = (...args: string[]): string => execFileSync("git", args, { encoding: "utf8", cwd }).trim();
    const dirty = git("status", "--porcelain", "--", "../../server") !== "";
    return git("rev-parse", "--short", "HEAD") + (dirty ? " +uncommitted server changes" : "");
  } catch {
    return "unknown";
  }
}

export function verdicts(r: DialectReport): string[] {
  const ratio = r.api.eventsPerSecond / r.ceiling.eventsPerSecond;
  const ingest =
    r.dialect === "sqlite"
      ? `ingestion ${n(r.api.eventsPerSecond)} events/s ${r.api.eventsPerSecond >= SQLITE_TARGET ? "meets" : "MISSES"} the ≥ ${n(SQLITE_TARGET)} events/s target`
      : `ingestion at ${ratio.toFixed(2)}× the ceiling ${ratio >= 0.5 ? "meets" : "MISSES"} the ≥ 0.5× target`;
  const balances = r.balances.map(
    (b) =>
      `balance (${b.label}) median ${b.runs.median} ms ${b.runs.median < BALANCE_TARGET_MS ? "meets" : "MISSES"} the < ${BALANCE_TARGET_MS} ms target (p99 ${b.runs.p99} ms)`,
  );
  return [ingest, ...balances];
}

export function renderIngest(reports: readonly DialectReport[]): string {
  return [
    "| database | path | events | clients | events/s | ratio to ceiling | batch median ms | batch p99 ms |",
    "|---|---|--:|--:|--:|--:|--:|--:|",
    ...reports.flatMap((r) => [
      `| ${r.dialect} | Gatehouse \`POST /v1/events/ingest\` | ${n(r.api.events)} | ${r.api.concurrency} | ${n(r.api.eventsPerSecond)} | ${(r.api.eventsPerSecond / r.ceiling.eventsPerSecond).toFixed(2)}× | ${r.api.batch.median} | ${r.api.batch.p99} |`,
      `| ${r.dialect} | ceiling: multi-row INSERT, one transaction per batch, UUIDv7 ids | ${n(r.ceiling.events)} | ${r.ceiling.concurrency} | ${n(r.ceiling.eventsPerSecond)} | 1.00× | ${r.ceiling.batch.median} | ${r.ceiling.batch.p99} |`,
      `| ${r.dialect} | for comparison: the ceiling with random (v4) ids | ${n(r.ceilingV4.events)} | ${r.ceilingV4.concurrency} | ${n(r.ceilingV4.eventsPerSecond)} | ${(r.ceilingV4.eventsPerSecond / r.ceiling.eventsPerSecond).toFixed(2)}× | ${r.ceilingV4.batch.median} | ${r.ceilingV4.batch.p99} |`,
    ]),
  ].join("\n");
}

export function renderBalances(reports: readonly DialectReport[]): string {
  return [
    "| database | customer | their events | quantity | first call ms | median ms | p99 ms | runs |",
    "|---|---|--:|--:|--:|--:|--:|--:|",
    ...reports.flatMap((r) =>
      r.balances.map(
        (b) =>
          `| ${r.dialect} | ${b.label} | ${n(b.customerEvents)} | ${n(b.quantity)} | ${b.first} | ${b.runs.median} | ${b.runs.p99} | ${b.runs.count} |`,
      ),
    ),
  ].join("\n");
}

export function writeUsageReport(
  reports: readonly DialectReport[],
  settings: Settings,
  notes: readonly string[],
): string {
  const cpu = cpus();
  const md = [
    "# Gatehouse usage benchmark — latest run",
    "",
    `- date: ${new Date().toISOString()}`,
    `- commit: ${commit()}; Node ${process.version}; ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}; load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (a shared machine: compare the rows of one run, not runs)`,
    `- ingestion: ${settings.batches} batches of ${settings.batchSize} events per path (after ${Math.min(10, settings.batches)} warm-up batches each, not counted), the same rows for Gatehouse and the ceiling (new external ids); Gatehouse through HTTP with an organization access token, ${settings.clients} concurrent clients (on SQLite Gatehouse inserts on its writer thread, which commits the batches that queued meanwhile together; on PostgreSQL one \`INSERT … SELECT … FROM unnest(…)\` per batch); the ceiling straight into the same \`usage_event\` table (same indexes) with \`INSERT … VALUES (…), … ON CONFLICT DO NOTHING\`, one transaction per batch (SQLite: better-sqlite3 prepared statement, one writer; PostgreSQL: \`pg\`, a named statement, ${settings.clients} connections); every API answer must be 200 with \`inserted: 1000, duplicates: 0\``,
    `- balance: \`meterQuantity\` (server/src/billing/meters/service.ts) called in the bench process on its own connection (the driver and settings Gatehouse uses), up to ${settings.runs} runs after a first call (at most ~10 s per customer); the table holds ${settings.totalEvents.toLocaleString("en-US")} events of one organization over 30 days and ${settings.customers} customers (the heavy one ~10 % of them), loaded after the ingestion part with one INSERT … SELECT; on PostgreSQL followed by \`VACUUM ANALYZE\` (what autovacuum does after such a load), on SQLite by nothing (Gatehouse never runs ANALYZE); meter: \`name eq api_call and model eq smart\`, \`sum(tokens)\`, over the last 31 days; every answer checked against plain SQL`,
    ...notes.map((note) => `- ${note}`),
    "",
    "## Verdicts",
    "",
    ...reports.flatMap((r) => verdicts(r).map((v) => `- ${r.dialect}: ${v}`)),
    "",
    "## Ingestion",
    "",
    renderIngest(reports),
    "",
    `## Balance over ${settings.totalEvents.toLocaleString("en-US")} events`,
    "",
    renderBalances(reports),
    "",
    ...reports.flatMap((r) => [
      `### ${r.dialect}: the query and its plan`,
      "",
      `Bulk load of ${n(r.totalEvents)} events: ${r.loadSeconds.toFixed(1)} s.`,
      "",
      "```sql",
      r.balances[0]?.query?.sql ?? "(no query on usage_event captured)",
      "```",
      "",
      `parameters (heavy customer): \`${JSON.stringify(r.balances[0]?.query?.parameters ?? [])}\``,
      "",
      "```",
      r.plan,
      "```",
      "",
    ]),
  ].join("\n");
  const file = join(dirname(fileURLToPath(import.meta.url)), "..", "results", "usage-latest.md");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, md);
  return file;
}
