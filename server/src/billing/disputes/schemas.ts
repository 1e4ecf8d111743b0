import { z } from "@hono/zod-openapi";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import { id, listQueryBase, timestamps, uuid } from "../common/schemas.ts";
import { customer } from "../customers/schemas.ts";

/** Wire shapes of `/v1/disputes` (Polar's `Dispute`, `DisputeStatus`, `ListResource_Dispute_`). */

export const disputeStatus = z.enum(["prevented", "early_warning", "needs_response", "under_review", "lost", "won"]);

const disputeFields = {
  ...timestamps,
  id,
  status: disputeStatus,
  resolved: z.boolean().meta({ description: "Whether the dispute has been resolved (won or lost)." }),
  closed: z.boolean().meta({ description: "Whether the dispute is closed (prevented, won, or lost)." }),
  amount: z.number().int().meta({ description: "Amount in cents disputed." }),
  tax_amount: z.number().int().meta({ description: "Tax amount in cents disputed." }),
  currency: z.string(),
  reason: z
    .string()
    .nullable()
    .meta({ description: "The reason the card network reports (e.g. `fraudulent`, `product_not_received`)." }),
  evidence_due_by: z
    .string()
    .nullable()
    .meta({ description: "Deadline to submit evidence; null when no response is expected." }),
  past_due: z.boolean().meta({ description: "Whether the evidence submission deadline has passed." }),
  order_id: z.string(),
  payment_id: z.string(),
};

/** The dispute a refund stands for (Polar's RefundDispute: no customer, no case). */
export const refundDispute = z.object(disputeFields).openapi("RefundDispute");

export const dispute = z
  .object({
    ...disputeFields,
    customer,
    case_id: z
      .string()
      .nullable()
      .meta({ description: "The ID of the support case for this dispute, if one was opened." }),
  })
  .openapi("Dispute");

export const disputeListQuery = z.object({
  ...listQueryBase,
  order_id: repeatedQuery(uuid).optional().meta({ description: "Filter by order ID." }),
  status: repeatedQuery(disputeStatus).optional().meta({ description: "Filter by dispute status." }),
  sorting: sortingQuery(["created_at", "amount"], ["-created_at"]),
});

export const disputeList = listResourceSchema(dispute, "ListResource_Dispute_");

export type DisputeStatus = z.infer<typeof disputeStatus>;
export type DisputeResource = z.infer<typeof dispute>;
export type RefundDisputeResource = z.infer<typeof refundDispute>;
export type DisputeListQuery = z.infer<typeof disputeListQuery>;
export type DisputeList = z.infer<typeof disputeList>;
