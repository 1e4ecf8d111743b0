import { fromJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { isNotFoundError } from "../common/errors.ts";
import { type Customer, customer as customerSchema } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { type DisputeRow, findByIds, orderCustomersOf } from "./repository.ts";
import { type DisputeResource, disputeStatus, type RefundDisputeResource } from "./schemas.ts";

const RESOLVED = new Set(["won", "lost"]);
const CLOSED = new Set(["prevented", "won", "lost"]);
const AWAITING_RESPONSE = new Set(["needs_response", "early_warning"]);

/**
 * Past due: Stripe flagged the evidence as late, or a dispute still awaiting the merchant's
 * response is past its deadline (Stripe only flags late submissions, not missed ones).
 */
function isPastDue(row: DisputeRow, now: number): boolean {
  if (row.past_due) return true;
  if (!row.evidence_due_by || !AWAITING_RESPONSE.has(row.status)) return false;
  return Date.parse(row.evidence_due_by) < now;
}

/** Polar's RefundDispute from its row: the dispute without its customer and case. */
export function toRefundDispute(row: DisputeRow): RefundDisputeResource {
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    status: disputeStatus.catch("needs_response").parse(row.status),
    resolved: RESOLVED.has(row.status),
    closed: CLOSED.has(row.status),
    amount: row.amount,
    tax_amount: row.tax_amount,
    currency: row.currency,
    reason: row.reason || null,
    evidence_due_by: row.evidence_due_by,
    past_due: isPastDue(row, Date.now()),
    order_id: row.order_id,
    payment_id: row.payment_id,
  };
}

/**
 * Polar's Dispute: with the disputed order's customer (live, or as the order recorded it when the
 * customer was deleted since). Gatehouse opens no support cases, so `case_id` is always null.
 */
export function toDisputeResource(row: DisputeRow, customer: Customer): DisputeResource {
  return { ...toRefundDispute(row), customer, case_id: null };
}

/** The customers of the disputed orders, by order id. */
async function customersOfOrders(
  db: Executor,
  organizationId: string,
  orderIds: readonly string[],
): Promise<Map<string, Customer>> {
  const orders = await orderCustomersOf(db, organizationId, [...new Set(orderIds)]);
  const live = new Map<string, Customer | null>();
  for (const id of new Set(orders.map((order) => order.customer_id))) {
    try {
      live.set(id, await customers.get(db, systemAccess(organizationId), id));
    } catch (error) {
      if (!isNotFoundError(error)) throw error;
      live.set(id, null);
    }
  }
  return new Map(
    orders.map((order) => [
      order.id,
      live.get(order.customer_id) ?? fromJsonColumn(customerSchema, order.customer_snapshot),
    ]),
  );
}

/** Dispute resources of rows, each with its customer. */
export async function toDisputeResources(
  db: Executor,
  organizationId: string,
  rows: readonly DisputeRow[],
): Promise<DisputeResource[]> {
  const byOrder = await customersOfOrders(
    db,
    organizationId,
    rows.map((row) => row.order_id),
  );
  return rows.flatMap((row) => {
    const customer = byOrder.get(row.order_id);
    return customer ? [toDisputeResource(row, customer)] : [];
  });
}

/** The disputes named by refunds (a lost dispute's refund embeds it), by id. */
export async function disputesByIds(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, RefundDisputeResource>> {
  if (ids.length === 0) return new Map();
  const rows = await findByIds(db, organizationId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toRefundDispute(row)]));
}
