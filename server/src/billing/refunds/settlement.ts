import { type Db, inTransaction, type Tx } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { RefundOutcome } from "../../payment-processors/processor.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { recordEvent } from "../common/events.ts";
import { load as loadOrder } from "../orders/resource.ts";
import { creditIn } from "../wallets/service.ts";
import * as repository from "./repository.ts";
import { release } from "./reservation.ts";
import { load } from "./resource.ts";
import type { RefundResource } from "./schemas.ts";

/** How often a refund the processor settles later is asked about, should its webhook not come. */
export const REFUND_RECHECK_MS = 30 * 60_000;

/**
 * Applies the processor's outcome: pending → succeeded or failed, or succeeded → failed (a card
 * refund that failed after all: the reservation is given back). `pending` keeps it pending with
 * the processor's refund id, asked again at `REFUND_RECHECK_MS` should its webhook not come.
 * Conditional updates make a repeated or concurrent outcome change nothing twice.
 */
export async function settle(
  db: Db,
  organizationId: string,
  reserved: RefundResource,
  outcome: RefundOutcome,
): Promise<RefundResource> {
  return inTransaction(db, (trx) => settleIn(trx, organizationId, reserved, outcome));
}

/** `settle` inside the caller's transaction (a wallet refund reserves and settles in one). */
export async function settleIn(
  trx: Tx,
  organizationId: string,
  reserved: RefundResource,
  outcome: RefundOutcome,
): Promise<RefundResource> {
  if (outcome.status === "pending") {
    await repository.awaitProcessor(trx, organizationId, reserved.id, outcome.refundId, nowIso(REFUND_RECHECK_MS));
    return load(trx, organizationId, reserved.id);
  }
  const current = await load(trx, organizationId, reserved.id);
  const succeeded = outcome.status === "succeeded";
  const from =
    current.status === "pending" ? "pending" : current.status === "succeeded" && !succeeded ? "succeeded" : null;
  if (from === null) return current;
  const changed = await repository.settle(trx, organizationId, reserved.id, from, {
    status: succeeded ? "succeeded" : "failed",
    processor_refund_id: outcome.refundId || null,
    failure_reason: outcome.failureReason,
    modified_at: nowIso(),
  });
  if (!changed) return load(trx, organizationId, reserved.id);
  if (!succeeded) await release(trx, organizationId, current);
  const refund = await load(trx, organizationId, reserved.id);
  await recordEvent(trx, organizationId, "refund.updated", refund);
  const order = await loadOrder(trx, organizationId, refund.order_id);
  await recordEvent(trx, organizationId, "order.updated", order);
  if (succeeded) await creditWalletRefund(trx, organizationId, refund);
  if (succeeded) await refunded(trx, organizationId, refund);
  return refund;
}

/**
 * A succeeded wallet refund credits the customer's wallet in the order's currency with amount +
 * tax, in the settling transaction; the refund's id is the ledger reference, so it credits once.
 */
async function creditWalletRefund(trx: Tx, organizationId: string, refund: RefundResource): Promise<void> {
  if (refund.destination !== "wallet") return;
  await creditIn(trx, organizationId, {
    customerId: refund.customer_id,
    currency: refund.currency,
    amount: refund.amount + refund.tax_amount,
    kind: "refund",
    reference: refund.id,
  });
}

/** A succeeded refund's consequences: order.refunded, and the benefits revoked when asked. */
export async function refunded(trx: Tx, organizationId: string, refund: RefundResource): Promise<void> {
  const order = await loadOrder(trx, organizationId, refund.order_id);
  await recordEvent(trx, organizationId, "order.refunded", order);
  if (!refund.revoke_benefits) return;
  await revokeBenefitsForRefund(trx, {
    organizationId,
    orderId: order.id,
    customerId: order.customer_id,
    refundId: refund.id,
    fullyRefunded: order.status === "refunded",
  });
}

export type RefundBenefitRevocation = {
  organizationId: string;
  orderId: string;
  customerId: string;
  refundId: string;
  fullyRefunded: boolean;
};

/**
 * Called in the settling transaction of every succeeded refund created with
 * `revoke_benefits: true`: the order's benefit grants are revoked by durable jobs committed with
 * the refund (the worker records benefit_grant.revoked). An order of a subscription is left to
 * the subscription (its grants belong to the subscription, not to one of its orders).
 */
export async function revokeBenefitsForRefund(trx: Tx, refund: RefundBenefitRevocation): Promise<void> {
  const order = await loadOrder(trx, refund.organizationId, refund.orderId);
  if (order.subscription_id !== null || order.product_id === null) return;
  await enqueueBenefitGrants(trx, {
    organizationId: refund.organizationId,
    customerId: refund.customerId,
    productId: order.product_id,
    orderId: order.id,
    subscriptionId: null,
    action: "revoke",
  });
}
