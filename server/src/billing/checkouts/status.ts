import { toJsonColumn } from "../../db/json-column.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import { recordEvent } from "../common/events.ts";
import * as discounts from "../discounts/service.ts";
import { type CheckoutContext, processorMetadata } from "./context.ts";
import { CheckoutErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import { effectiveStatus, mustFind, toResource } from "./resource.ts";

/**
 * A checkout's status changes besides the success (payment.ts): each one conditional on the
 * status it leaves (repository.updateIfStatus), so of two racing changes only one happens, and
 * recorded as checkout.updated in its own transaction.
 *
 *   open → expired       past the hour (expiry.ts, or on the spot by ensureOpen)
 *   confirmed → open     the payment was declined: the buyer may retry
 *   confirmed → expired  a 3-D Secure challenge left unanswered past the hour (expiry.ts)
 */

/** checkout.updated with the checkout as it is now in `trx`. */
export async function recordUpdated(ctx: CheckoutContext, trx: Tx, organizationId: string, id: string): Promise<void> {
  await recordEvent(
    trx,
    organizationId,
    "checkout.updated",
    await toResource(ctx, trx, await mustFind(trx, organizationId, id)),
  );
}

/** open → expired; false when the checkout was no longer open. */
export async function expireOpen(ctx: CheckoutContext, organizationId: string, id: string): Promise<boolean> {
  return inTransaction(ctx.db, async (trx) => {
    const moved = await repository.updateIfStatus(trx, organizationId, id, "open", {
      status: "expired",
      modified_at: nowIso(),
    });
    if (moved) await recordUpdated(ctx, trx, organizationId, id);
    return moved;
  });
}

/** Refuses a checkout that is not open; an open one past its expiry is expired on the spot. */
export async function ensureOpen(ctx: CheckoutContext, row: repository.CheckoutRow): Promise<void> {
  const status = effectiveStatus(row);
  if (status === "expired" && row.status === "open") await expireOpen(ctx, row.organization_id, row.id);
  if (status !== "open") throw CheckoutErrors.NOT_OPEN({ id: row.id, status });
}

/**
 * A confirmed checkout whose payment failed (declined, or its authentication abandoned): → `to`
 * (open: the buyer may retry; expired), the payment cleared, the discount's redemption given
 * back. False when the checkout was no longer confirmed (nothing changed).
 */
export async function unconfirm(
  ctx: CheckoutContext,
  organizationId: string,
  id: string,
  to: "open" | "expired",
): Promise<boolean> {
  const metadata = await processorMetadata(ctx, organizationId);
  return inTransaction(ctx.db, async (trx) => {
    const row = await mustFind(trx, organizationId, id);
    const moved = await repository.updateIfStatus(trx, organizationId, id, "confirmed", {
      status: to,
      payment_id: null,
      payment_processor_metadata: toJsonColumn(metadata),
      modified_at: nowIso(),
    });
    if (!moved) return false;
    if (row.discount_id) await discounts.release(trx, organizationId, row.discount_id);
    await recordUpdated(ctx, trx, organizationId, id);
    return true;
  });
}
