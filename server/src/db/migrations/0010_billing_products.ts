import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Products of the /v1 billing API (Polar `Product`):
 * - product: the catalog entry; archived products stay (is_archived) because orders and
 *   subscriptions will point at them;
 * - product_price: every amount type in one table (the columns of the other types are null);
 *   a price left out of an update is archived, never deleted. `legacy` marks prices of products
 *   created before the interval moved to the product (their own `recurring_interval`);
 * - product_benefit, product_media, product_custom_field: ordered join tables. Each carries the
 *   organization_id so it is reached through `scoped()` like every organization table.
 *
 * Booleans are 0/1 integers and times ISO text on both dialects (as migration 0007).
 * The join tables reference benefit, file and custom_field rows by id without a foreign key:
 * those tables belong to other migrations, and a row that disappears is simply skipped on read
 * (each domain's resolve* function only returns live rows of the organization).
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("product")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("visibility", "text", (c) => c.notNull())
    // Null with is_recurring = 1: a legacy recurring product (the interval lives on its prices).
    .addColumn("recurring_interval", "text")
    .addColumn("recurring_interval_count", "integer")
    .addColumn("is_recurring", "integer", (c) => c.notNull())
    .addColumn("trial_interval", "text")
    .addColumn("trial_interval_count", "integer")
    .addColumn("is_archived", "integer", (c) => c.notNull())
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema.createIndex("product_org_idx").on("product").columns(["organization_id", "created_at"]).execute();

  await db.schema
    .createTable("product_price")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("amount_type", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("price_currency", "text", (c) => c.notNull())
    .addColumn("tax_behavior", "text")
    .addColumn("is_archived", "integer", (c) => c.notNull())
    // Legacy recurring prices only: 1 and their own interval.
    .addColumn("legacy", "integer", (c) => c.notNull())
    .addColumn("recurring_interval", "text")
    .addColumn("price_amount", "integer")
    .addColumn("minimum_amount", "integer")
    .addColumn("maximum_amount", "integer")
    .addColumn("preset_amount", "integer")
    // Decimal text (up to 12 decimals): kept exact, never a float.
    .addColumn("unit_amount", "text")
    .addColumn("cap_amount", "integer")
    .addColumn("meter_id", "text")
    // Order of the prices as given (several are created in the same millisecond).
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("product_price_product_idx")
    .on("product_price")
    .columns(["product_id", "position"])
    .execute();

  for (const [table, column] of [
    ["product_benefit", "benefit_id"],
    ["product_media", "file_id"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
      .addColumn("product_id", "text", (c) => c.notNull().references("product.id").onDelete("cascade"))
      .addColumn(column, "text", (c) => c.notNull())
      .addColumn("order", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ["product_id", column])
      .execute();
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).columns([column]).execute();
  }

  await db.schema
    .createTable("product_custom_field")
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("custom_field_id", "text", (c) => c.notNull())
    .addColumn("order", "integer", (c) => c.notNull())
    .addColumn("required", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_custom_field_pk", ["product_id", "custom_field_id"])
    .execute();
  await db.schema
    .createIndex("product_custom_field_field_idx")
    .on("product_custom_field")
    .columns(["custom_field_id"])
    .execute();
}
