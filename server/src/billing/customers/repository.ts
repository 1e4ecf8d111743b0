import type { Insertable, Selectable, Updateable } from "kysely";
import { containsInsensitive } from "../../db/like.ts";
import type { Executor } from "../../db/transaction.ts";
import type { MetadataFilter } from "../common/metadata-filter.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { metadataCondition } from "../common/sql/metadata-condition.ts";
import { scoped } from "../common/sql/scope.ts";
import { softDelete as softDeleteRow } from "../common/sql/soft-delete.ts";
import type { CustomerTable } from "./tables.ts";

export type CustomerRow = Selectable<CustomerTable>;
export type CustomerSortField = "created_at" | "email" | "name";
export type CustomerFilter = {
  email?: string | undefined;
  query?: string | undefined;
  metadata?: MetadataFilter | undefined;
};

/** Live customers: a deleted one is gone from gets, lists and uniqueness checks. */
const live = (db: Executor, organizationId: string) =>
  scoped(db, organizationId).selectFrom("customer").where("customer.deleted_at", "is", null);

export function find(db: Executor, organizationId: string, id: string): Promise<CustomerRow | undefined> {
  return live(db, organizationId).selectAll().where("id", "=", id).executeTakeFirst();
}

export function findByExternalId(
  db: Executor,
  organizationId: string,
  externalId: string,
): Promise<CustomerRow | undefined> {
  return live(db, organizationId).selectAll().where("external_id", "=", externalId).executeTakeFirst();
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
  return listPage(base, sorting, page);
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
  return scoped(db, organizationId).selectFrom("customer").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A live customer by email (stored lower-cased). */
export function findByEmail(db: Executor, organizationId: string, email: string): Promise<CustomerRow | undefined> {
  return live(db, organizationId).selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}
