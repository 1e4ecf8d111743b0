import { z } from "@hono/zod-openapi";
import { dateTimeInput } from "../common/datetime.ts";
import { metadataInputSchema } from "../common/metadata.ts";
import { metadataFilterQuery, withMetadataFilter } from "../common/metadata-filter.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { booleanQuery, repeatedQuery, sortingQuery } from "../common/query.ts";
import { datetime, listQueryBase, metadataOutput, uuid } from "../common/schemas.ts";
import { subscriptionMeter } from "../customer-meters/schemas.ts";
import { customer } from "../customers/schemas.ts";
import { orderDiscount } from "../orders/schemas.ts";
import { anyProductPrice } from "../products/price-schemas.ts";
import { product } from "../products/schemas.ts";
import { customerCancellationReason, subscriptionCoreFields } from "./core-fields.ts";

/** Wire shapes of `/v1/subscriptions` (Polar `Subscription*` models). */

export { customerCancellationReason } from "./core-fields.ts";

const customFieldValue = z.union([z.string(), z.number(), z.boolean()]).nullable();

/** Polar's PendingSubscriptionUpdate: a change waiting for the period's end (a seat reduction). */
export const pendingSubscriptionUpdate = z
  .object({
    created_at: datetime,
    modified_at: datetime.nullable(),
    id: z.string(),
    applies_at: datetime,
    product_id: z.string().nullable(),
    seats: z.number().int().nullable(),
    units: z.number().int().nullable(),
  })
  .openapi("PendingSubscriptionUpdate");

export const subscription = z
  .object({
    ...subscriptionCoreFields,
    metadata: metadataOutput,
    custom_field_data: z.record(z.string(), customFieldValue),
    customer,
    product,
    discount: orderDiscount.nullable(),
    prices: z.array(anyProductPrice),
    meters: z
      .array(subscriptionMeter)
      .meta({ description: "The meters of the subscription's metered prices, with the current period's usage." }),
    pending_update: pendingSubscriptionUpdate.nullable(),
  })
  .openapi("Subscription");

export const SUBSCRIPTION_SORT_FIELDS = [
  "customer",
  "status",
  "started_at",
  "current_period_end",
  "ended_at",
  "ends_at",
  "amount",
  "product",
  "discount",
] as const;

export const subscriptionListQuery = withMetadataFilter(
  z.object({
    ...listQueryBase,
    product_id: repeatedQuery(uuid).optional().meta({ description: "Filter by product ID." }),
    customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
    external_customer_id: repeatedQuery(z.string()).optional().meta({ description: "Filter by customer external ID." }),
    discount_id: repeatedQuery(uuid).optional().meta({ description: "Filter by discount ID." }),
    active: booleanQuery.optional().meta({ description: "Filter by active or inactive subscription." }),
    cancel_at_period_end: booleanQuery
      .optional()
      .meta({ description: "Filter by subscriptions that are set to cancel at period end." }),
    sorting: sortingQuery(SUBSCRIPTION_SORT_FIELDS, ["-started_at"]),
    ...metadataFilterQuery,
  }),
);

export const subscriptionList = listResourceSchema(subscription, "ListResource_Subscription_");

const cancellation = {
  customer_cancellation_reason: customerCancellationReason
    .nullish()
    .meta({ description: "Customer reason for cancellation." }),
  customer_cancellation_comment: z
    .string()
    .nullish()
    .meta({ description: "Customer feedback and why they decided to cancel." }),
};

export const subscriptionCancel = z
  .object({
    ...cancellation,
    cancel_at_period_end: z.boolean().meta({
      description: "Cancel the subscription at the end of the period (true) or undo a pending cancellation (false).",
    }),
  })
  .openapi("SubscriptionCancel");

export const subscriptionRevoke = z
  .object({
    ...cancellation,
    revoke: z.literal(true).meta({ description: "Cancel and revoke an active subscription immediately." }),
  })
  .openapi("SubscriptionRevoke");

export const prorationBehavior = z.enum(["invoice", "prorate"]).openapi("SubscriptionProrationBehavior");

export const subscriptionUpdateProduct = z
  .object({
    product_id: uuid.meta({ description: "Update subscription to another product." }),
    proration_behavior: prorationBehavior.nullish().meta({
      description:
        "Determine how to handle the proration billing. If not provided, the behavior defined in the organization settings will be used.",
    }),
  })
  .openapi("SubscriptionUpdateProduct");

