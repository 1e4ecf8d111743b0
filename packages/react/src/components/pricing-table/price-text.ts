import { formatMoney, intervalText, seatTotal } from "./money.js";
import type { PlanOption } from "./plans.js";

export interface PriceText {
  /** The amount to show large: "$12.00", "Free", "Pay what you want". */
  amount: string;
  /** "month" for a monthly price, null for a one-time one. */
  period: string | null;
  /** Extra lines: metered charges on top. */
  extras: string[];
}

/** What an option costs, in words and the reader's number format (`seats` for a seat-based price). */
export function priceText(option: PlanOption, seats: number, locale: string | undefined): PriceText {
  const { price } = option;
  const money = (amount: number) => formatMoney(amount, price.price_currency, locale);
  const period = option.interval ? intervalText(option.interval, option.intervalCount) : null;
  const extras = option.metered.map(
    (metered) =>
      `+ ${formatMoney(Number(metered.unit_amount), metered.price_currency, locale, true)} per unit of ${metered.meter.name}`,
  );
  switch (price.amount_type) {
    case "fixed":
      return { amount: money(price.price_amount), period, extras };
    case "free":
      return { amount: "Free", period: null, extras };
    case "custom":
      return {
        amount: price.minimum_amount > 0 ? `From ${money(price.minimum_amount)}` : "Pay what you want",
        period,
        extras,
      };
    case "seat_based":
      return { amount: money(seatTotal(price.seat_tiers, seats)), period, extras };
  }
}
