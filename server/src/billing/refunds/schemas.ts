import { z } from "@hono/zod-openapi";
import { positiveAmountSchema } from "../common/money.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { booleanQuery, repeatedQuery, sortingQuery } from "../common/query.ts";
import { id, listQueryBase, metadataInput, metadataOutput, timestamps, uuid } from "../common/schemas.ts";
import { refundDispute } from "../disputes/schemas.ts";

/** Wire shapes of `/v1/refunds` (Polar `Refund*` models, with Polar's refund reasons and statuses). */

export const refundStatus = z.enum(["pending", "succeeded", "failed", "canceled"]);
export const refundReason = z.enum([
  "duplicate",
  "fraudulent",
  "customer_request",
  "service_disruption",
  "satisfaction_guarantee",
  "other",
]);

/**
 * Gatehouse extension (Polar refunds to the payment only): where the refunded money goes. A
 * `wallet` refund never reaches the payment processor; it succeeds at once and credits the
 * customer's wallet in the order's currency with amount + tax.
 */
export const refundDestination = z.enum(["original_payment_method", "wallet"]);
const DESTINATION_DESCRIPTION =
  "Gatehouse extension (not in Polar): where the refund goes. `original_payment_method` (default) refunds the order's payment through the payment processor; `wallet` credits amount + tax to the customer's wallet in the order's currency at once, without the processor, spent before the card at the customer's next renewals.";

export const refund = z
  .object({
    ...timestamps,
    id,
    metadata: metadataOutput,
    status: refundStatus,
    reason: refundReason,
    amount: z.number().int(),
    tax_amount: z.number().int(),
    currency: z.string(),
    organization_id: z.string(),
    order_id: z.string(),
    subscription_id: z.string().nullable(),
    customer_id: z.string(),
    revoke_benefits: z.boolean(),
    // The lost dispute this refund stands for, if any (a union: `.nullable()` here made the shared RefundDispute component itself nullable).
    dispute: z.union([refundDispute, z.null()]),
    destination: refundDestination.meta({ description: DESTINATION_DESCRIPTION }),
  })
  .openapi("Refund");

export const refundCreate = z.object({
  metadata: metadataInput.optional(),
  order_id: uuid,
  reason: refundReason,
  amount: positiveAmountSchema.meta({
    description: "Amount to refund in cents, before tax (tax is refunded proportionally). Minimum is 1.",
  }),
  comment: z.string().max(1000).nullish().meta({ description: "An internal comment about the refund." }),
  revoke_benefits: z.boolean().default(false).meta({ description: "Revoke the benefits the order granted." }),
  destination: refundDestination.default("original_payment_method").meta({ description: DESTINATION_DESCRIPTION }),
});

export const refundListQuery = z.object({
  ...listQueryBase,
  id: repeatedQuery(uuid).optional().meta({ description: "Filter by refund ID." }),
  order_id: repeatedQuery(uuid).optional().meta({ description: "Filter by order ID." }),
  subscription_id: repeatedQuery(uuid).optional().meta({ description: "Filter by subscription ID." }),
  customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
  succeeded: booleanQuery.optional().meta({ description: "Filter by `succeeded`." }),
  sorting: sortingQuery(["created_at", "amount"], ["-created_at"]),
});

export const refundList = listResourceSchema(refund, "ListResource_Refund_");

export type RefundResource = z.infer<typeof refund>;
export type RefundCreate = z.infer<typeof refundCreate>;
export type RefundListQuery = z.infer<typeof refundListQuery>;
export type RefundList = z.infer<typeof refundList>;
