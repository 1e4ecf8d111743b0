import { type Expression, type SqlBool, sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/scope.ts";
import { bucketStartOf } from "../common/time-buckets.ts";

/**
 * The rows behind the revenue metrics. Orders and checkouts are aggregated per period by the
 * database (one grouped scan each, the period found by a binary search over the boundaries);
 * subscriptions, far fewer, are read once and laid over the periods in memory (subscription-series.ts).
 */

/** Who and what the figures cover (the query's filters), within one organization. */
export type MetricsScope = {
  organizationId: string;
  /** Money is summed in this currency only (the organization's default); counts take every order. */
  currency: string;
  productIds?: readonly string[] | undefined;
  customerIds?: readonly string[] | undefined;
  /** Only one-time purchases, or only subscriptions; both or neither is no filter. */
  billingType?: "one_time" | "recurring" | undefined;
};

const PAID_STATUSES = ["paid", "partially_refunded", "refunded"];

/** Aggregates come back as numbers, bigints or numeric text depending on the dialect. */
const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

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
  renewedSubscriptions: number;
  renewedRevenue: number;
  renewedNetRevenue: number;
};

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

const net = sql<number>`(billing_order.subtotal_amount - billing_order.discount_amount)`;
const refundedNet = sql<number>`(billing_order.subtotal_amount - billing_order.discount_amount - billing_order.refunded_amount)`;
const oneTime = sql<SqlBool>`billing_order.subscription_id is null`;
const firstOfSubscription = sql<SqlBool>`billing_order.billing_reason = 'subscription_create'`;
const laterOfSubscription = sql<SqlBool>`(billing_order.subscription_id is not null and billing_order.billing_reason <> 'subscription_create')`;

/** Sum of an amount over the orders in the scope's currency that meet a condition. */
function money(currency: string, amount: Expression<number>, condition?: Expression<SqlBool>) {
  const when = condition
    ? sql`billing_order.currency = ${currency} and ${condition}`
    : sql`billing_order.currency = ${currency}`;
  return sql<number>`sum(case when ${when} then ${amount} else 0 end)`;
}

/** Paid orders per period, keyed by the period's start. */
export async function ordersByBucket(
  db: Executor,
  scope: MetricsScope,
  boundaries: readonly string[],
): Promise<Map<string, OrderBucket>> {
  const bucket = bucketStartOf(sql.ref("billing_order.created_at"), boundaries);
  const { currency } = scope;
  const rows = await paidOrders(db, scope)
    .where("billing_order.created_at", ">=", boundaries[0] ?? "")
    .where("billing_order.created_at", "<", boundaries[boundaries.length - 1] ?? "")
    .select([
      bucket.as("bucket"),
      sql<number>`count(*)`.as("orders"),
      sql<number>`count(case when billing_order.currency = ${currency} then 1 end)`.as("currency_orders"),
      money(currency, net).as("revenue"),
      money(currency, refundedNet).as("net_revenue"),
      sql<number>`count(case when ${oneTime} then 1 end)`.as("one_time_orders"),
      money(currency, net, oneTime).as("one_time_revenue"),
      money(currency, refundedNet, oneTime).as("one_time_net_revenue"),
      money(currency, net, firstOfSubscription).as("new_revenue"),
      money(currency, refundedNet, firstOfSubscription).as("new_net_revenue"),
      sql<number>`count(distinct case when ${laterOfSubscription} then billing_order.subscription_id end)`.as(
        "renewed_subscriptions",
      ),
      money(currency, net, laterOfSubscription).as("renewed_revenue"),
      money(currency, refundedNet, laterOfSubscription).as("renewed_net_revenue"),
    ])
    .groupBy(bucket)
    .execute();
  return new Map(
    rows.map((row) => [
      String(row.bucket),
      {
        orders: toNumber(row.orders),
        currencyOrders: toNumber(row.currency_orders),
        revenue: toNumber(row.revenue),
        netRevenue: toNumber(row.net_revenue),
        oneTimeOrders: toNumber(row.one_time_orders),
        oneTimeRevenue: toNumber(row.one_time_revenue),
        oneTimeNetRevenue: toNumber(row.one_time_net_revenue),
        newRevenue: toNumber(row.new_revenue),
        newNetRevenue: toNumber(row.new_net_revenue),
        renewedSubscriptions: toNumber(row.renewed_subscriptions),
        renewedRevenue: toNumber(row.renewed_revenue),
        renewedNetRevenue: toNumber(row.renewed_net_revenue),
      },
    ]),
  );
}

