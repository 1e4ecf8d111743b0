import type { Db } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";

/**
 * What the billing mails read and claim. Every claim is a conditional update of a `…mailed_at`
 * or `…reminded_at` column: whichever process sets it first sends the mail, once.
 */

/** Outbox events no mail pass has taken yet, oldest first. */
export function unmailedEvents(db: Db, limit: number) {
  return db
    .selectFrom("billing_event")
    .select(["id", "organization_id", "type", "payload"])
    .where("mailed_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Takes an event for this pass: false when another pass took it first. */
export async function claimEvent(db: Db, id: string, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable("billing_event")
    .set({ mailed_at: at })
    .where("id", "=", id)
    .where("mailed_at", "is", null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The subscription's latest renewal whose charge failed and whose dunning mail is not sent yet. */
export function unmailedDunning(db: Db, organizationId: string, subscriptionId: string) {
  return scoped(db, organizationId)
    .selectFrom("billing_subscription_renewal")
    .select(["id", "next_attempt_at", "amount", "currency"])
    .where("subscription_id", "=", subscriptionId)
    .where("status", "=", "pending")
    .where("attempts", ">", 0)
    .where("dunning_mailed_at", "is", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

/** Takes a renewal's dunning mail for this pass: false when another pass took it first. */
export async function claimDunning(db: Db, organizationId: string, renewalId: string, at: string): Promise<boolean> {
  const claimed = await scoped(db, organizationId)
    .updateTable("billing_subscription_renewal")
    .set({ dunning_mailed_at: at })
    .where("id", "=", renewalId)
    .where("dunning_mailed_at", "is", null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** A customer's email and language. */
export function customerContact(db: Db, organizationId: string, customerId: string) {
  return scoped(db, organizationId)
    .selectFrom("customer")
    .select(["email", "locale"])
    .where("id", "=", customerId)
    .executeTakeFirst();
}

/** A trial is reminded of this long before it ends (Polar: 3 days). */
export const TRIAL_REMINDER_MS = 3 * 86_400_000;

/** Trials ending within 3 days of `now` and not reminded yet (found through migration 0046's index). */
export const dueTrialReminders = (db: Db, now: Date) =>
  db
    .selectFrom("billing_subscription")
    .select(["id", "organization_id", "trial_end"])
    .where("status", "=", "trialing")
    .where("trial_reminded_at", "is", null)
    .where("trial_end", ">", now.toISOString())
    .where("trial_end", "<=", new Date(now.getTime() + TRIAL_REMINDER_MS).toISOString())
    .limit(50);

/** Takes a subscription's trial reminder for this pass: false when another pass took it first. */
export async function claimTrialReminder(
  db: Db,
  organizationId: string,
  subscriptionId: string,
  at: string,
): Promise<boolean> {
  const claimed = await scoped(db, organizationId)
    .updateTable("billing_subscription")
    .set({ trial_reminded_at: at })
    .where("id", "=", subscriptionId)
    .where("trial_reminded_at", "is", null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
