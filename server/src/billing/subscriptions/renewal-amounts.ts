import { recurringInterval } from "../products/price-schemas.ts";
import { periodBoundary } from "./period.ts";
import type { ProrationRow } from "./proration-repository.ts";
import type { SubscriptionRow } from "./repository.ts";

/**
 * What a claimed period charges (before tax): the price, less the discount when the discount's
 * duration still covers the period, plus the prorations taken for it (plan changes; credits < 0).
 *
 * Discount durations (Polar's), from the discount's start period (0 for the checkout's; the next
 * period for one set later): `once` — that period only (period 0: the checkout's, or the first paid
 * period after a trial); `forever` — every period; `repeating` — the periods that start within
 * `duration_in_months` months of the billing anchor (period 0's start), so 3 months on a monthly
 * plan discounts three periods. Rows from before durations were stored (null) keep their stored
 * per-renewal discount.
 */
export type RenewalCharge = { amount: number; discount: number; proration: number; carriedCredit: number };

type DiscountedRow = Pick<
  SubscriptionRow,
  | "renewal_discount_amount"
  | "discount_duration"
  | "discount_duration_in_months"
  | "discount_start_period"
  | "billing_anchor"
  | "recurring_interval"
  | "recurring_interval_count"
  | "amount"
>;

export function periodDiscount(row: DiscountedRow, periodNumber: number, periodStart: string): number {
  const amount = Math.min(row.amount, row.renewal_discount_amount);
  const start = row.discount_start_period ?? 0;
  if (amount <= 0 || periodNumber < start) return 0;
  switch (row.discount_duration) {
    case "once":
      return periodNumber === start ? amount : 0;
    case "repeating": {
      const from =
        start <= 0
          ? row.billing_anchor
          : periodBoundary(
              row.billing_anchor,
              recurringInterval.parse(row.recurring_interval),
              row.recurring_interval_count,
              start,
            );
      return periodStart < periodBoundary(from, "month", row.discount_duration_in_months ?? 1, 1) ? amount : 0;
    }
    default:
      return amount;
  }
}

export function renewalCharge(
  row: SubscriptionRow,
  periodNumber: number,
  periodStart: string,
  prorations: ProrationRow[],
): RenewalCharge {
  const discount = periodDiscount(row, periodNumber, periodStart);
  const net = row.amount - discount;
  const prorated = prorations.reduce((sum, item) => sum + item.amount, 0);
  // Never below 0: a larger credit is carried to the next period.
  const proration = Math.max(prorated, -net);
  return { amount: net + proration, discount, proration, carriedCredit: prorated - proration };
}
