import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * `billing_customer_wallet_top_up`: a customer's top-up of their wallet from a saved card (a
 * Gatehouse extension), written `pending` before the card is charged, so a process that stops
 * between the charge and the credit leaves a row the resumption finds: it asks the processor
 * again under the row's id as the idempotency key and credits the wallet once. The unique
 * `idempotency_key` per customer makes a client's retried request the same top-up. A new table,
 * so the release before runs beside this one.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("billing_customer_wallet_top_up")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("payment_method_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text")
    .addColumn("processor_payment_id", "text")
    .addColumn("decline_reason", "text")
    .addColumn("decline_message", "text")
    .addColumn("locked_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addUniqueConstraint("billing_customer_wallet_top_up_key_uq", ["customer_id", "idempotency_key"])
    .execute();
  await db.schema
    .createIndex("billing_customer_wallet_top_up_pending_idx")
    .on("billing_customer_wallet_top_up")
    .columns(["status", "locked_until"])
    .execute();
}
