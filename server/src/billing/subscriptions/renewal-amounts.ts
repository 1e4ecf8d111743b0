import type { ProrationRow, SubscriptionRow } from "./repository.ts";
import { periodBoundary } from "./period.ts";

/**
 * What a claimed period charges (before tax): the price, less the discount when the discount's
 * duration still covers the period, plus the prorations taken for it (plan changes; credits < 0).
 *
 * Discount durations (Polar's): `once` — period 0 only (the checkout's, or the first paid period
 * after a trial); `forever` — every period; `repeating` — the periods that start within
 * `duration_in_months` months of the billing anchor (period 0's start), so 3 months on a monthly
 * plan discounts three periods. Rows from before durations were stored (null) keep their stored
 * per-renewal discount.
 */
export type RenewalCharge = { amount: number; discount: number; proration: number; carriedCredit: number };

export function periodDiscount(row: Pick<SubscriptionRow, "renewal_discount_amount" | "discount_duration" | "discount_duration_in_months" | "billing_anchor" | "amount">, periodNumber: number, periodStart: string): number {
  const amount = Math.min(row.amount, row.renewal_discount_amount);
  if (amount <= 0) return 0;
  switch (row.discount_duration) {
    case "once":
      return periodNumber === 0 ? amount : 0;
    case "repeating":
      return periodStart < periodBoundary(row.billing_anchor, "month", row.discount_duration_in_months ?? 1, 1) ? amount : 0;
    default:
      return amount;
  }
}

export function renewalCharge(row: SubscriptionRow, periodNumber: number, periodStart: string, prorations: ProrationRow[]): RenewalCharge {
  const discount = periodDiscount(row, periodNumber, periodStart);
  const net = row.amount - discount;
  const prorated = prorations.reduce((sum, item) => sum + item.amount, 0);
  // Never below 0: a larger credit is carried to the next period.
  const proration = Math.max(prorated, -net);
  return { amount: net + proration, discount, proration, carriedCredit: prorated - proration };
}
