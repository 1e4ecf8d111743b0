/**
 * Paid orders' totals per organization, UTC hour, kind and currency (common/hourly-totals.ts).
 * An order is counted when it is created (orders are created paid) and its refunds are taken
 * off its own hour, as net revenue is. The totals are written by hourly-totals-repository.ts.
 */

/** What an order is to the metrics; stored as its index. */
export const ORDER_KINDS = ["one_time", "first", "renewal", "change"] as const;

export function orderKind(order: { subscription_id?: string | null; billing_reason: string }): number {
  if (!order.subscription_id) return 0;
  if (order.billing_reason === "subscription_create") return 1;
  return order.billing_reason === "subscription_cycle" ? 2 : 3;
}
