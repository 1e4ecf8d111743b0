// A customer meter's balance over 1,000,000 events: bulk-loads the events with the database's own
// SQL, then times Gatehouse's `meterQuantity` in this process on its own connection, and asks the
// database for the plan of the query it ran.

import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { RawDb } from "./db.ts";
import { type Customer, METER_EVENT, METER_MODEL } from "./setup.ts";
import { type Summary, summarize } from "./stats.ts";

const DAY_MS = 86_400_000;

/**
 * Adds events until the table holds `total`. Customer 0 ("heavy") gets 10 % of them, the others
 * the rest evenly; 60 % are `api_call`, half of those the metered model; timestamps over the last
 * 30 days; half name the customer by external id too (ingestion then stores both ids).
 * Their ids are uuid-shaped but ascending: this is setup, and random keys would only slow the
 * load (the ingestion part measures random ids, as Gatehouse makes them).
 */
export async function bulkLoad(
  db: RawDb,
  organizationId: string,
  customers: readonly Customer[],
  total: number,
  now: number,
): Promise<number> {
  const [present] = await db.all<{ n: number | string }>("select count(*) as n from usage_event");
  const count = total - Number(present?.n ?? 0);
  if (count <= 0) return 0;
  const others = customers.length - 1;
  const created = new Date(now).toISOString();
  if (db.kind === "sqlite") {
    const list = JSON.stringify(customers.map((c) => [c.id, c.external_id]));
    await db.run(
      `insert into usage_event (id, organization_id, name, source, timestamp, customer_id, external_customer_id, external_id, metadata, created_at, customer_key)
       with recursive s(n) as (select 0 union all select n + 1 from s where n < ? - 1),
       c(idx, id, external_id) as (select cast(key as integer), json_extract(value, '$[0]'), json_extract(value, '$[1]') from json_each(?))
       select printf('00000000-0000-4000-8000-%012x', n),
         ?, case when (n / 3) % 5 < 3 then '${METER_EVENT}' else 'storage' end, 'user',
         strftime('%Y-%m-%dT%H:%M:%fZ', (? - (n * 7919) % ${30 * DAY_MS}) / 1000.0, 'unixepoch'),
         c.id, case when (n / 11) % 2 = 1 then c.external_id end,
         'bulk-' || n,
         json_object('model', case when (n / 7) % 2 = 0 then '${METER_MODEL}' else 'fast' end, 'tokens', 1 + (n * 31) % 1000, 'region', 'r' || (n % 7)),
         ?,
         case when (n / 11) % 2 = 1 then 'x:' || c.external_id else c.id end
       from s join c on c.idx = case when n % 10 = 0 then 0 else 1 + n % ${others} end`,
      [count, list, organizationId, now, created],
    );
  } else {
    await db.run(
      `insert into usage_event (id, organization_id, name, source, timestamp, customer_id, external_customer_id, external_id, metadata, created_at, customer_key)
       select '00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'), $3, case when (n / 3) % 5 < 3 then '${METER_EVENT}' else 'storage' end, 'user',
         to_char(to_timestamp(($4::bigint - (n * 7919) % ${30 * DAY_MS}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         c.id, case when (n / 11) % 2 = 1 then c.external_id end,
         'bulk-' || n,
         json_build_object('model', case when (n / 7) % 2 = 0 then '${METER_MODEL}' else 'fast' end, 'tokens', 1 + (n * 31) % 1000, 'region', 'r' || (n % 7))::jsonb,
         $5,
         case when (n / 11) % 2 = 1 then 'x:' || c.external_id else c.id end
       from generate_series(0::bigint, $6::bigint - 1) as s(n)
       join unnest($1::text[], $2::text[]) with ordinality as c(id, external_id, idx) on c.idx - 1 = case when n % 10 = 0 then 0 else 1 + n % ${others} end`,
      [customers.map((c) => c.id), customers.map((c) => c.external_id), organizationId, now, created, count],
    );
    // What autovacuum does after such a load (statistics, and the visibility map that index-only
    // scans need); the plan should not depend on whether it has run yet.
    await db.run("vacuum analyze usage_event");
  }
  return count;
}

/** The meter's sum computed independently, with plain SQL: checks `meterQuantity`'s answer. */
export async function expectedSum(
  db: RawDb,
  organizationId: string,
  customer: Customer,
  from: string,
  to: string,
): Promise<number> {
  const sql =
    db.kind === "sqlite"
      ? `select coalesce(sum(json_extract(metadata, '$.tokens')), 0) as total from usage_event where organization_id = ? and (customer_id = ? or external_customer_id = ?) and source = 'user' and name = ? and json_extract(metadata, '$.model') = ? and timestamp >= ? and timestamp < ?`
      : `select coalesce(sum((metadata::jsonb ->> 'tokens')::numeric), 0) as total from usage_event where organization_id = $1 and (customer_id = $2 or external_customer_id = $3) and source = 'user' and name = $4 and metadata::jsonb ->> 'model' = $5 and timestamp >= $6 and timestamp < $7`;
  const [row] = await db.all<{ total: number | string }>(sql, [
    organizationId,
    customer.id,
    customer.external_id,
    METER_EVENT,
    METER_MODEL,
    from,
    to,
  ]);
  return Number(row?.total ?? 0);
}

