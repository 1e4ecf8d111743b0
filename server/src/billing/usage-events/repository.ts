import { type Insertable, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { Database, PreparedStatement } from "../../db/database.ts";
import { containsInsensitive } from "../../db/like.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { Executor, NoSelection } from "../../db/transaction.ts";
import type { MetadataFilter } from "../common/metadata-filter.ts";
import { listPage, type PageRequest, pageWindow } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { metadataCondition } from "../common/sql/metadata-condition.ts";
import { compileFilter, USAGE_EVENT_COLUMNS } from "../common/sql/meter-filter.ts";
import { scoped } from "../common/sql/scope.ts";
import type { Filter } from "../meters/filter.ts";
import type { UsageEventTable } from "./tables.ts";

export type UsageEventRow = Selectable<UsageEventTable>;
export type UsageEventInsert = Omit<Insertable<UsageEventTable>, "organization_id">;

/**
 * Rows per INSERT statement on the Kysely path (system events, inside callers' transactions):
 * 13 bound values each, far below SQLite's 32,766 variables and PostgreSQL's 65,535 parameters.
 */
const ROWS_PER_STATEMENT = 1000;

/**
 * Inserts the events with `ON CONFLICT DO NOTHING` (the unique (organization_id, external_id)
 * index): an event whose external_id is already stored, or repeated earlier in the same
 * statement, is skipped on both dialects. Returns how many rows were inserted.
 */
export async function insertMany(
  db: Executor,
  organizationId: string,
  rows: readonly UsageEventInsert[],
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) => ({ ...row, organization_id: organizationId }));
    const result = await db
      .insertInto("usage_event")
      .values(chunk)
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** The columns ingestion writes, in statement order (the organization's id is bound once per row on SQLite, once per statement on PostgreSQL). */
const INGEST_COLUMNS = [
  "id",
  "name",
  "source",
  "timestamp",
  "customer_id",
  "external_customer_id",
  "member_id",
  "external_member_id",
  "customer_key",
  "external_id",
  "metadata",
  "created_at",
] as const;
const columnList = `organization_id, ${INGEST_COLUMNS.join(", ")}`;

/**
 * SQLite: a multi-row INSERT prepared once per row count, for 1,000 rows (the usual batch; one
 * statement is ~6 % faster than six smaller ones) and the powers of two below: a batch is a few
 * statements, and at most 11 distinct ones are ever prepared. 1,000 rows × 13 values stay under
 * SQLite's 32,766 variables.
 */
const FULL_BATCH = 1000;
function sqliteStatements(organizationId: string, rows: readonly UsageEventInsert[]): PreparedStatement[] {
  const statements: PreparedStatement[] = [];
  for (let start = 0; start < rows.length; ) {
    const left = rows.length - start;
    const size = left >= FULL_BATCH ? FULL_BATCH : 2 ** Math.floor(Math.log2(left));
    const parameters: unknown[] = [];
    for (let index = start; index < start + size; index++) {
      const row = rows[index] as UsageEventInsert;
      parameters.push(organizationId);
      for (const column of INGEST_COLUMNS) parameters.push(row[column] ?? null);
    }
    statements.push({ name: `usage_event_ingest_${size}`, sql: sqliteInsertSql(size), parameters });
    start += size;
  }
  return statements;
}

const sqliteInsertSqlBySize = new Map<number, string>();
function sqliteInsertSql(size: number): string {
  let text = sqliteInsertSqlBySize.get(size);
  if (text === undefined) {
    const placeholders = `(${new Array<string>(INGEST_COLUMNS.length + 1).fill("?").join(", ")})`;
    const rows = new Array<string>(size).fill(placeholders).join(", ");
    text = `insert into usage_event (${columnList}) values ${rows} on conflict do nothing`;
    sqliteInsertSqlBySize.set(size, text);
  }
  return text;
}

/** PostgreSQL: one statement for any number of rows, each column bound as one array and unnested. */
const POSTGRES_INGEST_SQL = `insert into usage_event (${columnList}) select $1, ${INGEST_COLUMNS.map((column) => (column === "metadata" ? "metadata::jsonb" : column)).join(", ")} from unnest(${INGEST_COLUMNS.map((_, index) => `$${index + 2}::text[]`).join(", ")}) as ingested(${INGEST_COLUMNS.join(", ")}) on conflict do nothing`;

function postgresStatement(organizationId: string, rows: readonly UsageEventInsert[]): PreparedStatement {
  return {
    name: "usage_event_ingest",
    sql: POSTGRES_INGEST_SQL,
    parameters: [organizationId, ...INGEST_COLUMNS.map((column) => rows.map((row) => row[column] ?? null))],
  };
}

/**
 * Ingestion's insert: the same rows and conflict rule as `insertMany`, as statements prepared once
 * and run in one transaction (`Database.preparedWrite`), without building a query per call.
 * `alongside` (the customer meters the events need) commits with them and is not counted.
 */
export function ingestMany(
  database: Pick<Database, "kind" | "preparedWrite">,
  organizationId: string,
  rows: readonly UsageEventInsert[],
  alongside: readonly PreparedStatement[] = [],
): Promise<number> {
  if (rows.length === 0) return Promise.resolve(0);
  const events =
    database.kind === "sqlite" ? sqliteStatements(organizationId, rows) : [postgresStatement(organizationId, rows)];
  return database.preparedWrite([...events, ...alongside]);
}

export function find(db: Executor, organizationId: string, id: string): Promise<UsageEventRow | undefined> {
  return scoped(db, organizationId).selectFrom("usage_event").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Live customers among `ids` (one query for a whole batch). */
export async function existingCustomerIds(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await scoped(db, organizationId)
    .selectFrom("customer")
    .select("id")
    .where("id", "in", [...ids])
    .where("deleted_at", "is", null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Customer ids by external id, for the external ids of a batch that belong to a live customer. */
export async function customerIdsByExternalId(
  db: Executor,
  organizationId: string,
  externalIds: readonly string[],
): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  const rows = await scoped(db, organizationId)
    .selectFrom("customer")
    .select(["id", "external_id"])
    .where("external_id", "in", [...externalIds])
    .where("deleted_at", "is", null)
    .execute();
  return new Map(rows.flatMap((row) => (row.external_id ? [[row.external_id, row.id] as const] : [])));
}

export type EventFilter = {
  start?: string | undefined;
  end?: string | undefined;
  /** Events under these customer keys (customer-key.ts): one index range each. */
  customerKeys?: string[] | undefined;
  /** Events performed by these members of team customers. */
  memberIds?: string[] | undefined;
  names?: string[] | undefined;
  sources?: string[] | undefined;
  query?: string | undefined;
  metadata?: MetadataFilter | undefined;
  /** The meter's and the `filter` query's filters (meters/filter.ts), ANDed. */
  filters?: Filter[] | undefined;
};

/** The organization's events under the filters the event list and the names list share. */
function eventsWhere(
  db: Executor,
  organizationId: string,
  filter: Pick<EventFilter, "customerKeys" | "names" | "sources" | "query">,
): SelectQueryBuilder<DatabaseSchema, "usage_event", NoSelection> {
  let base = scoped(db, organizationId).selectFrom("usage_event");
  if (filter.customerKeys)
    base = base.where("customer_key", "in", filter.customerKeys.length ? filter.customerKeys : [""]);
  if (filter.names?.length) base = base.where("name", "in", filter.names);
  if (filter.sources?.length) base = base.where("source", "in", filter.sources);
  if (filter.query) base = base.where(containsInsensitive("usage_event.name", filter.query));
  return base;
}

export async function list(
  db: Executor,
  organizationId: string,
  filter: EventFilter,
  sorting: Sort<"timestamp">[],
  page: PageRequest,
): Promise<{ rows: UsageEventRow[]; total: number }> {
  let base = eventsWhere(db, organizationId, filter);
  if (filter.memberIds?.length) base = base.where("member_id", "in", filter.memberIds);
  if (filter.start) base = base.where("timestamp", ">=", filter.start);
  if (filter.end) base = base.where("timestamp", "<=", filter.end);
  const metadata = metadataCondition(db, "usage_event.metadata", filter.metadata);
  if (metadata) base = base.where(metadata);
  for (const meterFilter of filter.filters ?? [])
    base = base.where(compileFilter(db, meterFilter, USAGE_EVENT_COLUMNS));
  return listPage(base, sorting, page, { tiebreak: "id" });
}

export type EventNameRow = {
  name: string;
  source: string;
  occurrences: number | string;
  first_seen: string;
  last_seen: string;
};

/** Distinct (name, source) of the organization's events with their counts and first/last times; one page of them and how many there are. */
export async function listNames(
  db: Executor,
  organizationId: string,
  filter: Pick<EventFilter, "customerKeys" | "sources" | "query">,
  sorting: Sort<"name" | "occurrences" | "first_seen" | "last_seen">[],
  page: PageRequest,
): Promise<{ rows: EventNameRow[]; total: number }> {
  const grouped = eventsWhere(db, organizationId, filter)
    .select((eb) => [
      "name",
      "source",
      eb.fn.countAll<number | string>().as("occurrences"),
      eb.fn.min("timestamp").as("first_seen"),
      eb.fn.max("timestamp").as("last_seen"),
    ])
    .groupBy(["name", "source"]);
  const counted = await db
    .selectFrom(grouped.as("names"))
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  let query = db.selectFrom(grouped.as("names")).selectAll();
  for (const sort of sorting) query = query.orderBy(sql.ref(`names.${sort.field}`), sort.direction);
  const { limit, offset } = pageWindow(page);
  const rows = await query.orderBy("names.name").orderBy("names.source").limit(limit).offset(offset).execute();
  return { rows, total: Number(counted.count) };
}
