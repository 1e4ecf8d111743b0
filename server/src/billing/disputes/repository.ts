import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import type { BillingDisputeTable } from "./tables.ts";

export type DisputeRow = Selectable<BillingDisputeTable>;
export type DisputeFilter = { orderIds?: string[] | undefined; statuses?: string[] | undefined };

const disputes = (db: Executor, organizationId: string) => scoped(db, organizationId).selectFrom("billing_dispute");

export function find(db: Executor, organizationId: string, id: string): Promise<DisputeRow | undefined> {
  return disputes(db, organizationId).selectAll().where("id", "=", id).executeTakeFirst();
}

export function findByIds(db: Executor, organizationId: string, ids: readonly string[]): Promise<DisputeRow[]> {
  return disputes(db, organizationId)
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
}

export function findByProcessorId(
  db: Executor,
  organizationId: string,
  processorDisputeId: string,
): Promise<DisputeRow | undefined> {
  return disputes(db, organizationId)
    .selectAll()
    .where("processor_dispute_id", "=", processorDisputeId)
    .executeTakeFirst();
}

export function list(
  db: Executor,
  organizationId: string,
  filter: DisputeFilter,
  sorting: Sort<"created_at" | "amount">[],
  page: PageRequest,
) {
  let base = disputes(db, organizationId);
  if (filter.orderIds?.length) base = base.where("order_id", "in", filter.orderIds);
  if (filter.statuses?.length) base = base.where("status", "in", filter.statuses);
  return listPage(base, sorting, page);
}

/** A dispute seen for the first time; false when another delivery recorded it first. */
export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<BillingDisputeTable>, "organization_id">,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .insertInto("billing_dispute", row)
    .onConflict((conflict) => conflict.columns(["organization_id", "processor_dispute_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Moves a dispute to Stripe's current state; true for the one delivery that changed its status
 * (concurrent deliveries of the same change: the second finds it done).
 */
export async function moveTo(
  db: Executor,
  organizationId: string,
  id: string,
  values: { status: string; modified_at: string },
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_dispute")
    .set(values)
    .where("id", "=", id)
    .where("status", "!=", values.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Keeps a dispute's details as the processor reports them now: they change without its status
 * (an extended deadline, evidence sent late), so they are written on every delivery.
 */
export async function refreshDetails(
  db: Executor,
  organizationId: string,
  id: string,
  values: { reason: string; evidence_due_by: string | null; past_due: number },
): Promise<void> {
  await scoped(db, organizationId).updateTable("billing_dispute").set(values).where("id", "=", id).execute();
}

/** The id of the order a processor payment paid, if any. */
export async function orderIdOfPayment(
  db: Executor,
  organizationId: string,
  processorPaymentId: string,
): Promise<string | undefined> {
  const row = await scoped(db, organizationId)
    .selectFrom("billing_order")
    .select("id")
    .where("payment_id", "=", processorPaymentId)
    .executeTakeFirst();
  return row?.id;
}

/** The customer (id and the snapshot taken at purchase) of each of some orders. */
export function orderCustomersOf(db: Executor, organizationId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return scoped(db, organizationId)
    .selectFrom("billing_order")
    .select(["id", "customer_id", "customer_snapshot"])
    .where("id", "in", [...orderIds])
    .execute();
}

/** The id of the payment record (billing_payment) of a processor payment, if there is one. */
export async function paymentRecordIdOf(
  db: Executor,
  organizationId: string,
  processorPaymentId: string,
): Promise<string | undefined> {
  const payment = await scoped(db, organizationId)
    .selectFrom("billing_payment")
    .select("id")
    .where("processor_payment_id", "=", processorPaymentId)
    .executeTakeFirst();
  return payment?.id;
}

type NoticeColumn = "opened_mailed_at" | "closed_mailed_at";

/** Disputes (of every organization) whose merchant notice is due: the mail worker's one cross-organization read here. */
export function dueNotices(db: Executor, column: NoticeColumn, statuses: readonly string[] | null, limit: number) {
  let query = db.selectFrom("billing_dispute").selectAll().where(column, "is", null);
  if (statuses) query = query.where("status", "in", statuses);
  return query.orderBy("created_at").limit(limit).execute();
}

/** Claims a notice: true for the one process that mails it. */
export async function claimNotice(db: Executor, row: DisputeRow, column: NoticeColumn, at: string): Promise<boolean> {
  const result = await scoped(db, row.organization_id)
    .updateTable("billing_dispute")
    .set({ [column]: at })
    .where("id", "=", row.id)
    .where(column, "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
