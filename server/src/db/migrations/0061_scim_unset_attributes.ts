import type { MigrationDb } from "./column-types.ts";

/**
 * The User attributes a directory unset with a PATCH `remove` (auth/scim/tables.ts): one row per
 * SCIM user and attribute, gone with the SCIM user. A new table only, so the release before runs
 * beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("scim_unset_attribute")
    .addColumn("scim_user_id", "text", (c) => c.notNull().references("scimUser.id").onDelete("cascade"))
    .addColumn("attribute", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("scim_unset_attribute_pk", ["scim_user_id", "attribute"])
    .execute();
}
