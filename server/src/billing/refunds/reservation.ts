import { toJsonColumn } from "../../db/json-column.ts";
import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import { recordEvent } from "../common/events.ts";
import { findRefundable, moveRefundedTotals, type RefundableOrder } from "../orders/refundable.ts";
import { orderNotFound, RefundErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import { load } from "./resource.ts";
import type { RefundCreate, RefundResource } from "./schemas.ts";

/**
 * A refund's amount reserved on its order, and given back should the refund fail: one
 * conditional UPDATE of the order's refunded totals, read again and retried when another refund
 * moved them first, so concurrent refunds never pass the order's refundable amount.
 */

/** Polar: the tax refunded with `amount` of net, proportional; the remainder with the last of the net. */
export function proportionalTax(order: RefundableOrder, amount: number): number {
  const refundable = order.netAmount - order.refundedAmount;
  const refundableTax = order.taxAmount - order.refundedTaxAmount;
  if (amount >= refundable) return refundableTax;
  if (order.netAmount <= 0) return 0;
  return Math.min(Math.round((amount * order.taxAmount) / order.netAmount), refundableTax);
}

/** Re-reads after a lost race; more concurrent refunds than this on one order in one instant are refused (409). */
export const MAX_RESERVE_ATTEMPTS = 25;

/** How long a process carries out a pending refund alone before another may resume it. */
export const REFUND_LEASE_MS = 60_000;

/** The refund just created, pending, and the processor payment it refunds (null: a wallet refund of an order paid without one). */
export type Reserved = { refund: RefundResource; paymentId: string | null };

/** Reserves the amount and creates the refund, pending (refund.created). */
export async function reserve(trx: Tx, organizationId: string, body: RefundCreate): Promise<Reserved> {
  for (let attempt = 0; attempt < MAX_RESERVE_ATTEMPTS; attempt++) {
    const order = await findRefundable(trx, organizationId, body.order_id);
    if (!order) throw orderNotFound();
    if (order.status === "pending") throw RefundErrors.NOT_PAID({ orderId: order.id });
    if (order.status === "refunded") throw RefundErrors.REFUNDED_ALREADY({ orderId: order.id });
    // A wallet refund needs no payment to refund (the order may have been paid from the wallet).
    const needsPayment = body.destination !== "wallet";
    if ((needsPayment && order.paymentId === null) || order.netAmount + order.taxAmount <= 0)
      throw RefundErrors.FREE_ORDER({ orderId: order.id });
    const refundable = order.netAmount - order.refundedAmount;
    if (body.amount > refundable) throw RefundErrors.AMOUNT_TOO_HIGH({ refundable });
    const tax = proportionalTax(order, body.amount);
    const moved = await moveRefundedTotals(
      trx,
      organizationId,
      order.id,
      { amount: order.refundedAmount, tax: order.refundedTaxAmount },
      { amount: body.amount, tax },
    );
    if (!moved) continue; // another refund moved the totals first: read them again
    const id = newId();
    await repository.insert(trx, organizationId, {
      id,
      order_id: order.id,
      customer_id: order.customerId,
      subscription_id: order.subscriptionId,
      status: "pending",
      reason: body.reason,
      amount: body.amount,
      tax_amount: tax,
      currency: order.currency,
      comment: body.comment ?? null,
      revoke_benefits: body.revoke_benefits ? 1 : 0,
      metadata: toJsonColumn(body.metadata ?? {}),
      processor_refund_id: null,
      failure_reason: null,
      created_at: nowIso(),
      modified_at: null,
      // This request settles it; should its process stop first, a worker resumes it afterwards.
      locked_until: nowIso(REFUND_LEASE_MS),
      dispute_id: null,
      destination: body.destination,
    });
    const refund = await load(trx, organizationId, id);
    await recordEvent(trx, organizationId, "refund.created", refund);
    return { refund, paymentId: order.paymentId };
  }
  throw RefundErrors.BUSY({ orderId: body.order_id });
}

/** Gives a failed refund's reservation back, whatever other refunds did to the totals since. */
export async function release(trx: Tx, organizationId: string, refund: RefundResource): Promise<void> {
  for (let attempt = 0; attempt < MAX_RESERVE_ATTEMPTS; attempt++) {
    const order = await findRefundable(trx, organizationId, refund.order_id);
    if (!order) return;
    if (
      await moveRefundedTotals(
        trx,
        organizationId,
        order.id,
        { amount: order.refundedAmount, tax: order.refundedTaxAmount },
        { amount: -refund.amount, tax: -refund.tax_amount },
      )
    )
      return;
  }
  throw RefundErrors.BUSY({ orderId: refund.order_id });
}
