/**
 * The tier arithmetic of tiered prices, exactly as the server computes an invoice (the rounding
 * rule is in docs/guides/billing.md), so the form's example is what the customer will pay.
 *
 * Rates are decimal strings of cents (up to 12 decimal places, Polar's wire shape). Amounts are
 * computed exactly, as integers scaled by 10^12, and rounded once, half up, to whole cents: the
 * total, never each tier.
 */

export type TierType = "volume" | "graduated";
export interface Tier {
  /** The last unit of the tier (inclusive); null: no limit. */
  bound: number | null;
  /** Cents per unit, a decimal string. */
  unit_amount: string;
}
export interface Tiers {
  type: TierType;
  tiers: readonly Tier[];
}

const SCALE_DIGITS = 12;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

/** Cents with up to 12 decimals, as the server accepts them. */
const CENTS = /^\d{1,17}(\.\d{1,12})?$/;
/** The same amount typed in major units: two more decimals. */
const MAJOR = /^(\d{1,15}(\.\d{0,14})?|\.\d{1,14})$/;

/** A non-negative decimal string as an integer scaled by 10^12 (extra decimals are cut). */
function toScaled(value: string): bigint {
  const [whole = "0", fraction = ""] = value.split(".");
  return BigInt(whole || "0") * SCALE + BigInt(fraction.padEnd(SCALE_DIGITS, "0").slice(0, SCALE_DIGITS) || "0");
}

/** A sum of products of two scaled values, rounded half up to whole cents. */
function roundedCents(scaledProductSum: bigint): number {
  const divisor = SCALE * SCALE;
  return Number((scaledProductSum + divisor / 2n) / divisor);
}

const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * What `quantity` units cost on these tiers, in whole cents. Volume: every unit at the rate of the
 * tier the quantity falls in; graduated: each tier's units at its own rate. A quantity beyond the
 * last bound is priced at the last tier's rate; zero or less costs nothing.
 */
export function tieredAmount(tiers: Tiers, quantity: number): number {
  if (!(quantity > 0) || tiers.tiers.length === 0) return 0;
  const units = BigInt(Math.floor(quantity)) * SCALE;
  if (tiers.type === "volume") {
    const reached = tiers.tiers.find((tier) => tier.bound == null || quantity <= tier.bound) ?? tiers.tiers.at(-1);
    return roundedCents(units * toScaled(reached?.unit_amount ?? "0"));
  }
  let sum = 0n;
  let counted = 0n;
  for (const [index, tier] of tiers.tiers.entries()) {
    const last = index === tiers.tiers.length - 1;
    const upTo = tier.bound == null || last ? units : smaller(units, BigInt(tier.bound) * SCALE);
    if (upTo > counted) {
      sum += (upTo - counted) * toScaled(tier.unit_amount);
      counted = upTo;
    }
    if (counted >= units) break;
  }
  return roundedCents(sum);
}

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
