import { fromJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { subscriptionCoreOf } from "../subscriptions/core-fields.ts";
import * as subscriptions from "../subscriptions/service.ts";
import type { OrderSubscription } from "./schemas.ts";

/** Polar's OrderSubscription of a subscription row (no embedded objects). */
export function toOrderSubscription(row: subscriptions.SubscriptionRow): OrderSubscription {
  return { metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata), ...subscriptionCoreOf(row) };
}

/**
 * The subscription an order embeds (Polar's Order.subscription), null for a one-time purchase.
 * The customer portal's CustomerOrder.subscription is this without `metadata`.
 */
export async function orderSubscriptionOf(
  db: Executor,
  organizationId: string,
  subscriptionId: string | null,
): Promise<OrderSubscription | null> {
  if (!subscriptionId) return null;
  const [row] = await subscriptions.findSubscriptionRows(db, organizationId, [subscriptionId]);
  return row ? toOrderSubscription(row) : null;
}
