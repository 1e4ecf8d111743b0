import type { Executor } from "../../db/transaction.ts";
import { clockNow } from "../../kit/clock.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { ValidationFailure } from "../common/validation.ts";
import { validTimeZone, zonedBoundaries, zonedDayStart } from "../common/zoned-buckets.ts";
import { findBilling } from "../seller-settings/repository.ts";
import { CANCELLATION_REASONS, METRIC_SLUGS, METRICS, type MetricSlug, type MetricValues } from "./definitions.ts";
import { METRICS_LIMITS, maxDays } from "./limits.ts";
import { emptyOrderBucket, type OrderBucket, ordersByBucket } from "./order-totals.ts";
import { type MetricsScope, startedSubscriptions } from "./repository.ts";
import type { MetricsQuery, MetricsResponse } from "./schemas.ts";
import { type SubscriptionPeriod, subscriptionSeries } from "./subscription-series.ts";
import { type CheckoutBucket, checkoutsByBucket, revenueBefore } from "./totals-repository.ts";

const DAY_MS = 86_400_000;

/** The periods' boundaries (starts, then the end of the last) in the query's zone. */
function boundariesOf(query: MetricsQuery): string[] {
  const zone = validTimeZone(query.timezone);
  if (!zone) throw ValidationFailure.at(["query", "timezone"], "Unknown time zone", "value_error");
  const [start, end] = [query.start_date, query.end_date].map((date) => date.split("-").map(Number)) as [
    number[],
    number[],
  ];
  const days = (Date.UTC(end[0]!, end[1]! - 1, end[2]!) - Date.UTC(start[0]!, start[1]! - 1, start[2]!)) / DAY_MS;
  if (query.start_date < METRICS_LIMITS.min_date)
    throw ValidationFailure.at(
      ["query", "start_date"],
      `start_date must be on or after ${METRICS_LIMITS.min_date}`,
      "value_error",
    );
  if (days < 0)
    throw ValidationFailure.at(["query", "end_date"], "end_date must be on or after start_date", "value_error");
  if (days > maxDays(query.interval))
    throw ValidationFailure.at(
      ["query", "interval"],
      "The interval is too big. Try to change the interval or reduce the date range.",
      "value_error",
    );
  const from = zonedDayStart(zone, start[0]!, start[1]! - 1, start[2]!);
  const to = zonedDayStart(zone, end[0]!, end[1]! - 1, end[2]!);
  // The day limits keep the count far below this; it only bounds the loop.
  const boundaries = zonedBoundaries(zone, from, to, query.interval, 100_000) ?? [];
  return boundaries.map((time) => time.toISOString());
}

