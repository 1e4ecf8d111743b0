import { formatDate } from "../../../lib/format";
import { formatAmount } from "../../billing-products/lib/types";
import type { CheckoutPublic } from "./types";

/** "every month", "every 3 months". */
function everyInterval(interval: string, count: number): string {
  return count === 1 ? `every ${interval}` : `every ${count} ${interval}s`;
}

/**
 * What a subscription costs now and later, in words the buyer reads before paying:
 * "$19.00 today, then $19.00 every month; cancel anytime", "Free until Dec 24, 2026, then $19.00
 * every month; cancel anytime". A discount for the first payment only, or for the first months,
 * is spelled out; later payments are shown before tax when tax is not yet known. Null for a
 * one-time purchase.
 */
export function recurringTerms(checkout: CheckoutPublic): string | null {
  const interval = checkout.product?.recurring_interval;
  if (!interval) return null;
  const every = everyInterval(interval, checkout.product?.recurring_interval_count ?? 1);
  const money = (amount: number) => formatAmount(amount, checkout.currency);
  const discount = checkout.discount;
  const now = money(checkout.total_amount);
  // Without the discount: what the price costs once the discount is over, with tax at today's rate
  // when it is known (today's tax is on the discounted amount, so it is scaled, not reused).
  const laterTax =
    checkout.tax_amount === null || checkout.net_amount === 0
      ? 0
      : Math.round((checkout.amount * checkout.tax_amount) / checkout.net_amount);
  const undiscounted = money(checkout.amount + laterTax);
  const regular = `${undiscounted} ${every}`;
  const afterFirst =
    discount?.duration === "once"
      ? regular
      : discount?.duration === "repeating"
        ? `${now} ${every} until the discount ends after ${discount.duration_in_months} months, then ${regular}`
        : `${now} ${every}`;
  const first = checkout.trial_end !== null ? `Free until ${formatDate(checkout.trial_end)}` : `${now} today`;
  return `${first}, then ${afterFirst}; cancel anytime`;
}

/** The button's words: "Subscribe" (or "Start free trial") for a subscription, "Pay $19.00" once. */
export function payLabelOf(checkout: CheckoutPublic, needsCard: boolean): string {
  if (checkout.trial_end !== null || checkout.active_trial_interval !== null) return "Start free trial";
  if (checkout.product?.recurring_interval) return "Subscribe";
  if (needsCard) return `Pay ${formatAmount(checkout.total_amount, checkout.currency)}`;
  return checkout.is_payment_required ? "Confirm" : "Get it for free";
}

/** The confirmation's first words: what happened to the buyer's money. */
export function outcomeOf(checkout: CheckoutPublic): { title: string; sentence: string } {
  if (checkout.trial_end !== null)
    return { title: "Free trial started", sentence: "Your free trial has started; nothing was charged today" };
  if (checkout.total_amount === 0) return { title: "Order confirmed", sentence: "Your order is confirmed" };
  return {
    title: "Payment successful",
    sentence: `You paid ${formatAmount(checkout.total_amount, checkout.currency)}`,
  };
}
