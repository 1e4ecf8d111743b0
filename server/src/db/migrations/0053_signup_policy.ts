import type { MigrationDb } from "./column-types.ts";

/**
 * Who may sign up (auth/signup-policy/tables.ts): the instance's sign-up settings as platform
 * admins saved them (one row; a column left null keeps its default, and a variable set in the
 * environment wins over it), and the waitlist of people who asked to join. New tables only, so
 * the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("signup_settings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("policy", "text")
    .addColumn("allowed_domains", "text")
    .addColumn("blocked_domains", "text")
    .addColumn("block_disposable", "integer")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.schema
    .createTable("signup_waitlist")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text")
    .addColumn("locale", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "text")
    .addColumn("approval_expires_at", "text")
    .execute();
  await db.schema
    .createIndex("signup_waitlist_status_idx")
    .on("signup_waitlist")
    .columns(["status", "created_at"])
    .execute();
}
