import type { MigrationDb } from "./column-types.ts";

/**
 * Each organization's brand (branding/tables.ts): its display name, logo, icon, primary colour,
 * colour scheme and support contact, applied to its hosted pages and the mails sent on its
 * behalf; and the logo and icon images uploaded for it. Both go with their organization. New
 * tables only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("organization_branding")
    .addColumn("organization_id", "text", (c) => c.primaryKey().references("organization.id").onDelete("cascade"))
    .addColumn("display_name", "text")
    .addColumn("logo_url", "text")
    .addColumn("icon_url", "text")
    .addColumn("primary_color", "text")
    .addColumn("color_scheme", "text")
    .addColumn("support_email", "text")
    .addColumn("support_url", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("brand_asset")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("brand_asset_organization_idx")
    .on("brand_asset")
    .columns(["organization_id", "created_at"])
    .execute();
}
