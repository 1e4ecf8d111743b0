// `npm run bench:usage -w bench [-- sqlite|postgres]`: event ingestion through Gatehouse's API
// against the database's own bulk insert, and a customer meter's balance over 1,000,000 events.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { killAllSync, makeTmpDir, randomSecret, type Server, serverDiagnostics, startGatehouse } from "../servers.ts";
import { bulkLoad, expectedSum, explain, timeBalances } from "./balance.ts";
import { createPostgresDatabase, type Dialect, openPostgres, openSqlite, type RawDb } from "./db.ts";
import { ceilingRow, ingestCeiling, ingestThroughApi, makeBatch, uuidV7 } from "./ingest.ts";
import {
  type DialectReport,
  renderBalances,
  renderIngest,
  type Settings,
  verdicts,
  writeUsageReport,
} from "./report.ts";
import { makeCustomers, makeMeter, makeOrg } from "./setup.ts";

function count(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

const settings: Settings = {
  batches: count("BENCH_USAGE_BATCHES", 100),
  batchSize: 1000,
  clients: count("BENCH_USAGE_CLIENTS", 4),
  runs: count("BENCH_USAGE_RUNS", 50),
  customers: 50,
  totalEvents: count("BENCH_USAGE_EVENTS", 1_000_000),
};
const TOTAL_EVENTS = settings.totalEvents;
const WARMUP_BATCHES = Math.min(10, settings.batches);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DAY_MS = 86_400_000;

const cleanups: Array<() => Promise<void>> = [];

async function benchDialect(dialect: Dialect): Promise<DialectReport> {
  console.log(`\n=== ${dialect}`);
  const dataDir = makeTmpDir();
  let location = join(dataDir, "gatehouse.db");
  let env: Record<string, string> = {};
  if (dialect === "postgres") {
    const database = await createPostgresDatabase(POSTGRES_ADMIN_URL);
    cleanups.push(database.drop);
    location = database.url;
    env = { DATABASE_URL: database.url };
  }
  const gatehouse: Server = await startGatehouse(dataDir, randomSecret(), env);
  cleanups.push(gatehouse.stop);
  const raw: RawDb = dialect === "sqlite" ? openSqlite(location) : openPostgres(location, settings.clients);
  cleanups.push(raw.close);

  const org = await makeOrg(gatehouse.url);
  const customers = await makeCustomers(gatehouse.url, org, settings.customers);
  const meterId = await makeMeter(gatehouse.url, org, "model");
  console.log(
    `gatehouse ${gatehouse.url}; organization ${org.organizationId}, ${customers.length} customers, meter ${meterId}`,
  );

  // Everything is built before the clock starts: the bodies for the API, the rows for the ceiling.
  const now = Date.now();
  const created = new Date(now).toISOString();
  const total = WARMUP_BATCHES + settings.batches;
  const apiBodies = Array.from({ length: total }, (_, b) =>
    JSON.stringify({ events: makeBatch("api", b, settings.batchSize, customers, now) }),
  );
  const byExternalId = new Map(customers.map((c) => [c.external_id, c.id]));
  // Time-ordered (UUIDv7) ids, as Gatehouse makes them (usage-events/event-id.ts).
  const ceilingRows = Array.from({ length: total }, (_, b) =>
    makeBatch("ceiling", b, settings.batchSize, customers, now).map((e) =>
      ceilingRow(org, e, byExternalId, created, uuidV7),
    ),
  );
  // The same rows again with random (v4) ids, for comparison (informational).
  const v4Rows = Array.from({ length: settings.batches }, (_, b) =>
    makeBatch("ceiling-v4", b, settings.batchSize, customers, now).map((e) =>
      ceilingRow(org, e, byExternalId, created, randomUUID),
    ),
  );

  // Warm both paths (JIT, prepared statements, connections), then measure the ceiling first: the
  // API then writes into the slightly larger table, which can only count against it.
  await ingestCeiling(raw, "usage_event", ceilingRows.slice(0, WARMUP_BATCHES), settings.clients);
  await ingestThroughApi(
    gatehouse.url,
    org.token,
    apiBodies.slice(0, WARMUP_BATCHES),
    settings.batchSize,
    settings.clients,
  );
  const ceiling = await ingestCeiling(raw, "usage_event", ceilingRows.slice(WARMUP_BATCHES), settings.clients);
  console.log(`ceiling: ${Math.round(ceiling.eventsPerSecond)} events/s, batch p99 ${ceiling.batch.p99} ms`);
  const api = await ingestThroughApi(
    gatehouse.url,
    org.token,
    apiBodies.slice(WARMUP_BATCHES),
    settings.batchSize,
    settings.clients,
  );
  console.log(`api:     ${Math.round(api.eventsPerSecond)} events/s, batch p99 ${api.batch.p99} ms`);
  const ceilingV4 = await ingestCeiling(raw, "usage_event", v4Rows, settings.clients);
  console.log(
    `ceiling, random v4 ids: ${Math.round(ceilingV4.eventsPerSecond)} events/s, batch p99 ${ceilingV4.batch.p99} ms`,
  );

  let started = performance.now();
  const loaded = await bulkLoad(raw, org.organizationId, customers, TOTAL_EVENTS, now);
  const loadSeconds = (performance.now() - started) / 1000;
  console.log(`bulk load: ${loaded} events in ${loadSeconds.toFixed(1)} s`);

  const window = { from: new Date(now - 31 * DAY_MS).toISOString(), to: new Date(now + 60_000).toISOString() };
  const cases = [];
  for (const [label, customer] of [
    ["heavy", customers[0]],
    ["typical", customers[1]],
  ] as const) {
    if (!customer) throw new Error("not enough customers");
    const [row] = await raw.all<{ n: number | string }>(
      dialect === "sqlite"
        ? "select count(*) as n from usage_event where organization_id = ? and (customer_id = ? or external_customer_id = ?)"
        : "select count(*) as n from usage_event where organization_id = $1 and (customer_id = $2 or external_customer_id = $3)",
      [org.organizationId, customer.id, customer.external_id],
    );
    const expected = await expectedSum(raw, org.organizationId, customer, window.from, window.to);
    cases.push({ label, customer, customerEvents: Number(row?.n ?? 0), expected });
  }
  started = performance.now();
  const balances = await timeBalances(
    { kind: dialect, location },
    org.organizationId,
    meterId,
    cases,
    window,
    settings.runs,
  );
  for (const b of balances)
    console.log(`balance ${b.label}: first ${b.first} ms, median ${b.runs.median} ms, p99 ${b.runs.p99} ms`);
  const query = balances[0]?.query;
  const plan = query ? await explain(raw, query) : "(meterQuantity ran no query on usage_event)";
  console.log(plan);
  const [totalRow] = await raw.all<{ n: number | string }>("select count(*) as n from usage_event");
  return { dialect, api, ceiling, ceilingV4, totalEvents: Number(totalRow?.n ?? 0), loadSeconds, balances, plan };
}

async function cleanup(): Promise<void> {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.warn(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  cleanups.length = 0;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => a !== "usage");
  const dialects: Dialect[] =
    wanted.length === 0
      ? ["sqlite", "postgres"]
      : wanted.map((a) => {
          if (a !== "sqlite" && a !== "postgres") throw new Error(`unknown argument ${a}: sqlite or postgres`);
          return a;
        });
  const reports: DialectReport[] = [];
  for (const dialect of dialects) {
    reports.push(await benchDialect(dialect));
    await cleanup();
  }
  console.log(`\n${renderIngest(reports)}\n\n${renderBalances(reports)}\n`);
  for (const r of reports) for (const v of verdicts(r)) console.log(`${r.dialect}: ${v}`);
  console.log(`\nwritten to ${writeUsageReport(reports, settings, [])}`);
}

process.on("exit", killAllSync);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void cleanup().finally(() => {
      killAllSync();
      process.exit(130);
    });
  });
}

main().then(
  () => killAllSync(),
  async (error: unknown) => {
    const cause =
      error instanceof Error && error.cause !== undefined
        ? ` (cause: ${error.cause instanceof Error ? error.cause.message : String(error.cause)})`
        : "";
    console.error(`\nBENCH FAILED: ${error instanceof Error ? error.message : String(error)}${cause}`);
    console.error(`\nserver diagnostics:\n${serverDiagnostics()}`);
    await cleanup();
    killAllSync();
    process.exitCode = 1;
  },
);
