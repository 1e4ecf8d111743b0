import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { Logger } from "../../kit/logger.ts";
import { nowIso } from "../../kit/time.ts";
import type { PaymentProcessor, RefundOutcome } from "../../payments/processor.ts";
import type { OrganizationAccess } from "../access/access.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { recordEvent } from "../common/events.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { toListResource } from "../common/pagination.ts";
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

// ---- issue 7 hook: benefit grants ---------------------------------------------------------------

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

function toResource(row: repository.RefundRow): RefundResource {
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
    dispute: null,
  };
}

async function load(db: Executor, organizationId: string, id: string): Promise<RefundResource> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw new Error(`refund ${id} vanished`);
  return toResource(row);
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
  return toListResource(rows.map(toResource), total, query);
}

/** For invoices: the succeeded refunds of an order, oldest first. */
export async function succeededRefundsOf(
  db: Executor,
  organizationId: string,
  orderId: string,
): Promise<RefundResource[]> {
  return (await repository.succeededOf(db, organizationId, orderId)).map(toResource);
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

async function settle(
  db: Db,
  organizationId: string,
  reserved: RefundResource,
  outcome: RefundOutcome,
): Promise<RefundResource> {
  return inTransaction(db, async (trx) => {
    const succeeded = outcome.status === "succeeded";
    const now = nowIso();
    const changed = await repository.settle(trx, organizationId, reserved.id, {
      status: succeeded ? "succeeded" : "failed",
      processor_refund_id: outcome.refundId || null,
      failure_reason: outcome.failureReason,
      modified_at: now,
    });
    if (!changed) return load(trx, organizationId, reserved.id);
    if (!succeeded) await release(trx, organizationId, reserved);
    const refund = await load(trx, organizationId, reserved.id);
    await recordEvent(trx, organizationId, "refund.updated", refund);
    const order = await loadOrder(trx, organizationId, refund.order_id);
    await recordEvent(trx, organizationId, "order.updated", order);
    if (succeeded) {
      await recordEvent(trx, organizationId, "order.refunded", order);
      if (refund.revoke_benefits) {
        await revokeBenefitsForRefund(trx, {
          organizationId,
          orderId: order.id,
          customerId: order.customer_id,
          refundId: refund.id,
          fullyRefunded: order.status === "refunded",
        });
      }
    }
    return refund;
  });
}

/**
 * Polar's `POST /v1/refunds/`: 201 with the refund (status succeeded, or failed when the
 * processor refused; the order's totals are then as before).
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
    });
  } catch (error) {
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
      const outcome: RefundOutcome = order?.paymentId
        ? await processor.refund({
            paymentId: order.paymentId,
            amount: refund.amount + refund.tax_amount,
            idempotencyKey: `refund:${refund.id}`,
          })
        : { status: "failed", refundId: "", failureReason: "payment_not_found" };
      await settle(db, pending.organization_id, refund, outcome);
      settled++;
    } catch (error) {
      logger.warn(`refund ${pending.id}: could not be settled on resumption`, error);
    }
  }
  return settled;
}
