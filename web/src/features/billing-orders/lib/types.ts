import type { V1Body, V1Schemas } from "../../billing/lib/v1-api";

/** Wire shapes of /v1/orders and /v1/refunds, generated from the server's OpenAPI document (billing/lib/v1-api.ts). */
export type Order = V1Schemas["Order"];
export type OrderStatus = Order["status"];
export type Refund = V1Schemas["Refund"];
export type RefundReason = Refund["reason"];
export type RefundCreate = V1Body<"/v1/refunds/", "post">;

export const ORDER_STATUSES = [
  "pending",
  "paid",
  "refunded",
  "partially_refunded",
] as const satisfies readonly OrderStatus[];

/** SPEC §3's refund reasons, in the order the form offers them. */
export const REFUND_REASONS = [
  "customer_request",
  "duplicate",
  "fraudulent",
  "service_disruption",
  "satisfaction_guarantee",
  "other",
] as const satisfies readonly RefundReason[];

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  customer_request: "Customer request",
  duplicate: "Duplicate",
  fraudulent: "Fraudulent",
  service_disruption: "Service disruption",
  satisfaction_guarantee: "Satisfaction guarantee",
  other: "Other",
};
