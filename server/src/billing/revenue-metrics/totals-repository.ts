import { type Expression, sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { HOUR_SLOT_LENGTH } from "../common/hourly-totals.ts";
import { scoped } from "../common/sql/scope.ts";
import { slotLength } from "../common/sql/time-buckets.ts";
import { type MetricsScope, periodOfSlot, toNumber } from "./repository.ts";

/**
 * Checkouts per period, by when they were opened. Without a filter, and when periods start on
 * whole UTC hours, from the checkouts' hourly totals (checkouts/hourly-totals-repository.ts);
 * otherwise the checkouts themselves are counted per slot over their (organization, created_at)
 * index.
 */

export type CheckoutBucket = { checkouts: number; succeeded: number };

function perSlotFromCheckouts(db: Executor, scope: MetricsScope, boundaries: readonly string[], length: number) {
  let query = scoped(db, scope.organizationId)
    .selectFrom("checkout")
    .where("checkout.created_at", ">=", boundaries[0] ?? "")
    .where("checkout.created_at", "<", boundaries[boundaries.length - 1] ?? "");
  if (scope.productIds?.length) query = query.where("checkout.product_id", "in", [...scope.productIds]);
  if (scope.customerIds?.length) query = query.where("checkout.customer_id", "in", [...scope.customerIds]);
  if (scope.currencyOnly) query = query.where("checkout.currency", "=", scope.currency);
  if (scope.billingType)
    query = query.where(
      "checkout.product_id",
      "in",
      scoped(db, scope.organizationId)
        .selectFrom("product")
        .select("product.id")
        .where("product.is_recurring", "=", scope.billingType === "recurring" ? 1 : 0),
    );
  return query
    .select([
      sql<string>`substr(checkout.created_at, 1, ${sql.lit(length)})`.as("slot"),
      sql<number>`count(*)`.as("checkouts"),
      sql<number>`count(case when checkout.status = 'succeeded' then 1 end)`.as("succeeded"),
    ])
    .groupBy(sql`1`);
}

function perSlotFromHours(db: Executor, scope: MetricsScope, boundaries: readonly string[], length: number) {
  return scoped(db, scope.organizationId)
    .selectFrom("checkout_hour")
    .where("checkout_hour.hour", ">=", (boundaries[0] ?? "").slice(0, HOUR_SLOT_LENGTH))
    .where("checkout_hour.hour", "<", (boundaries[boundaries.length - 1] ?? "").slice(0, HOUR_SLOT_LENGTH))
    .select([
      sql<string>`substr(checkout_hour.hour, 1, ${sql.lit(length)})`.as("slot"),
      sql<number>`sum(checkout_hour.checkouts)`.as("checkouts"),
      sql<number>`sum(checkout_hour.succeeded)`.as("succeeded"),
    ])
    .groupBy(sql`1`);
}

/** Checkouts per period, keyed by the period's start: per slot, then summed into periods. */
export async function checkoutsByBucket(
  db: Executor,
  scope: MetricsScope,
  boundaries: readonly string[],
): Promise<Map<string, CheckoutBucket>> {
  const length = slotLength(boundaries);
  // The hourly totals hold no currency: a currency's checkouts are counted from the checkouts.
  const unfiltered =
    !scope.productIds?.length && !scope.customerIds?.length && !scope.billingType && !scope.currencyOnly;
  const perSlot =
    unfiltered && length <= HOUR_SLOT_LENGTH
      ? perSlotFromHours(db, scope, boundaries, length)
      : perSlotFromCheckouts(db, scope, boundaries, length);
  const period = periodOfSlot(db, boundaries, length);
  const rows = await db
    .selectFrom(perSlot.as("per_slot"))
    .select([
      period.expression.as("bucket"),
      sql<number>`sum(per_slot.checkouts)`.as("checkouts"),
      sql<number>`sum(per_slot.succeeded)`.as("succeeded"),
    ])
    .groupBy(sql`1`)
    .execute();
  return new Map(
    rows.map((row) => [
      period.startOf(row.bucket),
      { checkouts: toNumber(row.checkouts), succeeded: toNumber(row.succeeded) },
    ]),
  );
}

/**
 * Paid orders per period. Without a product or customer filter, and when periods start on
 * whole UTC hours (every zone but a few half-hour ones), they are read from the orders' hourly
 * totals (orders/hourly-totals-repository.ts): a year is ~9,000 hours whatever the orders.
 * Otherwise the orders themselves are counted, per slot, over their (organization, created_at)
 * index.
 */

/** One period's and kind's paid orders: how many, how many in the scope's currency, and their revenue in it. */
export type OrderTotals = {
  bucket: string;
  kind: number;
  orders: number;
  currencyOrders: number;
  revenue: number;
  netRevenue: number;
};

const PAID_STATUSES = ["paid", "partially_refunded", "refunded"];
const net = sql<number>`(billing_order.subtotal_amount - billing_order.discount_amount)`;
const refundedNet = sql<number>`(billing_order.subtotal_amount - billing_order.discount_amount - billing_order.refunded_amount)`;
/** ORDER_KINDS' index of an order, as orders/hourly-totals.ts orderKind computes it. */
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
  if (scope.currencyOnly) query = query.where("billing_order.currency", "=", scope.currency);
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
  if (scope.currencyOnly) query = query.where("billing_order_hour.currency", "=", scope.currency);
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

/** Paid orders' totals per period (keyed by the period's start) and kind (ORDER_KINDS' index): per slot, then summed. */
export async function orderTotalsByBucket(
  db: Executor,
  scope: MetricsScope,
  boundaries: readonly string[],
): Promise<OrderTotals[]> {
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
  return rows.map((row) => ({
    bucket: period.startOf(row.bucket),
    kind: toNumber(row.kind),
    orders: toNumber(row.orders),
    currencyOrders: toNumber(row.currency_orders),
    revenue: toNumber(row.revenue),
    netRevenue: toNumber(row.net_revenue),
  }));
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
