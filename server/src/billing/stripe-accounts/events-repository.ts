import type { Executor } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";

/**
 * Records an event before it is acted on; true when it was handled already (a repeated delivery).
 * Two deliveries at once both find it unhandled and both act: acting is idempotent (the checkout
 * moves on conditional updates), the record only spares the work.
 */
export async function recordReceived(
  db: Executor,
  organizationId: string,
  event: { id: string; type: string },
  payload: string,
): Promise<boolean> {
  await db
    .insertInto("billing_stripe_event")
    .values({
      organization_id: organizationId,
      id: event.id,
      type: event.type,
      payload,
      received_at: nowIso(),
      processed_at: null,
    })
    .onConflict((conflict) => conflict.columns(["organization_id", "id"]).doNothing())
    .execute();
  const row = await db
    .selectFrom("billing_stripe_event")
    .select("processed_at")
    .where("organization_id", "=", organizationId)
    .where("id", "=", event.id)
    .executeTakeFirst();
  return row?.processed_at !== null && row?.processed_at !== undefined;
}

export async function markProcessed(db: Executor, organizationId: string, eventId: string): Promise<void> {
  await db
    .updateTable("billing_stripe_event")
    .set({ processed_at: nowIso() })
    .where("organization_id", "=", organizationId)
    .where("id", "=", eventId)
    .execute();
}
