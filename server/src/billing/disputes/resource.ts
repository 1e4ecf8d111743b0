import type { Executor } from "../../db/transaction.ts";
import { type DisputeRow, findByIds } from "./repository.ts";
import { type DisputeResource, disputeStatus } from "./schemas.ts";

const RESOLVED = new Set(["won", "lost"]);
const CLOSED = new Set(["prevented", "won", "lost"]);

/** Polar's Dispute from its row. */
export function toDisputeResource(row: DisputeRow): DisputeResource {
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    status: disputeStatus.catch("needs_response").parse(row.status),
    resolved: RESOLVED.has(row.status),
    closed: CLOSED.has(row.status),
    amount: row.amount,
    tax_amount: row.tax_amount,
    currency: row.currency,
    order_id: row.order_id,
    payment_id: row.payment_id,
  };
}

/** The disputes named by refunds (a lost dispute's refund embeds it), by id. */
export async function disputesByIds(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, DisputeResource>> {
  if (ids.length === 0) return new Map();
  const rows = await findByIds(db, organizationId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toDisputeResource(row)]));
}
