import type { MigrationDb } from "./column-types.ts";

/**
 * Fields of Polar's resources that Gatehouse now stores: a customer's `billing_name` (the name on
 * invoices; null falls back to the customer's name), a benefit's `visibility` in the customer
 * portal, and a discount's `max_redemptions_per_customer` (null: unlimited). Existing benefits
 * keep being shown (`public`), as they were before the column existed. Nullable or defaulted
 * columns only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("customer").addColumn("billing_name", "text").execute();
  await db.schema
    .alterTable("benefit")
    .addColumn("visibility", "text", (column) => column.notNull().defaultTo("public"))
    .execute();
  await db.schema.alterTable("discount").addColumn("max_redemptions_per_customer", "integer").execute();
}
