import { formatMoney } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { formatDate } from "../../../lib/format";
import type { CheckoutPublic } from "./types";

/** "every month", "every 3 months". */
function everyInterval(interval: string, count: number): string {
  return i18n.t("checkout:terms.every", { interval, count });
}

/** Without the discount: the price with tax at today's rate when it is known (today's is on the discounted amount, so it is scaled, not reused). */
function undiscountedAmount(checkout: CheckoutPublic): number {
  const laterTax =
    checkout.tax_amount === null || checkout.net_amount === 0
      ? 0
      : Math.round((checkout.amount * checkout.tax_amount) / checkout.net_amount);
  return checkout.amount + laterTax;
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
  const money = (amount: number) => formatMoney(amount, checkout.currency);
  const discount = checkout.discount;
  const now = money(checkout.total_amount);
  const regular = i18n.t("checkout:terms.recurring", { amount: money(undiscountedAmount(checkout)), every });
  const afterFirst =
    discount?.duration === "once"
      ? regular
      : discount?.duration === "repeating"
        ? i18n.t("checkout:terms.untilDiscountEnds", {
            amount: now,
            every,
            months: discount.duration_in_months,
            regular,
          })
        : i18n.t("checkout:terms.recurring", { amount: now, every });
  const first =
    checkout.trial_end !== null
      ? i18n.t("checkout:terms.freeUntil", { date: formatDate(checkout.trial_end) })
      : i18n.t("checkout:terms.today", { amount: now });
  return i18n.t("checkout:terms.sentence", { first, later: afterFirst });
}

/** The button's words: "Subscribe" (or "Start free trial") for a subscription, "Pay $19.00" once. */
export function payLabelOf(checkout: CheckoutPublic, needsCard: boolean): string {
  if (checkout.trial_end !== null || checkout.active_trial_interval !== null) return i18n.t("checkout:pay.startTrial");
  if (checkout.product?.recurring_interval) return i18n.t("checkout:pay.subscribe");
  if (needsCard) return i18n.t("checkout:pay.pay", { amount: formatMoney(checkout.total_amount, checkout.currency) });
  return checkout.is_payment_required ? i18n.t("checkout:pay.confirm") : i18n.t("checkout:pay.free");
}

/** The confirmation's first words: what happened to the buyer's money. */
export function outcomeOf(checkout: CheckoutPublic): { title: string; sentence: string } {
  if (checkout.trial_end !== null)
    return { title: i18n.t("checkout:outcome.trialTitle"), sentence: i18n.t("checkout:outcome.trialSentence") };
  if (checkout.total_amount === 0)
    return { title: i18n.t("checkout:outcome.orderTitle"), sentence: i18n.t("checkout:outcome.orderSentence") };
  return {
    title: i18n.t("checkout:outcome.paidTitle"),
    sentence: i18n.t("checkout:outcome.paidSentence", {
      amount: formatMoney(checkout.total_amount, checkout.currency),
    }),
  };
}
