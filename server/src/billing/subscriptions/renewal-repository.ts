import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import { RENEWABLE_STATUSES, type SubscriptionChanges, type SubscriptionRow } from "./repository.ts";
import type { BillingSubscriptionRenewalTable } from "./tables.ts";

/**
 * Renewals: the subscriptions whose period ended, the claim of the next period, and the renewal
 * rows whose charge is due or retried. The scheduler's queries read across all organizations.
 */

export type RenewalRow = Selectable<BillingSubscriptionRenewalTable>;

/** Subscriptions whose period has ended and whose last renewal is settled (any organization), oldest first. */
export function findDue(db: Executor, now: string, limit: number): Promise<SubscriptionRow[]> {
  return (
    db
      .selectFrom("billing_subscription")
      .selectAll()
      .where("status", "in", [...RENEWABLE_STATUSES])
      .where("current_period_end", "<=", now)
      // A period whose charge is still to be settled is not followed by the next one.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("billing_subscription_renewal")
              .select("billing_subscription_renewal.id")
              .whereRef("billing_subscription_renewal.subscription_id", "=", "billing_subscription.id")
              .where("billing_subscription_renewal.status", "=", "pending"),
          ),
        ),
      )
      .orderBy("current_period_end")
      .orderBy("id")
      .limit(limit)
      .execute()
  );
}

/**
 * The claim: moves the subscription from the period ending at `periodEnd` to `values`, only if
 * nobody did first (same id, same period end, still renewable). True for the one winner.
 */
export async function claimPeriod(
  db: Executor,
  organizationId: string,
  id: string,
  periodEnd: string,
  values: SubscriptionChanges,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_subscription")
    .set(values)
    .where("id", "=", id)
    .where("current_period_end", "=", periodEnd)
    .where("status", "in", [...RENEWABLE_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A change of the period ending at `periodEnd`, only while status and scheduled pause are still
 * `from` (a pause, its undo, the pause taking effect). True when it applied.
 */
export async function updateInPeriod(
  db: Executor,
  organizationId: string,
  id: string,
  periodEnd: string,
  change: { from: { status: string; pause_at_period_end: number }; values: SubscriptionChanges },
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_subscription")
    .set(change.values)
    .where("id", "=", id)
    .where("current_period_end", "=", periodEnd)
    .where("status", "=", change.from.status)
    .where("pause_at_period_end", "=", change.from.pause_at_period_end)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Paused subscriptions whose scheduled resume is due (any organization), oldest first. */
export function findDueResumes(db: Executor, now: string, limit: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom("billing_subscription")
    .selectAll()
    .where("status", "=", "paused")
    .where("resumes_at", "<=", now)
    .orderBy("resumes_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Resumes a paused subscription (`values`: its new period), only while it is still paused as read. */
export async function resumePaused(
  db: Executor,
  organizationId: string,
  id: string,
  pausedAt: string | null,
  values: SubscriptionChanges,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_subscription")
    .set(values)
    .where("id", "=", id)
    .where("status", "=", "paused")
    .where((eb) => (pausedAt === null ? eb("paused_at", "is", null) : eb("paused_at", "=", pausedAt)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRenewal(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<BillingSubscriptionRenewalTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("billing_subscription_renewal", row).execute();
}

/** Renewals whose charge is due (first attempt or a dunning retry), any organization. */
export function findDueRenewals(db: Executor, now: string, limit: number): Promise<RenewalRow[]> {
  return db
    .selectFrom("billing_subscription_renewal")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Settles a pending renewal attempt: applies only if it is still pending with `attempts` (another
 * worker that handled the same attempt first wins). True for the winner.
 */
export async function settleRenewal(
  db: Executor,
  organizationId: string,
  id: string,
  attempts: number,
  values: Updateable<Omit<BillingSubscriptionRenewalTable, "id" | "organization_id">>,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_subscription_renewal")
    .set(values)
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("attempts", "=", attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function linkRenewalOrder(
  db: Executor,
  organizationId: string,
  id: string,
  orderId: string,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("billing_subscription_renewal")
    .set({ order_id: orderId })
    .where("id", "=", id)
    .execute();
}

/** Pending renewals of a subscription that ended: nothing more to charge. */
export async function abandonRenewals(
  db: Executor,
  organizationId: string,
  subscriptionId: string,
  at: string,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("billing_subscription_renewal")
    .set({ status: "abandoned", modified_at: at })
    .where("subscription_id", "=", subscriptionId)
    .where("status", "=", "pending")
    .execute();
}
