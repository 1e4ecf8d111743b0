import { fromJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { disputesByIds } from "../disputes/resource.ts";
import type { RefundDisputeResource } from "../disputes/schemas.ts";
import * as repository from "./repository.ts";
import { type RefundResource, refundDestination, refundReason, refundStatus } from "./schemas.ts";

/** A refund as the API shows it: its row, with the dispute it stands for, if any. */
function toResource(row: repository.RefundRow, disputes: Map<string, RefundDisputeResource>): RefundResource {
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
    status: refundStatus.catch("pending").parse(row.status),
    reason: refundReason.catch("other").parse(row.reason),
    amount: row.amount,
    tax_amount: row.tax_amount,
    currency: row.currency,
    organization_id: row.organization_id,
    order_id: row.order_id,
    subscription_id: row.subscription_id,
    customer_id: row.customer_id,
    revoke_benefits: Boolean(row.revoke_benefits),
    dispute: (row.dispute_id && disputes.get(row.dispute_id)) || null,
    destination: refundDestination.catch("original_payment_method").parse(row.destination),
  };
}

/** Refund resources of rows, each with the dispute it stands for, if any. */
export async function toResources(
  db: Executor,
  organizationId: string,
  rows: repository.RefundRow[],
): Promise<RefundResource[]> {
  const disputeIds = rows.flatMap((row) => (row.dispute_id ? [row.dispute_id] : []));
  const disputes = await disputesByIds(db, organizationId, disputeIds);
  return rows.map((row) => toResource(row, disputes));
}

/** One refund's resource; it must exist (it was just written or read in the same transaction). */
export async function load(db: Executor, organizationId: string, id: string): Promise<RefundResource> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw new Error(`refund ${id} vanished`);
  const [refund] = await toResources(db, organizationId, [row]);
  return refund as RefundResource;
}
