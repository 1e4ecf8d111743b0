import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/**
 * Wire shapes of /v1/customer-portal (Polar's customer portal API, contracts C1–C3), generated
 * from the server's OpenAPI document (billing/lib/v1-api.ts).
 */
export type CustomerSubscription = V1Schemas["CustomerSubscription"];
/** One seat of a seat-based subscription (Polar's CustomerSeat). */
export type CustomerSeat = V1Schemas["CustomerSeat"];
export type CancellationReason = NonNullable<V1Schemas["CustomerCancellationReason"]>;
/** What switching product would cost (the same shape as the dashboard's preview). */
export type SubscriptionUpdatePreview = V1Schemas["SubscriptionUpdatePreview"];
export type PortalCustomer = V1Schemas["CustomerPortalCustomer"];
export type PortalCustomerUpdate = V1Body<"/v1/customer-portal/customers/me", "patch">;
export type CustomerBenefitGrant = V1Schemas["CustomerBenefitGrant"];
/** A downloadables benefit's file with its signed link (contract C2). */
export type Downloadable = V1Schemas["DownloadableRead"];
/**
 * Polar's CustomerCustomerMeter (GET /v1/customer-portal/meters/): the dashboard's CustomerMeter
 * without the customer, and only the meter's name (never the merchant's filter).
 */
export type CustomerMeter = V1Schemas["CustomerCustomerMeter"];

/** Each cancellation reason's catalog key (portal namespace), in the order the form offers them. */
export const CANCELLATION_REASONS = {
  too_expensive: "cancellationReason.tooExpensive",
  missing_features: "cancellationReason.missingFeatures",
  switched_service: "cancellationReason.switchedService",
  unused: "cancellationReason.unused",
  customer_service: "cancellationReason.customerService",
  low_quality: "cancellationReason.lowQuality",
  too_complex: "cancellationReason.tooComplex",
  other: "cancellationReason.other",
} as const satisfies Record<CancellationReason, string>;
