import type { Executor } from "../../db/transaction.ts";
import { ORDER_KINDS } from "../orders/hourly-totals.ts";
import type { MetricsScope } from "./repository.ts";
import { orderTotalsByBucket } from "./totals-repository.ts";

/**
 * Paid orders per period, split by what they were (ORDER_KINDS): one-time purchases, first
 * payments of subscriptions, renewals and plan changes. The totals come from the database
 * (totals-repository.ts); this sums them into the figures the metrics report.
 */

export type OrderBucket = {
  orders: number;
  currencyOrders: number;
  revenue: number;
  netRevenue: number;
  oneTimeOrders: number;
  oneTimeRevenue: number;
  oneTimeNetRevenue: number;
  newRevenue: number;
  newNetRevenue: number;
  renewals: number;
  renewedRevenue: number;
  renewedNetRevenue: number;
};

export const emptyOrderBucket = (): OrderBucket => ({
  orders: 0,
  currencyOrders: 0,
  revenue: 0,
  netRevenue: 0,
  oneTimeOrders: 0,
  oneTimeRevenue: 0,
  oneTimeNetRevenue: 0,
  newRevenue: 0,
  newNetRevenue: 0,
  renewals: 0,
  renewedRevenue: 0,
  renewedNetRevenue: 0,
});

/** Paid orders per period, keyed by the period's start: the totals per period and kind, summed per period. */
export async function ordersByBucket(
  db: Executor,
  scope: MetricsScope,
  boundaries: readonly string[],
): Promise<Map<string, OrderBucket>> {
  const buckets = new Map<string, OrderBucket>();
  for (const { bucket, kind, ...totals } of await orderTotalsByBucket(db, scope, boundaries)) {
    const into = buckets.get(bucket) ?? emptyOrderBucket();
    buckets.set(bucket, into);
    addKind(into, ORDER_KINDS[kind], totals);
  }
  return buckets;
}

type KindTotals = { orders: number; currencyOrders: number; revenue: number; netRevenue: number };

function addKind(into: OrderBucket, kind: (typeof ORDER_KINDS)[number] | undefined, totals: KindTotals): void {
  into.orders += totals.orders;
  into.currencyOrders += totals.currencyOrders;
  into.revenue += totals.revenue;
  into.netRevenue += totals.netRevenue;
  switch (kind) {
    case "one_time":
      into.oneTimeOrders += totals.orders;
      into.oneTimeRevenue += totals.revenue;
      into.oneTimeNetRevenue += totals.netRevenue;
      break;
    case "first":
      into.newRevenue += totals.revenue;
      into.newNetRevenue += totals.netRevenue;
      break;
    case "renewal":
      into.renewals += totals.orders;
      into.renewedRevenue += totals.revenue;
      into.renewedNetRevenue += totals.netRevenue;
      break;
    case "change":
      into.renewedRevenue += totals.revenue;
      into.renewedNetRevenue += totals.netRevenue;
      break;
  }
}
