import type { V1Body, V1Schemas } from "../../billing/lib/v1-api";

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

export const CANCELLATION_REASONS: Record<CancellationReason, string> = {
  too_expensive: "Too expensive",
  missing_features: "Missing features",
  switched_service: "Switched to another service",
  unused: "Not using it enough",
  customer_service: "Customer service",
  low_quality: "Low quality",
  too_complex: "Too complex",
  other: "Other",
};
