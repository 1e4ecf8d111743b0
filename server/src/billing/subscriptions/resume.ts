import { type Db, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { recordEvent } from "../common/events.ts";
import { recurringInterval } from "../products/price-schemas.ts";
import { SubscriptionErrors } from "./errors.ts";
import { nthPeriod } from "./period.ts";
import * as prorationRepository from "./proration-repository.ts";
import { periodDiscount, renewalCharge } from "./renewal-amounts.ts";
import * as renewalRepository from "./renewal-repository.ts";
import * as repository from "./repository.ts";
import type { SubscriptionResource } from "./schemas.ts";
import { load, stateChanged } from "./service.ts";

/**
 * Resuming a paused subscription (Polar's `resume`), by `resume: true` or at its `resumes_at`
 * (the renewal job): active again with a fresh billing period from now (the billing anchor moves
 * to now), the period charged at once through a pending renewal that the renewal job settles (a
 * declined card sends it to past_due and dunning as any renewal), benefits granted again,
 * subscription.updated + subscription.resumed.
 */

export async function resume(db: Db, access: OrganizationScope, id: string): Promise<SubscriptionResource> {
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const row = await repository.find(trx, organizationId, id);
    if (!row) throw SubscriptionErrors.NOT_FOUND();
    if (row.status !== "paused") throw SubscriptionErrors.NOT_PAUSED();
    if (!(await resumePaused(trx, row))) throw SubscriptionErrors.CHANGED_MEANWHILE();
    return load(trx, organizationId, id);
  });
}

/**
 * A scheduled resume that is due (renewal job); false when it was resumed or ended meanwhile. Its
 * charge is due from the scheduled time, so the same run (which reads due work as of its start) settles it.
 */
export function resumeDue(db: Db, row: repository.SubscriptionRow): Promise<boolean> {
  return inTransaction(db, (trx) => resumePaused(trx, row, row.resumes_at));
}

/**
 * The discount of the resumed periods. Durations count periods from the billing anchor, which the
 * resume moves: a `once` discount already given ends, a `repeating` one ends once its months ran
 * out by now and otherwise counts again from the resume; the others apply from the new period 0.
 */
function discountAfterResume(row: repository.SubscriptionRow, at: string): repository.SubscriptionChanges {
  if (row.discount_id === null) return {};
  const start = row.discount_start_period ?? 0;
  const used = row.discount_duration === "once" && start <= row.period_number;
  const ran =
    row.discount_duration === "repeating" && periodDiscount(row, Math.max(start, row.period_number), at) === 0;
  if (!used && !ran) return { discount_start_period: 0 };
  return {
    discount_id: null,
    renewal_discount_amount: 0,
    discount_duration: null,
    discount_duration_in_months: null,
    discount_start_period: null,
  };
}

async function resumePaused(
  trx: Tx,
  row: repository.SubscriptionRow,
  chargeDueAt: string | null = null,
): Promise<boolean> {
  const organizationId = row.organization_id;
  const at = nowIso();
  const period = nthPeriod(at, recurringInterval.parse(row.recurring_interval), row.recurring_interval_count, 0);
  const resumed = await renewalRepository.resumePaused(trx, organizationId, row.id, row.paused_at, {
    status: "active",
    paused_at: null,
    resumes_at: null,
    pause_at_period_end: 0,
    billing_anchor: at,
    period_number: 0,
    current_period_start: period.start,
    current_period_end: period.end,
    ...discountAfterResume(row, at),
    modified_at: at,
  });
  if (!resumed) return false;
  const current = await repository.find(trx, organizationId, row.id);
  if (!current) return false;
  const renewalId = newId();
  const charge = renewalCharge(
    current,
    0,
    period.start,
    await prorationRepository.takeProrations(trx, organizationId, row.id, renewalId),
  );
  if (charge.carriedCredit < 0) {
    // As at a renewal: a credit larger than the period's price waits for the next one.
    await prorationRepository.insertProration(trx, organizationId, {
      id: newId(),
      subscription_id: row.id,
      amount: charge.carriedCredit,
      currency: row.currency,
      label: "Unused credit carried forward",
      product_price_id: current.product_price_id,
      renewal_id: null,
      created_at: at,
    });
  }
  await renewalRepository.insertRenewal(trx, organizationId, {
    id: renewalId,
    subscription_id: row.id,
    period_start: period.start,
    period_end: period.end,
    amount: charge.amount,
    discount_amount: charge.discount,
    proration_amount: charge.proration,
    currency: row.currency,
    status: "pending",
    attempts: 0,
    first_failed_at: null,
    next_attempt_at: chargeDueAt !== null && chargeDueAt < at ? chargeDueAt : at,
    last_decline_code: null,
    order_id: null,
    created_at: at,
    modified_at: null,
  });
  const resource = await load(trx, organizationId, row.id);
  await recordEvent(trx, organizationId, "subscription.updated", resource);
  await recordEvent(trx, organizationId, "subscription.resumed", resource);
  await stateChanged(trx, organizationId, row.customer_id);
  await enqueueBenefitGrants(trx, {
    organizationId,
    customerId: row.customer_id,
    productId: row.product_id,
    orderId: null,
    subscriptionId: row.id,
    action: "grant",
  });
  return true;
}
