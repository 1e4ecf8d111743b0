import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../test/helpers/schema-refusal.ts";
import { seatsAmount } from "./seat-tiers.ts";
import { type Tiers, tieredAmount, unitsAmount } from "./tier-amounts.ts";
import { tiersInput } from "./tiers.ts";

/** Every expected amount below is worked out by hand in its comment. */

const rates = [
  { bound: 10, unit_amount: "100" },
  { bound: 50, unit_amount: "50.5" },
  { bound: null, unit_amount: "0.125" },
];
const graduated: Tiers = { type: "graduated", tiers: rates };
const volume: Tiers = { type: "volume", tiers: rates };

describe("tiered amounts", () => {
  it("graduated: each tier's units at its own rate, summed, rounded once", () => {
    // 10 × 100 + 40 × 50.5 + 10 × 0.125 = 1000 + 2020 + 1.25 = 3021.25 → 3021
    expect(tieredAmount(graduated, 60)).toBe(3021);
    expect(tieredAmount(graduated, 5)).toBe(500); // 5 × 100
    // A meter may count fractions: 10 × 100 + 0.5 × 50.5 = 1025.25 → 1025
    expect(tieredAmount(graduated, 10.5)).toBe(1025);
    expect(tieredAmount(graduated, 0)).toBe(0);
    expect(tieredAmount(graduated, -3)).toBe(0);
  });

  it("volume: every unit at the rate of the tier the quantity falls in", () => {
    expect(tieredAmount(volume, 10)).toBe(1000); // 10 × 100
    expect(tieredAmount(volume, 11)).toBe(556); // 11 × 50.5 = 555.5 → 556 (half up)
    expect(tieredAmount(volume, 50)).toBe(2525); // 50 × 50.5
    expect(tieredAmount(volume, 60)).toBe(8); // 60 × 0.125 = 7.5 → 8
  });

  it("rounds the total once, never each tier", () => {
    // Two half cents: per-tier rounding would give 1 + 1 = 2; the total 1.0 gives 1.
    const halves: Tiers = {
      type: "graduated",
      tiers: [
        { bound: 1, unit_amount: "0.5" },
        { bound: null, unit_amount: "0.5" },
      ],
    };
    expect(tieredAmount(halves, 2)).toBe(1);
  });

  it("computes exactly with 12 decimal places (no binary floating point drift)", () => {
    const third: Tiers = { type: "volume", tiers: [{ bound: null, unit_amount: "33.333333333333" }] };
    expect(tieredAmount(third, 3)).toBe(100); // 99.999999999999 → 100
    expect(unitsAmount("0.1", 3)).toBe(0); // 0.3 → 0 (a float sum would be 0.30000000000000004, same cents)
    expect(unitsAmount("0.1", 5)).toBe(1); // 0.5 → 1
    expect(unitsAmount("0.000000000001", 1_000_000_000)).toBe(0); // 0.001
    // 0.29 × 50 in floating point is 14.499999999999998 and would round to 14; exactly it is 14.5 → 15.
    expect(unitsAmount("0.29", 50)).toBe(15);
  });

  it("prices a quantity beyond the last bound at the last tier's rate", () => {
    const bounded: Tiers = {
      type: "graduated",
      tiers: [
        { bound: 2, unit_amount: "10" },
        { bound: 4, unit_amount: "5" },
      ],
    };
    expect(tieredAmount(bounded, 6)).toBe(40); // 2 × 10 + 4 × 5
    expect(tieredAmount({ ...bounded, type: "volume" }, 6)).toBe(30); // 6 × 5
  });

  it("prices seats through the same arithmetic", () => {
    const seats = {
      seat_tier_type: "graduated" as const,
      tiers: [
        { min_seats: 1, max_seats: 3, price_per_seat: 1000 },
        { min_seats: 4, max_seats: null, price_per_seat: 800 },
      ],
    };
    expect(seatsAmount(seats, 5)).toBe(4600); // 3 × 1000 + 2 × 800
    expect(seatsAmount({ ...seats, seat_tier_type: "volume" }, 5)).toBe(4000); // 5 × 800
  });
});

describe("tiers input", () => {
  it("takes numbers or decimal strings and answers normalized strings", () => {
    expect(
      tiersInput.parse({
        type: "graduated",
        tiers: [{ bound: 10, unit_amount: 0.5 }, { unit_amount: "007.2500" }],
      }),
    ).toEqual({
      type: "graduated",
      tiers: [
        { bound: 10, unit_amount: "0.5" },
        { bound: null, unit_amount: "7.25" },
      ],
    });
  });

  it("refuses bounds out of order, an open tier before the last, and rates past 12 decimals", () => {
    expect(
      refusalOf(tiersInput, {
        type: "volume",
        tiers: [
          { bound: 10, unit_amount: "1" },
          { bound: 10, unit_amount: "1" },
        ],
      }),
    ).toEqual([
      expect.objectContaining({
        path: "tiers.1.bound",
        message: "Each tier's bound must be greater than the previous tier's.",
      }),
    ]);
    expect(
      refusalOf(tiersInput, {
        type: "volume",
        tiers: [{ unit_amount: "1" }, { bound: 10, unit_amount: "1" }],
      }),
    ).toEqual([expect.objectContaining({ path: "tiers.0.bound", message: "Only the last tier can have no bound." })]);
    expect(refusalOf(tiersInput, { type: "volume", tiers: [{ unit_amount: "0.0000000000001" }] })).toEqual([
      expect.objectContaining({ path: "tiers.0.unit_amount" }),
    ]);
    expect(refusalOf(tiersInput, { type: "volume", tiers: [{ unit_amount: -1 }] })).toEqual([
      expect.objectContaining({ path: "tiers.0.unit_amount" }),
    ]);
    expect(refusalOf(tiersInput, { type: "stairs", tiers: [] })).toHaveLength(2);
  });
});
