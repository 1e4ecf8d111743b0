import { PostgresAdapter, sql } from "kysely";
import type { PreparedStatement } from "../../db/database.ts";
import { toJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { compileFilter } from "../common/sql/meter-filter.ts";
import { scoped } from "../common/sql/scope.ts";
import type { Filter, FilterableEvent } from "../meters/filter.ts";

/**
 * What matching events to meters asks of the database (matched.ts): the meters' filters, the
 * batch's events a filter cannot be decided on in memory, the customer keys of stored events, and
 * the statements that write customer meters beside ingested events.
 */

type Pair = { customerId: string; meterId: string };
type UndecidedMeter = {
  meterId: string;
  filter: Filter;
  events: ReadonlyArray<FilterableEvent & { customerId: string | null }>;
};

/** The organization's meters with their filters as stored (JSON text): all, or those of `ids`. */
export function meterFilterRows(
  db: Executor,
  organizationId: string,
  ids?: readonly string[],
): Promise<Array<{ id: string; filter: string }>> {
  let query = scoped(db, organizationId).selectFrom("meter").select(["id", "filter"]);
  if (ids) query = query.where("id", "in", ids.length ? [...ids] : [""]);
  return query.execute();
}

const BATCH_COLUMNS = { name: "batch.name", timestamp: "batch.timestamp", metadata: "batch.metadata" } as const;

/**
 * The (customer, meter) pairs of the undecided events' meters, asked of the database: each
 * meter's events as a table named `batch` (one JSON parameter on SQLite, four arrays on
 * PostgreSQL), so the filter compiles exactly as it does over stored events. One query for all
 * of them.
 */
export async function pairsMatchedByDatabase(db: Executor, undecided: readonly UndecidedMeter[]): Promise<Pair[]> {
  if (undecided.length === 0) return [];
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const matches = undecided.map(({ meterId, filter, events }) => {
    const batch = postgres
      ? sql`select * from unnest(${events.map((event) => event.name)}::text[], ${events.map((event) => event.timestamp)}::text[], ${events.map((event) => toJsonColumn(event.metadata))}::text[], ${events.map((event) => event.customerId)}::text[]) as batch(name, timestamp, metadata, customer_id)`
      : sql`select json_extract(value, '$[0]') as name, json_extract(value, '$[1]') as timestamp, json_extract(value, '$[2]') as metadata, json_extract(value, '$[3]') as customer_id from json_each(${JSON.stringify(events.map((event) => [event.name, event.timestamp, toJsonColumn(event.metadata), event.customerId]))})`;
    return sql`select distinct cast(${meterId} as text) as meter_id, batch.customer_id from (${batch}) as batch where ${compileFilter(db, filter, BATCH_COLUMNS)}`;
  });
  const { rows } = await sql<{ meter_id: string; customer_id: string }>`${sql.join(matches, sql` union all `)}`.execute(
    db,
  );
  return rows.map((row) => ({ customerId: row.customer_id, meterId: row.meter_id }));
}

const ENSURE_SQL = {
  sqlite:
    "insert into customer_meter (organization_id, id, customer_id, meter_id, created_at, modified_at) values (?, ?, ?, ?, ?, null) on conflict (organization_id, customer_id, meter_id) do nothing",
  postgres:
    "insert into customer_meter (organization_id, id, customer_id, meter_id, created_at, modified_at) values ($1, $2, $3, $4, $5, null) on conflict (organization_id, customer_id, meter_id) do nothing",
} as const;

/** The statements that write the pairs' customer meters alongside the events (not counted as inserted events). */
export function ensureStatements(
  kind: keyof typeof ENSURE_SQL,
  organizationId: string,
  pairs: readonly Pair[],
  at: string,
): PreparedStatement[] {
  return pairs.map((pair) => ({
    name: "customer_meter_ensure",
    sql: ENSURE_SQL[kind],
    parameters: [organizationId, newId(), pair.customerId, pair.meterId, at],
    counted: false,
  }));
}

/**
 * The distinct customer keys of the stored user events a meter's filter matches; only the keys
 * of one customer (its id, or its external id's `x:` key) when `customer` is given.
 */
export async function storedEventCustomerKeys(
  db: Executor,
  organizationId: string,
  filter: Filter,
  customer?: { customerId: string; externalId: string },
): Promise<string[]> {
  let query = scoped(db, organizationId)
    .selectFrom("usage_event")
    .select("customer_key")
    .distinct()
    .where("source", "=", "user")
    .where("customer_key", "is not", null)
    .where(compileFilter(db, filter, { name: "name", timestamp: "timestamp", metadata: "metadata" }));
  if (customer) query = query.where("customer_key", "in", [customer.customerId, `x:${customer.externalId}`]);
  return (await query.execute()).flatMap((row) => (row.customer_key ? [row.customer_key] : []));
}

/** Those of `ids` that name live customers of the organization. */
export async function liveCustomerIds(db: Executor, organizationId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await scoped(db, organizationId)
    .selectFrom("customer")
    .select("id")
    .where("id", "in", [...ids])
    .where("deleted_at", "is", null)
    .execute();
  return rows.map((row) => row.id);
}
