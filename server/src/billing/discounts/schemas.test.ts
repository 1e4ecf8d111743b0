import { describe, expect, it } from "vitest";
import { discountSamples } from "../../../test/fixtures/wire-samples.ts";
import { refusalOf } from "../../../test/helpers/schema-refusal.ts";
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
    expect(refusalOf(discount, repeatingWithoutMonths)).toMatchInlineSnapshot(`
      [
        {
          "branches": [
            [
              "duration_in_months: Invalid input: expected number, received undefined",
            ],
            [
              "duration: Invalid option: expected one of "once"|"forever"",
            ],
            [
              "duration_in_months: Invalid input: expected number, received undefined",
              "type: Invalid input: expected "percentage"",
              "basis_points: Invalid input: expected number, received undefined",
            ],
            [
              "duration: Invalid option: expected one of "once"|"forever"",
              "type: Invalid input: expected "percentage"",
              "basis_points: Invalid input: expected number, received undefined",
            ],
          ],
          "code": "invalid_union",
          "message": "Invalid input",
          "path": "",
        },
      ]
    `);
  });

  it("validates create bodies", () => {
    expect(
      discountCreate.safeParse({ type: "fixed", duration: "once", name: "Five off", amount: 500, currency: "usd" })
        .success,
    ).toBe(true);
    expect(refusalOf(discountCreate, { type: "fixed", duration: "once", name: "Five off" })).toMatchInlineSnapshot(`
      [
        {
          "code": "custom",
          "message": "Required for a fixed discount",
          "path": "amount",
        },
      ]
    `);
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
      refusalOf(discountCreate, { type: "percentage", duration: "forever", name: "Ten", basis_points: 10001 }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "too_big",
          "message": "Too big: expected number to be <=10000",
          "path": "basis_points",
        },
      ]
    `);
    expect(
      refusalOf(discountCreate, { type: "percentage", duration: "repeating", name: "Ten", basis_points: 1000 }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "custom",
          "message": "Required for a repeating discount",
          "path": "duration_in_months",
        },
      ]
    `);
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
      refusalOf(discountCreate, { type: "percentage", duration: "once", name: "Ten", basis_points: 1000, code: "ab" }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected string to have >=3 characters",
          "path": "code",
        },
      ]
    `);
    expect(
      refusalOf(discountCreate, {
        type: "percentage",
        duration: "once",
        name: "Ten",
        basis_points: 1000,
        code: "no spaces",
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_format",
          "message": "Only letters, numbers, hyphens and underscores are allowed",
          "path": "code",
        },
      ]
    `);
    expect(
      refusalOf(discountCreate, {
        type: "percentage",
        duration: "once",
        name: "Ten",
        basis_points: 1000,
        max_redemptions: 0,
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected number to be >=1",
          "path": "max_redemptions",
        },
      ]
    `);
    const dates = { type: "percentage", duration: "once", name: "Ten", basis_points: 1000 };
    expect(
      refusalOf(discountCreate, { ...dates, starts_at: "2025-02-01T00:00:00Z", ends_at: "2025-01-01T00:00:00Z" }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "custom",
          "message": "Must be after starts_at",
          "path": "ends_at",
        },
      ]
    `);
    expect(refusalOf(discountCreate, { ...dates, starts_at: "2025-02-01" })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_format",
          "message": "Invalid ISO datetime",
          "path": "starts_at",
        },
      ]
    `);
  });

  it("validates updates and list queries", () => {
    expect(discountUpdate.safeParse({ name: "Renamed", duration: "repeating" }).success).toBe(true);
    expect(refusalOf(discountUpdate, { basis_points: 0 })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected number to be >=1",
          "path": "basis_points",
        },
      ]
    `);
    expect(discountListQuery.parse({ sorting: "-redemptions_count" })).toMatchObject({
      sorting: [{ field: "redemptions_count", direction: "desc" }],
    });
  });
});
