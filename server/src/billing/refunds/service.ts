import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { Logger } from "../../kit/logger.ts";
import { nowIso } from "../../kit/time.ts";
import { PaymentOutcomeUnknown, type PaymentProcessor, type RefundOutcome } from "../../payments/processor.ts";
import type { OrganizationAccess } from "../access/access.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { recordEvent } from "../common/events.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { toListResource } from "../common/pagination.ts";
import { disputesByIds } from "../disputes/resource.ts";
import type { DisputeResource } from "../disputes/schemas.ts";
import { findRefundable, moveRefundedTotals, type RefundableOrder } from "../orders/refundable.ts";
import { load as loadOrder } from "../orders/resource.ts";
import { orderNotFound, RefundErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import {
  type RefundCreate,
  type RefundList,
  type RefundListQuery,
  type RefundResource,
  refundReason,
  refundStatus,
} from "./schemas.ts";

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

// ---- hook: benefit grants -----------------------------------------------------------------------

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

// ---- reading ------------------------------------------------------------------------------------

function toResource(row: repository.RefundRow, disputes: Map<string, DisputeResource>): RefundResource {
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
    status: refundStatus.catch("pending").parse(row.status),
    reason: refundReason.catch("other").parse(row.reason),
    amount: row.amount,
    tax_amount: row.tax_amount,
    currency: row.currency,
    organization_id: row.organization_id,
    order_id: row.order_id,
    subscription_id: row.subscription_id,
    customer_id: row.customer_id,
    revoke_benefits: Boolean(row.revoke_benefits),
    dispute: (row.dispute_id && disputes.get(row.dispute_id)) || null,
  };
}

/** Refund resources of rows, each with the dispute it stands for, if any. */
async function toResources(
  db: Executor,
  organizationId: string,
  rows: repository.RefundRow[],
): Promise<RefundResource[]> {
  const disputeIds = rows.flatMap((row) => (row.dispute_id ? [row.dispute_id] : []));
  const disputes = await disputesByIds(db, organizationId, disputeIds);
  return rows.map((row) => toResource(row, disputes));
}

async function load(db: Executor, organizationId: string, id: string): Promise<RefundResource> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw new Error(`refund ${id} vanished`);
  const [refund] = await toResources(db, organizationId, [row]);
  return refund as RefundResource;
}

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

// ---- creating -----------------------------------------------------------------------------------

/** Polar: the tax refunded with `amount` of net, proportional; the remainder with the last of the net. */
export function proportionalTax(order: RefundableOrder, amount: number): number {
  const refundable = order.netAmount - order.refundedAmount;
  const refundableTax = order.taxAmount - order.refundedTaxAmount;
  if (amount >= refundable) return refundableTax;
  if (order.netAmount <= 0) return 0;
  return Math.min(Math.round((amount * order.taxAmount) / order.netAmount), refundableTax);
}

/** Re-reads after a lost race; more concurrent refunds than this on one order in one instant are refused (409). */
const MAX_RESERVE_ATTEMPTS = 25;

type Reserved = { refund: RefundResource; paymentId: string };

async function reserve(trx: Tx, organizationId: string, body: RefundCreate): Promise<Reserved> {
  for (let attempt = 0; attempt < MAX_RESERVE_ATTEMPTS; attempt++) {
    const order = await findRefundable(trx, organizationId, body.order_id);
    if (!order) throw orderNotFound();
    if (order.status === "pending") throw RefundErrors.NOT_PAID({ orderId: order.id });
    if (order.status === "refunded") throw RefundErrors.REFUNDED_ALREADY({ orderId: order.id });
    if (order.paymentId === null || order.netAmount + order.taxAmount <= 0)
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
    });
    const refund = await load(trx, organizationId, id);
    await recordEvent(trx, organizationId, "refund.created", refund);
    return { refund, paymentId: order.paymentId };
  }
  throw RefundErrors.BUSY({ orderId: body.order_id });
}

/** Gives a failed refund's reservation back, whatever other refunds did to the totals since. */
async function release(trx: Tx, organizationId: string, refund: RefundResource): Promise<void> {
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

/**
 * Applies the processor's outcome: pending → succeeded or failed, or succeeded → failed (a card
 * refund that failed after all: the reservation is given back). `pending` keeps it pending with
 * the processor's refund id, asked again at `REFUND_RECHECK_MS` should its webhook not come.
 * Conditional updates make a repeated or concurrent outcome change nothing twice.
 */
async function settle(
  db: Db,
  organizationId: string,
  reserved: RefundResource,
  outcome: RefundOutcome,
): Promise<RefundResource> {
  return inTransaction(db, async (trx) => {
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
    if (succeeded) await refunded(trx, organizationId, refund);
    return refund;
  });
}

/** A succeeded refund's consequences: order.refunded, and the benefits revoked when asked. */
async function refunded(trx: Tx, organizationId: string, refund: RefundResource): Promise<void> {
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
  const reserved = await inTransaction(db, (trx) => reserve(trx, organizationId, body));
  let outcome: RefundOutcome;
  try {
    outcome = await processor.refund({
      paymentId: reserved.paymentId,
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

/** How long a process carries out a pending refund alone before another may resume it. */
export const REFUND_LEASE_MS = 60_000;
/** How often a refund the processor settles later is asked about, should its webhook not come. */
export const REFUND_RECHECK_MS = 30 * 60_000;

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
  if (!row || row.status === "failed") return null;
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
