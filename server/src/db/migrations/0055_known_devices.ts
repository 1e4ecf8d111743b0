import type { MigrationDb } from "./column-types.ts";

/**
 * New-device sign-in alerts (auth/new-device/tables.ts): the devices each account has signed in
 * from (the device cookie's id, the browser and operating system, the network), and each
 * person's choice to get the alert mails or not. Deleting the user deletes both. New tables
 * only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("known_device")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("device_id", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("os", "text", (c) => c.notNull())
    .addColumn("network", "text", (c) => c.notNull())
    .addColumn("first_seen_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("known_device_pk", ["user_id", "device_id"])
    .execute();
  // A sign-in without the cookie is matched on the browser, system and network of the account.
  await db.schema
    .createIndex("known_device_family_idx")
    .on("known_device")
    .columns(["user_id", "browser", "os", "network"])
    .execute();
  await db.schema
    .createTable("new_device_setting")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("alerts_enabled", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
