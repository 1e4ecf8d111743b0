import { sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import { bucketStartOf } from "../common/sql/time-buckets.ts";

/**
 * The metrics' queries. Orders and checkouts (totals-repository.ts) are counted by the database
 * per slot — a UTC day or hour, a plain `substr` of the timestamp — and the slots summed into
 * periods; subscriptions (`startedSubscriptions` below), far fewer, are read once and laid over
 * the periods in memory (subscription-series.ts).
 */

/** Who and what the figures cover (the query's filters), within one organization. */
export type MetricsScope = {
  organizationId: string;
  /** Money is summed in this currency only: the query's `currency`, else the organization's default. */
  currency: string;
  /**
   * The query named the currency: counts (orders, subscriptions, checkouts) cover only what was
   * sold in it too, so that each currency's figures stand alone. Without it, counts take every
   * currency, as Polar's (which converts money to one currency) do.
   */
  currencyOnly: boolean;
  productIds?: readonly string[] | undefined;
  customerIds?: readonly string[] | undefined;
  /** Only one-time purchases, or only subscriptions; both or neither is no filter. */
  billingType?: "one_time" | "recurring" | undefined;
};

/** Aggregates come back as numbers, bigints or numeric text depending on the dialect. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/**
 * The period of a per-slot subquery's row (`per_slot.slot`, a prefix of `length` characters),
 * as an SQL expression, and the period's full start from what that expression answers.
 */
export function periodOfSlot(db: Executor, boundaries: readonly string[], length: number) {
  const prefixes = boundaries.map((boundary) => boundary.slice(0, length));
  const starts = new Map(boundaries.map((boundary) => [boundary.slice(0, length), boundary]));
  return {
    expression: bucketStartOf(db, sql.ref("per_slot.slot"), prefixes),
    startOf: (bucket: unknown) => starts.get(String(bucket)) ?? String(bucket),
  };
}

const DISCOUNT_COLUMNS = [
  "id",
  "period_number",
  "current_period_start",
  "billing_anchor",
  "renewal_discount_amount",
  "discount_duration",
  "discount_duration_in_months",
  "discount_start_period",
] as const;

/**
 * The subscriptions that ever started, with what the series needs of each: as few columns as
 * will do, since reading rows costs by the value (a year's metrics read every subscription).
 * `amount` is null in another currency than the scope's; `end_at` is when it ended or will;
 * what a discount needs is read only for the few subscriptions that have one.
 */
export async function startedSubscriptions(db: Executor, scope: MetricsScope) {
  let query = scoped(db, scope.organizationId)
    .selectFrom("billing_subscription")
    .where("billing_subscription.started_at", "is not", null);
  if (scope.productIds?.length) query = query.where("billing_subscription.product_id", "in", [...scope.productIds]);
  if (scope.customerIds?.length) query = query.where("billing_subscription.customer_id", "in", [...scope.customerIds]);
  if (scope.currencyOnly) query = query.where("billing_subscription.currency", "=", scope.currency);
  const [rows, discounted] = await Promise.all([
    query
      .select([
        sql<
          string | null
        >`case when billing_subscription.renewal_discount_amount > 0 then billing_subscription.id end`.as(
          "discounted_id",
        ),
        "customer_id",
        sql<
          number | null
        >`case when billing_subscription.currency = ${scope.currency} then billing_subscription.amount end`.as(
          "amount",
        ),
        "recurring_interval",
        "recurring_interval_count",
        sql<string>`billing_subscription.started_at`.as("started_at"),
        sql<string | null>`coalesce(billing_subscription.ended_at, billing_subscription.ends_at)`.as("end_at"),
        "canceled_at",
        "trial_end",
        "customer_cancellation_reason",
      ])
      .execute(),
    query.where("billing_subscription.renewal_discount_amount", ">", 0).select(DISCOUNT_COLUMNS).execute(),
  ]);
  const discounts = new Map(discounted.map((row) => [row.id, row]));
  // Copied only when discounted: most rows are handed on as read.
  return rows.map((row): typeof row & { discount?: (typeof discounted)[number] | undefined } =>
    row.discounted_id ? { ...row, discount: discounts.get(row.discounted_id) } : row,
  );
}
export type StartedSubscription = Awaited<ReturnType<typeof startedSubscriptions>>[number];
