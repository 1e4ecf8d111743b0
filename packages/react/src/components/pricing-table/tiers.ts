import type { SeatTier, Tiers } from "./storefront.js";

/**
 * The amount of a quantity on tiered prices, computed as Gatehouse computes the checkout's amount
 * (so the total a card shows is the one the buyer pays). Each tier covers the units above the
 * previous tier's `bound` up to its own (inclusive); the last tier's bound may be null.
 *
 * - `volume`: every unit at the rate of the tier the quantity falls in;
 * - `graduated`: each tier's units at that tier's rate, summed.
 *
 * Rates are decimal strings of minor units with up to 12 decimal places: the arithmetic is exact
 * (integers scaled by 10^12) and the total is rounded once, half up, to a whole minor unit. A
 * quantity beyond the last bound is priced at the last tier's rate; zero or less costs nothing.
 * Seat tiers are the same arithmetic, each tier ending at its `max_seats`.
 */

const SCALE_DIGITS = 12;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

/** A non-negative decimal string or number as an integer scaled by 10^12. */
function toScaled(value: string | number): bigint {
  const text = typeof value === "number" ? value.toFixed(SCALE_DIGITS) : value.trim();
  const [whole = "0", fraction = ""] = text.split(".");
  const digits = fraction.padEnd(SCALE_DIGITS, "0").slice(0, SCALE_DIGITS);
  return BigInt(/^\d+$/.test(whole) ? whole : "0") * SCALE + BigInt(/^\d+$/.test(digits) ? digits : "0");
}

/** A sum of products of two scaled values, rounded half up to whole minor units. */
function roundedMinorUnits(scaledProductSum: bigint): number {
  const divisor = SCALE * SCALE;
  return Number((scaledProductSum + divisor / 2n) / divisor);
}

const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/** What `quantity` units cost on `tiers`, in whole minor units (see the module comment). */
export function tieredAmount(tiers: Tiers, quantity: number): number {
  if (!(quantity > 0) || tiers.tiers.length === 0) return 0;
  const units = toScaled(quantity);
  if (tiers.type === "volume") {
    const reached = tiers.tiers.find((tier) => tier.bound === null || quantity <= tier.bound) ?? tiers.tiers.at(-1);
    return roundedMinorUnits(units * toScaled(reached?.unit_amount ?? "0"));
  }
  let sum = 0n;
  let counted = 0n;
  for (const [index, tier] of tiers.tiers.entries()) {
    const last = index === tiers.tiers.length - 1;
    const upTo = tier.bound === null || last ? units : smaller(units, BigInt(tier.bound) * SCALE);
    if (upTo > counted) {
      sum += (upTo - counted) * toScaled(tier.unit_amount);
      counted = upTo;
    }
    if (counted >= units) break;
  }
  return roundedMinorUnits(sum);
}

/** Seat tiers as tiers: each ends at its `max_seats`, its rate the price per seat. */
export function seatTiersAsTiers(seatTiers: { seat_tier_type: "volume" | "graduated"; tiers: SeatTier[] }): Tiers {
  return {
    type: seatTiers.seat_tier_type,
    tiers: seatTiers.tiers.map((tier) => ({ bound: tier.max_seats, unit_amount: String(tier.price_per_seat) })),
  };
}

/** The units each tier covers: from the unit after the previous tier's bound (1 for the first) to its own bound. */
export function tierRanges(tiers: Tiers): { min: number; max: number | null; unitAmount: string }[] {
  return tiers.tiers.map((tier, index) => ({
    min: index === 0 ? 1 : (tiers.tiers[index - 1]?.bound ?? 0) + 1,
    max: tier.bound,
    unitAmount: tier.unit_amount,
  }));
}
