import { sql, type Insertable, type RawBuilder, type Selectable } from "kysely";
import { containsInsensitive } from "../kit/like.ts";
import type { CustomerTable, UsageEventTable } from "../../db/schema.ts";
import { metadataCondition, type MetadataFilter } from "../kit/metadata-filter.ts";
import { listPage, pageWindow, type PageRequest } from "../kit/pagination.ts";
import type { Sort } from "../kit/query.ts";
import { scoped } from "../kit/scope.ts";
import type { Executor } from "../kit/transaction.ts";

export type UsageEventRow = Selectable<UsageEventTable>;
export type CustomerRowLike = Selectable<CustomerTable>;
export type UsageEventInsert = Omit<Insertable<UsageEventTable>, "organization_id">;

/**
 * Rows per INSERT statement: 10 bound values each, far below SQLite's 32,766 variables and
 * PostgreSQL's 65,535 parameters, so a batch of 1,000 events is one statement.
 */
const ROWS_PER_STATEMENT = 1000;

/**
 * Inserts the events with `ON CONFLICT DO NOTHING` (the unique (organization_id, external_id)
 * index): an event whose external_id is already stored, or repeated earlier in the same
 * statement, is skipped on both dialects. Returns how many rows were inserted.
 */
export async function insertMany(db: Executor, organizationId: string, rows: readonly UsageEventInsert[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => ({ ...row, organization_id: organizationId }));
    const result = await db.insertInto("usage_event").values(chunk).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

export function find(db: Executor, organizationId: string, id: string): Promise<UsageEventRow | undefined> {
  return scoped(db, organizationId).selectFrom("usage_event").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Live customers among `ids` (one query for a whole batch). */
export async function existingCustomerIds(db: Executor, organizationId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await scoped(db, organizationId).selectFrom("customer").select("id").where("id", "in", [...ids]).where("deleted_at", "is", null).execute();
  return new Set(rows.map((row) => row.id));
}

/** Customer ids by external id, for the external ids of a batch that belong to a live customer. */
export async function customerIdsByExternalId(db: Executor, organizationId: string, externalIds: readonly string[]): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  const rows = await scoped(db, organizationId).selectFrom("customer").select(["id", "external_id"]).where("external_id", "in", [...externalIds]).where("deleted_at", "is", null).execute();
  return new Map(rows.flatMap((row) => (row.external_id ? [[row.external_id, row.id] as const] : [])));
}

/** Customers (deleted ones too: an event keeps its customer) by id, to embed in events. */
export async function customersById(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, Selectable<CustomerTable>>> {
  if (ids.length === 0) return new Map();
  const rows = await scoped(db, organizationId).selectFrom("customer").selectAll().where("id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export type EventFilter = {
  start?: string | undefined;
  end?: string | undefined;
  customerIds?: string[] | undefined;
  externalCustomerIds?: string[] | undefined;
  names?: string[] | undefined;
  sources?: string[] | undefined;
  query?: string | undefined;
  metadata?: MetadataFilter | undefined;
  /** Compiled meter/`filter` conditions (meters/filter.ts), ANDed. */
  conditions?: RawBuilder<boolean>[] | undefined;
};

export async function list(db: Executor, organizationId: string, filter: EventFilter, sorting: Sort<"timestamp">[], page: PageRequest): Promise<{ rows: UsageEventRow[]; total: number }> {
  let base = scoped(db, organizationId).selectFrom("usage_event");
  if (filter.start) base = base.where("timestamp", ">=", filter.start);
  if (filter.end) base = base.where("timestamp", "<=", filter.end);
  if (filter.customerIds?.length) base = base.where("customer_id", "in", filter.customerIds);
  if (filter.externalCustomerIds?.length) base = base.where("external_customer_id", "in", filter.externalCustomerIds);
  if (filter.names?.length) base = base.where("name", "in", filter.names);
  if (filter.sources?.length) base = base.where("source", "in", filter.sources);
  if (filter.query) base = base.where(containsInsensitive("usage_event.name", filter.query));
  const metadata = metadataCondition(db, "usage_event.metadata", filter.metadata);
  if (metadata) base = base.where(metadata);
  for (const condition of filter.conditions ?? []) base = base.where(condition);
  return listPage(base, sorting, page, { tiebreak: "id" });
}

export type EventNameRow = { name: string; source: string; occurrences: number | string; first_seen: string; last_seen: string };

/** Distinct (name, source) of the organization's events with their counts and first/last times; one page of them and how many there are. */
export async function listNames(db: Executor, organizationId: string, filter: Pick<EventFilter, "customerIds" | "externalCustomerIds" | "sources" | "query">, sorting: Sort<"name" | "occurrences" | "first_seen" | "last_seen">[], page: PageRequest): Promise<{ rows: EventNameRow[]; total: number }> {
  let base = scoped(db, organizationId).selectFrom("usage_event");
  if (filter.customerIds?.length) base = base.where("customer_id", "in", filter.customerIds);
  if (filter.externalCustomerIds?.length) base = base.where("external_customer_id", "in", filter.externalCustomerIds);
  if (filter.sources?.length) base = base.where("source", "in", filter.sources);
  if (filter.query) base = base.where(containsInsensitive("usage_event.name", filter.query));
  const grouped = base
    .select((eb) => ["name", "source", eb.fn.countAll<number | string>().as("occurrences"), eb.fn.min("timestamp").as("first_seen"), eb.fn.max("timestamp").as("last_seen")])
    .groupBy(["name", "source"]);
  const counted = await db.selectFrom(grouped.as("names")).select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  let query = db.selectFrom(grouped.as("names")).selectAll();
  for (const sort of sorting) query = query.orderBy(sql.ref(`names.${sort.field}`), sort.direction);
  const { limit, offset } = pageWindow(page);
  const rows = await query.orderBy("names.name").orderBy("names.source").limit(limit).offset(offset).execute();
  return { rows, total: Number(counted.count) };
}
