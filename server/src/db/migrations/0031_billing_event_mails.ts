import { sql } from "kysely";
import type { MigrationDb } from "./column-types.ts";

/**
 * Billing mails: the mail job reads the same event outbox as the webhooks and marks
 * each event `mailed_at` once claimed. Events recorded before this migration are marked: an
 * upgrade mails no one about the past. A renewal whose charge failed records when its
 * failed-payment mail was sent, and a subscription when its trial-ends reminder was.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("billing_event").addColumn("mailed_at", "text").execute();
  await sql`update billing_event set mailed_at = created_at`.execute(db);
  await db.schema
    .createIndex("billing_event_mail_idx")
    .on("billing_event")
    .columns(["mailed_at", "created_at"])
    .execute();
  // The failed-payment mail goes out once per renewal, however many subscription.updated follow.
  await db.schema.alterTable("billing_subscription_renewal").addColumn("dunning_mailed_at", "text").execute();
  // The trial-ends reminder goes out once per subscription.
  await db.schema.alterTable("billing_subscription").addColumn("trial_reminded_at", "text").execute();
}
