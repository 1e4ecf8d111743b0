import { z } from "@hono/zod-openapi";
import { uuid } from "../common/schemas.ts";
import { customerCancellationReason, subscriptionPause, subscriptionResume } from "../subscriptions/schemas.ts";

/** Polar's `CustomerSubscriptionUpdateProduct`: the customer switches product (the organization's proration behavior). */
export const customerSubscriptionUpdateProduct = z
  .object({ product_id: uuid.meta({ description: "Update subscription to another product." }) })
  .openapi("CustomerSubscriptionUpdateProduct");

/** Polar's `CustomerSubscriptionCancel`: cancel at period end (true) or undo it (false), with the customer's reason. */
export const customerSubscriptionCancel = z
  .object({
    cancel_at_period_end: z.boolean().nullish().meta({
      description:
        "Cancel an active subscription once the current period ends. Or uncancel a subscription currently set to be revoked at period end.",
    }),
    cancellation_reason: customerCancellationReason
      .nullish()
      .meta({ description: "Customer reason for cancellation." }),
    cancellation_comment: z
      .string()
      .nullish()
      .meta({ description: "Customer feedback and why they decided to cancel." }),
  })
  .openapi("CustomerSubscriptionCancel");

/** Polar's `CustomerSubscriptionUpdateSeats`: more seats now (prorated), fewer at the period's end. */
export const customerSubscriptionUpdateSeats = z
  .object({ seats: z.number().int().min(1).meta({ description: "Update the number of seats for this subscription." }) })
  .openapi("CustomerSubscriptionUpdateSeats");

/** Polar's `CustomerSubscriptionUpdateUnits`: more units now (prorated), fewer at the period's end. */
export const customerSubscriptionUpdateUnits = z
  .object({ units: z.number().int().min(1).meta({ description: "Update the number of units for this subscription." }) })
  .openapi("CustomerSubscriptionUpdateUnits");

/** Polar's `CustomerSubscriptionPause`: pause at the period's end (optionally until `resumes_at`), or undo it. */
export const customerSubscriptionPause = subscriptionPause.openapi("CustomerSubscriptionPause");

/** Polar's `CustomerSubscriptionResume`: resume a paused subscription now (a new period, charged). */
export const customerSubscriptionResume = subscriptionResume.openapi("CustomerSubscriptionResume");

// The pause shapes before the cancel shape: its only field is optional, so it takes any object.
export const customerSubscriptionUpdate = z
  .union([
    customerSubscriptionUpdateProduct,
    customerSubscriptionUpdateSeats,
    customerSubscriptionUpdateUnits,
    customerSubscriptionPause,
    customerSubscriptionResume,
    customerSubscriptionCancel,
  ])
  .openapi("CustomerSubscriptionUpdate");

/** Body of the portal's update-preview (Gatehouse extension). */
export const customerSubscriptionUpdatePreviewRequest = z
  .union([z.object({ product_id: uuid }), customerSubscriptionUpdateSeats, customerSubscriptionUpdateUnits])
  .openapi("CustomerSubscriptionUpdatePreviewRequest");

export type CustomerSubscriptionUpdate = z.infer<typeof customerSubscriptionUpdate>;