/** Revenue of the paid orders placed before `before` (where cumulative revenue starts). */
export async function revenueBefore(
  db: Executor,
  scope: MetricsScope,
  before: string,
): Promise<{ revenue: number; netRevenue: number }> {
  const row = await paidOrders(db, scope)
    .where("billing_order.created_at", "<", before)
    .select([money(scope.currency, net).as("revenue"), money(scope.currency, refundedNet).as("net_revenue")])
    .executeTakeFirst();
  return { revenue: toNumber(row?.revenue), netRevenue: toNumber(row?.net_revenue) };
}

export type CheckoutBucket = { checkouts: number; succeeded: number };

/** Checkouts per period (by when they were opened), keyed by the period's start. */
export async function checkoutsByBucket(
  db: Executor,
  scope: MetricsScope,
  boundaries: readonly string[],
): Promise<Map<string, CheckoutBucket>> {
  const bucket = bucketStartOf(sql.ref("checkout.created_at"), boundaries);
  let query = scoped(db, scope.organizationId)
    .selectFrom("checkout")
    .where("checkout.created_at", ">=", boundaries[0] ?? "")
    .where("checkout.created_at", "<", boundaries[boundaries.length - 1] ?? "");
  if (scope.productIds?.length) query = query.where("checkout.product_id", "in", [...scope.productIds]);
  if (scope.customerIds?.length) query = query.where("checkout.customer_id", "in", [...scope.customerIds]);
  if (scope.billingType)
    query = query.where(
      "checkout.product_id",
      "in",
      scoped(db, scope.organizationId)
        .selectFrom("product")
        .select("product.id")
        .where("product.is_recurring", "=", scope.billingType === "recurring" ? 1 : 0),
    );
  const rows = await query
    .select([
      bucket.as("bucket"),
      sql<number>`count(*)`.as("checkouts"),
      sql<number>`count(case when checkout.status = 'succeeded' then 1 end)`.as("succeeded"),
    ])
    .groupBy(bucket)
    .execute();
  return new Map(
    rows.map((row) => [String(row.bucket), { checkouts: toNumber(row.checkouts), succeeded: toNumber(row.succeeded) }]),
  );
}

/** The subscriptions that ever started, with what the series needs of each. */
export function startedSubscriptions(db: Executor, scope: MetricsScope) {
  let query = scoped(db, scope.organizationId)
    .selectFrom("billing_subscription")
    .where("billing_subscription.started_at", "is not", null);
  if (scope.billingType === "one_time") query = query.where(sql<SqlBool>`false`);
  if (scope.productIds?.length) query = query.where("billing_subscription.product_id", "in", [...scope.productIds]);
  if (scope.customerIds?.length) query = query.where("billing_subscription.customer_id", "in", [...scope.customerIds]);
  return query
    .select([
      "customer_id",
      "currency",
      "amount",
      "recurring_interval",
      "recurring_interval_count",
      "started_at",
      "ended_at",
      "ends_at",
      "canceled_at",
      "trial_end",
      "customer_cancellation_reason",
      "period_number",
      "current_period_start",
      "billing_anchor",
      "renewal_discount_amount",
      "discount_duration",
      "discount_duration_in_months",
      "discount_start_period",
    ])
    .execute();
}
export type StartedSubscription = Awaited<ReturnType<typeof startedSubscriptions>>[number];
