import { formatCount, seatBounds, seatTiersText, tiersText } from "./money.js";
import type { StaticPrice } from "./plans.js";
import type { PriceWords } from "./price-text.js";
import { unitNounsOf } from "./unit-nouns.js";

/**
 * A price bought by quantity, as its card asks for it: seats of a seat-based price, units of a
 * unit-based one. Both are bounded (the server refuses a count outside the bounds) and priced by
 * the same tier arithmetic; the chosen count goes to the checkout under `kind`.
 */
export interface Quantity {
  kind: "seats" | "units";
  min: number;
  /** Null: no upper bound. */
  max: number | null;
  /** The count field's label: "Seats", "Number of devices". */
  label: string;
  /** The tiers in words, under the field. */
  description: string;
  /** Why `count` cannot be bought, or null when it can. */
  problem(count: number): string | null;
}

const outOfBounds = (count: number, min: number, max: number | null) =>
  !Number.isInteger(count) || count < min || (max !== null && count > max);

/** How a price is bought by quantity, or null when it is not (fixed, pay what you want, free). */
export function quantityOf(price: StaticPrice, words: PriceWords): Quantity | null {
  const { t, language, formatLocale } = words;
  if (price.amount_type === "seat_based") {
    const { min, max } = seatBounds(price.seat_tiers.tiers);
    return {
      kind: "seats",
      min,
      max,
      label: t("pricingTable.seats"),
      description: seatTiersText(price, formatLocale, t),
      problem: (count) =>
        !outOfBounds(count, min, max)
          ? null
          : max === null
            ? t("pricingTable.seatsAtLeast", { count: min })
            : t("pricingTable.seatsBetween", { min, max }),
    };
  }
  if (price.amount_type === "unit_based") {
    const nouns = unitNounsOf(price.unit_label, language, t);
    const min = price.minimum_units ?? 1;
    const max = price.maximum_units ?? price.tiers.tiers.at(-1)?.bound ?? null;
    return {
      kind: "units",
      min,
      max,
      label: t("pricingTable.unitsLabel", { units: nouns.plural }),
      description: tiersText(price.tiers, price.price_currency, formatLocale, nouns, t),
      problem: (count) =>
        !outOfBounds(count, min, max)
          ? null
          : max === null
            ? t("pricingTable.unitsAtLeast", { min: formatCount(min, formatLocale), units: nouns.plural })
            : t("pricingTable.unitsBetween", {
                min: formatCount(min, formatLocale),
                max: formatCount(max, formatLocale),
                units: nouns.plural,
              }),
    };
  }
  return null;
}
