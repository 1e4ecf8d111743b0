import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * The audit log: who did what, to what, in which organization, from where.
 * Append-only; entries older than AUDIT_LOG_RETENTION_DAYS are deleted by a job.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("organization_id", "text")
    .addColumn("actor_type", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("request_id", "text")
    .addColumn("details", "text")
    .execute();
  await db.schema
    .createIndex("audit_log_organization_idx")
    .on("audit_log")
    .columns(["organization_id", "occurred_at"])
    .execute();
  await db.schema.createIndex("audit_log_occurred_idx").on("audit_log").column("occurred_at").execute();
}
