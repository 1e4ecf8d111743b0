import { fromJsonColumn } from "../kit/json-column.ts";
import { metadataOutputSchema } from "../kit/metadata.ts";
import type { Executor } from "../kit/transaction.ts";
import * as subscriptionRepository from "../subscriptions/repository.ts";
import { orderSubscription, type OrderSubscription } from "./schemas.ts";

/** Polar's OrderSubscription of a subscription row (no embedded objects). */
export function toOrderSubscription(row: subscriptionRepository.SubscriptionRow): OrderSubscription {
  return orderSubscription.parse({
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
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
    seats: null,
    customer_cancellation_reason: row.customer_cancellation_reason,
    customer_cancellation_comment: row.customer_cancellation_comment,
  });
}

/**
 * The subscription an order embeds (Polar's Order.subscription), null for a one-time purchase.
 * The customer portal's CustomerOrder.subscription is this without `metadata`.
 */
export async function orderSubscriptionOf(db: Executor, organizationId: string, subscriptionId: string | null): Promise<OrderSubscription | null> {
  if (!subscriptionId) return null;
  const [row] = await subscriptionRepository.findMany(db, organizationId, [subscriptionId]);
  return row ? toOrderSubscription(row) : null;
}
