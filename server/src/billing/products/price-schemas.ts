import { z } from "@hono/zod-openapi";
import { currency, id, timestamps, uuid } from "../common/schemas.ts";
import { seatTiersInput, seatTiersOutput } from "./seat-tiers.ts";
import { MAXIMUM_TIER_BOUND, tiersInput, tiersOutput } from "./tiers.ts";

/** Wire shapes of product prices (Polar `ProductPrice*`, `LegacyRecurringProductPrice*`). */

export const RECURRING_INTERVALS = ["day", "week", "month", "year"] as const;
export const recurringInterval = z.enum(RECURRING_INTERVALS);
export const priceType = z.enum(["one_time", "recurring"]);
export const priceSource = z.enum(["catalog", "ad_hoc"]);
export const taxBehavior = z.enum(["location", "inclusive", "exclusive"]);
export const meterUnit = z.enum(["scalar", "token", "custom"]);

/** Polar's bounds for an amount in minor units (its USD minimum; Polar's maximum for every currency). */
export const MINIMUM_PRICE_AMOUNT = 50;
export const MAXIMUM_PRICE_AMOUNT = 99_999_999;
const INT4_MAX = 2_147_483_647;

const priceAmount = z
  .number()
  .int()
  .min(MINIMUM_PRICE_AMOUNT)
  .max(MAXIMUM_PRICE_AMOUNT)
  .meta({ description: "The price in cents (minor units)." });
/** Custom prices also accept 0 ("free or pay what you want"). */
const customAmount = z
  .number()
  .int()
  .max(MAXIMUM_PRICE_AMOUNT)
  .refine((v) => v === 0 || v >= MINIMUM_PRICE_AMOUNT, `Amount must be 0 or at least ${MINIMUM_PRICE_AMOUNT}`);

const createBase = {
  price_currency: currency.default("usd"),
  tax_behavior: taxBehavior.nullish().meta({ description: "Defaults to the organization's tax behavior." }),
};

export const priceFixedCreate = z.object({
  ...createBase,
  amount_type: z.literal("fixed"),
  price_amount: priceAmount,
});

export const priceCustomCreate = z
  .object({
    ...createBase,
    amount_type: z.literal("custom"),
    minimum_amount: customAmount.default(MINIMUM_PRICE_AMOUNT).meta({
      description: "The minimum amount the customer can pay; 0 means free or pay what you want.",
    }),
    maximum_amount: priceAmount.nullish().meta({ description: "The maximum amount the customer can pay." }),
    preset_amount: customAmount.nullish().meta({ description: "The initial amount shown to the customer." }),
  })
  .superRefine((price, ctx) => {
    const { minimum_amount: min, maximum_amount: max, preset_amount: preset } = price;
    if (max != null && max < min) {
      ctx.addIssue({
        code: "custom",
        path: ["maximum_amount"],
        message: "Must be greater than or equal to the minimum amount",
      });
    }
    if (preset != null && (preset < min || (max != null && preset > max))) {
      ctx.addIssue({
        code: "custom",
        path: ["preset_amount"],
        message: "Must be between the minimum and maximum amounts",
      });
    }
  });

export const priceFreeCreate = z.object({ ...createBase, amount_type: z.literal("free") });

const UNIT_AMOUNT = /^\d{1,5}(\.\d{1,12})?$/;
/** Accepted as a number or a decimal string (the SDK sends either); stored and returned as a string. */
const unitAmount = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === "number" ? v.toFixed(12).replace(/\.?0+$/, "") : v))
  .pipe(
    z
      .string()
      .regex(UNIT_AMOUNT, "At most 17 digits, 12 of them decimal")
      .refine((v) => Number(v) > 0, "Must be greater than 0"),
  )
  .meta({ description: "The price per unit in cents. Supports up to 12 decimal places." });

