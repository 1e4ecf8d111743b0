import { sql } from "kysely";
import type { MigrationDb } from "./column-types.ts";

/** A row names one role: a built-in one by name, or one of the organization's own by id. */
const ONE_ROLE = sql`(built_in_role is null) <> (organization_role_id is null)`;

/**
 * Directory groups mapped to organization roles (auth/scim/tables.ts): each organization's mapping
 * from a group (its name or SCIM id, matched without case) to a role, and the roles a directory
 * gave each member through it, so that it takes back only those. An organization's own role is
 * held by id, so a rename keeps both; deleting the role deletes its rows, and deleting the
 * organization or the member theirs. New tables only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("scim_group_role")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("group_name", "text", (c) => c.notNull())
    .addColumn("group_key", "text", (c) => c.notNull())
    .addColumn("built_in_role", "text")
    .addColumn("organization_role_id", "text", (c) => c.references("organizationRole.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("scim_group_role_organization_group_unique", ["organization_id", "group_key"])
    .addCheckConstraint("scim_group_role_one_role", ONE_ROLE)
    .execute();
  await db.schema
    .createTable("scim_directory_role")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("member_id", "text", (c) => c.notNull().references("member.id").onDelete("cascade"))
    .addColumn("built_in_role", "text")
    .addColumn("organization_role_id", "text", (c) => c.references("organizationRole.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("scim_directory_role_one_role", ONE_ROLE)
    .execute();
  await db.schema.createIndex("scim_directory_role_member_idx").on("scim_directory_role").column("member_id").execute();
  // The foreign keys' other ends: deleting a role finds its rows without a scan.
  await db.schema
    .createIndex("scim_group_role_role_idx")
    .on("scim_group_role")
    .column("organization_role_id")
    .execute();
  await db.schema
    .createIndex("scim_directory_role_role_idx")
    .on("scim_directory_role")
    .column("organization_role_id")
    .execute();
}
