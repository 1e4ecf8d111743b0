import type { V1Body, V1Schemas } from "../../billing/lib/v1-api";

/** Wire shapes of /v1/subscriptions, generated from the server's OpenAPI document (billing/lib/v1-api.ts). */
export type Subscription = V1Schemas["Subscription"];
export type SubscriptionStatus = V1Schemas["SubscriptionStatus"];
export type CancellationReason = NonNullable<V1Schemas["CustomerCancellationReason"]>;
/** Polar's `SubscriptionUpdate` variants (product change, cancel, uncancel, revoke). */
export type SubscriptionUpdate = V1Body<"/v1/subscriptions/{id}", "patch">;
/** Gatehouse's `SubscriptionUpdatePreview`: amounts in minor units, a credit negative. */
export type SubscriptionUpdatePreview = V1Schemas["SubscriptionUpdatePreview"];
export type ProrationBehavior = SubscriptionUpdatePreview["proration_behavior"];

/** SPEC's (and Polar's) `CustomerCancellationReason`. */
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

export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  customer_service: "Customer service",
  low_quality: "Low quality",
  missing_features: "Missing features",
  switched_service: "Switched to another service",
  too_complex: "Too complex",
  too_expensive: "Too expensive",
  unused: "Not used enough",
  other: "Other",
};

/** How a product change is billed; absent: the organization's `subscription_settings.proration_behavior`. */
export const PRORATION_BEHAVIORS = ["invoice", "prorate"] as const satisfies readonly ProrationBehavior[];
