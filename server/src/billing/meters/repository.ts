import { type Insertable, PostgresAdapter, type RawBuilder, type Selectable, sql, type Updateable } from "kysely";
import { containsInsensitive } from "../../db/like.ts";
import type { Executor } from "../../db/transaction.ts";
import type { MetadataFilter } from "../common/metadata-filter.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { metadataCondition } from "../common/sql/metadata-condition.ts";
import { compileFilter, USAGE_EVENT_COLUMNS } from "../common/sql/meter-filter.ts";
import { scoped } from "../common/sql/scope.ts";
import { bucketStartOf } from "../common/sql/time-buckets.ts";
import { customerKeys } from "../usage-events/customer-key.ts";
import { type Filter, metadataKey } from "./filter.ts";
import type { Aggregation, TimeInterval } from "./schemas.ts";
import type { MeterTable } from "./tables.ts";

export type MeterRow = Selectable<MeterTable>;
export type MeterSortField = "created_at" | "name";

export function find(db: Executor, organizationId: string, id: string): Promise<MeterRow | undefined> {
  return scoped(db, organizationId).selectFrom("meter").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function list(
  db: Executor,
  organizationId: string,
  filter: { query?: string | undefined; archived?: boolean | undefined; metadata?: MetadataFilter | undefined },
  sorting: Sort<MeterSortField>[],
  page: PageRequest,
): Promise<{ rows: MeterRow[]; total: number }> {
  let base = scoped(db, organizationId).selectFrom("meter");
  if (filter.query) base = base.where(containsInsensitive("meter.name", filter.query));
  if (filter.archived !== undefined) base = base.where("archived_at", filter.archived ? "is not" : "is", null);
  const metadata = metadataCondition(db, "meter.metadata", filter.metadata);
  if (metadata) base = base.where(metadata);
  return listPage(base, sorting, page);
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<MeterTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("meter", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<MeterTable, "id" | "organization_id">>,
): Promise<void> {
  await scoped(db, organizationId).updateTable("meter").set(values).where("id", "=", id).execute();
}

/** The external ids of customers, to count their events ingested by external_customer_id. */
export async function customerExternalIds(
  db: Executor,
  organizationId: string,
  customerIds: readonly string[],
): Promise<string[]> {
  if (customerIds.length === 0) return [];
  const rows = await scoped(db, organizationId)
    .selectFrom("customer")
    .select("external_id")
    .where("id", "in", [...customerIds])
    .execute();
  return rows.flatMap((row) => (row.external_id ? [row.external_id] : []));
}

/** Customers' ids by their external ids (an external id given before the customer existed is matched too). */
export async function customerIdsOfExternal(
  db: Executor,
  organizationId: string,
  externalIds: readonly string[],
): Promise<string[]> {
  if (externalIds.length === 0) return [];
  const rows = await scoped(db, organizationId)
    .selectFrom("customer")
    .select("id")
    .where("external_id", "in", [...externalIds])
    .execute();
  return rows.map((row) => row.id);
}

export type EventWindow = {
  /** The meter's filter (meters/filter.ts), compiled here over the stored events. */
  filter: Filter;
  /** `name = X` when the filter pins it: the same condition, spelled so the index is used. */
  name?: string | undefined;
  from?: string | undefined;
  /** Exclusive. */
  to?: string | undefined;
  /** Events of these customers: under their ids' or their external ids' keys (usage-events/customer-key.ts). */
  customers?: { ids: string[]; externalIds: string[] } | undefined;
  metadata?: MetadataFilter | undefined;
};

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The aggregate expression of a meter over usage_event rows (null when no row has a value). */
function aggregateExpression(db: Executor, aggregation: Aggregation): RawBuilder<unknown> {
  if (aggregation.func === "count") return sql`count(*)`;
  const postgres = isPostgres(db);
  const property = aggregation.property;
  if (property === "name" || property === "timestamp") {
    const column = sql.ref(`usage_event.${property}`);
    return aggregation.func === "unique" ? sql`count(distinct ${column})` : sql`null`;
  }
  const key = metadataKey(property);
  if (aggregation.func === "unique") {
    // Distinct typed values: the jsonb value on PostgreSQL, the SQL value (its storage class kept) on SQLite.
    return postgres
      ? sql`count(distinct (cast(usage_event.metadata as jsonb) -> cast(${key} as text)))`
      : sql`count(distinct json_extract(usage_event.metadata, ${`$."${key}"`}))`;
  }
  // Only numbers are aggregated: other types (and missing keys) are ignored, as NULLs.
  const number = postgres
    ? sql`(case when jsonb_typeof(cast(usage_event.metadata as jsonb) -> cast(${key} as text)) = 'number' then cast(cast(usage_event.metadata as jsonb) ->> cast(${key} as text) as double precision) end)`
    : sql`(case when json_type(usage_event.metadata, ${`$."${key}"`}) in ('integer', 'real') then json_extract(usage_event.metadata, ${`$."${key}"`}) end)`;
  return sql`${sql.raw(aggregation.func)}(${number})`;
}

/** The window's user events without the customer condition (see `windowEvents`). */
function baseQuery(db: Executor, organizationId: string, window: EventWindow) {
  let query = scoped(db, organizationId).selectFrom("usage_event").where("source", "=", "user");
  if (window.name !== undefined) query = query.where("name", "=", window.name);
  if (window.from) query = query.where("timestamp", ">=", window.from);
  if (window.to) query = query.where("timestamp", "<", window.to);
  const metadata = metadataCondition(db, "usage_event.metadata", window.metadata);
  if (metadata) query = query.where(metadata);
  return query.where(compileFilter(db, window.filter, USAGE_EVENT_COLUMNS));
}

/**
 * The window's events as a derived table named `usage_event` (metadata, name, timestamp), which
 * the aggregate and bucket expressions read. A customer's events are those under its keys
 * (`customer_key in (id, 'x:' || external id)`, migration 0023): one range of the
 * (organization_id, customer_key, name, timestamp…) index per key, covering on SQLite.
 */
function windowEvents(db: Executor, organizationId: string, window: EventWindow, withCustomer = false) {
  // The customer (for per-customer aggregation) is only selected when asked: it would take the
  // query out of SQLite's covering index. An event sent with an external id of a known customer
  // stores that customer's id too, so this groups a customer's events together.
  const customer = withCustomer
    ? sql<string>`coalesce(usage_event.customer_id, usage_event.external_customer_id)`
    : sql<string>`null`;
  const columns = [
    "usage_event.metadata",
    "usage_event.name",
    "usage_event.timestamp",
    customer.as("event_customer"),
  ] as const;
  const customers = window.customers;
  if (!customers) return db.selectFrom(baseQuery(db, organizationId, window).select(columns).as("usage_event"));
  const keys = customerKeys(customers.ids, customers.externalIds);
  const ofCustomers = keys.length ? sql<boolean>`usage_event.customer_key in (${sql.join(keys)})` : sql<boolean>`1 = 0`;
  if (!isPostgres(db)) {
    // One branch per key, glued by UNION ALL: with `customer_key in (a, b)` SQLite's planner (no
    // statistics) rates the (organization_id, name, timestamp) index as good as the customer one
    // and picks either, by the order the indexes were made; `customer_key = a` it never mistakes.
    const [first, ...others] = keys;
    if (first === undefined || keys.length > MAX_KEY_BRANCHES)
      return db.selectFrom(baseQuery(db, organizationId, window).select(columns).where(ofCustomers).as("usage_event"));
    const branch = (key: string) =>
      baseQuery(db, organizationId, window).select(columns).where("usage_event.customer_key", "=", key);
    return db.selectFrom(others.reduce((union, key) => union.unionAll(branch(key)), branch(first)).as("usage_event"));
  }
  // PostgreSQL: the covering index holds the events with small metadata only (migration 0023),
  // so those are read there and the rest through the narrow index of large-metadata events. The
  // size condition is spelled exactly as the indexes' predicate (a literal) so the planner
  // matches it.
  const small = sql<boolean>`octet_length(usage_event.metadata::text) <= ${sql.lit(METADATA_INDEX_LIMIT)}`;
  const large = sql<boolean>`octet_length(usage_event.metadata::text) > ${sql.lit(METADATA_INDEX_LIMIT)}`;
  const covered = baseQuery(db, organizationId, window).select(columns).where(ofCustomers).where(small);
  const rest = baseQuery(db, organizationId, window).select(columns).where(ofCustomers).where(large);
  return db.selectFrom(covered.unionAll(rest).as("usage_event"));
}

/** Customers' keys up to this many get a branch each on SQLite (each branch repeats the filter's parameters). */
const MAX_KEY_BRANCHES = 16;

/** Metadata (as JSON text, in bytes) up to this size is in PostgreSQL's covering index: the predicate of migration 0023's partial indexes. */
const METADATA_INDEX_LIMIT = 800;

/**
 * Polar's `customer_aggregation_function`: the meter's aggregate per customer first (a customer
 * is its customer_id, or its external id for events ingested before the customer existed), then
 * this function over those per-customer values.
 */
export type CustomerAggregation = "count" | "sum" | "max" | "min" | "avg" | "unique";

function acrossCustomers(func: CustomerAggregation): RawBuilder<unknown> {
  if (func === "count") return sql`count(*)`;
  if (func === "unique") return sql`count(distinct per_customer.value)`;
  return sql`${sql.raw(func)}(per_customer.value)`;
}

/** The meter's aggregate over the window; 0 when no event has a value. */
export async function aggregate(
  db: Executor,
  organizationId: string,
  aggregation: Aggregation,
  window: EventWindow,
  perCustomer?: CustomerAggregation,
): Promise<number> {
  if (perCustomer) {
    const inner = windowEvents(db, organizationId, window, true)
      .select([
        sql<string>`usage_event.event_customer`.as("event_customer"),
        aggregateExpression(db, aggregation).as("value"),
      ])
      .groupBy(sql`usage_event.event_customer`);
    const row = await db
      .selectFrom(inner.as("per_customer"))
      .select(acrossCustomers(perCustomer).as("value"))
      .executeTakeFirst();
    return toNumber(row?.value);
  }
  const row = await windowEvents(db, organizationId, window)
    .select(aggregateExpression(db, aggregation).as("value"))
    .executeTakeFirst();
  return toNumber(row?.value);
}

/** The bucket key of an event's timestamp: the bucket's start as stored-form text prefix. */
function bucketExpression(db: Executor, interval: TimeInterval): RawBuilder<string> {
  if (isPostgres(db)) {
    return sql<string>`to_char(date_trunc(${sql.lit(interval)}, cast(usage_event.timestamp as timestamptz) at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00:00.000"Z"')`;
  }
  switch (interval) {
    case "hour":
      return sql<string>`substr(usage_event.timestamp, 1, 13) || ':00:00.000Z'`;
    case "day":
      return sql<string>`substr(usage_event.timestamp, 1, 10) || 'T00:00:00.000Z'`;
    case "week":
      // Weeks start on Monday (as PostgreSQL's date_trunc): the next Sunday (or this one), 6 days back.
      return sql<string>`date(usage_event.timestamp, 'weekday 0', '-6 days') || 'T00:00:00.000Z'`;
    case "month":
      return sql<string>`substr(usage_event.timestamp, 1, 7) || '-01T00:00:00.000Z'`;
    case "year":
      return sql<string>`substr(usage_event.timestamp, 1, 4) || '-01-01T00:00:00.000Z'`;
  }
}

export type Bucketing = { interval: TimeInterval } | { boundaries: readonly string[] };

/** The meter's aggregate per bucket, keyed by the bucket's start (ISO, `Z`). */
export async function aggregateByBucket(
  db: Executor,
  organizationId: string,
  aggregation: Aggregation,
  bucketing: Bucketing,
  window: EventWindow,
  perCustomer?: CustomerAggregation,
): Promise<Map<string, number>> {
  const bucket =
    "interval" in bucketing
      ? bucketExpression(db, bucketing.interval)
      : bucketStartOf(db, sql.ref("usage_event.timestamp"), bucketing.boundaries);
  if (perCustomer) {
    const inner = windowEvents(db, organizationId, window, true)
      .select([
        bucket.as("bucket"),
        sql<string>`usage_event.event_customer`.as("event_customer"),
        aggregateExpression(db, aggregation).as("value"),
      ])
      .groupBy([bucket, sql`usage_event.event_customer`]);
    const rows = await db
      .selectFrom(inner.as("per_customer"))
      .select([sql<string>`per_customer.bucket`.as("bucket"), acrossCustomers(perCustomer).as("value")])
      .groupBy(sql`per_customer.bucket`)
      .execute();
    return new Map(rows.map((row) => [String(row.bucket), toNumber(row.value)]));
  }
  const rows = await windowEvents(db, organizationId, window)
    .select([bucket.as("bucket"), aggregateExpression(db, aggregation).as("value")])
    .groupBy(bucket)
    .execute();
  return new Map(rows.map((row) => [String(row.bucket), toNumber(row.value)]));
}

/** Aggregates come back as numbers, bigints or numeric text depending on the dialect. */
function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}
