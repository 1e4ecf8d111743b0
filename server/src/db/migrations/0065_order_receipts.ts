import type { MigrationDb } from "./column-types.ts";

/**
 * Receipts and the organization settings Polar's 1.0 API declares:
 * - `billing_order.receipt_number` (`RCPT-<customer>-0001`, set when the order is paid with a
 *   payment; null for free orders and for orders paid before this release), unique per customer;
 * - `billing_receipt_counter`: each customer's last receipt number (Polar numbers receipts per
 *   customer, apart from the organization's invoice numbers);
 * - `billing_organization.embed_hosts`: the hosts allowed to embed the checkout (JSON, null: none).
 * New nullable columns and a new table only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("billing_order").addColumn("receipt_number", "text").execute();
  await db.schema
    .createIndex("billing_order_customer_receipt_number")
    .on("billing_order")
    .columns(["customer_id", "receipt_number"])
    .unique()
    .execute();
  await db.schema
    .createTable("billing_receipt_counter")
    .addColumn("customer_id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("billing_organization").addColumn("embed_hosts", "text").execute();
}
