import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/subscriptions, generated from the server's OpenAPI document (billing/lib/v1-api.ts). */
export type Subscription = V1Schemas["Subscription"];
export type SubscriptionStatus = V1Schemas["SubscriptionStatus"];
export type CancellationReason = NonNullable<V1Schemas["CustomerCancellationReason"]>;
/** Polar's `SubscriptionUpdate` variants (product change, cancel, uncancel, revoke). */
export type SubscriptionUpdate = V1Body<"/v1/subscriptions/{id}", "patch">;
/** Gatehouse's `SubscriptionUpdatePreview`: amounts in minor units, a credit negative. */
export type SubscriptionUpdatePreview = V1Schemas["SubscriptionUpdatePreview"];
export type ProrationBehavior = SubscriptionUpdatePreview["proration_behavior"];

/** The cancellation reasons a customer may give: Polar's `CustomerCancellationReason`, which the API shares. */
export const CANCELLATION_REASONS = [
  "customer_service",
  "low_quality",
  "missing_features",
  "switched_service",
  "too_complex",
  "too_expensive",
  "unused",
  "other",
] as const satisfies readonly CancellationReason[];

/** Each reason's label in the billing-subscriptions catalog. */
export const CANCELLATION_REASON_KEYS = {
  customer_service: "cancellationReason.customerService",
  low_quality: "cancellationReason.lowQuality",
  missing_features: "cancellationReason.missingFeatures",
  switched_service: "cancellationReason.switchedService",
  too_complex: "cancellationReason.tooComplex",
  too_expensive: "cancellationReason.tooExpensive",
  unused: "cancellationReason.unused",
  other: "cancellationReason.other",
} as const satisfies Record<CancellationReason, string>;

/** How a product change is billed; absent: the organization's `subscription_settings.proration_behavior`. */
export const PRORATION_BEHAVIORS = ["invoice", "prorate"] as const satisfies readonly ProrationBehavior[];
