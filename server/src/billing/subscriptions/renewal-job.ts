import type { Db } from "../../db/transaction.ts";
import type { Logger } from "../../kit/logger.ts";
import { PeriodicTask } from "../../kit/periodic-task.ts";
import { nowIso } from "../../kit/time.ts";
import type { PaymentProcessor } from "../../payment-processors/processor.ts";
import { chargeDueRenewal } from "./renewal-charge.ts";
import { claimDuePeriod } from "./renewal-claim.ts";
import * as renewalRepository from "./renewal-repository.ts";
import { resumeDue } from "./resume.ts";

/**
 * Renewals. At `current_period_end` a subscription is either ended (cancel_at_period_end), paused
 * (pause_at_period_end: no renewal, no charge until it resumes, by hand or at `resumes_at`), or
 * moved to its next period by one conditional UPDATE on (id, current_period_end) — the claim —
 * committed together with a `billing_subscription_renewal` row: the charge to make. The charge
 * (the saved card, off-session, idempotency key = renewal id + attempt) then either pays the
 * renewal (a `subscription_cycle` order, benefits cycled) or sends the subscription to past_due
 * with dunning retries at +2, +4 and +7 days from the first failure; after the last one fails the
 * subscription is canceled and revoked. A later success brings it back to active.
 *
 * Two workers, or a crash and restart, never cycle twice: a period is claimed by one UPDATE only,
 * a renewal attempt is settled by one conditional UPDATE only, and a repeated charge with the same
 * key returns the first outcome. After downtime, missed periods are caught up one at a time.
 */

/** `logger`: where a subscription's failing renewal is reported (the run goes on with the others). */
export type RenewalContext = { db: Db; processor: PaymentProcessor; logger?: Pick<Logger, "error"> };

export const SUBSCRIPTION_RENEWAL_INTERVAL_MS = 60_000;
const BATCH = 100;
/** Safety bound on catch-up rounds of one run (each round moves every due subscription one period). */
const MAX_ROUNDS = 1000;

/** `errors`: subscriptions or charges that threw (processor unreachable...): left as they were, retried by the next run. */
export type RenewalRunResult = {
  cycled: number;
  ended: number;
  paid: number;
  failed: number;
  errors: number;
  /** Subscriptions paused at their period's end, and paused ones resumed at their `resumes_at`. */
  paused: number;
  resumed: number;
};

/** One run: claims and charges until nothing is due at `now` (by the process clock). */
export async function runRenewals(ctx: RenewalContext, now: string = nowIso()): Promise<RenewalRunResult> {
  const result: RenewalRunResult = { cycled: 0, ended: 0, paid: 0, failed: 0, errors: 0, paused: 0, resumed: 0 };
  // Items that threw in this run are not tried again before the next run.
  const skip = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const claimed = (await resumeDuePauses(ctx, now, result, skip)) + (await claimDuePeriods(ctx, now, result, skip));
    const charged = await chargeDueRenewals(ctx, now, result, skip);
    if (claimed === 0 && charged === 0) break;
  }
  return result;
}

let exclusive: Promise<unknown> = Promise.resolve();

/**
 * One run after any run of this process still in progress (the periodic job's, a test's). Runs of
 * different processes (or raw `runRenewals` calls) may still overlap: the claims keep that safe.
 */
export function runRenewalsExclusive(ctx: RenewalContext): Promise<RenewalRunResult> {
  const run = exclusive.then(() => runRenewals(ctx));
  exclusive = run.catch(() => undefined);
  return run;
}

type Outcome = Exclude<keyof RenewalRunResult, "errors">;

/**
 * Handles each due item of a batch not skipped, counting its outcome; an item that throws is
 * skipped for the rest of the run, counted and reported. The number handled.
 */
async function handleDue<Item extends { id: string }>(
  ctx: RenewalContext,
  due: Item[],
  result: RenewalRunResult,
  skip: Set<string>,
  handle: (item: Item) => Promise<Outcome | null>,
): Promise<number> {
  let handled = 0;
  for (const item of due) {
    if (skip.has(item.id)) continue;
    try {
      const outcome = await handle(item);
      if (outcome) result[outcome] += 1;
      handled += 1;
    } catch (error) {
      skip.add(item.id);
      result.errors += 1;
      ctx.logger?.error(`subscription renewal ${item.id} failed; retried by the next run`, error);
    }
  }
  return handled;
}

/** Every due subscription one period on (or ended); the number handled. */
const claimDuePeriods = async (ctx: RenewalContext, now: string, result: RenewalRunResult, skip: Set<string>) =>
  handleDue(ctx, await renewalRepository.findDue(ctx.db, now, BATCH), result, skip, (row) =>
    claimDuePeriod(ctx.db, row),
  );

/** Every paused subscription whose `resumes_at` has come resumed (its new period's renewal then charged); the number handled. */
const resumeDuePauses = async (ctx: RenewalContext, now: string, result: RenewalRunResult, skip: Set<string>) =>
  handleDue(ctx, await renewalRepository.findDueResumes(ctx.db, now, BATCH), result, skip, async (row) =>
    (await resumeDue(ctx.db, row)) ? "resumed" : null,
  );

/** Every due renewal charged and settled; the number handled. */
const chargeDueRenewals = async (ctx: RenewalContext, now: string, result: RenewalRunResult, skip: Set<string>) =>
  handleDue(ctx, await renewalRepository.findDueRenewals(ctx.db, now, BATCH), result, skip, (renewal) =>
    chargeDueRenewal(ctx, renewal),
  );

/** The periodic job, started and stopped by main.ts; `stop()` waits for a run in progress. */
export function startRenewals(
  ctx: RenewalContext,
  logger: Logger,
  intervalMs = SUBSCRIPTION_RENEWAL_INTERVAL_MS,
): { stop(): Promise<void> } {
  const task = new PeriodicTask("subscription renewals", () => runRenewalsExclusive({ logger, ...ctx }), logger);
  task.start(intervalMs, { runNow: false });
  return task;
}
