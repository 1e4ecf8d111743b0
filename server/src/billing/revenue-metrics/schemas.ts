import { z } from "@hono/zod-openapi";
import { repeatedQuery } from "../common/query.ts";
import { datetime, uuid } from "../common/schemas.ts";
import { timeInterval } from "../common/zoned-buckets.ts";
import { METRIC_SLUGS, METRICS, type MetricSlug } from "./definitions.ts";

/** Wire shapes of `/v1/metrics` (Polar `MetricsResponse`, `MetricsLimits`). */

const isoDate = z.iso.date();

export const productBillingType = z.enum(["one_time", "recurring"]).openapi("ProductBillingType");

export const metricsQuery = z.object({
  start_date: isoDate.meta({ description: "Start date (YYYY-MM-DD), in `timezone`." }),
  end_date: isoDate.meta({ description: "End date (YYYY-MM-DD), in `timezone`; included." }),
  timezone: z
    .string()
    .default("UTC")
    .meta({ description: "IANA time zone of the periods (a day is that zone's day). Default UTC." }),
  interval: timeInterval.meta({ description: "Interval between two timestamps." }),
  organization_id: repeatedQuery(uuid).optional().meta({ description: "Filter by organization ID." }),
  product_id: repeatedQuery(uuid).optional().meta({ description: "Filter by product ID." }),
  billing_type: repeatedQuery(productBillingType).optional().meta({
    description:
      "Filter by billing type. `recurring` will filter data corresponding to subscriptions creations or renewals. `one_time` will filter data corresponding to one-time purchases.",
  }),
  customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, "Currency must be a three-letter ISO 4217 code.")
    .toLowerCase()
    .optional()
    .meta({
      description:
        "Gatehouse extension: the metrics of what was sold in this currency only (money and counts). Without it, money is in the organization's default presentment currency and counts cover every currency. Amounts are never converted.",
    }),
  metrics: repeatedQuery(z.enum(METRIC_SLUGS))
    .optional()
    .meta({ description: "List of metric slugs to focus on. When provided, only the queried metrics are returned." }),
});
export type MetricsQuery = z.infer<typeof metricsQuery>;

const metricValue = (slug: MetricSlug) => (METRICS[slug].type === "percentage" ? z.number() : z.number().int());

/** Every metric, optional: a `metrics` filter answers only those asked for. */
const valueFields = Object.fromEntries(METRIC_SLUGS.map((slug) => [slug, metricValue(slug).optional()])) as Record<
  MetricSlug,
  z.ZodOptional<z.ZodNumber>
>;

export const metricPeriod = z.object({ timestamp: datetime, ...valueFields }).openapi("MetricPeriod");
export const metricsTotals = z.object(valueFields).openapi("MetricsTotals");

export const metric = z
  .object({
    slug: z.string(),
    display_name: z.string(),
    type: z.enum(["scalar", "currency", "currency_sub_cent", "percentage"]).openapi("MetricType"),
  })
  .openapi("Metric");

export const metricsResponse = z
  .object({
    periods: z.array(metricPeriod).meta({ description: "List of data for each timestamp." }),
    totals: metricsTotals,
    metrics: z
      .object(
        Object.fromEntries(METRIC_SLUGS.map((slug) => [slug, metric.optional()])) as Record<
          MetricSlug,
          z.ZodOptional<typeof metric>
        >,
      )
      .openapi("Metrics"),
  })
  .openapi("MetricsResponse");
export type MetricsResponse = z.infer<typeof metricsResponse>;

const intervalLimit = z
  .object({ min_days: z.number().int(), max_days: z.number().int() })
  .openapi("MetricsIntervalLimit");

export const metricsLimits = z
  .object({
    min_date: isoDate.meta({ description: "Minimum date to get metrics." }),
    intervals: z
      .object({
        hour: intervalLimit,
        day: intervalLimit,
        week: intervalLimit,
        month: intervalLimit,
        year: intervalLimit,
      })
      .openapi("MetricsIntervalsLimits"),
  })
  .openapi("MetricsLimits");
export type MetricsLimits = z.infer<typeof metricsLimits>;
