import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import type { CustomerMemberTable } from "./tables.ts";

export type MemberRow = Selectable<CustomerMemberTable>;

/** The live members of one customer. */
const liveOf = (db: Executor, organizationId: string, customerId: string) =>
  scoped(db, organizationId)
    .selectFrom("customer_member")
    .where("customer_id", "=", customerId)
    .where("deleted_at", "is", null);

export function find(
  db: Executor,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<MemberRow | undefined> {
  return liveOf(db, organizationId, customerId).selectAll().where("id", "=", id).executeTakeFirst();
}

export function findByExternalId(
  db: Executor,
  organizationId: string,
  customerId: string,
  externalId: string,
): Promise<MemberRow | undefined> {
  return liveOf(db, organizationId, customerId).selectAll().where("external_id", "=", externalId).executeTakeFirst();
}

export function findByEmail(
  db: Executor,
  organizationId: string,
  customerId: string,
  email: string,
): Promise<MemberRow | undefined> {
  return liveOf(db, organizationId, customerId).selectAll().where("email", "=", email).executeTakeFirst();
}

export function findOwner(db: Executor, organizationId: string, customerId: string): Promise<MemberRow | undefined> {
  return liveOf(db, organizationId, customerId).selectAll().where("role", "=", "owner").executeTakeFirst();
}

export function listAll(db: Executor, organizationId: string, customerId: string): Promise<MemberRow[]> {
  return liveOf(db, organizationId, customerId).selectAll().orderBy("created_at").orderBy("id").execute();
}

export async function countLive(db: Executor, organizationId: string, customerId: string): Promise<number> {
  const row = await liveOf(db, organizationId, customerId)
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function list(
  db: Executor,
  organizationId: string,
  customerId: string,
  filter: { role?: string | undefined },
  sorting: Sort<"created_at">[],
  page: PageRequest,
): Promise<{ rows: MemberRow[]; total: number }> {
  let base = liveOf(db, organizationId, customerId);
  if (filter.role) base = base.where("role", "=", filter.role);
  return listPage(base, sorting, page);
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<CustomerMemberTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("customer_member", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<CustomerMemberTable, "id" | "organization_id" | "customer_id">>,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("customer_member")
    .set(values)
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .execute();
}

/** A live member by id whatever its customer (the row an update or deletion answers with). */
export function findAny(db: Executor, organizationId: string, id: string): Promise<MemberRow | undefined> {
  return scoped(db, organizationId).selectFrom("customer_member").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Members by id, live or deleted. */
export function findMany(db: Executor, organizationId: string, ids: readonly string[]): Promise<MemberRow[]> {
  return scoped(db, organizationId)
    .selectFrom("customer_member")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
}

/** The live members of several customers at once. */
export function liveOfCustomers(
  db: Executor,
  organizationId: string,
  customerIds: readonly string[],
): Promise<MemberRow[]> {
  return scoped(db, organizationId)
    .selectFrom("customer_member")
    .selectAll()
    .where("customer_id", "in", [...customerIds])
    .where("deleted_at", "is", null)
    .execute();
}
