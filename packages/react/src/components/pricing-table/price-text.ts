import type { Translate } from "../../i18n/index.js";
import { formatMoney, intervalText, seatTotal } from "./money.js";
import type { PlanOption } from "./plans.js";

export interface PriceText {
  /** The amount to show large: "$12.00", "Free", "Pay what you want". */
  amount: string;
  /** "month" for a monthly price, null for a one-time one. */
  period: string | null;
  /** How many periods one charge covers: 3 for "every 3 months". */
  periodCount: number;
  /** Extra lines: metered charges on top. */
  extras: string[];
}

/** What an option costs, in `t`'s words and `locale`'s number format (`seats` for a seat-based price). */
export function priceText(option: PlanOption, seats: number, locale: string, t: Translate): PriceText {
  const { price } = option;
  const money = (amount: number) => formatMoney(amount, price.price_currency, locale);
  const periodCount = option.intervalCount;
  const period = option.interval ? intervalText(option.interval, periodCount, t) : null;
  const extras = option.metered.map((metered) =>
    t("pricingTable.perUnit", {
      price: formatMoney(Number(metered.unit_amount), metered.price_currency, locale, true),
      meter: metered.meter.name,
    }),
  );
  switch (price.amount_type) {
    case "fixed":
      return { amount: money(price.price_amount), period, periodCount, extras };
    case "free":
      return { amount: t("pricingTable.free"), period: null, periodCount, extras };
    case "custom":
      return {
        amount:
          price.minimum_amount > 0
            ? t("pricingTable.from", { price: money(price.minimum_amount) })
            : t("pricingTable.payWhatYouWant"),
        period,
        periodCount,
        extras,
      };
    case "seat_based":
      return { amount: money(seatTotal(price.seat_tiers, seats)), period, periodCount, extras };
  }
}
