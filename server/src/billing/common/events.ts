import { auditBillingEvent } from "../../audit/billing-changes.ts";
import { toJsonColumn } from "../../db/json-column.ts";
import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { currentRequestId } from "../../kit/request-context.ts";
import { nowIso } from "../../kit/time.ts";
import { insertEvent } from "./event-repository.ts";

/** The billing event types Gatehouse records and sends to webhook endpoints (docs/reference/webhooks.md). */
export const BILLING_EVENT_TYPES = [
  "benefit.created",
  "benefit.updated",
  "benefit_grant.created",
  "benefit_grant.updated",
  "benefit_grant.revoked",
  "benefit_grant.cycled",
  "checkout.created",
  "checkout.updated",
  "order.created",
  "order.updated",
  "order.paid",
  "order.refunded",
  "organization.updated",
  "product.created",
  "product.updated",
  "refund.created",
  "refund.updated",
  "subscription.created",
  "subscription.active",
  "subscription.updated",
  "subscription.canceled",
  "subscription.uncanceled",
  "subscription.revoked",
  "subscription.paused",
  "subscription.resumed",
  "customer.created",
  "customer.updated",
  "customer.deleted",
  "customer.state_changed",
  "customer_seat.assigned",
  "customer_seat.claimed",
  "customer_seat.revoked",
  "member.created",
  "member.updated",
  "member.deleted",
] as const;
export type BillingEventType = (typeof BILLING_EVENT_TYPES)[number];

export type EventPayload<D> = { type: BillingEventType; timestamp: string; data: D };

/**
 * Records an event in the durable outbox (`billing_event`). Takes a transaction handle on
 * purpose: the event must commit with the change that caused it, or not at all. `data` is the
 * resource exactly as the API returns it (the webhook body's `data`).
 */
export async function recordEvent<D>(
  trx: Tx,
  organizationId: string,
  type: BillingEventType,
  data: D,
): Promise<EventPayload<D>> {
  const timestamp = nowIso();
  const payload: EventPayload<D> = { type, timestamp, data };
  await insertEvent(trx, {
    id: newId(),
    organization_id: organizationId,
    type,
    payload: toJsonColumn(payload),
    created_at: timestamp,
    dispatched_at: null,
    mailed_at: null,
    request_id: currentRequestId() ?? null,
  });
  await auditBillingEvent(trx, organizationId, type, data);
  return payload;
}
