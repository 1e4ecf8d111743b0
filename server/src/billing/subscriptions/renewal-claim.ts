import { type Db, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import { recordEvent } from "../common/events.ts";
import { recurringInterval } from "../products/price-schemas.ts";
import { billMeteredUsage } from "./metered.ts";
import { enterPause } from "./pause.ts";
import { nthPeriod } from "./period.ts";
import * as prorationRepository from "./proration-repository.ts";
import { applyPendingQuantity } from "./quantity-change.ts";
import { renewalCharge } from "./renewal-amounts.ts";
import * as renewalRepository from "./renewal-repository.ts";
import * as repository from "./repository.ts";
import { endSubscription, load } from "./service.ts";

/**
 * The claim of a renewal (renewal-job.ts): one conditional UPDATE on (id, current_period_end)
 * moves the subscription to its next period, committed with the renewal row to charge, the
 * carried credit and the ended period's metered usage.
 */

/**
 * One due subscription: ended (cancel_at_period_end), paused (pause_at_period_end), or moved to its next period with the
 * renewal to charge. Null when another worker (or a change committed meanwhile) got there first.
 */
export async function claimDuePeriod(
  db: Db,
  row: repository.SubscriptionRow,
): Promise<"ended" | "cycled" | "paused" | null> {
  // A scheduled pause: paused instead of renewed, nothing charged (a cancellation clears it).
  if (row.pause_at_period_end && !row.cancel_at_period_end) {
    const paused = await inTransaction(db, (trx) => enterPause(trx, row));
    return paused ? "paused" : null;
  }
  if (row.cancel_at_period_end) {
    const ended = await inTransaction(db, async (trx) => {
      const current = await repository.find(trx, row.organization_id, row.id);
      if (!current || current.current_period_end !== row.current_period_end) return false;
      return (await endSubscription(trx, current, current.current_period_end)) !== null;
    });
    return ended ? "ended" : null;
  }
  const interval = recurringInterval.parse(row.recurring_interval);
  const next = nthPeriod(row.billing_anchor, interval, row.recurring_interval_count, row.period_number + 1);
  const claimed = await inTransaction(db, async (trx) => {
    const at = nowIso();
    const won = await renewalRepository.claimPeriod(trx, row.organization_id, row.id, row.current_period_end, {
      period_number: row.period_number + 1,
      current_period_start: next.start,
      current_period_end: next.end,
      modified_at: at,
    });
    if (!won) return false;
    // The subscription as claimed (a plan change may have committed since it was listed as due).
    // A seat or unit reduction waiting for this period's end takes effect now, with its price.
    const claimedRow = await applyPendingQuantity(
      trx,
      (await repository.find(trx, row.organization_id, row.id)) ?? row,
    );
    const renewalId = newId();
    const charge = renewalCharge(
      claimedRow,
      row.period_number + 1,
      next.start,
      await prorationRepository.takeProrations(trx, row.organization_id, row.id, renewalId),
    );
    if (charge.carriedCredit < 0) {
      // A credit larger than the period's price: the rest waits for the next renewal.
      await prorationRepository.insertProration(trx, row.organization_id, {
        id: newId(),
        subscription_id: row.id,
        amount: charge.carriedCredit,
        currency: row.currency,
        label: "Unused credit carried forward",
        product_price_id: claimedRow.product_price_id,
        renewal_id: null,
        created_at: at,
      });
    }
    // The usage of the period that ended (a trial's is not billed), billed once: by this claim.
    const metered =
      row.period_number < 0
        ? 0
        : await billMeteredUsage(
            trx,
            claimedRow,
            renewalId,
            { start: row.current_period_start, end: row.current_period_end },
            at,
          );
    await renewalRepository.insertRenewal(trx, row.organization_id, {
      id: renewalId,
      subscription_id: row.id,
      period_start: next.start,
      period_end: next.end,
      amount: charge.amount + metered,
      discount_amount: charge.discount,
      proration_amount: charge.proration,
      currency: row.currency,
      status: "pending",
      attempts: 0,
      first_failed_at: null,
      next_attempt_at: next.start,
      last_decline_code: null,
      order_id: null,
      created_at: at,
      modified_at: null,
    });
    await recordEvent(trx, row.organization_id, "subscription.updated", await load(trx, row.organization_id, row.id));
    return true;
  });
  return claimed ? "cycled" : null;
}
