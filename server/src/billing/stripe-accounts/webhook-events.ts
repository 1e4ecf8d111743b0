/** Stripe's events Gatehouse acts on, by the kind of object they carry (webhook-service.ts). */

/** The events whose object is a payment of a checkout (its `metadata.checkout_id`). */
export const PAYMENT_EVENTS = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "setup_intent.succeeded",
  "setup_intent.setup_failed",
]);

/** The events whose object is a refund (Stripe's, current and earlier API versions). */
export const REFUND_EVENTS = new Set(["charge.refund.updated", "refund.created", "refund.updated", "refund.failed"]);
/** The events whose object is a dispute. */
export const DISPUTE_EVENTS = new Set([
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
]);

/** The events to select for the endpoint in Stripe's dashboard (the connection shows them). */
export const EVENTS_TO_REGISTER = [
  ...PAYMENT_EVENTS,
  "charge.refunded",
  "charge.refund.updated",
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
];
