import { randomId } from "@mantine/hooks";
import { i18n } from "../../../i18n/i18n";
import type { Tiers } from "./tier-math";
import type { ProductPrice } from "./types";

/**
 * Polar's seat-based price as the product form edits it: tiers of seat counts, each with a price
 * per seat. Counts are whole numbers; prices are typed in major units (10.50) and sent in cents.
 * '' is an empty input (an empty "up to" is an unlimited last tier).
 */

type Input = number | string;

export const SEAT_TIER_TYPES = ["volume", "graduated"] as const;
export type SeatTierType = (typeof SEAT_TIER_TYPES)[number];

export interface SeatTierValues extends Record<string, unknown> {
  /** The row's identity while it is edited (its React key); never sent. */
  rowKey: string;
  min_seats: Input;
  max_seats: Input;
  price_per_seat: Input;
}

/** The wire's `seat_tiers` (same names, so a 422 at `prices.N.seat_tiers.tiers.M.max_seats` lands on its input). */
export interface SeatTiersValues extends Record<string, unknown> {
  seat_tier_type: SeatTierType;
  tiers: SeatTierValues[];
}

type SeatPrice = Extract<ProductPrice, { amount_type: "seat_based" }>;
export type SeatTiersWire = { seat_tier_type: SeatTierType; tiers: SeatTierWire[] };
type SeatTierWire = { min_seats: number; max_seats: number | null; price_per_seat: number };

const isEmpty = (value: Input) => value === "" || value === null || value === undefined;

export function newSeatTier(minSeats: Input = 1): SeatTierValues {
  return { rowKey: randomId(), min_seats: minSeats, max_seats: "", price_per_seat: "" };
}

export function newSeatTiers(): SeatTiersValues {
  return { seat_tier_type: "volume", tiers: [newSeatTier()] };
}

export function seatTiersToValues(price: SeatPrice): SeatTiersValues {
  return {
    seat_tier_type: price.seat_tiers.seat_tier_type,
    tiers: price.seat_tiers.tiers.map((tier) => ({
      rowKey: randomId(),
      min_seats: tier.min_seats,
      max_seats: tier.max_seats ?? "",
      price_per_seat: tier.price_per_seat / 100,
    })),
  };
}

export function seatTiersToWire(values: SeatTiersValues): SeatTiersWire {
  return {
    seat_tier_type: values.seat_tier_type,
    tiers: values.tiers.map((tier) => ({
      min_seats: Number(tier.min_seats),
      max_seats: isEmpty(tier.max_seats) ? null : Number(tier.max_seats),
      price_per_seat: Math.round(Number(tier.price_per_seat) * 100),
    })),
  };
}

/** The tiers as the shared arithmetic reads them (tier-math.ts), or null while a price is not a number yet. */
export function seatTiersForExample(values: SeatTiersValues): Tiers | null {
  if (values.tiers.some((tier) => isEmpty(tier.price_per_seat))) return null;
  const wire = seatTiersToWire(values);
  if (!wire.tiers.every((tier) => Number.isFinite(tier.price_per_seat) && tier.price_per_seat >= 0)) return null;
  return {
    type: wire.seat_tier_type,
    tiers: wire.tiers.map((tier) => ({ bound: tier.max_seats, unit_amount: String(tier.price_per_seat) })),
  };
}

/** A tier added below the others starts where the last one ends; an unlimited last tier gets an end first. */
export function withTierAdded(values: SeatTiersValues): SeatTiersValues {
  const tiers = [...values.tiers];
  const last = tiers.at(-1);
  if (!last) return { ...values, tiers: [newSeatTier()] };
  const lastMin = Number(last.min_seats) || 1;
  const lastMax = isEmpty(last.max_seats) ? lastMin : Number(last.max_seats);
  tiers[tiers.length - 1] = { ...last, max_seats: lastMax };
  tiers.push(newSeatTier(lastMax + 1));
  return { ...values, tiers };
}

export function withTierRemoved(values: SeatTiersValues, index: number): SeatTiersValues {
  const tiers = values.tiers.filter((_, i) => i !== index);
  // The tier after the removed one now follows the one before it.
  const before = tiers[index - 1];
  const after = tiers[index];
  if (before && after && !isEmpty(before.max_seats))
    tiers[index] = { ...after, min_seats: Number(before.max_seats) + 1 };
  return { ...values, tiers };
}

/** A new "up to": the next tier moves to start right after it, so the tiers stay contiguous. */
export function withTierMax(values: SeatTiersValues, index: number, max: Input): SeatTiersValues {
  const tiers = values.tiers.map((tier, i) => (i === index ? { ...tier, max_seats: max } : tier));
  const next = tiers[index + 1];
  if (next && !isEmpty(max) && Number.isInteger(Number(max)))
    tiers[index + 1] = { ...next, min_seats: Number(max) + 1 };
  return { ...values, tiers };
}

const wholeNumber = (value: Input) => !isEmpty(value) && Number.isInteger(Number(value)) && Number(value) >= 1;

/** The form's own checks of one tier (the server checks them all again: its 422s land on the same inputs). */
export function seatTierProblem(
  tiers: readonly SeatTierValues[],
  index: number,
  field: "min_seats" | "max_seats" | "price_per_seat",
): string | null {
  const tier = tiers[index];
  if (!tier) return null;
  const last = index === tiers.length - 1;
  switch (field) {
    case "min_seats":
      return minSeatsProblem(tier, tiers[index - 1]);
    case "max_seats":
      return maxSeatsProblem(tier, last);
    case "price_per_seat":
      if (isEmpty(tier.price_per_seat)) return i18n.t("billing-products:validation.pricePerSeat");
      return Number.isFinite(Number(tier.price_per_seat)) && Number(tier.price_per_seat) >= 0
        ? null
        : i18n.t("billing-products:validation.positiveAmount");
  }
}

function minSeatsProblem(tier: SeatTierValues, before: SeatTierValues | undefined): string | null {
  if (!wholeNumber(tier.min_seats)) return i18n.t("billing-products:validation.minSeats");
  if (before && wholeNumber(before.max_seats) && Number(tier.min_seats) !== Number(before.max_seats) + 1)
    return i18n.t("billing-products:validation.startsAfter", { start: Number(before.max_seats) + 1 });
  return null;
}

function maxSeatsProblem(tier: SeatTierValues, last: boolean): string | null {
  if (isEmpty(tier.max_seats)) return last ? null : i18n.t("billing-products:validation.onlyLastUnlimited");
  if (!wholeNumber(tier.max_seats)) return i18n.t("billing-products:validation.maxSeats");
  if (wholeNumber(tier.min_seats) && Number(tier.max_seats) < Number(tier.min_seats))
    return i18n.t("billing-products:validation.atLeastFirstSeat");
  return null;
}

type TierShape = { min_seats: number; max_seats?: number | null; price_per_seat: number };

/** "2–4 seats", "5+ seats", "1 seat". */
export function tierRange(tier: TierShape): string {
  if (tier.max_seats == null) return i18n.t("billing-products:tierRange.open", { min: tier.min_seats });
  if (tier.max_seats === tier.min_seats) return i18n.t("billing-products:tierRange.single", { count: tier.min_seats });
  return i18n.t("billing-products:tierRange.between", { min: tier.min_seats, max: tier.max_seats });
}

/** The tier a seat count falls in (the last one beyond them all). */
export function tierFor<T extends TierShape>(tiers: readonly T[], seats: number): T | undefined {
  return tiers.find((tier) => tier.max_seats == null || seats <= tier.max_seats) ?? tiers.at(-1);
}
