import { z } from "@hono/zod-openapi";
import { benefit } from "../benefits/schemas.ts";
import { metadataFilterQuery, withMetadataFilter } from "../common/metadata-filter.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { booleanQuery, repeatedQuery, sortingQuery } from "../common/query.ts";
import {
  id,
  listQueryBase,
  metadataInput,
  metadataOutput,
  organizationIdInput,
  timestamps,
  uuid,
} from "../common/schemas.ts";
import { attachedCustomField, attachedCustomFieldCreate } from "../custom-fields/schemas.ts";
import { productMediaFileRead } from "../files/schemas.ts";
import {
  anyProductPrice,
  isMeteredAmountType,
  type ProductPriceCreate,
  productPriceCreate,
  productPriceUpdate,
  recurringInterval,
  repeatedStaticPrices,
  STATIC_PRICE_PER_CURRENCY,
} from "./price-schemas.ts";

export * from "./price-schemas.ts";

/** Wire shapes of `/v1/products` (Polar `Product*` models). */

export const PRODUCT_NAME_MIN_LENGTH = 3;
export const PRODUCT_NAME_MAX_LENGTH = 64;

export const productVisibility = z.enum(["draft", "private", "public"]);
export const trialInterval = z.enum(["day", "week", "month", "year"]);

const name = z
  .string()
  .trim()
  .min(PRODUCT_NAME_MIN_LENGTH)
  .max(PRODUCT_NAME_MAX_LENGTH)
  .meta({ description: "The name of the product." });
/** Polar turns an empty description into null. */
const description = z
  .string()
  .nullish()
  .transform((v) => (v === "" ? null : v))
  .meta({ description: "The description of the product." });
const recurringIntervalCount = z.number().int().min(1).max(999).meta({
  description: "Number of interval units of the subscription: 1 charges every interval, 2 every other one, and so on.",
});
const trial = {
  trial_interval: trialInterval.nullish().meta({ description: "The interval unit for the trial period." }),
  trial_interval_count: z.number().int().min(1).max(1000).nullish().meta({
    description: "The number of interval units for the trial period.",
  }),
};
const medias = z.array(uuid).nullish().meta({
  description: "File IDs, each of the product's organization, of service `product_media` and uploaded.",
});

const isStatic = (price: ProductPriceCreate) => !isMeteredAmountType(price.amount_type);

/** At most one static price per currency; metered prices only on recurring products. */
function priceList(recurring: boolean) {
  return z
    .array(productPriceCreate)
    .min(1)
    .superRefine((prices, ctx) => {
      for (const index of repeatedStaticPrices(prices))
        ctx.addIssue({ code: "custom", path: [index], message: STATIC_PRICE_PER_CURRENCY });
      if (!recurring) {
        prices.forEach((price, index) => {
          if (!isStatic(price)) {
            ctx.addIssue({
              code: "custom",
              path: [index],
              message: "Metered prices are not supported on one-time purchase products",
            });
          }
        });
      }
    })
    .meta({
      description:
        "At most one static price (fixed, custom, free, seat-based or unit-based) per currency and any number of metered prices.",
    });
}

const createBase = {
  metadata: metadataInput.optional(),
  name,
  description,
  visibility: productVisibility.default("public"),
  medias,
  attached_custom_fields: z.array(attachedCustomFieldCreate).default([]),
  organization_id: organizationIdInput,
};

export const productCreateRecurring = z.object({
  ...createBase,
  ...trial,
  prices: priceList(true),
  recurring_interval: recurringInterval,
  recurring_interval_count: recurringIntervalCount.default(1),
});

export const productCreateOneTime = z.object({
  ...createBase,
  prices: priceList(false),
  recurring_interval: z.null().optional().meta({ description: "States that the product is a one-time purchase." }),
  recurring_interval_count: z.null().optional(),
});

/** Polar picks the variant from `recurring_interval`: set means a subscription product. */
export const productCreate = z
  .discriminatedUnion("recurring_interval", [productCreateRecurring, productCreateOneTime])
  .openapi("ProductCreate");

export const productUpdate = z
  .object({
    metadata: metadataInput.optional(),
    ...trial,
    name: name.nullish(),
    description,
    recurring_interval: recurringInterval.nullish().meta({
      description: "Can only be set on legacy recurring products. Once set, it can't be changed.",
    }),
    recurring_interval_count: recurringIntervalCount.nullish(),
    is_archived: z.boolean().nullish().meta({
      description: "Archived products can't be bought anymore; existing customers keep their benefits.",
    }),
    visibility: productVisibility.nullish(),
    prices: z
      .array(productPriceUpdate)
      .min(1)
      .nullish()
      .meta({ description: "Replaces the price list; keep an existing price by passing `{ id }`." }),
    medias,
    attached_custom_fields: z.array(attachedCustomFieldCreate).nullish(),
  })
  .openapi("ProductUpdate");

export const productBenefitsUpdate = z
  .object({
    benefits: z.array(uuid).meta({ description: "Benefit IDs, each of the product's organization." }),
  })
  .openapi("ProductBenefitsUpdate");

/** The fields every embedding of a product shares (Polar's `ProductBase`: discounts, checkouts, links, orders). */
export const productBaseFields = {
  id,
  ...timestamps,
  trial_interval: trialInterval.nullable(),
  trial_interval_count: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: productVisibility,
  recurring_interval: recurringInterval.nullable().meta({ description: "Null for a one-time purchase." }),
  recurring_interval_count: z.number().int().nullable(),
  // Defaults: order and subscription snapshots written before these keys existed still read.
  meter_interval: recurringInterval.nullable().default(null).meta({
    description:
      "The meter cycle of the product, independent of the billing interval. If `None`, metered concerns follow the billing interval.",
  }),
  meter_interval_count: z
    .number()
    .int()
    .nullable()
    .default(null)
    .meta({ description: "Number of meter interval units. None when no meter cycle is set." }),
  is_recurring: z.boolean(),
  is_archived: z.boolean(),
  organization_id: z.string(),
};

export const product = z
  .object({
    ...productBaseFields,
    metadata: metadataOutput,
    is_deletable: z.boolean().meta({
      description:
        "Whether the product can be permanently deleted. Products referenced by an order, subscription, trial or discount cannot be deleted.",
    }),
    prices: z.array(anyProductPrice),
    benefits: z.array(benefit),
    medias: z.array(productMediaFileRead),
    attached_custom_fields: z.array(attachedCustomField),
  })
  .openapi("Product");

export const productListQuery = withMetadataFilter(
  z.object({
    ...listQueryBase,
    id: repeatedQuery(uuid).optional().meta({ description: "Filter by product ID." }),
    query: z.string().optional().meta({ description: "Filter by product name." }),
    is_archived: booleanQuery.optional(),
    is_recurring: booleanQuery
      .optional()
      .meta({ description: "true: subscription products only; false: one-time only." }),
    benefit_id: repeatedQuery(uuid).optional().meta({ description: "Products granting any of these benefits." }),
    visibility: repeatedQuery(productVisibility).optional(),
    sorting: sortingQuery(["created_at", "name", "price_amount_type", "price_amount"], ["-created_at"]),
    ...metadataFilterQuery,
  }),
);

export const productList = listResourceSchema(product, "ListResource_Product_");

export type ProductCreate = z.infer<typeof productCreate>;
export type ProductUpdate = z.infer<typeof productUpdate>;
export type ProductBenefitsUpdate = z.infer<typeof productBenefitsUpdate>;
export type Product = z.infer<typeof product>;
export type ProductListQuery = z.infer<typeof productListQuery>;
export type ProductList = z.infer<typeof productList>;
