/**
 * Tiered prices in the form: the server's own tier arithmetic (so the form's example is what an
 * invoice charges; the rounding rule is in docs/guides/billing.md) and the conversions between a
 * rate typed in the currency's major unit and the wire's decimal string of cents.
 */

export type { Tier, Tiers, TierType } from "../../../../../server/src/billing/products/tier-amounts.ts";
export { tieredAmount } from "../../../../../server/src/billing/products/tier-amounts.ts";

/** Cents with up to 12 decimals, as the server accepts them. */
const CENTS = /^\d{1,17}(\.\d{1,12})?$/;
/** The same amount typed in major units: two more decimals. */
const MAJOR = /^(\d{1,15}(\.\d{0,14})?|\.\d{1,14})$/;

/** A rate typed in major units ("0.005" dollars) is one the form can send. */
export const isMajorDecimal = (value: string): boolean => value.trim() !== "" && MAJOR.test(value.trim());

function trimmed(whole: string, fraction: string): string {
  const w = whole.replace(/^0+(?=\d)/, "") || "0";
  const f = fraction.replace(/0+$/, "");
  return f ? `${w}.${f}` : w;
}

/** "0.005" (dollars) → "0.5" (cents), by moving the decimal point: no float on the way. */
export function majorToCents(major: string): string {
  const [whole = "", fraction = ""] = major.trim().split(".");
  const padded = fraction.padEnd(2, "0");
  return trimmed(`${whole}${padded.slice(0, 2)}`, padded.slice(2));
}

/** "0.5" (cents) → "0.005" (dollars). */
export function centsToMajor(cents: string): string {
  const [whole = "", fraction = ""] = cents.trim().split(".");
  const padded = whole.padStart(3, "0");
  return trimmed(padded.slice(0, -2), `${padded.slice(-2)}${fraction}`);
}

/** A rate typed in major units as the wire's decimal string of cents (left as typed when not a number: the checks say why). */
export const rateToCents = (major: string): string => (isMajorDecimal(major) ? majorToCents(major) : major.trim());

/** A cents rate the server takes (at most 12 decimals once converted). */
export const isCentsDecimal = (cents: string): boolean => CENTS.test(cents);
