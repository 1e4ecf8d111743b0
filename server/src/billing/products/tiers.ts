import { z } from "@hono/zod-openapi";
import type { Tier, Tiers } from "./tier-amounts.ts";

/**
 * Polar's tiers (`Tiers`), shared by every tiered price: `unit_based` (a quantity bought up front)
 * and `metered_tiers` (the units a meter counted in a period); seat-based prices are priced by the
 * same arithmetic (seat-tiers.ts converts). Each tier covers the units above the previous tier's
 * `bound` up to its own `bound` (inclusive); the last tier's bound may be null (no limit).
 *
 * - `volume`: every unit is priced at the rate of the tier the quantity falls in;
 * - `graduated`: the units inside each tier are priced at that tier's rate, and summed.
 *
 * Rates are decimal strings of cents (up to 12 decimal places, as Polar sends them). Amounts are
 * computed exactly (integers scaled by 10^12) and rounded once, half up, to whole cents — the
 * total, never each tier, so a graduated invoice adds up to the same cent whatever its split.
 */

export const TIER_TYPES = ["volume", "graduated"] as const;
export const tierType = z.enum(TIER_TYPES);

/** Polar's reach: a BigInteger amount column with 12 decimal places. */
const RATE = /^\d{1,17}(\.\d{1,12})?$/;
export const MAXIMUM_TIER_BOUND = 1_000_000_000;

const tierRateInput = z
  .union([z.number().min(0), z.string()])
  .transform((v) => (typeof v === "number" ? v.toFixed(12).replace(/\.?0+$/, "") || "0" : v.trim()))
  .pipe(z.string().regex(RATE, "A decimal amount of cents, at most 12 decimal places"))
  .transform(normalizedDecimal);

export const tierInput = z.object({
  bound: z.number().int().min(1).max(MAXIMUM_TIER_BOUND).nullish().meta({
    description: "The last unit of this tier (inclusive); null for no limit (the last tier only).",
  }),
  unit_amount: tierRateInput.meta({ description: "The price per unit in cents; up to 12 decimal places." }),
});

export const tier = z
  .object({
    bound: z.number().int().nullable(),
    unit_amount: z.string(),
  })
  .openapi("Tier");

/** Why tiers are not strictly increasing bounds with only the last one open (else null). */
function tiersProblem(tiers: readonly Tier[]): { index: number; message: string } | null {
  for (const [index, current] of tiers.entries()) {
    const next = tiers[index + 1];
    if (!next) break;
    if (current.bound == null) return { index, message: "Only the last tier can have no bound." };
    if (next.bound != null && next.bound <= current.bound)
      return { index: index + 1, message: "Each tier's bound must be greater than the previous tier's." };
  }
  return null;
}

export const tiersInput = z
  .object({
    type: tierType,
    tiers: z.array(tierInput).min(1).max(100),
  })
  .transform((value, ctx): Tiers => {
    const tiers = value.tiers.map((entry) => ({ bound: entry.bound ?? null, unit_amount: entry.unit_amount }));
    const problem = tiersProblem(tiers);
    if (problem) ctx.addIssue({ code: "custom", path: ["tiers", problem.index, "bound"], message: problem.message });
    return { type: value.type, tiers };
  })
  .openapi("TiersInput");

export const tiersOutput = z
  .object({
    type: tierType,
    tiers: z.array(tier),
  })
  .openapi("Tiers");

const storedTiers = z.object({
  type: tierType,
  tiers: z.array(z.object({ bound: z.number().nullable(), unit_amount: z.string() })),
});

export function parseStoredTiers(text: string | null): Tiers {
  if (!text) return { type: "volume", tiers: [] };
  return storedTiers.parse(JSON.parse(text));
}

/** The last tier's bound: how many units the tiers reach (null: no limit). */
export const tiersReach = (tiers: Tiers): number | null => tiers.tiers.at(-1)?.bound ?? null;

function normalizedDecimal(value: string): string {
  const [whole = "0", fraction = ""] = value.split(".");
  const wholePart = whole.replace(/^0+(?=\d)/, "");
  const fractionPart = fraction.replace(/0+$/, "");
  return fractionPart ? `${wholePart}.${fractionPart}` : wholePart;
}
