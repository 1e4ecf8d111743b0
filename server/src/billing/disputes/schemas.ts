import { z } from "@hono/zod-openapi";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import { id, listQueryBase, timestamps, uuid } from "../common/schemas.ts";

/** Wire shapes of `/v1/disputes` (Polar's `Dispute`, `DisputeStatus`, `ListResource_Dispute_`). */

export const disputeStatus = z.enum(["prevented", "early_warning", "needs_response", "under_review", "lost", "won"]);

export const dispute = z
  .object({
    ...timestamps,
    id,
    status: disputeStatus,
    resolved: z.boolean().meta({ description: "Whether the dispute has been resolved (won or lost)." }),
    closed: z.boolean().meta({ description: "Whether the dispute is closed (prevented, won, or lost)." }),
    amount: z.number().int().meta({ description: "Amount in cents disputed." }),
    tax_amount: z.number().int().meta({ description: "Tax amount in cents disputed." }),
    currency: z.string(),
    order_id: z.string(),
    payment_id: z.string(),
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
export type DisputeListQuery = z.infer<typeof disputeListQuery>;
export type DisputeList = z.infer<typeof disputeList>;
