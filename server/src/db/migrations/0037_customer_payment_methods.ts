import type { MigrationDb } from "./column-types.ts";

/**
 * Cards customers add, and cards they remove, in the customer portal. A card
 * is saved with a setup at the processor (Stripe: a SetupIntent); a setup that asks for 3-D
 * Secure waits here as `requires_action` until the portal confirms it, so only the customer who
 * started it can finish it. `removed` hides a card saved by an ended subscription.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("billing_customer_payment_method")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("setup_id", "text")
    .addColumn("payment_method_id", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("billing_customer_payment_method_customer_idx")
    .on("billing_customer_payment_method")
    .columns(["organization_id", "customer_id"])
    .execute();
}