export const priceMeteredUnitCreate = z.object({
  ...createBase,
  amount_type: z.literal("metered_unit"),
  meter_id: uuid.meta({ description: "The ID of the meter associated to the price." }),
  unit_amount: unitAmount,
  cap_amount: z.number().int().min(0).max(INT4_MAX).nullish().meta({
    description: "Maximum amount in cents that can be charged, regardless of the number of units consumed.",
  }),
});

export const priceSeatBasedCreate = z.object({
  ...createBase,
  amount_type: z.literal("seat_based"),
  seat_tiers: seatTiersInput.meta({ description: "Tiered pricing based on seat quantity" }),
});

const capAmount = z.number().int().min(0).max(INT4_MAX).nullish().meta({
  description: "Optional maximum amount in cents that can be charged, regardless of the number of units consumed.",
});

export const priceMeteredTiersCreate = z.object({
  ...createBase,
  amount_type: z.literal("metered_tiers"),
  meter_id: uuid.meta({ description: "The ID of the meter associated to the price." }),
  tiers: tiersInput,
  cap_amount: capAmount,
});

/** Polar's per-locale unit nouns: `{"en": {"=1": "device", "other": "devices"}}`. */
const unitLabel = z
  .record(
    z.string().min(2).max(35),
    z.record(z.string().min(1).max(20), z.string().min(1).max(50)).refine((forms) => Object.keys(forms).length <= 8, {
      message: "At most 8 plural forms per locale",
    }),
  )
  .refine((labels) => Object.keys(labels).length <= 50, { message: "At most 50 locales" })
  .meta({ description: 'Per-locale unit nouns shown at checkout and on invoices; defaults to "unit"/"units".' });

export const priceUnitBasedCreate = z
  .object({
    ...createBase,
    amount_type: z.literal("unit_based"),
    tiers: tiersInput,
    minimum_units: z.number().int().min(1).max(MAXIMUM_TIER_BOUND).nullish().meta({
      description: "The minimum purchasable quantity (inclusive). Defaults to 1 when not set.",
    }),
    unit_label: unitLabel.nullish(),
  })
  .superRefine((price, ctx) => {
    const reach = price.tiers.tiers.at(-1)?.bound ?? null;
    if (price.minimum_units != null && reach != null && price.minimum_units > reach)
      ctx.addIssue({
        code: "custom",
        path: ["minimum_units"],
        message: "The minimum units must not exceed the last tier's bound.",
      });
  });

export const productPriceCreate = z.discriminatedUnion("amount_type", [
  priceFixedCreate,
  priceCustomCreate,
  priceFreeCreate,
  priceMeteredUnitCreate,
  priceMeteredTiersCreate,
  priceSeatBasedCreate,
  priceUnitBasedCreate,
]);

/** Prices billed from a meter at period end, as opposed to the static price paid up front. */
export const METERED_AMOUNT_TYPES = ["metered_unit", "metered_tiers"] as const;
export const isMeteredAmountType = (amountType: string): boolean =>
  (METERED_AMOUNT_TYPES as readonly string[]).includes(amountType);

export const STATIC_PRICE_PER_CURRENCY = "Only one static price (fixed, custom or free) is allowed per currency";

/**
 * A product's price set per currency: at most one static price (paid up front) in each currency,
 * any number of metered ones. Returns the indexes of the static prices that repeat a currency.
 */
export function repeatedStaticPrices(prices: ReadonlyArray<{ amount_type: string; price_currency: string }>): number[] {
  const seen = new Set<string>();
  return prices.flatMap((price, index) => {
    if (isMeteredAmountType(price.amount_type)) return [];
    const currency = price.price_currency.toLowerCase();
    if (!seen.has(currency)) {
      seen.add(currency);
      return [];
    }
    return [index];
  });
}

/** Keeps an existing price in a product update. */
export const existingProductPrice = z.object({ id: uuid });
export const productPriceUpdate = z.union([existingProductPrice, productPriceCreate]);

