import { z } from "@hono/zod-openapi";
import type { Selectable } from "kysely";
import { datetime, id, timestamps } from "../common/schemas.ts";
import { recurringInterval } from "../products/price-schemas.ts";
import type { BillingSubscriptionTable } from "./tables.ts";

/**
 * The fields every wire shape of a subscription shares (Polar's Subscription, OrderSubscription,
 * CustomerSubscription...), and their values from a row. Kept apart from schemas.ts, which
 * embeds orders' shapes, so that orders can embed a subscription without an import cycle.
 */

export const subscriptionStatus = z
  .enum(["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid"])
  .openapi("SubscriptionStatus");

export const customerCancellationReason = z
  .enum([
    "customer_service",
    "low_quality",
    "missing_features",
    "switched_service",
    "too_complex",
    "too_expensive",
    "unused",
    "other",
  ])
  .openapi("CustomerCancellationReason");

export const subscriptionCoreFields = {
  ...timestamps,
  id,
  amount: z.number().int(),
  currency: z.string(),
  recurring_interval: recurringInterval,
  recurring_interval_count: z.number().int(),
  status: subscriptionStatus,
  current_period_start: datetime,
  current_period_end: datetime,
  trial_start: datetime.nullable(),
  trial_end: datetime.nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: datetime.nullable(),
  started_at: datetime.nullable(),
  ends_at: datetime.nullable(),
  ended_at: datetime.nullable(),
  customer_id: z.string(),
  product_id: z.string(),
  discount_id: z.string().nullable(),
  checkout_id: z.string().nullable(),
  seats: z.number().int().nullable(),
  customer_cancellation_reason: customerCancellationReason.nullable(),
  customer_cancellation_comment: z.string().nullable(),
};

const subscriptionCore = z.object(subscriptionCoreFields);
export type SubscriptionCore = z.infer<typeof subscriptionCore>;

/** The shared fields of a `billing_subscription` row (parsed: status, interval and reason are checked). */
export function subscriptionCoreOf(row: Selectable<BillingSubscriptionTable>): SubscriptionCore {
  return subscriptionCore.parse({
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    recurring_interval: row.recurring_interval,
    recurring_interval_count: row.recurring_interval_count,
    status: row.status,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    trial_start: row.trial_start,
    trial_end: row.trial_end,
    cancel_at_period_end: Boolean(row.cancel_at_period_end),
    canceled_at: row.canceled_at,
    started_at: row.started_at,
    ends_at: row.ends_at,
    ended_at: row.ended_at,
    customer_id: row.customer_id,
    product_id: row.product_id,
    discount_id: row.discount_id,
    checkout_id: row.checkout_id,
    seats: row.seats,
    customer_cancellation_reason: row.customer_cancellation_reason,
    customer_cancellation_comment: row.customer_cancellation_comment,
  });
}