function scopeOf(access: OrganizationAccess, query: MetricsQuery, defaultCurrency: string): MetricsScope {
  const types = new Set(query.billing_type ?? []);
  return {
    organizationId: access.organizationId,
    currency: query.currency ?? defaultCurrency,
    currencyOnly: query.currency !== undefined,
    productIds: query.product_id,
    customerIds: query.customer_id,
    billingType: types.size === 1 ? [...types][0] : undefined,
  };
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const average = (amount: number, count: number) => (count > 0 ? Math.round(amount / count) : 0);

/**
 * `GET /v1/metrics/`: every metric for each period from the one holding start_date through the
 * one holding end_date (in `timezone`), and their totals. Three grouped queries and one read of
 * the subscriptions, whatever the range.
 */
export async function get(db: Executor, access: OrganizationAccess, query: MetricsQuery): Promise<MetricsResponse> {
  const boundaries = boundariesOf(query);
  const billing = await findBilling(db, access.organizationId);
  const scope = scopeOf(access, query, billing?.default_presentment_currency ?? "usd");
  const [orders, before, checkouts, subscriptions] = await Promise.all([
    ordersByBucket(db, scope, boundaries),
    revenueBefore(db, scope, boundaries[0] as string),
    checkoutsByBucket(db, scope, boundaries),
    scope.billingType === "one_time" ? [] : startedSubscriptions(db, scope),
  ]);
  const series = subscriptionSeries(subscriptions, boundaries, clockNow().toISOString());

  let cumulative = before.revenue;
  let netCumulative = before.netRevenue;
  const periods = boundaries.slice(0, -1).map((timestamp, index) => {
    const order = orders.get(timestamp);
    const checkout = checkouts.get(timestamp);
    cumulative += order?.revenue ?? 0;
    netCumulative += order?.netRevenue ?? 0;
    return {
      timestamp,
      values: periodValues(order, checkout, series[index] as SubscriptionPeriod, cumulative, netCumulative),
      parts: { currencyOrders: order?.currencyOrders ?? 0, activeAtStart: series[index]?.activeAtStart ?? 0 },
    };
  });
  const wanted = query.metrics?.length ? new Set<MetricSlug>(query.metrics) : undefined;
  const pick = (values: MetricValues) =>
    Object.fromEntries(METRIC_SLUGS.filter((slug) => !wanted || wanted.has(slug)).map((slug) => [slug, values[slug]]));
  return {
    periods: periods.map((period) => ({ timestamp: period.timestamp, ...pick(period.values) })),
    totals: pick(totalsOf(periods)),
    metrics: Object.fromEntries(
      METRIC_SLUGS.filter((slug) => !wanted || wanted.has(slug)).map((slug) => [
        slug,
        { slug, display_name: METRICS[slug].display_name, type: METRICS[slug].type },
      ]),
    ),
  };
}

function periodValues(
  order: OrderBucket | undefined,
  checkout: CheckoutBucket | undefined,
  subscriptions: SubscriptionPeriod,
  cumulative: number,
  netCumulative: number,
): MetricValues {
  const orders = order ?? emptyOrderBucket();
  const opened = checkout?.checkouts ?? 0;
  const succeeded = checkout?.succeeded ?? 0;
  return {
    orders: orders.orders,
    revenue: orders.revenue,
    net_revenue: orders.netRevenue,
    cumulative_revenue: cumulative,
    net_cumulative_revenue: netCumulative,
    average_order_value: average(orders.revenue, orders.currencyOrders),
    net_average_order_value: average(orders.netRevenue, orders.currencyOrders),
    one_time_products: orders.oneTimeOrders,
    one_time_products_revenue: orders.oneTimeRevenue,
    one_time_products_net_revenue: orders.oneTimeNetRevenue,
    new_subscriptions: subscriptions.started,
    new_subscriptions_revenue: orders.newRevenue,
    new_subscriptions_net_revenue: orders.newNetRevenue,
    renewed_subscriptions: orders.renewals,
    renewed_subscriptions_revenue: orders.renewedRevenue,
    renewed_subscriptions_net_revenue: orders.renewedNetRevenue,
    active_subscriptions: subscriptions.active,
    committed_subscriptions: subscriptions.committed,
    monthly_recurring_revenue: subscriptions.mrr,
    committed_monthly_recurring_revenue: subscriptions.committedMrr,
    trial_monthly_recurring_revenue: subscriptions.trialMrr,
    annual_recurring_revenue: subscriptions.mrr * 12,
    committed_annual_recurring_revenue: subscriptions.committedMrr * 12,
    average_revenue_per_user: subscriptions.arpu,
    checkouts: opened,
    succeeded_checkouts: succeeded,
    checkouts_conversion: ratio(succeeded, opened),
    canceled_subscriptions: subscriptions.canceled,
    ...cancellationValues(subscriptions),
    churned_subscriptions: subscriptions.churned,
    churn_rate: ratio(subscriptions.churned, subscriptions.activeAtStart + subscriptions.started),
  };
}

function cancellationValues(subscriptions: SubscriptionPeriod) {
  return Object.fromEntries(
    CANCELLATION_REASONS.map((reason) => [`canceled_subscriptions_${reason}`, subscriptions.canceledByReason[reason]]),
  ) as Pick<MetricValues, `canceled_subscriptions_${(typeof CANCELLATION_REASONS)[number]}`>;
}

type Period = { values: MetricValues; parts: { currencyOrders: number; activeAtStart: number } };

/** Flows add up, stocks are the last period's, ratios are recomputed from the summed parts. */
function totalsOf(periods: Period[]): MetricValues {
  const sum = (slug: MetricSlug) => periods.reduce((total, period) => total + period.values[slug], 0);
  const last = periods[periods.length - 1];
  const totals = Object.fromEntries(
    METRIC_SLUGS.map((slug) => [slug, METRICS[slug].total === "sum" ? sum(slug) : (last?.values[slug] ?? 0)]),
  ) as MetricValues;
  const currencyOrders = periods.reduce((total, period) => total + period.parts.currencyOrders, 0);
  totals.average_order_value = average(totals.revenue, currencyOrders);
  totals.net_average_order_value = average(totals.net_revenue, currencyOrders);
  totals.checkouts_conversion = ratio(totals.succeeded_checkouts, totals.checkouts);
  // Of the subscriptions the range had (active at its start or started within it), the share that ended.
  totals.churn_rate = ratio(
    totals.churned_subscriptions,
    (periods[0]?.parts.activeAtStart ?? 0) + totals.new_subscriptions,
  );
  return totals;
}