export const subscriptionUpdateDiscount = z
  .object({
    discount_id: uuid.nullable().meta({
      description:
        "Update the subscription to apply a new discount. If set to `null`, the discount will be removed. The change will be applied on the next billing cycle.",
    }),
  })
  .openapi("SubscriptionUpdateDiscount");

export const subscriptionUpdateSeats = z
  .object({
    seats: z.number().int().min(1).meta({ description: "Update the number of seats for this subscription." }),
    proration_behavior: prorationBehavior.nullish().meta({
      description:
        "Determine how to handle the proration billing. If not provided, the behavior defined in the organization settings will be used.",
    }),
  })
  .openapi("SubscriptionUpdateSeats");

export const subscriptionUpdateUnits = z
  .object({
    units: z.number().int().min(1).meta({ description: "Update the number of units for this subscription." }),
    proration_behavior: prorationBehavior.nullish().meta({
      description:
        "Determine how to handle the proration billing. If not provided, the behavior defined in the organization settings will be used.",
    }),
  })
  .openapi("SubscriptionUpdateUnits");

export const subscriptionPause = z
  .object({
    pause_at_period_end: z.boolean().meta({
      description:
        "Pause an active subscription at the end of the current period (true), or undo a scheduled pause (false).",
    }),
    resumes_at: dateTimeInput.nullish().meta({
      description:
        "When the paused subscription resumes by itself; after the current period's end. If not set, it stays paused until resumed.",
    }),
  })
  .openapi("SubscriptionPause");

export const subscriptionResume = z
  .object({
    resume: z.literal(true).meta({
      description: "Resume a paused subscription now, starting a new billing period and charging the customer.",
    }),
  })
  .openapi("SubscriptionResume");

/** Polar's `SubscriptionUpdateBase` with its metadata alone (product and discount changes have their own shapes). */
export const subscriptionUpdateMetadata = z
  .object({ metadata: metadataInputSchema.meta({ description: "Replaces the subscription's metadata." }) })
  .openapi("SubscriptionUpdateMetadata");

/** Polar's `SubscriptionUpdate`: product, discount, seats or units change, cancel (and uncancel), revoke, pause, resume, metadata. */
export const subscriptionUpdate = z
  .union([
    subscriptionUpdateProduct,
    subscriptionUpdateDiscount,
    subscriptionUpdateSeats,
    subscriptionUpdateUnits,
    subscriptionRevoke,
    subscriptionCancel,
    subscriptionPause,
    subscriptionResume,
    subscriptionUpdateMetadata,
  ])
  .openapi("SubscriptionUpdate");

/** Gatehouse extension: what a plan change would cost (integers in minor units; a credit is < 0). */
export const subscriptionUpdatePreview = z
  .object({
    product_id: z.string(),
    proration_behavior: prorationBehavior,
    currency: z.string(),
    current_amount: z.number().int(),
    new_amount: z.number().int(),
    proration_amount: z
      .number()
      .int()
      .meta({ description: "Unused fraction of the current period × (new − current amount); a credit when negative." }),
    tax_amount: z.number().int().meta({ description: "Tax of the amount due now." }),
    due_now: z
      .number()
      .int()
      .meta({ description: "invoice: charged now (proration + tax, when positive); prorate: 0." }),
    next_renewal_amount: z
      .number()
      .int()
      .meta({ description: "The next renewal's charge, tax included, with the prorations waiting for it." }),
    next_renewal_at: datetime.nullable(),
  })
  .openapi("SubscriptionUpdatePreview");

export const subscriptionUpdatePreviewRequest = z
  .union([
    z.object({ product_id: uuid, proration_behavior: prorationBehavior.nullish() }),
    subscriptionUpdateSeats,
    subscriptionUpdateUnits,
  ])
  .openapi("SubscriptionUpdatePreviewRequest");

export type SubscriptionResource = z.infer<typeof subscription>;
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuery>;
export type SubscriptionList = z.infer<typeof subscriptionList>;
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdate>;
export type SubscriptionPause = z.infer<typeof subscriptionPause>;
export type ProrationBehavior = z.infer<typeof prorationBehavior>;
export type SubscriptionUpdatePreview = z.infer<typeof subscriptionUpdatePreview>;
export type SortField = (typeof SUBSCRIPTION_SORT_FIELDS)[number];
