// `npm run bench:metrics -w bench [-- sqlite|postgres]`: GET /v1/metrics/ for a year by day over
// 100,000 orders, 100,000 checkouts and 10,000 subscriptions, side by side with the database's
// own plain per-day aggregate over the same rows (the ceiling: no time zones, no metrics).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { killAllSync, makeTmpDir, randomSecret, runBench, startGatehouse } from "../servers.ts";
import { createPostgresDatabase, type Dialect, openPostgres, openSqlite, type RawDb } from "../usage/db.ts";
import { makeOrg } from "../usage/setup.ts";
import { type Summary, summarize } from "../usage/stats.ts";
import { loadBusiness, type Sizes } from "./load.ts";

const SIZES: Sizes = { orders: 100_000, subscriptions: 10_000, checkouts: 100_000 };
const RUNS = Number(process.env.BENCH_METRICS_RUNS ?? 30);
const GOAL_MS = 200;
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DAY_MS = 86_400_000;

type Result = { dialect: Dialect; gatehouse: Summary; ceiling: Summary; first: number; periods: number };

/** The ceiling: the same rows grouped by UTC day with the database's plain aggregates, and the subscriptions read. */
async function plainAggregate(raw: RawDb, organizationId: string, from: string, to: string): Promise<number> {
  const p = (n: number) => (raw.kind === "sqlite" ? "?" : `$${n}`);
  const window = `organization_id = ${p(1)} and created_at >= ${p(2)} and created_at < ${p(3)}`;
  const orders = await raw.all<{ revenue: number | string }>(
    `select substr(created_at, 1, 10) as day, count(*) as orders, sum(subtotal_amount - discount_amount) as revenue,
       sum(subtotal_amount - discount_amount - refunded_amount) as net_revenue
     from billing_order where ${window} and status in ('paid', 'partially_refunded', 'refunded') group by day`,
    [organizationId, from, to],
  );
  await raw.all(
    `select substr(created_at, 1, 10) as day, count(*) as checkouts,
       count(case when status = 'succeeded' then 1 end) as succeeded
     from checkout where ${window} group by day`,
    [organizationId, from, to],
  );
  await raw.all(
    `select customer_id, currency, amount, recurring_interval, started_at, ended_at, ends_at, canceled_at, trial_end
     from billing_subscription where organization_id = ${p(1)} and started_at is not null`,
    [organizationId],
  );
  return orders.reduce((total, row) => total + Number(row.revenue), 0);
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await run();
  return [performance.now() - started, value];
}

async function benchDialect(dialect: Dialect): Promise<Result> {
  console.log(`\n=== ${dialect}`);
  const dataDir = makeTmpDir();
  let location = join(dataDir, "gatehouse.db");
  let env: Record<string, string> = {};
  let drop = async () => {};
  if (dialect === "postgres") {
    const database = await createPostgresDatabase(POSTGRES_ADMIN_URL);
    location = database.url;
    env = { DATABASE_URL: database.url };
    drop = database.drop;
  }
  const gatehouse = await startGatehouse(dataDir, randomSecret(), env, { stderrFile: process.env.BENCH_STDERR });
  const raw = dialect === "sqlite" ? openSqlite(location) : openPostgres(location, 2);
  try {
    const org = await makeOrg(gatehouse.url, ["metrics:read"], "metrics");
    const now = Date.now();
    let started = performance.now();
    await loadBusiness(raw, org.organizationId, now, SIZES);
    if (dialect === "postgres") await raw.run("analyze");
    console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const today = new Date(now).toISOString().slice(0, 10);
    const yearAgo = new Date(now - 364 * DAY_MS).toISOString().slice(0, 10);
    const [from, to] = [`${yearAgo}T00:00:00.000Z`, new Date(Date.parse(today) + DAY_MS).toISOString()];
    const url = `${gatehouse.url}/v1/metrics/?start_date=${yearAgo}&end_date=${today}&interval=day`;
    const request = () => fetch(url, { headers: { authorization: `Bearer ${org.token}` } });
    const get = async () => {
      // The setup's keep-alive connection idled through the load and was closed by the server:
      // a request that meets a closed socket is sent again once.
      const response = await request().catch(request);
      if (response.status !== 200) throw new Error(`GET /v1/metrics/: ${response.status} ${await response.text()}`);
      return (await response.json()) as { periods: unknown[]; totals: { revenue: number } };
    };
    const [first, body] = await timed(get);
    const expected = await plainAggregate(raw, org.organizationId, from, to);
    if (body.periods.length !== 365 || body.totals.revenue !== expected)
      throw new Error(`wrong answer: ${body.periods.length} periods, revenue ${body.totals.revenue} ≠ ${expected}`);
    const gatehouseTimes: number[] = [];
    const ceilingTimes: number[] = [];
    // Interleaved, so both see the same machine.
    for (let run = 0; run < RUNS; run++) {
      gatehouseTimes.push((await timed(get))[0]);
      ceilingTimes.push((await timed(() => plainAggregate(raw, org.organizationId, from, to)))[0]);
    }
    started = performance.now();
    const result = {
      dialect,
      gatehouse: summarize(gatehouseTimes),
      ceiling: summarize(ceilingTimes),
      first: Math.round(first),
      periods: body.periods.length,
    };
    console.log(
      `gatehouse: median ${result.gatehouse.median} ms, p99 ${result.gatehouse.p99} ms (first ${result.first} ms); ceiling: median ${result.ceiling.median} ms`,
    );
    return result;
  } finally {
    await raw.close();
    await gatehouse.stop();
    await drop();
  }
}

function report(results: Result[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.dialect} | ${r.gatehouse.median} | ${r.gatehouse.p99} | ${r.first} | ${r.ceiling.median} | ${r.gatehouse.median <= GOAL_MS ? "met" : "MISSED"} |`,
  );
  return [
    `# Metrics bench (${new Date().toISOString().slice(0, 10)})`,
    "",
    `GET /v1/metrics/ for a year by day (365 periods, every metric) over ${SIZES.orders.toLocaleString("en")} orders, ${SIZES.checkouts.toLocaleString("en")} checkouts and ${SIZES.subscriptions.toLocaleString("en")} subscriptions, through HTTP with an access token; ${RUNS} runs each, interleaved. Ceiling: the database's plain per-UTC-day aggregate of the same orders and checkouts plus a read of the subscriptions, through the driver.`,
    "",
    "| database | Gatehouse median ms | p99 ms | first ms | ceiling median ms | goal ≤ 200 ms |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

runBench(async () => {
  const wanted = process.argv.slice(2);
  const dialects = (wanted.length ? wanted : ["sqlite", "postgres"]) as Dialect[];
  const results: Result[] = [];
  for (const dialect of dialects) results.push(await benchDialect(dialect));
  const text = report(results);
  console.log(`\n${text}`);
  const file = join(import.meta.dirname, "../results/metrics-latest.md");
  writeFileSync(file, text);
  console.log(`written to ${file}`);
  killAllSync();
});
