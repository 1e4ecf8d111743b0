import type { MigrationDb } from "./column-types.ts";

/**
 * Failed password sign-ins per account (for the lockout): how many since when, and until when
 * password sign-in is paused. One row per user who failed at least once since their last success;
 * gone with the user.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("account_lockout")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("window_started_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .execute();
}
