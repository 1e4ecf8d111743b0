import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Customer meters, meter credits and metered order items.
 *
 * - `customer_meter`: one row per (customer, meter), as Polar's, made when the customer first gets
 *   a subscription with a metered price on the meter or a meter credit. Its numbers (consumed,
 *   credited, balance) are computed from `usage_event` when read; the row gives the stable id.
 * - `billing_subscription_metered_item`: the usage a renewal bills, one row per metered price,
 *   written by the renewal claim in the claim's transaction (so two workers never bill a period
 *   twice), read back when the renewal's order is made.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("customer_meter")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("meter_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("customer_meter_customer_meter_uq")
    .on("customer_meter")
    .columns(["organization_id", "customer_id", "meter_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("customer_meter_meter_idx")
    .on("customer_meter")
    .columns(["organization_id", "meter_id"])
    .execute();

  await db.schema
    .createTable("billing_subscription_metered_item")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("renewal_id", "text", (c) => c.notNull())
    .addColumn("subscription_id", "text", (c) => c.notNull())
    .addColumn("product_price_id", "text", (c) => c.notNull())
    .addColumn("meter_id", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    // the meter's quantity over the billed period (may be fractional: sum/avg aggregations)
    .addColumn("quantity", "double precision", (c) => c.notNull())
    // minor units: min(quantity × unit_amount, cap_amount), rounded
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("period_start", "text", (c) => c.notNull())
    .addColumn("period_end", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("billing_subscription_metered_item_renewal_idx")
    .on("billing_subscription_metered_item")
    .columns(["renewal_id"])
    .execute();
}
