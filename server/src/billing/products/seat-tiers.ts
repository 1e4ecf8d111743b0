import { z } from "@hono/zod-openapi";
import { tieredAmount } from "./tier-amounts.ts";

/**
 * Polar's seat tiers: contiguous seat ranges, each with a price per seat (cents, 0 allowed).
 * `volume` prices every seat at the rate of the tier the count falls in; `graduated` prices each
 * tier's range at its own rate. The bounds of a purchase are the first tier's `min_seats` and the
 * last tier's `max_seats` (null: unlimited).
 */

const MAXIMUM_SEAT_PRICE = 99_999_999;
export const MAXIMUM_SEATS = 100_000;
export const seatTierType = z.enum(["volume", "graduated"]);

export const seatTier = z
  .object({
    min_seats: z.number().int().min(1).max(MAXIMUM_SEATS).meta({ description: "Minimum number of seats (inclusive)" }),
    max_seats: z.number().int().min(1).max(MAXIMUM_SEATS).nullish().meta({
      description: "Maximum number of seats (inclusive). None for unlimited.",
    }),
    price_per_seat: z.number().int().min(0).max(MAXIMUM_SEAT_PRICE).meta({
      description: "Price per seat in cents for this tier",
    }),
  })
  .openapi("ProductPriceSeatTier");

export type SeatTier = z.infer<typeof seatTier>;
export type SeatTiers = { seat_tier_type: z.infer<typeof seatTierType>; tiers: SeatTier[] };

/** Why tiers sorted by their start are not one contiguous range from min_seats on (else null). */
function tierProblem(tiers: readonly SeatTier[]): string | null {
  for (const [index, tier] of tiers.entries()) {
    if (tier.max_seats != null && tier.max_seats < tier.min_seats)
      return "max_seats must be greater than or equal to min_seats";
    const next = tiers[index + 1];
    if (!next) break;
    if (tier.max_seats == null) return "Only the last tier can have unlimited max_seats (None)";
    if (next.min_seats !== tier.max_seats + 1)
      return `Gap or overlap between tiers: tier ending at ${tier.max_seats} and tier starting at ${next.min_seats}`;
  }
  return null;
}

export const seatTiersInput = z
  .object({
    seat_tier_type: seatTierType.default("volume"),
    tiers: z.array(seatTier).min(1).meta({ description: "List of pricing tiers" }),
  })
  .transform((value, ctx): SeatTiers => {
    const tiers = value.tiers
      .map((tier) => ({ ...tier, max_seats: tier.max_seats ?? null }))
      .sort((a, b) => a.min_seats - b.min_seats);
    const problem = tierProblem(tiers);
    if (problem) ctx.addIssue({ code: "custom", path: ["tiers"], message: problem });
    return { seat_tier_type: value.seat_tier_type, tiers };
  });

export const seatTiersOutput = z
  .object({
    seat_tier_type: seatTierType,
    tiers: z.array(seatTier),
    minimum_seats: z
      .number()
      .int()
      .meta({ description: "Minimum number of seats required for purchase, derived from first tier." }),
    maximum_seats: z.number().int().nullable().meta({
      description: "Maximum number of seats allowed for purchase, derived from last tier. None for unlimited.",
    }),
  })
  .openapi("ProductPriceSeatTiersOutput");

export const minimumSeats = (tiers: SeatTiers): number => tiers.tiers[0]?.min_seats ?? 1;
export const maximumSeats = (tiers: SeatTiers): number | null => tiers.tiers.at(-1)?.max_seats ?? null;

export function seatTiersResource(tiers: SeatTiers): z.infer<typeof seatTiersOutput> {
  return {
    seat_tier_type: tiers.seat_tier_type,
    tiers: tiers.tiers.map((tier) => ({ ...tier, max_seats: tier.max_seats ?? null })),
    minimum_seats: minimumSeats(tiers),
    maximum_seats: maximumSeats(tiers),
  };
}

/** The amount of `seats` seats in cents: the shared tier arithmetic (tiers.ts), each tier ending at its max_seats. */
export function seatsAmount(tiers: SeatTiers, seats: number): number {
  return tieredAmount(
    {
      type: tiers.seat_tier_type,
      tiers: tiers.tiers.map((entry) => ({
        bound: entry.max_seats ?? null,
        unit_amount: String(entry.price_per_seat),
      })),
    },
    seats,
  );
}

/**
 * Polar's refusal of a seat count outside the price's bounds (its wording and type, a code and the
 * bound in `ctx`), or null when it fits.
 */
export function seatCountProblem(
  tiers: SeatTiers,
  seats: number,
): { msg: string; type: "greater_than_equal" | "less_than_equal"; ctx: Record<string, string | number> } | null {
  const min = minimumSeats(tiers);
  const max = maximumSeats(tiers);
  if (seats < min)
    return {
      msg: `Minimum ${min} seats required.`,
      type: "greater_than_equal",
      ctx: { code: "seats_minimum", ge: min },
    };
  if (max !== null && seats > max)
    return { msg: `Maximum ${max} seats allowed.`, type: "less_than_equal", ctx: { code: "seats_maximum", le: max } };
  return null;
}

const storedTiers = z.object({
  seat_tier_type: seatTierType,
  tiers: z.array(z.object({ min_seats: z.number(), max_seats: z.number().nullable(), price_per_seat: z.number() })),
});

export function parseStoredSeatTiers(text: string | null): SeatTiers {
  if (!text) return { seat_tier_type: "volume", tiers: [] };
  return storedTiers.parse(JSON.parse(text));
}
