import { z } from "@hono/zod-openapi";
import type { Selectable } from "kysely";
import { datetime, id, timestamps } from "../common/schemas.ts";
import { isMeteredAmountType, recurringInterval } from "../products/price-schemas.ts";
import type { BillingSubscriptionTable } from "./tables.ts";

/**
 * The fields every wire shape of a subscription shares (Polar's Subscription, OrderSubscription,
 * CustomerSubscription...), and their values from a row. Kept apart from schemas.ts, which
 * embeds orders' shapes, so that orders can embed a subscription without an import cycle.
 */

export const subscriptionStatus = z
  .enum(["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"])
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
  current_meter_period_start: datetime.nullable().meta({
    description:
      "The start of the period whose usage of the metered prices the next renewal bills (the current billing period); null without metered prices, during a trial, while paused and once ended.",
  }),
  current_meter_period_end: datetime.nullable().meta({
    description: "The end of the current meter period: when its usage is billed.",
  }),
  trial_start: datetime.nullable(),
  trial_end: datetime.nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: datetime.nullable(),
  started_at: datetime.nullable(),
  ends_at: datetime.nullable(),
  ended_at: datetime.nullable(),
  pause_at_period_end: z
    .boolean()
    .meta({ description: "Whether the subscription will be paused at the end of the current period." }),
  paused_at: datetime.nullable().meta({ description: "When the subscription was paused." }),
  resumes_at: datetime
    .nullable()
    .meta({ description: "When a paused subscription is scheduled to resume automatically, if set." }),
  customer_id: z.string(),
  product_id: z.string(),
  discount_id: z.string().nullable(),
  checkout_id: z.string().nullable(),
  seats: z.number().int().nullable(),
  units: z.number().int().nullable().meta({ description: "The units bought with a unit-based price; null otherwise." }),
  customer_cancellation_reason: customerCancellationReason.nullable(),
  customer_cancellation_comment: z.string().nullable(),
};

const subscriptionCore = z.object(subscriptionCoreFields);
export type SubscriptionCore = z.infer<typeof subscriptionCore>;

/** Meter usage accrues to a billed period only while the subscription is billed (not trialing, paused or ended). */
const METERED_STATUSES = ["active", "past_due"];

const pricedSnapshot = z.object({ prices: z.array(z.object({ amount_type: z.string().optional() })) });

/**
 * Whether the subscription bills metered usage. Its metered prices are the product's at the
 * subscription's start or last plan change, which is when the product snapshot is written, so the
 * row alone answers for shapes that embed a subscription without its prices (an order's).
 */
function snapshotHasMeteredPrices(row: Selectable<BillingSubscriptionTable>): boolean {
  if (!row.product_snapshot) return false;
  const parsed = pricedSnapshot.safeParse(JSON.parse(row.product_snapshot));
  return parsed.success && parsed.data.prices.some((price) => isMeteredAmountType(price.amount_type ?? ""));
}

/**
 * The shared fields of a `billing_subscription` row (parsed: status, interval and reason are checked).
 * `metered`: whether it has metered prices, when the caller read them; else from the product snapshot.
 */
export function subscriptionCoreOf(row: Selectable<BillingSubscriptionTable>, metered?: boolean): SubscriptionCore {
  // Each renewal bills the usage of the period that ended, so the meter period is the billing period.
  const metering = (metered ?? snapshotHasMeteredPrices(row)) && METERED_STATUSES.includes(row.status);
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
    current_meter_period_start: metering ? row.current_period_start : null,
    current_meter_period_end: metering ? row.current_period_end : null,
    trial_start: row.trial_start,
    trial_end: row.trial_end,
    cancel_at_period_end: Boolean(row.cancel_at_period_end),
    canceled_at: row.canceled_at,
    started_at: row.started_at,
    ends_at: row.ends_at,
    ended_at: row.ended_at,
    pause_at_period_end: Boolean(row.pause_at_period_end),
    paused_at: row.paused_at,
    resumes_at: row.resumes_at,
    customer_id: row.customer_id,
    product_id: row.product_id,
    discount_id: row.discount_id,
    checkout_id: row.checkout_id,
    seats: row.seats,
    units: row.units,
    customer_cancellation_reason: row.customer_cancellation_reason,
    customer_cancellation_comment: row.customer_cancellation_comment,
  });
}
