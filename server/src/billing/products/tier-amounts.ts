/**
 * The arithmetic of tiered prices, with no dependency, so that the web app's product form computes
 * its example exactly as an invoice is computed (web/src/features/billing-products imports it).
 * Each tier covers the units above the previous tier's `bound` up to its own (inclusive); the last
 * bound may be null. Volume: every unit at the rate of the tier the quantity falls in; graduated:
 * each tier's units at its own rate. Rates are decimal strings of cents (up to 12 decimal places);
 * amounts are exact (integers scaled by 10^12) and rounded once, half up, to whole cents.
 */

export type TierType = "volume" | "graduated";
export type Tier = { bound: number | null; unit_amount: string };
export type Tiers = { type: TierType; tiers: Tier[] };

const SCALE_DIGITS = 12;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

/** A non-negative decimal string or number as an integer scaled by 10^12. */
function toScaled(value: string | number): bigint {
  const text = typeof value === "number" ? value.toFixed(SCALE_DIGITS) : value;
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole || "0") * SCALE + BigInt(fraction.padEnd(SCALE_DIGITS, "0").slice(0, SCALE_DIGITS) || "0");
}

/** A product of two scaled values, rounded half up to whole cents. */
function roundedCents(scaledProductSum: bigint): number {
  const divisor = SCALE * SCALE;
  return Number((scaledProductSum + divisor / 2n) / divisor);
}

/**
 * What `quantity` units cost on these tiers, in whole cents (see the module comment). A quantity
 * beyond the last bound is priced at the last tier's rate; zero or less costs nothing.
 */
export function tieredAmount(tiers: Tiers, quantity: number): number {
  if (!(quantity > 0) || tiers.tiers.length === 0) return 0;
  const units = toScaled(quantity);
  if (tiers.type === "volume") {
    const reached = tiers.tiers.find((entry) => entry.bound == null || quantity <= entry.bound) ?? tiers.tiers.at(-1);
    return roundedCents(units * toScaled(reached?.unit_amount ?? "0"));
  }
  let sum = 0n;
  let counted = 0n;
  for (const [index, entry] of tiers.tiers.entries()) {
    const last = index === tiers.tiers.length - 1;
    const upTo = entry.bound == null || last ? units : min(units, BigInt(entry.bound) * SCALE);
    if (upTo > counted) sum += (upTo - counted) * toScaled(entry.unit_amount);
    counted = upTo > counted ? upTo : counted;
    if (counted >= units) break;
  }
  return roundedCents(sum);
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** One unit at a rate, exactly: `units × rate`, rounded half up to cents (metered_unit prices). */
export function unitsAmount(rate: string, quantity: number): number {
  if (!(quantity > 0)) return 0;
  return roundedCents(toScaled(quantity) * toScaled(rate));
}
