import type { MigrationDb } from "./column-types.ts";

/**
 * Who made each organization access token (billing/access-tokens/tables.ts): the token acts within
 * what that person may do in the organization now, and stops working when they leave it. Null for
 * tokens made before, which keep their scopes as they were. No foreign key: deleting the user
 * must not null the column (that would lift the limit); a creator who is gone is no member, so
 * the token is refused. A new nullable column only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("organization_access_token").addColumn("created_by_user_id", "text").execute();
}
