import { customerCancellationReason } from "../subscriptions/core-fields.ts";

/**
 * The revenue metrics of `GET /v1/metrics/` (Polar's slugs, display names and types). Each says
 * how its total over the range is made from its periods: flows (orders, revenue, cancellations)
 * add up; stocks (active subscriptions, MRR, cumulative revenue) take the last period; ratios are
 * recomputed from the summed parts. Their definitions are in docs/reference/revenue-metrics.md.
 */

export type MetricType = "scalar" | "currency" | "percentage";

/** How a metric's total over the range is made from its periods. */
export type TotalRule = "sum" | "last" | "ratio";

type Definition = { display_name: string; type: MetricType; total: TotalRule };

const scalar = (display_name: string, total: TotalRule = "sum"): Definition => ({
  display_name,
  type: "scalar",
  total,
});
const currency = (display_name: string, total: TotalRule = "sum"): Definition => ({
  display_name,
  type: "currency",
  total,
});
const percentage = (display_name: string): Definition => ({ display_name, type: "percentage", total: "ratio" });

export const CANCELLATION_REASONS = customerCancellationReason.options;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

const REASON_LABELS: Record<CancellationReason, string> = {
  customer_service: "Customer Service",
  low_quality: "Low Quality",
  missing_features: "Missing Features",
  switched_service: "Switched Service",
  too_complex: "Too Complex",
  too_expensive: "Too Expensive",
  unused: "Unused",
  other: "Other",
};

const cancellationMetrics = Object.fromEntries(
  CANCELLATION_REASONS.map((reason) => [
    `canceled_subscriptions_${reason}`,
    scalar(`Canceled Subscriptions - ${REASON_LABELS[reason]}`),
  ]),
) as Record<`canceled_subscriptions_${CancellationReason}`, Definition>;

export const METRICS = {
  // Orders (paid orders, by the time they were placed).
  orders: scalar("Orders"),
  revenue: currency("Revenue"),
  net_revenue: currency("Net Revenue"),
  cumulative_revenue: currency("Cumulative Revenue", "last"),
  net_cumulative_revenue: currency("Net Cumulative Revenue", "last"),
  average_order_value: currency("Average Order Value", "ratio"),
  net_average_order_value: currency("Net Average Order Value", "ratio"),
  one_time_products: scalar("One-Time Products"),
  one_time_products_revenue: currency("One-Time Products Revenue"),
  one_time_products_net_revenue: currency("One-Time Products Net Revenue"),
  new_subscriptions: scalar("New Subscriptions"),
  new_subscriptions_revenue: currency("New Subscriptions Revenue"),
  new_subscriptions_net_revenue: currency("New Subscriptions Net Revenue"),
  renewed_subscriptions: scalar("Renewed Subscriptions"),
  renewed_subscriptions_revenue: currency("Renewed Subscriptions Revenue"),
  renewed_subscriptions_net_revenue: currency("Renewed Subscriptions Net Revenue"),
  // Subscriptions at the end of each period.
  active_subscriptions: scalar("Active Subscriptions", "last"),
  committed_subscriptions: scalar("Committed Subscriptions", "last"),
  monthly_recurring_revenue: currency("Monthly Recurring Revenue", "last"),
  committed_monthly_recurring_revenue: currency("Committed Monthly Recurring Revenue", "last"),
  trial_monthly_recurring_revenue: currency("Trial Monthly Recurring Revenue", "last"),
  annual_recurring_revenue: currency("Annual Recurring Revenue", "last"),
  committed_annual_recurring_revenue: currency("Committed Annual Recurring Revenue", "last"),
  average_revenue_per_user: currency("Average Revenue Per User", "last"),
  // Checkouts (by the time they were opened).
  checkouts: scalar("Checkouts"),
  succeeded_checkouts: scalar("Succeeded Checkouts"),
  checkouts_conversion: percentage("Checkouts Conversion Rate"),
  // Cancellations and churn.
  canceled_subscriptions: scalar("Canceled Subscriptions"),
  ...cancellationMetrics,
  churned_subscriptions: scalar("Churned Subscriptions"),
  churn_rate: percentage("Churn Rate"),
} satisfies Record<string, Definition>;

export type MetricSlug = keyof typeof METRICS;
export const METRIC_SLUGS = Object.keys(METRICS) as [MetricSlug, ...MetricSlug[]];

/** One period's (or the totals') value of every metric. */
export type MetricValues = Record<MetricSlug, number>;
