import type { MigrationDb } from "./column-types.ts";

/**
 * Every mail pass (once a second, billing/notification-mails/trial-reminders.ts) looks for trialing
 * subscriptions whose trial ends within three days: by status, then trial end, instead of a scan
 * of every subscription.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex("billing_subscription_trial_end_idx")
    .on("billing_subscription")
    .columns(["status", "trial_end"])
    .execute();
}
