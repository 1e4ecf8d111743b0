import type { Logger } from "../../kit/logger.ts";
import { PeriodicTask } from "../../kit/periodic-task.ts";
import { now, nowIso } from "../../kit/time.ts";
import type { CheckoutContext } from "./context.ts";
import { complete, completeCharged, pendingAuthentication, retryPendingCharge } from "./payment.ts";
import * as repository from "./repository.ts";
import { processorMetadataOf } from "./resource.ts";
import { expireOpen, unconfirm } from "./status.ts";

export const CHECKOUT_EXPIRY_INTERVAL_MS = 60_000;

const BATCH = 100;

/**
 * Expires checkouts past their hour (checkout.updated each); the count. Open ones, and confirmed
 * ones whose 3-D Secure challenge was never answered (expireAbandonedAuthentications).
 */
export async function expireCheckouts(ctx: CheckoutContext, now = nowIso()): Promise<number> {
  let count = 0;
  for (;;) {
    const due = await repository.findExpired(ctx.db, now, BATCH);
    for (const row of due) if (await expireOpen(ctx, row.organization_id, row.id)) count += 1;
    if (due.length < BATCH) break;
  }
  return count + (await expireAbandonedAuthentications(ctx, now));
}

/**
 * Confirmed checkouts past their expiry still waiting for the buyer's 3-D Secure challenge: the
 * pending authentication is failed through the processor, then the checkout expires (the
 * redemption given back, status.ts's unconfirm). Should the buyer's challenge have succeeded
 * first, the payment stands and the checkout completes instead. One batch a sweep: a payment the
 * processor leaves pending is tried again on the next one.
 */
async function expireAbandonedAuthentications(ctx: CheckoutContext, now: string): Promise<number> {
  let count = 0;
  for (const row of await repository.findPendingAuthentications(ctx.db, now, BATCH)) {
    const paymentId = pendingAuthentication(row);
    if (!paymentId) continue;
    const outcome = await ctx.processor.completeAuthentication(paymentId, "fail");
    if (outcome.status === "succeeded") await completeCharged(ctx, row.organization_id, row.id, outcome);
    else if (outcome.status === "declined" && (await unconfirm(ctx, row.organization_id, row.id, "expired")))
      count += 1;
  }
  return count;
}

/**
 * Completes confirmed checkouts whose completion was interrupted (an error or a restart between
 * the charge and the order): paid ones (intent succeeded) and free ones, idle for `graceMs`.
 */
export async function recoverInterrupted(ctx: CheckoutContext, graceMs = 60_000): Promise<number> {
  let count = 0;
  const before = new Date(now().getTime() - graceMs).toISOString();
  for (const row of await repository.findInterrupted(ctx.db, before, BATCH)) {
    const metadata = processorMetadataOf(row);
    const paid = row.payment_id !== null && metadata.intent_status === "succeeded";
    if (!paid && !(row.total_amount === 0 && row.payment_id === null)) continue;
    await complete(
      ctx,
      row.organization_id,
      row.id,
      row.payment_id,
      paid ? { card_brand: metadata.card_brand ?? "", card_last4: metadata.card_last4 ?? "" } : {},
    );
    count += 1;
  }
  return count;
}

/**
 * Asks the processor again about charges left unanswered (a lost answer, a process stopped while
 * waiting) `graceMs` after the confirm: same idempotency key, so the processor's first outcome.
 * The count settled; a charge still unanswered waits for the next sweep (or Stripe's webhook).
 */
export async function recoverUnansweredCharges(ctx: CheckoutContext, graceMs = 60_000): Promise<number> {
  let count = 0;
  const before = new Date(now().getTime() - graceMs).toISOString();
  for (const row of await repository.findUnansweredCharges(ctx.db, before, BATCH))
    if ((await retryPendingCharge(ctx, row)) === "settled") count += 1;
  return count;
}

/**
 * The periodic job: expires checkouts past their hour (expireCheckouts), completes confirmed
 * checkouts whose completion was interrupted (recoverInterrupted) and settles charges left
 * unanswered (recoverUnansweredCharges).
 * Started and stopped by main.ts; `stop()` waits for a sweep in progress.
 */
export function startCheckoutExpiry(
  ctx: CheckoutContext,
  logger: Logger,
  intervalMs = CHECKOUT_EXPIRY_INTERVAL_MS,
): { stop(): Promise<void> } {
  const task = new PeriodicTask(
    "checkout expiry",
    async () => {
      const count = await expireCheckouts(ctx);
      if (count > 0) logger.info(`expired ${count} checkout(s)`);
      const recovered = await recoverInterrupted(ctx);
      if (recovered > 0) logger.warn(`completed ${recovered} interrupted checkout(s)`);
      const answered = await recoverUnansweredCharges(ctx);
      if (answered > 0) logger.warn(`settled ${answered} checkout charge(s) left unanswered`);
    },
    logger,
  );
  task.start(intervalMs, { runNow: false });
  return task;
}
