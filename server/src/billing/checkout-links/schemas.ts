import { z } from "@hono/zod-openapi";
import { checkoutProduct } from "../checkouts/schemas.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import { id, listQueryBase, metadataInput, metadataOutput, timestamps, uuid } from "../common/schemas.ts";
import { discount } from "../discounts/schemas.ts";
import { trialInterval } from "../products/schemas.ts";

/** Wire shapes of `/v1/checkout-links` (Polar `CheckoutLink*`). */

export const checkoutLinkProduct = checkoutProduct.extend({ metadata: metadataOutput }).openapi("CheckoutLinkProduct");

export const checkoutLink = z
  .object({
    id,
    ...timestamps,
    trial_interval: trialInterval.nullable(),
    trial_interval_count: z.number().int().nullable(),
    metadata: metadataOutput,
    payment_processor: z.literal("stripe"),
    client_secret: z.string(),
    success_url: z.string().nullable(),
    return_url: z.string().nullable(),
    label: z.string().nullable(),
    allow_discount_codes: z.boolean(),
    require_billing_address: z.boolean(),
    seats: z.number().int().nullable().meta({
      description:
        "Preset seat count for seat-based prices: checkouts opened from the link start with it; ignored when the products no longer allow it.",
    }),
    units: z.number().int().nullable().meta({
      description:
        "Preset unit count for unit-based prices: checkouts opened from the link start with it; ignored when the products no longer allow it.",
    }),
    discount_id: z.string().nullable(),
    organization_id: z.string(),
    products: z.array(checkoutLinkProduct),
    discount: discount.nullable(),
    url: z.string().meta({ description: "The shareable URL: it opens a new checkout." }),
  })
  .openapi("CheckoutLink");

const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);
const common = {
  metadata: metadataInput.optional(),
  trial_interval: trialInterval.nullish(),
  trial_interval_count: z.number().int().min(1).max(1000).nullish(),
  label: z.string().max(256).nullish(),
  allow_discount_codes: z.boolean().default(true),
  require_billing_address: z.boolean().default(false),
  seats: z.number().int().min(1).max(1000).nullish(),
  units: z.number().int().min(1).max(1_000_000_000).nullish(),
  discount_id: uuid.nullish(),
  success_url: httpUrl.nullish(),
  return_url: httpUrl.nullish(),
  organization_id: uuid.nullish(),
};

/** Polar's CheckoutLinkCreateProducts, and the older single product form (CheckoutLinkCreateProduct). */
export const checkoutLinkCreate = z
  .union([
    z.object({ ...common, payment_processor: z.literal("stripe"), products: z.array(uuid).min(1) }),
    z.object({ ...common, payment_processor: z.literal("stripe"), product_id: uuid }),
  ])
  .openapi("CheckoutLinkCreate");

export const checkoutLinkUpdate = z
  .object({
    metadata: metadataInput.optional(),
    trial_interval: trialInterval.nullish(),
    trial_interval_count: z.number().int().min(1).max(1000).nullish(),
    products: z.array(uuid).min(1).nullish(),
    label: z.string().max(256).nullish(),
    allow_discount_codes: z.boolean().nullish(),
    require_billing_address: z.boolean().nullish(),
    seats: z.number().int().min(1).max(1000).nullish(),
    units: z.number().int().min(1).max(1_000_000_000).nullish(),
    discount_id: uuid.nullish(),
    success_url: httpUrl.nullish(),
    return_url: httpUrl.nullish(),
  })
  .openapi("CheckoutLinkUpdate");

export const checkoutLinkListQuery = z.object({
  ...listQueryBase,
  product_id: repeatedQuery(uuid).optional(),
  sorting: sortingQuery(["created_at", "label", "success_url", "allow_discount_codes"], ["created_at"]),
});

export const checkoutLinkList = listResourceSchema(checkoutLink, "ListResource_CheckoutLink_");

export const redirectQuery = z.object({
  customer_email: z.string().optional(),
  customer_name: z.string().optional(),
  discount_code: z.string().optional(),
});

export type CheckoutLink = z.infer<typeof checkoutLink>;
export type CheckoutLinkProduct = z.infer<typeof checkoutLinkProduct>;
export type CheckoutLinkCreate = z.infer<typeof checkoutLinkCreate>;
export type CheckoutLinkUpdate = z.infer<typeof checkoutLinkUpdate>;
export type CheckoutLinkListQuery = z.infer<typeof checkoutLinkListQuery>;
export type CheckoutLinkList = z.infer<typeof checkoutLinkList>;
