import type { Executor, Tx } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import { netAmount } from "./amounts.ts";
import * as repository from "./repository.ts";
import { type OrderStatus, orderStatus } from "./schemas.ts";

/** What refunds read and write of an order: its amounts and refunded totals. */

export type RefundableOrder = {
  id: string;
  organizationId: string;
  status: OrderStatus;
  customerId: string;
  subscriptionId: string | null;
  currency: string;
  paymentId: string | null;
  netAmount: number;
  taxAmount: number;
  refundedAmount: number;
  refundedTaxAmount: number;
};

export async function findRefundable(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<RefundableOrder | null> {
  const row = await repository.find(db, organizationId, id);
  if (!row) return null;
  return {
    id: row.id,
    organizationId,
    status: orderStatus.catch("pending").parse(row.status),
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    currency: row.currency,
    paymentId: row.payment_id,
    netAmount: netAmount(row),
    taxAmount: row.tax_amount,
    refundedAmount: row.refunded_amount,
    refundedTaxAmount: row.refunded_tax_amount,
  };
}

/**
 * Moves the order's refunded totals from what the caller read (`from`) by `delta` in one
 * conditional UPDATE: it applies only if nobody changed them meanwhile and the result stays
 * within the net and tax amounts. False when the condition failed (the caller re-reads).
 */
export function moveRefundedTotals(
  trx: Tx,
  organizationId: string,
  id: string,
  from: { amount: number; tax: number },
  delta: { amount: number; tax: number },
): Promise<boolean> {
  return repository.moveRefundedTotals(trx, organizationId, id, from, delta, nowIso());
}
