import type { Translate } from "../../i18n/index.js";
import { formatMoney, intervalText, seatTotal, tiersText } from "./money.js";
import type { PlanOption } from "./plans.js";
import type { MeteredPrice } from "./storefront.js";
import { tieredAmount } from "./tiers.js";
import { unitNounsOf } from "./unit-nouns.js";

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

/** The words a price is written with: the components' language and the amounts' format. */
export interface PriceWords {
  t: Translate;
  /** The components' language (one of the catalogs' tags). */
  language: string;
  /** The tag amounts are written with. */
  formatLocale: string;
}

/**
 * A metered charge on top: "+ $0.05 per unit of API calls", or its tiers: "+ Storage: $0.10 per
 * unit for 1–1,000 units, $0.05 per unit for 1,001+ units, each range at its own rate"; a cap adds
 * "at most $50.00". A meter's units have no seller's noun: the components' "unit"/"units".
 */
function meteredText(metered: MeteredPrice, words: PriceWords): string {
  const { t, language, formatLocale } = words;
  const charge =
    metered.amount_type === "metered_unit"
      ? t("pricingTable.perUnit", {
          price: formatMoney(Number(metered.unit_amount), metered.price_currency, formatLocale, true),
          meter: metered.meter.name,
        })
      : t("pricingTable.meteredTiers", {
          meter: metered.meter.name,
          tiers: tiersText(metered.tiers, metered.price_currency, formatLocale, unitNounsOf(null, language, t), t),
        });
  return metered.cap_amount === null
    ? charge
    : t("pricingTable.capped", { charge, cap: formatMoney(metered.cap_amount, metered.price_currency, formatLocale) });
}

/** What an option costs, in `words` (`count`: the seats or units chosen for a price bought by quantity). */
export function priceText(option: PlanOption, count: number, words: PriceWords): PriceText {
  const { price } = option;
  const { t, formatLocale } = words;
  const money = (amount: number) => formatMoney(amount, price.price_currency, formatLocale);
  const periodCount = option.intervalCount;
  const period = option.interval ? intervalText(option.interval, periodCount, t) : null;
  const extras = option.metered.map((metered) => meteredText(metered, words));
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
      return { amount: money(seatTotal(price.seat_tiers, count)), period, periodCount, extras };
    case "unit_based":
      return { amount: money(tieredAmount(price.tiers, count)), period, periodCount, extras };
  }
}
