import type { Insertable, Selectable, Updateable } from "kysely";
import { containsInsensitive } from "../../db/like.ts";
import type { Executor } from "../../db/transaction.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import { addToHour } from "./hourly-totals-repository.ts";
import type { CheckoutTable } from "./tables.ts";

export type CheckoutRow = Selectable<CheckoutTable>;
export type CheckoutValues = Updateable<Omit<CheckoutTable, "id" | "organization_id" | "client_secret">>;
export type CheckoutSortField = "created_at" | "expires_at" | "status";
export type CheckoutFilter = {
  productIds?: readonly string[] | undefined;
  customerIds?: readonly string[] | undefined;
  externalCustomerIds?: readonly string[] | undefined;
  statuses?: readonly string[] | undefined;
  query?: string | undefined;
};

export function find(db: Executor, organizationId: string, id: string): Promise<CheckoutRow | undefined> {
  return scoped(db, organizationId).selectFrom("checkout").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The public client routes: the client secret is the credential, across organizations. */
export function findByClientSecret(db: Executor, clientSecret: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom("checkout").selectAll().where("client_secret", "=", clientSecret).executeTakeFirst();
}

/** The `embed_origin` a checkout was created with and its organization, by its client secret. */
export function embeddingOf(
  db: Executor,
  clientSecret: string,
): Promise<{ embed_origin: string | null; organization_id: string } | undefined> {
  return db
    .selectFrom("checkout")
    .select(["embed_origin", "organization_id"])
    .where("client_secret", "=", clientSecret)
    .executeTakeFirst();
}

export function list(
  db: Executor,
  organizationId: string,
  filter: CheckoutFilter,
  sorting: Sort<CheckoutSortField>[],
  page: PageRequest,
): Promise<{ rows: CheckoutRow[]; total: number }> {
  let base = scoped(db, organizationId).selectFrom("checkout");
  if (filter.productIds?.length) base = base.where("product_id", "in", [...filter.productIds]);
  if (filter.customerIds?.length) base = base.where("customer_id", "in", [...filter.customerIds]);
  if (filter.externalCustomerIds?.length)
    base = base.where("external_customer_id", "in", [...filter.externalCustomerIds]);
  if (filter.statuses?.length) base = base.where("status", "in", [...filter.statuses]);
  if (filter.query) {
    const text = filter.query;
    base = base.where((eb) =>
      eb.or([
        containsInsensitive("checkout.customer_email", text),
        containsInsensitive("checkout.customer_name", text),
      ]),
    );
  }
  return listPage(base, sorting, page);
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<CheckoutTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("checkout", row).execute();
  await addToHour(db, organizationId, row.created_at, { checkouts: 1, succeeded: row.status === "succeeded" ? 1 : 0 });
}

/** Updates when the checkout is (still) in `status`; false when it is not (a conditional transition). */
export async function updateIfStatus(
  db: Executor,
  organizationId: string,
  id: string,
  status: string,
  values: CheckoutValues,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("checkout")
    .set(values)
    .where("id", "=", id)
    .where("status", "=", status)
    .returning("created_at")
    .executeTakeFirst();
  if (!result) return false;
  if (values.status === "succeeded" && status !== "succeeded")
    await addToHour(db, organizationId, result.created_at, { checkouts: 0, succeeded: 1 });
  return true;
}

/** Open checkouts past their expiry, oldest first. */
export function findExpired(
  db: Executor,
  now: string,
  limit: number,
): Promise<Array<{ id: string; organization_id: string }>> {
  return db
    .selectFrom("checkout")
    .select(["id", "organization_id"])
    .where("status", "=", "open")
    .where("expires_at", "<=", now)
    .orderBy("expires_at")
    .limit(limit)
    .execute();
}

/** Confirmed checkouts past their expiry still waiting for a 3-D Secure challenge, oldest first. */
export function findPendingAuthentications(db: Executor, now: string, limit: number): Promise<CheckoutRow[]> {
  return db
    .selectFrom("checkout")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("expires_at", "<=", now)
    .where("payment_id", "is not", null)
    .where("payment_processor_metadata", "like", '%"intent_status":"requires_action"%')
    .orderBy("expires_at")
    .limit(limit)
    .execute();
}

/** Confirmed checkouts untouched since `before` (candidates for recoverInterrupted). */
/** Confirmed checkouts whose charge is still unanswered since `before` (payment.ts retryPendingCharge). */
export function findUnansweredCharges(db: Executor, before: string, limit: number): Promise<CheckoutRow[]> {
  return db
    .selectFrom("checkout")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("payment_id", "is", null)
    .where("pending_charge", "is not", null)
    .where("modified_at", "<=", before)
    .orderBy("modified_at")
    .limit(limit)
    .execute();
}

export function findInterrupted(db: Executor, before: string, limit: number): Promise<CheckoutRow[]> {
  return db
    .selectFrom("checkout")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("modified_at", "<=", before)
    .where((eb) =>
      eb.or([
        eb("payment_processor_metadata", "like", '%"intent_status":"succeeded"%'),
        eb.and([eb("total_amount", "=", 0), eb("payment_id", "is", null)]),
      ]),
    )
    .orderBy("modified_at")
    .limit(limit)
    .execute();
}