type Window = { customerId?: string; from?: string; to?: string };
type MeterQuantity = (
  db: Kysely<Record<string, never>>,
  organizationId: string,
  meterId: string,
  window: Window,
) => Promise<number>;

/**
 * Gatehouse's own function, loaded at run time (tsx) so the bench's typecheck does not compile
 * the server; the signature is contract K1's.
 */
async function loadMeterQuantity(): Promise<MeterQuantity> {
  const file = resolve(import.meta.dirname, "../../server/src/billing/meters/service.ts");
  const service = (await import(pathToFileURL(file).href)) as { meterQuantity?: MeterQuantity };
  if (typeof service.meterQuantity !== "function")
    throw new Error(`${file} does not export meterQuantity (contract K1)`);
  return service.meterQuantity;
}

export interface Captured {
  sql: string;
  parameters: readonly unknown[];
}

export interface BalanceResult {
  label: string;
  customerEvents: number;
  quantity: number;
  first: number;
  runs: Summary;
  query?: Captured;
}

export interface BalanceTarget {
  kind: RawDb["kind"];
  /** SQLite file or PostgreSQL URL of Gatehouse's database. */
  location: string;
}

/** A Kysely like Gatehouse's (same driver and settings) that remembers the queries it ran. */
function openKysely(
  target: BalanceTarget,
  log: Captured[],
): { db: Kysely<Record<string, never>>; close(): Promise<void> } {
  const remember = (event: LogEvent): void => {
    if (event.level === "query") log.push({ sql: event.query.sql, parameters: event.query.parameters });
  };
  if (target.kind === "sqlite") {
    const sqlite = new Database(target.location, { fileMustExist: true });
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("busy_timeout = 5000");
    const db = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database: sqlite }), log: remember });
    return { db, close: () => db.destroy() };
  }
  const db = new Kysely<Record<string, never>>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.location, max: 2 }) }),
    log: remember,
  });
  return { db, close: () => db.destroy() };
}

export async function timeBalances(
  target: BalanceTarget,
  organizationId: string,
  meterId: string,
  cases: readonly { label: string; customer: Customer; customerEvents: number; expected: number }[],
  window: { from: string; to: string },
  runs: number,
): Promise<BalanceResult[]> {
  const meterQuantity = await loadMeterQuantity();
  const log: Captured[] = [];
  const { db, close } = openKysely(target, log);
  const results: BalanceResult[] = [];
  try {
    for (const c of cases) {
      const call = (): Promise<number> =>
        meterQuantity(db, organizationId, meterId, { customerId: c.customer.id, ...window });
      log.length = 0;
      let started = performance.now();
      const quantity = await call();
      const first = performance.now() - started;
      if (Math.abs(quantity - c.expected) > 1e-6)
        throw new Error(
          `meterQuantity for ${c.label} returned ${quantity}, plain SQL over the same rows gives ${c.expected}`,
        );
      // The aggregate over usage_event (getMeter's lookup and others come before it).
      const query = [...log].reverse().find((q) => /usage_event/i.test(q.sql));
      const times: number[] = [];
      // At most ~10 s per customer, so a slow query cannot make the run long; the count is reported.
      const budget = performance.now() + 10_000;
      for (let i = 0; i < runs && (i < 5 || performance.now() < budget); i++) {
        started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      results.push({
        label: c.label,
        customerEvents: c.customerEvents,
        quantity,
        first: Math.round(first * 10) / 10,
        runs: summarize(times),
        query,
      });
    }
  } finally {
    await close();
  }
  return results;
}

/** SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN (ANALYZE, BUFFERS). Parameters inlined by the driver. */
export async function explain(db: RawDb, query: Captured): Promise<string> {
  if (db.kind === "sqlite") {
    const rows = await db.all<{ id: number; parent: number; detail: string }>(
      `explain query plan ${query.sql}`,
      query.parameters,
    );
    const depth = new Map<number, number>([[0, 0]]);
    return rows
      .map((r) => {
        const d = (depth.get(r.parent) ?? 0) + 1;
        depth.set(r.id, d);
        return `${"  ".repeat(d - 1)}${r.detail}`;
      })
      .join("\n");
  }
  const rows = await db.all<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${query.sql}`, query.parameters);
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}
