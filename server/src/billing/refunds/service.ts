import { toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { Logger } from "../../kit/logger.ts";
import { nowIso } from "../../kit/time.ts";
import {
  PaymentOutcomeUnknown,
  type PaymentProcessor,
  type RefundOutcome,
} from "../../payment-processors/processor.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { recordEvent } from "../common/events.ts";
import { toListResource } from "../common/pagination.ts";
import { findRefundable, moveRefundedTotals } from "../orders/refundable.ts";
import { load as loadOrder } from "../orders/resource.ts";
import { RefundErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import { MAX_RESERVE_ATTEMPTS, REFUND_LEASE_MS, reserve } from "./reservation.ts";
import { load, toResources } from "./resource.ts";
import type { RefundCreate, RefundList, RefundListQuery, RefundResource } from "./schemas.ts";
import { refunded, settle, settleIn } from "./settlement.ts";

export type { RefundResource } from "./schemas.ts";

/**
 * Refunds of paid orders. A refund never passes the order's refundable amount, even when several
 * are requested at once: the amount is reserved on the order by one conditional UPDATE of its
 * refunded totals (orders.moveRefundedTotals) in the transaction that creates the refund
 * (status pending, refund.created). The processor refunds the payment after that commit (its own
 * state is in the database, so it must not wait inside our transaction); a second transaction
 * then settles the refund: succeeded (refund.updated, order.updated, order.refunded, benefits
 * revoked when asked) or failed (the reservation released, refund.updated, order.updated).
 */

export async function list(db: Db, access: OrganizationAccess, query: RefundListQuery): Promise<RefundList> {
  const filter = {
    ids: query.id,
    orderIds: query.order_id,
    subscriptionIds: query.subscription_id,
    customerIds: query.customer_id,
    succeeded: query.succeeded,
  };
  const { rows, total } = await repository.list(db, access.organizationId, filter, query.sorting, query);
  return toListResource(await toResources(db, access.organizationId, rows), total, query);
}

/** For invoices: the succeeded refunds of an order, oldest first. */
export async function succeededRefundsOf(
  db: Executor,
  organizationId: string,
  orderId: string,
): Promise<RefundResource[]> {
  return toResources(db, organizationId, await repository.succeededOf(db, organizationId, orderId));
}

/**
 * Polar's `POST /v1/refunds/`: 201 with the refund — succeeded; failed when the processor
 * refused (the order's totals are then as before); or pending while the processor settles it
 * later or did not answer (its amount stays reserved until it settles).
 */
export async function create(
  db: Db,
  processor: PaymentProcessor,
  access: OrganizationAccess,
  body: RefundCreate,
): Promise<RefundResource> {
  const organizationId = access.organizationId;
  if (body.destination === "wallet") return refundToWallet(db, organizationId, body);
  const reserved = await inTransaction(db, (trx) => reserve(trx, organizationId, body));
  if (reserved.paymentId === null) throw new Error(`refund ${reserved.refund.id}: no payment to refund`);
  const paymentId = reserved.paymentId;
  let outcome: RefundOutcome;
  try {
    outcome = await processor.refund({
      paymentId,
      amount: reserved.refund.amount + reserved.refund.tax_amount,
      idempotencyKey: `refund:${reserved.refund.id}`,
      metadata: { organization_id: organizationId, refund_id: reserved.refund.id },
    });
  } catch (error) {
    // No answer: the processor may have refunded. The refund stays pending, its amount reserved;
    // once its lease runs out, the resumption asks again with the same key (never twice).
    if (error instanceof PaymentOutcomeUnknown) return reserved.refund;
    outcome = {
      status: "failed",
      refundId: "",
      failureReason: error instanceof Error ? error.message : "processor_error",
    };
  }
  return settle(db, organizationId, reserved.refund, outcome);
}

/**
 * A refund to the customer's wallet (Gatehouse extension): the processor is not asked, so the
 * refund is reserved, settled succeeded and the wallet credited in one transaction — a failure
 * anywhere leaves the order, the refund and the wallet as they were.
 */
async function refundToWallet(db: Db, organizationId: string, body: RefundCreate): Promise<RefundResource> {
  return inTransaction(db, async (trx) => {
    const reserved = await reserve(trx, organizationId, body);
    return settleIn(trx, organizationId, reserved.refund, { status: "succeeded", refundId: "", failureReason: null });
  });
}

/**
 * Recovery: a refund still pending was reserved on its order but its process stopped before it
 * was settled (its lease ran out). The merchant asked for it, so it is carried out now by the one
 * process that claims it: the processor is asked again with the same idempotency key (it answers
 * the earlier outcome if it already refunded, never refunding twice) and the refund settles as
 * usual. Run at start and periodically by every process that runs jobs.
 */
export async function resumePendingRefunds(
  db: Db,
  processor: PaymentProcessor,
  logger: Pick<Logger, "warn">,
): Promise<number> {
  let settled = 0;
  for (const pending of await repository.unclaimedPendingRefunds(db, nowIso(), 1000)) {
    try {
      if (!(await repository.claim(db, pending, nowIso(REFUND_LEASE_MS)))) continue;
      const refund = await load(db, pending.organization_id, pending.id);
      const order = await findRefundable(db, pending.organization_id, refund.order_id);
      const outcome: RefundOutcome = !order?.paymentId
        ? { status: "failed", refundId: "", failureReason: "payment_not_found" }
        : pending.processor_refund_id
          ? await processor.refundStatus(order.paymentId, pending.processor_refund_id)
          : await processor.refund({
              paymentId: order.paymentId,
              amount: refund.amount + refund.tax_amount,
              idempotencyKey: `refund:${refund.id}`,
              metadata: { organization_id: pending.organization_id, refund_id: refund.id },
            });
      await settle(db, pending.organization_id, refund, outcome);
      settled++;
    } catch (error) {
      logger.warn(`refund ${pending.id}: could not be settled on resumption`, error);
    }
  }
  return settled;
}

/**
 * A refund's update from the processor (Stripe's charge.refund.updated, charge.refunded): the
 * refund named by the processor's id (or by the id Gatehouse gave it in the metadata, when the
 * update overtook the create's answer) settles from where it stands at the processor now, so a
 * late or repeated update changes nothing twice. Refunds Gatehouse did not make are not its own.
 */
export async function settleFromProcessor(
  db: Db,
  processor: PaymentProcessor,
  organizationId: string,
  processorRefundId: string,
  gatehouseRefundId: string | undefined,
): Promise<RefundResource | null> {
  const row =
    (await repository.findByProcessorId(db, organizationId, processorRefundId)) ??
    (gatehouseRefundId ? await repository.find(db, organizationId, gatehouseRefundId) : undefined);
  // A wallet refund never went to the processor: nothing of its can be updated from there.
  if (!row || row.status === "failed" || row.destination === "wallet") return null;
  const order = await findRefundable(db, organizationId, row.order_id);
  if (!order?.paymentId) return null;
  const outcome = await processor.refundStatus(order.paymentId, processorRefundId);
  return settle(db, organizationId, await load(db, organizationId, row.id), outcome);
}

/**
 * A lost dispute (disputes/service.ts): the bank took the disputed money back, so the order is
 * refunded by that much — capped at what is left to refund — with a succeeded refund that names
 * the dispute (Polar's `Refund.dispute`), and the order's benefits revoked. Inside the dispute's
 * transaction; the caller makes sure it runs once per dispute.
 */
export async function refundForLostDispute(
  trx: Tx,
  organizationId: string,
  dispute: { id: string; orderId: string; amount: number; taxAmount: number },
): Promise<RefundResource | null> {
  for (let attempt = 0; attempt < MAX_RESERVE_ATTEMPTS; attempt++) {
    const order = await findRefundable(trx, organizationId, dispute.orderId);
    if (!order) return null;
    const amount = Math.min(dispute.amount, order.netAmount - order.refundedAmount);
    const tax = Math.min(dispute.taxAmount, order.taxAmount - order.refundedTaxAmount);
    if (amount <= 0 && tax <= 0) return null;
    const from = { amount: order.refundedAmount, tax: order.refundedTaxAmount };
    if (!(await moveRefundedTotals(trx, organizationId, order.id, from, { amount, tax }))) continue;
    const id = newId();
    const now = nowIso();
    await repository.insert(trx, organizationId, {
      id,
      order_id: order.id,
      customer_id: order.customerId,
      subscription_id: order.subscriptionId,
      status: "succeeded",
      reason: "other",
      amount,
      tax_amount: tax,
      currency: order.currency,
      comment: "Dispute lost",
      revoke_benefits: 1,
      metadata: toJsonColumn({}),
      processor_refund_id: null,
      failure_reason: null,
      created_at: now,
      modified_at: null,
      locked_until: null,
      dispute_id: dispute.id,
    });
    const refund = await load(trx, organizationId, id);
    await recordEvent(trx, organizationId, "refund.created", refund);
    await recordEvent(trx, organizationId, "order.updated", await loadOrder(trx, organizationId, order.id));
    await refunded(trx, organizationId, refund);
    return refund;
  }
  throw RefundErrors.BUSY({ orderId: dispute.orderId });
}

/** The refunds of a processor payment that wait for the processor's outcome (their processor ids). */
export async function awaitedRefundsOfPayment(db: Db, organizationId: string, paymentId: string): Promise<string[]> {
  return repository.awaitedOfPayment(db, organizationId, paymentId);
}
