import type { AnyProductPrice } from "../products/schemas.ts";
import { seatsAmount } from "../products/seat-tiers.ts";
import { tieredAmount } from "../products/tier-amounts.ts";

/**
 * A price bought by quantity: seats of a `seat_based` price or units of a `unit_based` one. Both
 * are priced by the same tier arithmetic (products/tiers.ts) and bounded by their tiers (the
 * first tier's start or `minimum_units`, the last tier's bound); checkouts, links, draft orders
 * and subscription changes go through this one description so the rules cannot drift apart.
 */
export type QuantityKind = "seats" | "units";

export type Quantity = {
  kind: QuantityKind;
  minimum: number;
  /** null: no upper bound. */
  maximum: number | null;
  /** What `count` of them costs, in cents. */
  amount: (count: number) => number;
};

/** How a price is bought by quantity, or null when it is not (fixed, custom, free, metered). */
export function quantityOf(price: AnyProductPrice): Quantity | null {
  if (price.amount_type === "seat_based") {
    const tiers = price.seat_tiers;
    return {
      kind: "seats",
      minimum: tiers.minimum_seats,
      maximum: tiers.maximum_seats,
      amount: (count) => seatsAmount(tiers, count),
    };
  }
  if (price.amount_type === "unit_based") {
    const tiers = price.tiers;
    return {
      kind: "units",
      minimum: price.minimum_units ?? 1,
      maximum: price.maximum_units,
      amount: (count) => tieredAmount(tiers, count),
    };
  }
  return null;
}

type QuantityProblem = {
  msg: string;
  type: "greater_than_equal" | "less_than_equal";
  ctx: Record<string, string | number>;
};

/**
 * Polar's refusal of a count outside the price's bounds (its wording, a code and the bound in
 * `ctx`: `seats_minimum`, `units_maximum`, ...), or null when it fits.
 */
export function quantityProblem(quantity: Quantity, count: number): QuantityProblem | null {
  const { kind, minimum, maximum } = quantity;
  if (count < minimum)
    return {
      msg: `Minimum ${minimum} ${kind} required.`,
      type: "greater_than_equal",
      ctx: { code: `${kind}_minimum`, ge: minimum },
    };
  if (maximum !== null && count > maximum)
    return {
      msg: `Maximum ${maximum} ${kind} allowed.`,
      type: "less_than_equal",
      ctx: { code: `${kind}_maximum`, le: maximum },
    };
  return null;
}

/** The counts a checkout, order or subscription holds, one of them set at most (by the price). */
export type Counts = { seats: number | null; units: number | null };

/** Counts holding `count` of the price's kind (both null when the price is not bought by quantity). */
export function countsFor(quantity: Quantity | null, count: number | null): Counts {
  return {
    seats: quantity?.kind === "seats" ? count : null,
    units: quantity?.kind === "units" ? count : null,
  };
}

/** Polar's per-locale unit nouns: `{"en": {"=1": "device", "other": "devices"}}`. */
type UnitLabels = Record<string, Record<string, string>>;

const DEFAULT_UNIT_NOUNS: Record<string, string> = { "=1": "unit", other: "units" };

/** The unit nouns for a locale: its own, its language's, English, the first given, else "unit"/"units". */
function nounsFor(labels: UnitLabels | null, locale: string): Record<string, string> {
  if (!labels) return DEFAULT_UNIT_NOUNS;
  const language = locale.split("-")[0] ?? locale;
  return labels[locale] ?? labels[language] ?? labels.en ?? Object.values(labels)[0] ?? DEFAULT_UNIT_NOUNS;
}

/**
 * "12 devices": a count with its noun in the locale. Forms are chosen as ICU does: an exact
 * `=N` form first, then the locale's plural category (`one`, `few`, ...), then `other`.
 */
function unitsPhrase(labels: UnitLabels | null, count: number, locale: string | null): string {
  const tag = locale ?? "en";
  const nouns = nounsFor(labels, tag);
  let category = "other";
  try {
    category = new Intl.PluralRules(tag).select(count);
  } catch {
    // An unknown locale tag: English rules.
    category = new Intl.PluralRules("en").select(count);
  }
  const noun = nouns[`=${count}`] ?? nouns[category] ?? nouns.other ?? Object.values(nouns)[0] ?? "";
  let number = String(count);
  try {
    number = new Intl.NumberFormat(tag).format(count);
  } catch {
    // Unknown locale: plain digits.
  }
  return `${number} ${noun}`.trim();
}

/** An invoice line's label: the product, with the units bought when its price is unit-based. */
export function lineLabel(
  productName: string,
  price: AnyProductPrice | undefined,
  units: number | null,
  locale: string | null,
): string {
  if (price?.amount_type !== "unit_based" || units === null) return productName;
  return `${productName} (${unitsPhrase(price.unit_label, units, locale)})`;
}
