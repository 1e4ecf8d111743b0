import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import type { BillingRefundTable } from "./tables.ts";

export type RefundRow = Selectable<BillingRefundTable>;
export type RefundSortField = "created_at" | "amount";
export type RefundFilter = {
  ids?: string[] | undefined;
  orderIds?: string[] | undefined;
  subscriptionIds?: string[] | undefined;
  customerIds?: string[] | undefined;
  succeeded?: boolean | undefined;
};

const refunds = (db: Executor, organizationId: string) => scoped(db, organizationId).selectFrom("billing_refund");

export function find(db: Executor, organizationId: string, id: string): Promise<RefundRow | undefined> {
  return refunds(db, organizationId).selectAll().where("id", "=", id).executeTakeFirst();
}

export async function list(
  db: Executor,
  organizationId: string,
  filter: RefundFilter,
  sorting: Sort<RefundSortField>[],
  page: PageRequest,
): Promise<{ rows: RefundRow[]; total: number }> {
  let base = refunds(db, organizationId);
  if (filter.ids?.length) base = base.where("billing_refund.id", "in", filter.ids);
  if (filter.orderIds?.length) base = base.where("billing_refund.order_id", "in", filter.orderIds);
  if (filter.subscriptionIds?.length) base = base.where("billing_refund.subscription_id", "in", filter.subscriptionIds);
  if (filter.customerIds?.length) base = base.where("billing_refund.customer_id", "in", filter.customerIds);
  if (filter.succeeded !== undefined)
    base = filter.succeeded
      ? base.where("billing_refund.status", "=", "succeeded")
      : base.where("billing_refund.status", "!=", "succeeded");
  return listPage(base, sorting, page, {
    sortBy: (field: RefundSortField) => (field === "amount" ? "billing_refund.amount" : "billing_refund.created_at"),
    tiebreak: "billing_refund.id",
  });
}

export function succeededOf(db: Executor, organizationId: string, orderId: string): Promise<RefundRow[]> {
  return refunds(db, organizationId)
    .selectAll()
    .where("order_id", "=", orderId)
    .where("status", "=", "succeeded")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<BillingRefundTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("billing_refund", row).execute();
}

/** A refund's outcome, moving it from `from`; false when another process moved it first. */
export async function settle(
  db: Executor,
  organizationId: string,
  id: string,
  from: "pending" | "succeeded",
  values: Updateable<Omit<BillingRefundTable, "id" | "organization_id">>,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_refund")
    .set(values)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A refund the processor settles later: its id there, and when to ask again should no webhook come. */
export async function awaitProcessor(
  db: Executor,
  organizationId: string,
  id: string,
  processorRefundId: string,
  recheckAt: string,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("billing_refund")
    .set({ processor_refund_id: processorRefundId, locked_until: recheckAt })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/** A refund by its id at the processor (its webhooks name it so). */
export function findByProcessorId(
  db: Executor,
  organizationId: string,
  processorRefundId: string,
): Promise<RefundRow | undefined> {
  return refunds(db, organizationId)
    .selectAll()
    .where("processor_refund_id", "=", processorRefundId)
    .executeTakeFirst();
}

/**
 * Refunds left pending by a process that stopped between reserving and settling, in every
 * organization: the one cross-organization read of this domain, for the startup recovery
 * (service.ts resumePendingRefunds), which then works through `scoped()` per refund.
 */
/** Pending refunds nobody holds: their process stopped before settling them, or their lease ran out. */
export function unclaimedPendingRefunds(
  db: Executor,
  now: string,
  limit: number,
): Promise<Array<Pick<RefundRow, "id" | "organization_id" | "locked_until" | "processor_refund_id">>> {
  return db
    .selectFrom("billing_refund")
    .select(["id", "organization_id", "locked_until", "processor_refund_id"])
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
    .orderBy("created_at")
    .limit(limit)
    .execute();
}

/** Takes a pending refund's lease as it was listed: true for the one process that wins it. */
export async function claim(
  db: Executor,
  refund: Pick<RefundRow, "id" | "organization_id" | "locked_until">,
  until: string,
): Promise<boolean> {
  const result = await scoped(db, refund.organization_id)
    .updateTable("billing_refund")
    .set({ locked_until: until })
    .where("id", "=", refund.id)
    .where("status", "=", "pending")
    .where((eb) =>
      refund.locked_until === null ? eb("locked_until", "is", null) : eb("locked_until", "=", refund.locked_until),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The pending refunds of the order a processor payment paid that the processor has taken (their ids there). */
export async function awaitedOfPayment(db: Executor, organizationId: string, paymentId: string): Promise<string[]> {
  const rows = await refunds(db, organizationId)
    .innerJoin("billing_order", (join) =>
      join
        .onRef("billing_order.id", "=", "billing_refund.order_id")
        .onRef("billing_order.organization_id", "=", "billing_refund.organization_id"),
    )
    .select("billing_refund.processor_refund_id")
    .where("billing_order.payment_id", "=", paymentId)
    .where("billing_refund.status", "=", "pending")
    .where("billing_refund.processor_refund_id", "is not", null)
    .execute();
  return rows.flatMap((row) => (row.processor_refund_id ? [row.processor_refund_id] : []));
}
