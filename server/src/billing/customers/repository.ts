import { type ExpressionBuilder, type Insertable, type Selectable, sql, type Updateable } from "kysely";
import { containsInsensitive } from "../../db/like.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { Executor } from "../../db/transaction.ts";
import type { MetadataFilter } from "../common/metadata-filter.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { metadataCondition } from "../common/sql/metadata-condition.ts";
import { scoped } from "../common/sql/scope.ts";
import { softDelete as softDeleteRow } from "../common/sql/soft-delete.ts";
import type { CustomerTable } from "./tables.ts";

/** A customer with the time of its first usage event (Polar's `first_user_event_at`), null when none. */
export type CustomerRow = Selectable<CustomerTable> & { first_user_event_at: string | null };
export type CustomerSortField = "created_at" | "email" | "name";
export type CustomerFilter = {
  email?: string | undefined;
  query?: string | undefined;
  metadata?: MetadataFilter | undefined;
};

/**
 * The earliest `user` event sent for the customer, by its id or by its external id (events sent
 * before the customer existed count, as in Polar): one range of the (organization_id,
 * customer_key, ...) index of usage_event per customer.
 */
function firstUserEventAt(eb: ExpressionBuilder<DatabaseSchema, "customer">) {
  return eb
    .selectFrom("usage_event")
    .select((inner) => inner.fn.min<string>("usage_event.timestamp").as("first"))
    .whereRef("usage_event.organization_id", "=", "customer.organization_id")
    .where("usage_event.customer_key", "in", [
      eb.ref("customer.id"),
      sql<string>`${sql.lit("x:")} || ${eb.ref("customer.external_id")}`,
    ])
    .where("usage_event.source", "=", "user")
    .as("first_user_event_at");
}

/** Customers of the organization, deleted ones included, with their computed columns. */
const rows = (db: Executor, organizationId: string) =>
  scoped(db, organizationId).selectFrom("customer").selectAll("customer").select(firstUserEventAt);

/** Live customers: a deleted one is gone from gets, lists and uniqueness checks. */
const live = (db: Executor, organizationId: string) =>
  scoped(db, organizationId).selectFrom("customer").where("customer.deleted_at", "is", null);
const liveRows = (db: Executor, organizationId: string) =>
  rows(db, organizationId).where("customer.deleted_at", "is", null);

export function find(db: Executor, organizationId: string, id: string): Promise<CustomerRow | undefined> {
  return liveRows(db, organizationId).where("customer.id", "=", id).executeTakeFirst();
}

export function findByExternalId(
  db: Executor,
  organizationId: string,
  externalId: string,
): Promise<CustomerRow | undefined> {
  return liveRows(db, organizationId).where("customer.external_id", "=", externalId).executeTakeFirst();
}

/** Which of the unique values another live customer already holds. */
export async function taken(
  db: Executor,
  organizationId: string,
  values: { email?: string | undefined; externalId?: string | null | undefined },
  exceptId?: string,
): Promise<{ email: boolean; externalId: boolean }> {
  const holder = async (column: "email" | "external_id", value: string) => {
    let query = live(db, organizationId).select("id").where(column, "=", value);
    if (exceptId) query = query.where("id", "!=", exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };
  return {
    email: values.email ? await holder("email", values.email) : false,
    externalId: values.externalId ? await holder("external_id", values.externalId) : false,
  };
}

export async function list(
  db: Executor,
  organizationId: string,
  filter: CustomerFilter,
  sorting: Sort<CustomerSortField>[],
  page: PageRequest,
): Promise<{ rows: CustomerRow[]; total: number }> {
  let base = live(db, organizationId);
  if (filter.email) base = base.where("email", "=", filter.email.toLowerCase());
  if (filter.query) {
    const text = filter.query;
    base = base.where((eb) =>
      eb.or([
        containsInsensitive("customer.name", text),
        containsInsensitive("customer.email", text),
        containsInsensitive("customer.external_id", text),
      ]),
    );
  }
  const metadata = metadataCondition(db, "customer.metadata", filter.metadata);
  if (metadata) base = base.where(metadata);
  const found = await listPage(base, sorting, page);
  // The page's rows again with their computed columns, in the page's order.
  const withComputed = new Map(
    (
      await findManyAny(
        db,
        organizationId,
        found.rows.map((row) => row.id),
      )
    ).map((row) => [row.id, row]),
  );
  return {
    rows: found.rows.flatMap((row) => {
      const full = withComputed.get(row.id);
      return full ? [full] : [];
    }),
    total: found.total,
  };
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<CustomerTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("customer", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<CustomerTable, "id" | "organization_id">>,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("customer")
    .set(values)
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .execute();
}

export function softDelete(db: Executor, organizationId: string, id: string, at: string): Promise<boolean> {
  return softDeleteRow(db, organizationId, "customer", id, at);
}

/** A row by id whatever its state (the deleted customer for the customer.deleted event). */
export function findAny(db: Executor, organizationId: string, id: string): Promise<CustomerRow | undefined> {
  return rows(db, organizationId).where("customer.id", "=", id).executeTakeFirst();
}

/** A live customer by email (stored lower-cased). */
export function findByEmail(db: Executor, organizationId: string, email: string): Promise<CustomerRow | undefined> {
  return liveRows(db, organizationId).where("customer.email", "=", email.toLowerCase()).executeTakeFirst();
}

/** Customers by id, deleted ones too (an event keeps its customer), to embed in other resources. */
export function findManyAny(db: Executor, organizationId: string, ids: readonly string[]): Promise<CustomerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows(db, organizationId)
    .where("customer.id", "in", [...new Set(ids)])
    .execute();
}
