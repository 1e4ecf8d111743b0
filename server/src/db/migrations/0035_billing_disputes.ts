import type { MigrationDb } from "./column-types.ts";

/**
 * Disputes (Polar's `Dispute`): a chargeback a buyer's bank opened on one of an
 * organization's Stripe payments, kept as Stripe reports it, one row per Stripe dispute. The two
 * `*_mailed_at` claim the merchant's notices (opened, closed) once across processes. A lost
 * dispute takes its money back from the order as a refund that names it (`dispute_id`).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("billing_dispute")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("payment_id", "text", (c) => c.notNull())
    .addColumn("processor_dispute_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("tax_amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("evidence_due_by", "text")
    .addColumn("opened_mailed_at", "text")
    .addColumn("closed_mailed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addUniqueConstraint("billing_dispute_processor_uq", ["organization_id", "processor_dispute_id"])
    .execute();
  await db.schema
    .createIndex("billing_dispute_order_idx")
    .on("billing_dispute")
    .columns(["organization_id", "order_id"])
    .execute();
  await db.schema.alterTable("billing_refund").addColumn("dispute_id", "text").execute();
}
