import type { MigrationDb } from "./column-types.ts";

/**
 * The request behind each queued job: the X-Request-Id of the request that
 * queued a mail, a billing event (and the webhook events it fans out to) or a benefit grant job,
 * so the worker's log lines about that job carry the same id as the request's own.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("requestId", "text").execute();
  await db.schema.alterTable("billing_event").addColumn("request_id", "text").execute();
  await db.schema.alterTable("webhook_event").addColumn("request_id", "text").execute();
  await db.schema.alterTable("benefit_grant_job").addColumn("request_id", "text").execute();
}
