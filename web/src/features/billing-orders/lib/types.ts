import { i18n } from "../../../i18n/i18n";
import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/orders and /v1/refunds, generated from the server's OpenAPI document (billing/lib/v1-api.ts). */
export type Order = V1Schemas["Order"];
export type OrderStatus = Order["status"];
export type Refund = V1Schemas["Refund"];
export type RefundReason = Refund["reason"];
export type RefundCreate = V1Body<"/v1/refunds/", "post">;

export const ORDER_STATUSES = [
  "draft",
  "pending",
  "paid",
  "refunded",
  "partially_refunded",
] as const satisfies readonly OrderStatus[];

/** The reasons a refund may give (the API's `Refund.reason`), in the order the form offers them. */
export const REFUND_REASONS = [
  "customer_request",
  "duplicate",
  "fraudulent",
  "service_disruption",
  "satisfaction_guarantee",
  "other",
] as const satisfies readonly RefundReason[];

/** Each reason's label in the catalogs. */
const REFUND_REASON_KEYS = {
  customer_request: "billing-orders:refundReason.customerRequest",
  duplicate: "billing-orders:refundReason.duplicate",
  fraudulent: "billing-orders:refundReason.fraudulent",
  service_disruption: "billing-orders:refundReason.serviceDisruption",
  satisfaction_guarantee: "billing-orders:refundReason.satisfactionGuarantee",
  other: "billing-orders:refundReason.other",
} as const satisfies Record<RefundReason, string>;

/** A refund's reason as read out; one the server added since this build shows as sent. */
export function refundReasonLabel(reason: string): string {
  return Object.hasOwn(REFUND_REASON_KEYS, reason) ? i18n.t(REFUND_REASON_KEYS[reason as RefundReason]) : reason;
}
