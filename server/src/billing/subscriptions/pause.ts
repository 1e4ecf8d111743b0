import { type Db, inTransaction, type Tx } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { recordEvent } from "../common/events.ts";
import { ValidationFailure } from "../common/validation.ts";
import { SubscriptionErrors } from "./errors.ts";
import * as renewalRepository from "./renewal-repository.ts";
import * as repository from "./repository.ts";
import type { SubscriptionPause, SubscriptionResource } from "./schemas.ts";
import { load, stateChanged } from "./service.ts";

/**
 * Polar's pause model. `pause_at_period_end: true` schedules a pause for the current period's end
 * (only an active subscription that is not canceling or already pausing), optionally with a
 * `resumes_at` after that end; `false` undoes the scheduled pause. At the period's end the renewal
 * claim pauses the subscription instead of renewing it (`enterPause`): status `paused`, no renewal,
 * no charge, its benefits revoked. `resume.ts` starts it again.
 */

/** Polar's `can_pause`. */
const canPause = (row: repository.SubscriptionRow): boolean =>
  row.status === "active" && !row.cancel_at_period_end && !row.pause_at_period_end && row.ends_at === null;

export async function changePause(
  db: Db,
  access: OrganizationScope,
  id: string,
  body: SubscriptionPause,
): Promise<SubscriptionResource> {
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const row = await repository.find(trx, organizationId, id);
    if (!row) throw SubscriptionErrors.NOT_FOUND();
    const at = nowIso();
    if (body.pause_at_period_end) {
      if (!canPause(row)) throw SubscriptionErrors.CANNOT_PAUSE();
      const resumesAt = body.resumes_at ?? null;
      if (resumesAt !== null && resumesAt <= row.current_period_end)
        throw ValidationFailure.at(["body", "resumes_at"], "resumes_at must be after the current period end.");
      await applyIfUnchanged(trx, row, { pause_at_period_end: 1, resumes_at: resumesAt, modified_at: at });
    } else {
      // Polar's `can_cancel_scheduled_pause`.
      if (!row.pause_at_period_end || row.status !== "active") throw SubscriptionErrors.NO_SCHEDULED_PAUSE();
      await applyIfUnchanged(trx, row, { pause_at_period_end: 0, resumes_at: null, modified_at: at });
    }
    const resource = await load(trx, organizationId, id);
    await recordEvent(trx, organizationId, "subscription.updated", resource);
    await stateChanged(trx, organizationId, row.customer_id);
    return resource;
  });
}

/** The change, unless a renewal or another change moved the subscription since it was read (409). */
async function applyIfUnchanged(
  trx: Tx,
  row: repository.SubscriptionRow,
  values: repository.SubscriptionChanges,
): Promise<void> {
  const applied = await renewalRepository.updateInPeriod(trx, row.organization_id, row.id, row.current_period_end, {
    from: { status: row.status, pause_at_period_end: row.pause_at_period_end },
    values,
  });
  if (!applied) throw SubscriptionErrors.CHANGED_MEANWHILE();
}

/**
 * The renewal claim of a subscription whose pause is due: paused from the end of its period
 * (which stays its current period), benefits revoked, subscription.updated + subscription.paused.
 * False when another worker or a change got there first.
 */
export async function enterPause(trx: Tx, row: repository.SubscriptionRow): Promise<boolean> {
  const at = nowIso();
  const paused = await renewalRepository.updateInPeriod(trx, row.organization_id, row.id, row.current_period_end, {
    from: { status: "active", pause_at_period_end: 1 },
    values: { status: "paused", paused_at: at, pause_at_period_end: 0, modified_at: at },
  });
  if (!paused) return false;
  const resource = await load(trx, row.organization_id, row.id);
  await recordEvent(trx, row.organization_id, "subscription.updated", resource);
  await recordEvent(trx, row.organization_id, "subscription.paused", resource);
  await stateChanged(trx, row.organization_id, row.customer_id);
  await enqueueBenefitGrants(trx, {
    organizationId: row.organization_id,
    customerId: row.customer_id,
    productId: row.product_id,
    orderId: null,
    subscriptionId: row.id,
    action: "revoke",
  });
  return true;
}
