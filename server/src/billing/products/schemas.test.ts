import { describe, expect, it } from "vitest";
import { oneTimeProductSample, priceSamples, productSample } from "../../../test/fixtures/wire-samples.ts";
import { refusalOf } from "../../../test/helpers/schema-refusal.ts";
import {
  anyProductPrice,
  product,
  productBenefitsUpdate,
  productCreate,
  productList,
  productListQuery,
  productUpdate,
} from "./schemas.ts";

const METER = "5f3a1c9e-1b2c-4d3e-8f40-000000000050";
const fixed = { amount_type: "fixed", price_amount: 1000 };
const metered = { amount_type: "metered_unit", meter_id: METER, unit_amount: 0.25 };

describe("product wire shapes", () => {
  it("parses products with every price kind, benefits, medias and fields (SDK model Product)", () => {
    expect(product.parse(productSample)).toEqual(productSample);
    expect(product.parse(oneTimeProductSample)).toEqual(oneTimeProductSample);
    expect(productList.safeParse({ items: [productSample], pagination: { total_count: 1, max_page: 1 } }).success).toBe(
      true,
    );
    for (const price of priceSamples) expect(anyProductPrice.parse(price)).toEqual(price);
  });

  it("creates recurring and one-time products with Polar's defaults", () => {
    const recurring = productCreate.parse({ name: "Pro", recurring_interval: "month", prices: [fixed, metered] });
    expect(recurring).toMatchObject({ recurring_interval_count: 1, visibility: "public", attached_custom_fields: [] });
    expect(recurring.prices[0]).toMatchObject({ price_currency: "usd" });
    expect(recurring.prices[1]).toMatchObject({ unit_amount: "0.25" });
    const oneTime = productCreate.parse({ name: "Ebook", prices: [{ amount_type: "custom" }] });
    expect(oneTime.prices[0]).toMatchObject({ minimum_amount: 50 });
  });

  it("refuses bad products and prices", () => {
    expect(refusalOf(productCreate, { name: "ab", prices: [fixed] })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected string to have >=3 characters",
          "path": "name",
        },
      ]
    `);
    expect(refusalOf(productCreate, { name: "x".repeat(65), prices: [fixed] })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_big",
          "message": "Too big: expected string to have <=64 characters",
          "path": "name",
        },
      ]
    `);
    expect(refusalOf(productCreate, { name: "Pro", prices: [] })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected array to have >=1 items",
          "path": "prices",
        },
      ]
    `);
    expect(refusalOf(productCreate, { name: "Pro", prices: [fixed, { amount_type: "free" }] })).toMatchInlineSnapshot(`
      [
        {
          "code": "custom",
          "message": "Only one static price (fixed, custom or free) is allowed per currency",
          "path": "prices.1",
        },
      ]
    `);
    expect(refusalOf(productCreate, { name: "Pro", prices: [fixed, metered] })).toMatchInlineSnapshot(`
      [
        {
          "code": "custom",
          "message": "Metered prices are not supported on one-time purchase products",
          "path": "prices.1",
        },
      ]
    `);
    expect(productCreate.safeParse({ name: "Pro", recurring_interval: "fortnight", prices: [fixed] }).success).toBe(
      false,
    );
    expect(
      refusalOf(productCreate, {
        name: "Pro",
        recurring_interval: "month",
        recurring_interval_count: 1000,
        prices: [fixed],
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "too_big",
          "message": "Too big: expected number to be <=999",
          "path": "recurring_interval_count",
        },
      ]
    `);
    expect(
      refusalOf(productCreate, { name: "Pro", prices: [{ amount_type: "fixed", price_amount: 10.5 }] }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_type",
          "message": "Invalid input: expected int, received number",
          "path": "prices.0.price_amount",
        },
      ]
    `);
    expect(productCreate.safeParse({ name: "Pro", prices: [{ amount_type: "fixed", price_amount: 49 }] }).success).toBe(
      false,
    );
    expect(
      refusalOf(productCreate, {
        name: "Pro",
        prices: [{ amount_type: "custom", minimum_amount: 1000, maximum_amount: 500 }],
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "custom",
          "message": "Must be greater than or equal to the minimum amount",
          "path": "prices.0.maximum_amount",
        },
      ]
    `);
    expect(
      refusalOf(productCreate, {
        name: "Pro",
        prices: [{ amount_type: "custom", minimum_amount: 1000, preset_amount: 500 }],
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "custom",
          "message": "Must be between the minimum and maximum amounts",
          "path": "prices.0.preset_amount",
        },
      ]
    `);
    expect(
      refusalOf(productCreate, { name: "Pro", recurring_interval: "month", prices: [{ ...metered, unit_amount: 0 }] }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "custom",
          "message": "Must be greater than 0",
          "path": "prices.0.unit_amount",
        },
      ]
    `);
    expect(
      refusalOf(productCreate, {
        name: "Pro",
        recurring_interval: "month",
        prices: [{ ...metered, meter_id: "nope" }],
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_format",
          "message": "Invalid UUID",
          "path": "prices.0.meter_id",
        },
      ]
    `);
    expect(refusalOf(productCreate, { name: "Pro", prices: [{ amount_type: "unit" }] })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_union",
          "message": "Invalid discriminator value. Expected 'fixed' | 'custom' | 'free' | 'metered_unit' | 'metered_tiers' | 'seat_based' | 'unit_based'",
          "path": "prices.0.amount_type",
        },
      ]
    `);
  });

  it("updates keep existing prices by id, and take benefit lists and list filters", () => {
    const update = productUpdate.parse({
      prices: [{ id: priceSamples[0]!.id }, fixed],
      is_archived: true,
      description: "",
    });
    expect(update.prices).toHaveLength(2);
    expect(update.description).toBeNull();
    expect(refusalOf(productBenefitsUpdate, { benefits: ["nope"] })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_format",
          "message": "Invalid UUID",
          "path": "benefits.0",
        },
      ]
    `);
    expect(
      productListQuery.parse({ is_archived: "false", visibility: "public", sorting: "-price_amount" }),
    ).toMatchObject({
      is_archived: false,
      visibility: ["public"],
      sorting: [{ field: "price_amount", direction: "desc" }],
    });
  });
});