// Responses.
const responseBase = {
  ...timestamps,
  id,
  source: priceSource.meta({
    description: "`catalog` for a predefined price, `ad_hoc` for one created on a checkout.",
  }),
  price_currency: z.string(),
  tax_behavior: taxBehavior.nullable(),
  is_archived: z.boolean(),
  product_id: z.string(),
};
/** Deprecated in Polar (set from the product) but still sent on every price. */
const legacyKeys = {
  type: priceType,
  recurring_interval: recurringInterval.nullable(),
};
const customAmounts = {
  minimum_amount: z.number().int(),
  maximum_amount: z.number().int().nullable(),
  preset_amount: z.number().int().nullable(),
};

export const productPriceMeter = z
  .object({
    id,
    name: z.string(),
    unit: meterUnit,
    custom_label: z.string().nullable(),
    custom_multiplier: z.number().int().nullable(),
  })
  .openapi("ProductPriceMeter");

export const productPriceFixed = z.object({
  ...responseBase,
  ...legacyKeys,
  amount_type: z.literal("fixed"),
  price_amount: z.number().int(),
});
export const productPriceCustom = z.object({
  ...responseBase,
  ...legacyKeys,
  amount_type: z.literal("custom"),
  ...customAmounts,
});
export const productPriceFree = z.object({ ...responseBase, ...legacyKeys, amount_type: z.literal("free") });
export const productPriceMeteredUnit = z.object({
  ...responseBase,
  ...legacyKeys,
  amount_type: z.literal("metered_unit"),
  unit_amount: z.string(),
  cap_amount: z.number().int().nullable(),
  meter_id: z.string(),
  meter: productPriceMeter,
});

export const productPriceMeteredTiers = z.object({
  ...responseBase,
  amount_type: z.literal("metered_tiers"),
  cap_amount: z.number().int().nullable(),
  meter_id: z.string(),
  meter: productPriceMeter,
  tiers: tiersOutput,
});

export const productPriceUnitBased = z.object({
  ...responseBase,
  amount_type: z.literal("unit_based"),
  tiers: tiersOutput,
  minimum_units: z.number().int().nullable().meta({ description: "The minimum purchasable quantity (inclusive)." }),
  maximum_units: z.number().int().nullable().meta({
    description: "The maximum purchasable quantity, from the last tier's bound. `null` for unlimited.",
  }),
  unit_label: z.record(z.string(), z.record(z.string(), z.string())).nullable(),
});

/** Polar's ProductPriceSeatBased: no legacy keys. */
export const productPriceSeatBased = z.object({
  ...responseBase,
  amount_type: z.literal("seat_based"),
  seat_tiers: seatTiersOutput,
});

export const productPrice = z.discriminatedUnion("amount_type", [
  productPriceFixed,
  productPriceCustom,
  productPriceFree,
  productPriceMeteredUnit,
  productPriceMeteredTiers,
  productPriceSeatBased,
  productPriceUnitBased,
]);

/** Prices of products created before intervals moved to the product; flagged `legacy: true`. */
const legacyBase = {
  ...responseBase,
  type: z.literal("recurring"),
  recurring_interval: recurringInterval,
  legacy: z.literal(true),
};
export const legacyRecurringPriceFixed = z.object({
  ...legacyBase,
  amount_type: z.literal("fixed"),
  price_amount: z.number().int(),
});
export const legacyRecurringPriceCustom = z.object({
  ...legacyBase,
  amount_type: z.literal("custom"),
  ...customAmounts,
});
export const legacyRecurringPriceFree = z.object({ ...legacyBase, amount_type: z.literal("free") });
export const legacyRecurringProductPrice = z.discriminatedUnion("amount_type", [
  legacyRecurringPriceFixed,
  legacyRecurringPriceCustom,
  legacyRecurringPriceFree,
]);

export const anyProductPrice = z.union([legacyRecurringProductPrice, productPrice]);

export type RecurringInterval = z.infer<typeof recurringInterval>;
export type ProductPriceCreate = z.infer<typeof productPriceCreate>;
export type AnyProductPrice = z.infer<typeof anyProductPrice>;
export type ProductPriceMeter = z.infer<typeof productPriceMeter>;
