import { type Expression, sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { HOUR_SLOT_LENGTH } from "../common/hourly-totals.ts";
import { scoped } from "../common/scope.ts";
import { slotLength } from "../common/time-buckets.ts";
import { ORDER_KINDS } from "../orders/hourly-totals.ts";
import { type MetricsScope, periodOfSlot, toNumber } from "./repository.ts";

/**
 * Paid orders per period. Without a product or customer filter, and when periods start on
 * whole UTC hours (every zone but a few half-hour ones), they are read from the orders' hourly
 * totals (orders/hourly-totals.ts): a year is ~9,000 hours whatever the orders. Otherwise the
 * orders themselves are counted, per slot, over their (organization, created_at) index.
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

const PAID_STATUSES = ["paid", "partially_refunded", "refunded"];
const net = sql<number>`(billing_order.subtotal_amount - billing_order.discount_amount)`;
const refundedNet = sql<number>`(billing_order.subtotal_amount - billing_order.discount_amount - billing_order.refunded_amount)`;
/** ORDER_KINDS' index of an order, as hourly-totals.ts orderKind computes it. */
const orderKind = sql<number>`(case when billing_order.subscription_id is null then 0 when billing_order.billing_reason = 'subscription_create' then 1 when billing_order.billing_reason = 'subscription_cycle' then 2 else 3 end)`;

const usesHourlyTotals = (scope: MetricsScope, length: number) =>
  length <= HOUR_SLOT_LENGTH && !scope.productIds?.length && !scope.customerIds?.length;

function paidOrders(db: Executor, scope: MetricsScope) {
  let query = scoped(db, scope.organizationId)
    .selectFrom("billing_order")
    .where("billing_order.status", "in", PAID_STATUSES);
  if (scope.productIds?.length) query = query.where("billing_order.product_id", "in", [...scope.productIds]);
  if (scope.customerIds?.length) query = query.where("billing_order.customer_id", "in", [...scope.customerIds]);
  if (scope.billingType)
    query = query.where("billing_order.subscription_id", scope.billingType === "recurring" ? "is not" : "is", null);
  return query;
}

/** Sum of an amount over the orders in the scope's currency. */
function money(currency: string, amount: Expression<number>, table = "billing_order") {
  return sql<number>`sum(case when ${sql.ref(`${table}.currency`)} = ${currency} then ${amount} else 0 end)`;
}

function hourlyTotals(db: Executor, scope: MetricsScope) {
  let query = scoped(db, scope.organizationId).selectFrom("billing_order_hour");
  if (scope.billingType)
    query = query.where("billing_order_hour.kind", scope.billingType === "recurring" ? ">" : "=", 0);
  return query;
}

/** Orders per slot and kind, from the hourly totals or the orders. */
function perSlot(db: Executor, scope: MetricsScope, boundaries: readonly string[], length: number) {
  const [from, to] = [boundaries[0] ?? "", boundaries[boundaries.length - 1] ?? ""];
  if (usesHourlyTotals(scope, length)) {
    const hours = "billing_order_hour";
    return hourlyTotals(db, scope)
      .where("billing_order_hour.hour", ">=", from.slice(0, HOUR_SLOT_LENGTH))
      .where("billing_order_hour.hour", "<", to.slice(0, HOUR_SLOT_LENGTH))
      .select([
        sql<string>`substr(billing_order_hour.hour, 1, ${sql.lit(length)})`.as("slot"),
        "billing_order_hour.kind",
        sql<number>`sum(billing_order_hour.orders)`.as("orders"),
        sql<number>`sum(case when billing_order_hour.currency = ${scope.currency} then billing_order_hour.orders else 0 end)`.as(
          "currency_orders",
        ),
        money(scope.currency, sql.ref("billing_order_hour.revenue"), hours).as("revenue"),
        money(scope.currency, sql.ref("billing_order_hour.net_revenue"), hours).as("net_revenue"),
      ])
      .groupBy([sql`1`, sql`2`]);
  }
  return paidOrders(db, scope)
    .where("billing_order.created_at", ">=", from)
    .where("billing_order.created_at", "<", to)
    .select([
      sql<string>`substr(billing_order.created_at, 1, ${sql.lit(length)})`.as("slot"),
      orderKind.as("kind"),
      sql<number>`count(*)`.as("orders"),
      sql<number>`count(case when billing_order.currency = ${scope.currency} then 1 end)`.as("currency_orders"),
      money(scope.currency, net).as("revenue"),
      money(scope.currency, refundedNet).as("net_revenue"),
    ])
    .groupBy([sql`1`, sql`2`]);
}

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

/** Paid orders per period, keyed by the period's start: per slot and kind, then summed into periods. */
export async function ordersByBucket(
  db: Executor,
  scope: MetricsScope,
  boundaries: readonly string[],
): Promise<Map<string, OrderBucket>> {
  const length = slotLength(boundaries);
  const period = periodOfSlot(db, boundaries, length);
  const rows = await db
    .selectFrom(perSlot(db, scope, boundaries, length).as("per_slot"))
    .select([
      period.expression.as("bucket"),
      "per_slot.kind",
      sql<number>`sum(per_slot.orders)`.as("orders"),
      sql<number>`sum(per_slot.currency_orders)`.as("currency_orders"),
      sql<number>`sum(per_slot.revenue)`.as("revenue"),
      sql<number>`sum(per_slot.net_revenue)`.as("net_revenue"),
    ])
    .groupBy([sql`1`, sql`2`])
    .execute();
  const buckets = new Map<string, OrderBucket>();
  for (const row of rows) {
    const key = period.startOf(row.bucket);
    const into = buckets.get(key) ?? emptyOrderBucket();
    buckets.set(key, into);
    addKind(into, ORDER_KINDS[toNumber(row.kind)], {
      orders: toNumber(row.orders),
      currencyOrders: toNumber(row.currency_orders),
      revenue: toNumber(row.revenue),
      netRevenue: toNumber(row.net_revenue),
    });
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

/** Revenue of the paid orders placed before `before` (where cumulative revenue starts). */
export async function revenueBefore(
  db: Executor,
  scope: MetricsScope,
  before: string,
): Promise<{ revenue: number; netRevenue: number }> {
  const hours = "billing_order_hour";
  const row = usesHourlyTotals(scope, slotLength([before]))
    ? await hourlyTotals(db, scope)
        .where("billing_order_hour.hour", "<", before.slice(0, HOUR_SLOT_LENGTH))
        .select([
          money(scope.currency, sql.ref("billing_order_hour.revenue"), hours).as("revenue"),
          money(scope.currency, sql.ref("billing_order_hour.net_revenue"), hours).as("net_revenue"),
        ])
        .executeTakeFirst()
    : await paidOrders(db, scope)
        .where("billing_order.created_at", "<", before)
        .select([money(scope.currency, net).as("revenue"), money(scope.currency, refundedNet).as("net_revenue")])
        .executeTakeFirst();
  return { revenue: toNumber(row?.revenue), netRevenue: toNumber(row?.net_revenue) };
}
