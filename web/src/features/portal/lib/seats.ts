import { i18n } from "../../../i18n/i18n";
import type { CustomerSubscription } from "./types";

/** What the seat count of a seat-based subscription may become, from its price's tiers and the seats in use. */
export interface SeatBounds {
  min: number;
  max: number | null;
  used: number;
  description: string;
}

export function seatBoundsOf(subscription: CustomerSubscription, used: number): SeatBounds {
  const price = subscription.prices.find((candidate) => candidate.amount_type === "seat_based");
  const min = price?.amount_type === "seat_based" ? price.seat_tiers.minimum_seats : 1;
  const max = price?.amount_type === "seat_based" ? price.seat_tiers.maximum_seats : null;
  const floor = Math.max(min, used);
  return {
    min,
    max,
    used,
    description:
      max === null
        ? i18n.t("portal:seatCount.atLeast", { min: floor })
        : i18n.t("portal:seatCount.between", { min: floor, max }),
  };
}

/** Why a count cannot be asked for (the server's words where it has them), or null. */
export function seatCountProblem(bounds: SeatBounds, value: number | string): string | null {
  const seats = Number(value);
  if (value === "" || !Number.isInteger(seats) || seats < 1) return i18n.t("portal:seatCount.whole");
  if (seats < bounds.min) return i18n.t("portal:seatCount.min", { min: bounds.min });
  if (bounds.max !== null && seats > bounds.max) return i18n.t("portal:seatCount.max", { max: bounds.max });
  if (seats < bounds.used) return i18n.t("portal:seatCount.belowUsed", { used: bounds.used });
  return null;
}

/**
 * What asking for `value` seats does: more now, fewer at the period's end, keep the current count
 * (cancels a planned reduction), or nothing (the count already holds or is planned).
 */
export type SeatChange = { kind: "more" | "fewer" | "keep" | "none"; seats: number; difference: number };

export function seatChangeOf(subscription: CustomerSubscription, value: number | string): SeatChange {
  const current = subscription.seats ?? 0;
  const planned = subscription.pending_update?.seats ?? null;
  const seats = Number(value);
  if (value === "" || !Number.isInteger(seats)) return { kind: "none", seats: current, difference: 0 };
  if (seats > current) return { kind: "more", seats, difference: seats - current };
  if (seats < current) return { kind: seats === planned ? "none" : "fewer", seats, difference: current - seats };
  return { kind: planned !== null ? "keep" : "none", seats, difference: 0 };
}
