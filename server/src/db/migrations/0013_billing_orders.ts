import { sql } from "kysely";
import type { DialectKind } from "../database.ts";
import { columnTypes, falseDefault, type MigrationDb } from "./column-types.ts";

/**
 * Orders, their items, refunds and the per-organization invoice counter of the /v1 billing API.
 *
 * - `billing_order.refunded_amount`/`refunded_tax_amount` only ever move through one conditional
 *   UPDATE (refunds/repository.ts), so simultaneous refunds can never pass the net amount.
 * - `checkout_id` is unique: a checkout confirmed twice can never make two orders.
 * - `invoice_number` is unique per organization; numbers come from `billing_invoice_counter`
 *   (`<PREFIX>-0001`, incremented by an UPDATE ... RETURNING inside the order's transaction).
 * - The embedded customer/product/discount at purchase time are kept as JSON snapshots: the
 *   order shows them when the live object was deleted since.
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const types = columnTypes(kind);

  await db.schema
    .createTable("billing_invoice_counter")
    .addColumn("organization_id", "text", (c) => c.primaryKey().references("organization.id").onDelete("cascade"))
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("billing_order")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    // pending | paid | refunded | partially_refunded
    .addColumn("status", "text", (c) => c.notNull())
    // purchase | subscription_create | subscription_cycle | subscription_update
    .addColumn("billing_reason", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("subtotal_amount", "integer", (c) => c.notNull())
    .addColumn("discount_amount", "integer", (c) => c.notNull())
    .addColumn("tax_amount", "integer", (c) => c.notNull())
    .addColumn("refunded_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("refunded_tax_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("billing_name", "text")
    // JSON Address or null
    .addColumn("billing_address", "text")
    .addColumn("invoice_number", "text", (c) => c.notNull())
    .addColumn("invoice_generated_at", "text")
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("product_id", "text")
    .addColumn("product_price_id", "text")
    .addColumn("discount_id", "text")
    .addColumn("subscription_id", "text")
    .addColumn("checkout_id", "text")
    // the processor's payment id; null for free orders
    .addColumn("payment_id", "text")
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("custom_field_data", "text", (c) => c.notNull())
    // JSON snapshots of the embedded objects at purchase time
    .addColumn("customer_snapshot", "text", (c) => c.notNull())
    .addColumn("product_snapshot", "text")
    .addColumn("discount_snapshot", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("billing_order_org_idx")
    .on("billing_order")
    .columns(["organization_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("billing_order_invoice_number_unique")
    .unique()
    .on("billing_order")
    .columns(["organization_id", "invoice_number"])
    .execute();
  await sql`create unique index billing_order_checkout_unique on billing_order (checkout_id) where checkout_id is not null`.execute(
    db,
  );
  await db.schema.createIndex("billing_order_customer_idx").on("billing_order").column("customer_id").execute();

  await db.schema
    .createTable("billing_order_item")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.notNull().references("billing_order.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("tax_amount", "integer", (c) => c.notNull())
    .addColumn("proration", types.bool, (c) => c.notNull().defaultTo(falseDefault(kind)))
    .addColumn("product_price_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("billing_order_item_order_idx")
    .on("billing_order_item")
    .columns(["order_id", "position"])
    .execute();

  await db.schema
    .createTable("billing_refund")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.notNull().references("billing_order.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("subscription_id", "text")
    // pending | succeeded | failed | canceled
    .addColumn("status", "text", (c) => c.notNull())
    // duplicate | fraudulent | customer_request | service_disruption | satisfaction_guarantee | dispute_prevention | other
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("tax_amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("comment", "text")
    .addColumn("revoke_benefits", types.bool, (c) => c.notNull().defaultTo(falseDefault(kind)))
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("processor_refund_id", "text")
    .addColumn("failure_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("billing_refund_org_idx")
    .on("billing_refund")
    .columns(["organization_id", "created_at"])
    .execute();
  await db.schema.createIndex("billing_refund_order_idx").on("billing_refund").column("order_id").execute();
}
