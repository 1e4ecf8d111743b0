import { type Db, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { toListResource } from "../common/pagination.ts";
import { findRefundable } from "../orders/refundable.ts";
import { refundForLostDispute } from "../refunds/service.ts";
import { DisputeErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import { toDisputeResources } from "./resource.ts";
import type { DisputeList, DisputeListQuery, DisputeResource, DisputeStatus } from "./schemas.ts";

/**
 * Disputes: chargebacks the buyers' banks open on an organization's payments.
 * Stripe reports them (charge.dispute.*); Gatehouse keeps each in Polar's `Dispute` shape, mails
 * the owners and admins when one opens and when it closes (mails/dispute-notices.ts), and refunds the
 * order by the disputed amount when the dispute is lost (refunds/service.ts).
 */

export async function list(db: Db, access: OrganizationAccess, query: DisputeListQuery): Promise<DisputeList> {
  const { rows, total } = await repository.list(
    db,
    access.organizationId,
    { orderIds: query.order_id, statuses: query.status },
    query.sorting,
    query,
  );
  return toListResource(await toDisputeResources(db, access.organizationId, rows), total, query);
}

export async function get(db: Db, access: OrganizationAccess, id: string): Promise<DisputeResource> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw DisputeErrors.NOT_FOUND();
  const [resource] = await toDisputeResources(db, access.organizationId, [row]);
  if (!resource) throw DisputeErrors.NOT_FOUND();
  return resource;
}

/** Concedes a dispute at the processor; the dispute as it then holds it (null: not its own). */
export type DisputeCloser = (organizationId: string, processorDisputeId: string) => Promise<ProcessorDispute | null>;

/**
 * Polar's accept: the merchant concedes a dispute awaiting their response. The processor closes
 * it (settled as lost), and its new state is recorded as a webhook's would be: the order is
 * refunded by the disputed amount. The processor is called outside any transaction; a concurrent
 * webhook delivery of the same loss changes nothing twice (recordFromProcessor).
 */
export async function accept(
  db: Db,
  access: OrganizationAccess,
  id: string,
  close: DisputeCloser,
): Promise<DisputeResource> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw DisputeErrors.NOT_FOUND();
  if (row.status !== "needs_response") throw DisputeErrors.NOT_OPEN({ id });
  const closed = await close(access.organizationId, row.processor_dispute_id);
  if (closed) await recordFromProcessor(db, access.organizationId, closed);
  return get(db, access, id);
}

/** A dispute as the processor holds it now (Stripe's Dispute, read again on every event). */
export type ProcessorDispute = {
  id: string;
  /** The disputed payment (Stripe: its PaymentIntent). */
  paymentId: string;
  status: DisputeStatus;
  reason: string;
  /** Disputed amount, tax included, in minor units. */
  amount: number;
  currency: string;
  evidenceDueBy: string | null;
  /** Evidence was submitted after the deadline (Stripe's `evidence_details.past_due`). */
  pastDue: boolean;
  createdAt: string;
};

/** The order paid by a processor payment, with what its gross amount splits into. */
async function paidOrder(db: Db, organizationId: string, paymentId: string) {
  const orderId = await repository.orderIdOfPayment(db, organizationId, paymentId);
  return orderId ? findRefundable(db, organizationId, orderId) : null;
}

async function paymentRecordId(db: Db, organizationId: string, paymentId: string): Promise<string> {
  return (await repository.paymentRecordIdOf(db, organizationId, paymentId)) ?? paymentId;
}

/**
 * Records a dispute's current state. The first delivery inserts it, later ones move its status;
 * whichever delivery moves it to `lost` (one, by a conditional update) refunds the order in the
 * same transaction. A dispute of a payment that paid no order of this organization is ignored.
 */
export async function recordFromProcessor(
  db: Db,
  organizationId: string,
  disputed: ProcessorDispute,
): Promise<DisputeResource | null> {
  const order = await paidOrder(db, organizationId, disputed.paymentId);
  if (!order) return null;
  const paymentId = await paymentRecordId(db, organizationId, disputed.paymentId);
  const gross = order.netAmount + order.taxAmount;
  // Stripe disputes the amount paid, tax included: split as the order was.
  const taxAmount = gross > 0 ? Math.round((disputed.amount * order.taxAmount) / gross) : 0;
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const existing = await repository.findByProcessorId(trx, organizationId, disputed.id);
    if (existing)
      await repository.refreshDetails(trx, organizationId, existing.id, {
        reason: disputed.reason,
        evidence_due_by: disputed.evidenceDueBy,
        past_due: disputed.pastDue ? 1 : 0,
      });
    const changed = existing
      ? await repository.moveTo(trx, organizationId, existing.id, { status: disputed.status, modified_at: now })
      : await repository.insert(trx, organizationId, {
          id: newId(),
          order_id: order.id,
          payment_id: paymentId,
          processor_dispute_id: disputed.id,
          status: disputed.status,
          reason: disputed.reason,
          amount: disputed.amount - taxAmount,
          tax_amount: taxAmount,
          currency: disputed.currency,
          evidence_due_by: disputed.evidenceDueBy,
          past_due: disputed.pastDue ? 1 : 0,
          opened_mailed_at: null,
          closed_mailed_at: null,
          created_at: disputed.createdAt,
          modified_at: null,
        });
    const row = await repository.findByProcessorId(trx, organizationId, disputed.id);
    if (!row) throw new Error(`dispute ${disputed.id} vanished`);
    if (changed && row.status === "lost")
      await refundForLostDispute(trx, organizationId, {
        id: row.id,
        orderId: row.order_id,
        amount: row.amount,
        taxAmount: row.tax_amount,
      });
    const [resource] = await toDisputeResources(trx, organizationId, [row]);
    return resource ?? null;
  });
}
