import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * `metric_dashboard`: Polar's user-defined metric dashboards, a named list of metric slugs (JSON)
 * per organization (billing/metric-dashboards/). `benefit_file_download`: how often each customer
 * downloaded each file of a downloadables benefit, one row per (benefit, file, customer), so the
 * benefit's file list can tell its downloaders and downloads as Polar's does. New tables only, so
 * the release before runs beside this one.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("metric_dashboard")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("metrics", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("metric_dashboard_organization_idx")
    .on("metric_dashboard")
    .columns(["organization_id", "created_at"])
    .execute();

  await db.schema
    .createTable("benefit_file_download")
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("benefit_id", "text", (c) => c.notNull().references("benefit.id").onDelete("cascade"))
    .addColumn("file_id", "text", (c) => c.notNull().references("billing_file.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("downloads", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addPrimaryKeyConstraint("benefit_file_download_pk", ["benefit_id", "file_id", "customer_id"])
    .execute();
}
