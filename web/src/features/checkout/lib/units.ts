import { formatNumber } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import type { CheckoutPublic, UnitBasedPrice, UnitLabel } from "./types";

/**
 * A unit-based price bought by quantity: the units the buyer picks, named with the price's
 * `unit_label` in the page's language as the server names them on invoices (an exact `=N` form,
 * then the language's plural category, then `other`; the language, else English, else the first
 * one given), else the catalog's "unit"/"units".
 */

/** The checkout's unit-based price, or null for any other kind. */
export function unitPriceOf(checkout: CheckoutPublic): UnitBasedPrice | null {
  const price = checkout.product_price;
  return price?.amount_type === "unit_based" ? price : null;
}

function nounsFor(labels: UnitLabel, language: string): Record<string, string> | undefined {
  const base = language.split("-")[0] ?? language;
  return labels[language] ?? labels[base] ?? labels.en ?? Object.values(labels)[0];
}

/** "12 credits": a count and its noun in the page's language. */
export function unitsPhrase(labels: UnitLabel | null, count: number): string {
  const language = i18n.language || "en";
  const nouns = labels ? nounsFor(labels, language) : undefined;
  if (!nouns) return i18n.t("checkout:units.phrase", { count, formatted: formatNumber(count) });
  let category = "other";
  try {
    category = new Intl.PluralRules(language).select(count);
  } catch {
    category = new Intl.PluralRules("en").select(count);
  }
  const noun = nouns[`=${count}`] ?? nouns[category] ?? nouns.other ?? Object.values(nouns)[0] ?? "";
  return `${formatNumber(count)} ${noun}`.trim();
}

/** The order summary's units line ("12 credits"), or null when the price is not unit-based. */
export function unitsSummary(checkout: CheckoutPublic): string | null {
  const price = unitPriceOf(checkout);
  if (!price || checkout.units == null) return null;
  return unitsPhrase(price.unit_label, checkout.units);
}

/** "At least 5" or "From 5 to 1,000": the price's bounds. */
export function unitBounds(checkout: CheckoutPublic): string {
  const min = checkout.min_units ?? 1;
  const max = checkout.max_units ?? null;
  if (max === null) return i18n.t("checkout:units.atLeast", { min: formatNumber(min) });
  return i18n.t("checkout:units.between", { min: formatNumber(min), max: formatNumber(max) });
}

/** A unit count the checkout would refuse, as the server would refuse it, or null. */
export function unitCountProblem(checkout: CheckoutPublic, value: number | string): string | null {
  if (!unitPriceOf(checkout)) return null;
  const units = Number(value);
  if (value === "" || !Number.isInteger(units)) return i18n.t("checkout:rules.wholeUnits");
  const min = checkout.min_units ?? 1;
  if (units < min) return i18n.t("checkout:rules.minUnits", { min: formatNumber(min) });
  const max = checkout.max_units ?? null;
  if (max !== null && units > max) return i18n.t("checkout:rules.maxUnits", { max: formatNumber(max) });
  return null;
}
