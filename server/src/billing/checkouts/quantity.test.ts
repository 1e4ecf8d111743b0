import { describe, expect, it } from "vitest";
import type { AnyProductPrice } from "../products/schemas.ts";
import { lineLabel, quantityOf, quantityProblem } from "./quantity.ts";

/** Seats and units described once: bounds, amounts and refusals; invoice lines naming the units. */

const base = {
  id: "00000000-0000-4000-8000-000000000001",
  created_at: "2027-01-01T00:00:00Z",
  modified_at: null,
  source: "catalog",
  price_currency: "usd",
  tax_behavior: null,
  is_archived: false,
  product_id: "00000000-0000-4000-8000-000000000002",
};

const unitPrice = {
  ...base,
  amount_type: "unit_based",
  minimum_units: 5,
  maximum_units: 1000,
  unit_label: { en: { "=1": "credit", other: "credits" }, fr: { one: "crédit", other: "crédits" } },
  tiers: {
    type: "volume",
    tiers: [
      { bound: 100, unit_amount: "12.5" },
      { bound: 1000, unit_amount: "10.25" },
    ],
  },
} as unknown as AnyProductPrice;

const seatPrice = {
  ...base,
  amount_type: "seat_based",
  seat_tiers: {
    seat_tier_type: "graduated",
    tiers: [
      { min_seats: 2, max_seats: 3, price_per_seat: 1000 },
      { min_seats: 4, max_seats: null, price_per_seat: 800 },
    ],
    minimum_seats: 2,
    maximum_seats: null,
  },
} as unknown as AnyProductPrice;

describe("quantities", () => {
  it("describes a unit-based price: bounds and tier amounts", () => {
    const units = quantityOf(unitPrice);
    expect(units).toMatchObject({ kind: "units", minimum: 5, maximum: 1000 });
    expect(units?.amount(5)).toBe(63); // 5 × 12.5 = 62.5 → 63
    expect(units?.amount(101)).toBe(1035); // 101 × 10.25 = 1035.25 → 1035
  });

  it("describes a seat-based price by the same rule", () => {
    const seats = quantityOf(seatPrice);
    expect(seats).toMatchObject({ kind: "seats", minimum: 2, maximum: null });
    expect(seats?.amount(5)).toBe(4600); // 3 × 1000 + 2 × 800
    expect(quantityOf({ ...base, amount_type: "free" } as unknown as AnyProductPrice)).toBeNull();
  });

  it("refuses counts outside the bounds in Polar's words", () => {
    const units = quantityOf(unitPrice);
    if (!units) throw new Error("unit-based");
    expect(quantityProblem(units, 4)).toEqual({
      msg: "Minimum 5 units required.",
      type: "greater_than_equal",
      ctx: { code: "units_minimum", ge: 5 },
    });
    expect(quantityProblem(units, 1001)?.msg).toBe("Maximum 1000 units allowed.");
    expect(quantityProblem(units, 1000)).toBeNull();
    const seats = quantityOf(seatPrice);
    if (!seats) throw new Error("seat-based");
    expect(quantityProblem(seats, 1)?.msg).toBe("Minimum 2 seats required.");
    expect(quantityProblem(seats, 100_000)).toBeNull();
  });

  it("names the units on an invoice line in the buyer's language", () => {
    expect(lineLabel("Credits", unitPrice, 1, "en")).toBe("Credits (1 credit)");
    expect(lineLabel("Credits", unitPrice, 12, null)).toBe("Credits (12 credits)");
    expect(lineLabel("Credits", unitPrice, 1, "fr")).toBe("Credits (1 crédit)");
    // A locale without its own nouns: its language's, else English's.
    expect(lineLabel("Credits", unitPrice, 2, "fr-CA")).toBe("Credits (2 crédits)");
    expect(lineLabel("Credits", unitPrice, 2, "de")).toBe("Credits (2 credits)");
    const unlabelled = { ...unitPrice, unit_label: null } as AnyProductPrice;
    expect(lineLabel("Credits", unlabelled, 1, "en")).toBe("Credits (1 unit)");
    expect(lineLabel("Credits", unlabelled, 3, "en")).toBe("Credits (3 units)");
    // Other prices keep the product's name.
    expect(lineLabel("Team", seatPrice, 3, "en")).toBe("Team");
  });
});
