import { describe, expect, it } from "vitest";
import { discountSamples } from "../common/wire-samples.ts";
import { discount, discountCreate, discountList, discountListQuery, discountUpdate } from "./schemas.ts";

describe("discount wire shapes", () => {
  it("parses fixed/percentage × once/forever/repeating as sent (SDK model Discount)", () => {
    for (const sample of discountSamples) expect(discount.parse(sample)).toEqual(sample);
    expect(
      discountList.safeParse({ items: discountSamples, pagination: { total_count: 4, max_page: 1 } }).success,
    ).toBe(true);
    const { duration_in_months: _, ...repeatingWithoutMonths } = discountSamples[1] as Extract<
      (typeof discountSamples)[number],
      { duration: "repeating" }
    >;
    expect(discount.safeParse(repeatingWithoutMonths).success).toBe(false);
  });

  it("validates create bodies", () => {
    expect(
      discountCreate.safeParse({ type: "fixed", duration: "once", name: "Five off", amount: 500, currency: "usd" })
        .success,
    ).toBe(true);
    expect(discountCreate.safeParse({ type: "fixed", duration: "once", name: "Five off" }).success).toBe(false);
    expect(
      discountCreate.safeParse({
        type: "percentage",
        duration: "forever",
        name: "Ten",
        basis_points: 1000,
        code: "TEN_OFF",
      }).success,
    ).toBe(true);
    expect(
      discountCreate.safeParse({ type: "percentage", duration: "forever", name: "Ten", basis_points: 10001 }).success,
    ).toBe(false);
    expect(
      discountCreate.safeParse({ type: "percentage", duration: "repeating", name: "Ten", basis_points: 1000 }).success,
    ).toBe(false);
    expect(
      discountCreate.safeParse({
        type: "percentage",
        duration: "repeating",
        name: "Ten",
        basis_points: 1000,
        duration_in_months: 3,
      }).success,
    ).toBe(true);
    expect(
      discountCreate.safeParse({ type: "percentage", duration: "once", name: "Ten", basis_points: 1000, code: "ab" })
        .success,
    ).toBe(false);
    expect(
      discountCreate.safeParse({
        type: "percentage",
        duration: "once",
        name: "Ten",
        basis_points: 1000,
        code: "no spaces",
      }).success,
    ).toBe(false);
    expect(
      discountCreate.safeParse({
        type: "percentage",
        duration: "once",
        name: "Ten",
        basis_points: 1000,
        max_redemptions: 0,
      }).success,
    ).toBe(false);
    const dates = { type: "percentage", duration: "once", name: "Ten", basis_points: 1000 };
    expect(
      discountCreate.safeParse({ ...dates, starts_at: "2025-02-01T00:00:00Z", ends_at: "2025-01-01T00:00:00Z" })
        .success,
    ).toBe(false);
    expect(discountCreate.safeParse({ ...dates, starts_at: "2025-02-01" }).success).toBe(false);
  });

  it("validates updates and list queries", () => {
    expect(discountUpdate.safeParse({ name: "Renamed", duration: "repeating" }).success).toBe(true);
    expect(discountUpdate.safeParse({ basis_points: 0 }).success).toBe(false);
    expect(discountListQuery.parse({ sorting: "-redemptions_count" })).toMatchObject({
      sorting: [{ field: "redemptions_count", direction: "desc" }],
    });
  });
});
