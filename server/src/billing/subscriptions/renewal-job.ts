import { fromJsonColumn } from "../../db/json-column.ts";
import { type Db, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { Logger } from "../../kit/logger.ts";
import { PeriodicTask } from "../../kit/periodic-task.ts";
import { nowIso } from "../../kit/time.ts";
import type { ChargeOutcome, PaymentProcessor } from "../../payments/processor.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { recordEvent } from "../common/events.ts";
import { addressOutput } from "../common/schemas.ts";
import { createPaidOrder } from "../orders/paid-order.ts";
import { recurringInterval } from "../products/price-schemas.ts";
import { billMeteredUsage, meteredItemsOfRenewal } from "./metered.ts";
import { nextRetryAt, nthPeriod } from "./period.ts";
import { renewalCharge } from "./renewal-amounts.ts";
import * as repository from "./repository.ts";
import { endSubscription, load, stateChanged } from "./service.ts";

/**
 * Renewals. At `current_period_end` a subscription is either ended (cancel_at_period_end) or
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
export type RenewalRunResult = { cycled: number; ended: number; paid: number; failed: number; errors: number };

/** One run: claims and charges until nothing is due at `now` (by the process clock). */
export async function runRenewals(ctx: RenewalContext, now: string = nowIso()): Promise<RenewalRunResult> {
  const result: RenewalRunResult = { cycled: 0, ended: 0, paid: 0, failed: 0, errors: 0 };
  // Items that threw in this run are not tried again before the next run.
  const skip = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const claimed = await claimDuePeriods(ctx, now, result, skip);
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

/** Every due subscription one period on (or ended); the number handled. */
function failedItem(
  ctx: RenewalContext,
  result: RenewalRunResult,
  skip: Set<string>,
  id: string,
  error: unknown,
): void {
  skip.add(id);
  result.errors += 1;
  ctx.logger?.error(`subscription renewal ${id} failed; retried by the next run`, error);
}

async function claimDuePeriods(
  ctx: RenewalContext,
  now: string,
  result: RenewalRunResult,
  skip: Set<string>,
): Promise<number> {
  let handled = 0;
  for (const row of await repository.findDue(ctx.db, now, BATCH)) {
    if (skip.has(row.id)) continue;
    try {
      handled += await claimOne(ctx, row, result);
    } catch (error) {
      failedItem(ctx, result, skip, row.id, error);
    }
  }
  return handled;
}

async function claimOne(
  ctx: RenewalContext,
  row: repository.SubscriptionRow,
  result: RenewalRunResult,
): Promise<number> {
  if (row.cancel_at_period_end) {
    const ended = await inTransaction(ctx.db, async (trx) => {
      const current = await repository.find(trx, row.organization_id, row.id);
      if (!current || current.current_period_end !== row.current_period_end) return false;
      return (await endSubscription(trx, current, current.current_period_end)) !== null;
    });
    if (ended) result.ended += 1;
    return 1;
  }
  const interval = recurringInterval.parse(row.recurring_interval);
  const next = nthPeriod(row.billing_anchor, interval, row.recurring_interval_count, row.period_number + 1);
  const claimed = await inTransaction(ctx.db, async (trx) => {
    const at = nowIso();
    const won = await repository.claimPeriod(trx, row.organization_id, row.id, row.current_period_end, {
      period_number: row.period_number + 1,
      current_period_start: next.start,
      current_period_end: next.end,
      modified_at: at,
    });
    if (!won) return false;
    // The subscription as claimed (a plan change may have committed since it was listed as due).
    const claimedRow = (await repository.find(trx, row.organization_id, row.id)) ?? row;
    const renewalId = newId();
    const charge = renewalCharge(
      claimedRow,
      row.period_number + 1,
      next.start,
      await repository.takeProrations(trx, row.organization_id, row.id, renewalId),
    );
    if (charge.carriedCredit < 0) {
      // A credit larger than the period's price: the rest waits for the next renewal.
      await repository.insertProration(trx, row.organization_id, {
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
    await repository.insertRenewal(trx, row.organization_id, {
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
  if (claimed) result.cycled += 1;
  return 1;
}

/** The proportional tax of a renewal: the first period's rate applied to the renewal's net. */
function renewalTax(row: repository.SubscriptionRow, net: number): number {
  if (row.first_net_amount <= 0 || row.first_tax_amount <= 0) return 0;
  return Math.round((row.first_tax_amount * net) / row.first_net_amount);
}

async function chargeDueRenewals(
  ctx: RenewalContext,
  now: string,
  result: RenewalRunResult,
  skip: Set<string>,
): Promise<number> {
  let handled = 0;
  for (const renewal of await repository.findDueRenewals(ctx.db, now, BATCH)) {
    if (skip.has(renewal.id)) continue;
    try {
      await chargeOne(ctx, renewal, result);
      handled += 1;
    } catch (error) {
      failedItem(ctx, result, skip, renewal.id, error);
    }
  }
  return handled;
}

async function chargeOne(ctx: RenewalContext, renewal: repository.RenewalRow, result: RenewalRunResult): Promise<void> {
  const subscription = await repository.find(ctx.db, renewal.organization_id, renewal.subscription_id);
  if (
    !subscription ||
    !repository.ACTIVE_STATUSES.includes(subscription.status as (typeof repository.ACTIVE_STATUSES)[number])
  ) {
    await repository.abandonRenewals(ctx.db, renewal.organization_id, renewal.subscription_id, nowIso());
    return;
  }
  const net = renewal.amount;
  const tax = renewalTax(subscription, net);
  const total = net + tax;
  let outcome: ChargeOutcome | null = null;
  if (total > 0) {
    outcome = subscription.payment_method_id
      ? await ctx.processor.chargeOffSession({
          paymentMethodId: subscription.payment_method_id,
          amount: total,
          currency: renewal.currency,
          idempotencyKey: `${renewal.id}:${renewal.attempts}`,
          description: `Subscription renewal ${subscription.id}`,
          customerEmail: null,
        })
      : {
          status: "declined",
          paymentId: "",
          declineCode: "invalid_token",
          message: "No saved payment method.",
          card: null,
        };
  }
  if (outcome === null || outcome.status === "succeeded") {
    const paymentId = outcome?.status === "succeeded" ? outcome.paymentId : null;
    if (await paid(ctx, subscription, renewal, paymentId, tax)) result.paid += 1;
  } else if (
    await declined(
      ctx,
      subscription,
      renewal,
      outcome.status === "declined" ? outcome.declineCode : "authentication_required",
    )
  ) {
    result.failed += 1;
  }
}

async function paid(
  ctx: RenewalContext,
  subscription: repository.SubscriptionRow,
  renewal: repository.RenewalRow,
  paymentId: string | null,
  tax: number,
): Promise<boolean> {
  const organizationId = subscription.organization_id;
  return inTransaction(ctx.db, async (trx) => {
    if (
      !(await repository.settleRenewal(trx, organizationId, renewal.id, renewal.attempts, {
        status: "paid",
        attempts: renewal.attempts + 1,
        modified_at: nowIso(),
      }))
    )
      return false;
    const prorations = await repository.prorationsOfRenewal(trx, organizationId, renewal.id);
    const metered = await meteredItemsOfRenewal(trx, organizationId, renewal);
    const base =
      renewal.amount +
      renewal.discount_amount -
      renewal.proration_amount -
      metered.reduce((sum, item) => sum + item.amount, 0);
    const carried = renewal.proration_amount - prorations.reduce((sum, item) => sum + item.amount, 0);
    const order = await createPaidOrder(trx, {
      organizationId,
      customerId: subscription.customer_id,
      productId: subscription.product_id,
      productPriceId: subscription.product_price_id,
      discountId: renewal.discount_amount > 0 ? subscription.discount_id : null,
      checkoutId: null,
      subscriptionId: subscription.id,
      billingReason: "subscription_cycle",
      billingName: subscription.billing_name,
      billingAddress: fromJsonColumn(addressOutput.nullable().default(null), subscription.billing_address ?? "null"),
      currency: renewal.currency,
      subtotalAmount: renewal.amount + renewal.discount_amount,
      discountAmount: renewal.discount_amount,
      taxAmount: tax,
      items: [
        {
          label: `Subscription renewal (${renewal.period_start.slice(0, 10)} – ${renewal.period_end.slice(0, 10)})`,
          amount: base,
          taxAmount: tax,
          productPriceId: subscription.product_price_id,
          proration: false,
        },
        ...metered.map((item) => ({
          label: item.label,
          amount: item.amount,
          taxAmount: 0,
          productPriceId: item.product_price_id,
          proration: false,
        })),
        ...prorations.map((item) => ({
          label: item.label,
          amount: item.amount,
          taxAmount: 0,
          productPriceId: item.product_price_id,
          proration: true,
        })),
        ...(carried !== 0
          ? [
              {
                label: "Unused credit carried forward",
                amount: carried,
                taxAmount: 0,
                productPriceId: subscription.product_price_id,
                proration: true,
              },
            ]
          : []),
      ],
      paymentId,
      metadata: {},
      customFieldData: {},
    });
    await repository.linkRenewalOrder(trx, organizationId, renewal.id, order.id);
    // A paid first period after the trial, or a paid dunning retry: active again.
    if (
      (subscription.status === "past_due" || subscription.status === "trialing") &&
      (await repository.updateIf(trx, organizationId, subscription.id, [subscription.status], {
        status: "active",
        modified_at: nowIso(),
      }))
    ) {
      const resource = await load(trx, organizationId, subscription.id);
      await recordEvent(trx, organizationId, "subscription.updated", resource);
      await recordEvent(trx, organizationId, "subscription.active", resource);
      await stateChanged(trx, organizationId, subscription.customer_id);
    }
    await enqueueBenefitGrants(trx, {
      organizationId,
      customerId: subscription.customer_id,
      productId: subscription.product_id,
      orderId: order.id,
      subscriptionId: subscription.id,
      action: "cycle",
    });
    return true;
  });
}

async function declined(
  ctx: RenewalContext,
  subscription: repository.SubscriptionRow,
  renewal: repository.RenewalRow,
  code: string,
): Promise<boolean> {
  const organizationId = subscription.organization_id;
  return inTransaction(ctx.db, async (trx) => {
    const at = nowIso();
    const attempts = renewal.attempts + 1;
    const firstFailedAt = renewal.first_failed_at ?? at;
    const retryAt = nextRetryAt(firstFailedAt, attempts);
    const settled = await repository.settleRenewal(trx, organizationId, renewal.id, renewal.attempts, {
      status: retryAt ? "pending" : "failed",
      attempts,
      first_failed_at: firstFailedAt,
      next_attempt_at: retryAt ?? renewal.next_attempt_at,
      last_decline_code: code,
      modified_at: at,
    });
    if (!settled) return false;
    if (retryAt) {
      if (
        await repository.updateIf(trx, organizationId, subscription.id, ["active", "trialing"], {
          status: "past_due",
          modified_at: at,
        })
      ) {
        await recordEvent(
          trx,
          organizationId,
          "subscription.updated",
          await load(trx, organizationId, subscription.id),
        );
        await stateChanged(trx, organizationId, subscription.customer_id);
      }
      return true;
    }
    // Dunning exhausted: the subscription ends now.
    const current = await repository.find(trx, organizationId, subscription.id);
    if (current) await endSubscription(trx, current, at);
    return true;
  });
}

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
