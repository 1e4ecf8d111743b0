import type { MigrationDb } from "./column-types.ts";

/**
 * `billing_refund.destination`: where a refund's money went — `original_payment_method` (the
 * processor refunded the payment) or `wallet` (credited to the customer's wallet, a Gatehouse
 * extension). Existing refunds all went back to the payment, which the default says; the release
 * before writes no value and gets the default, so both run side by side.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("billing_refund")
    .addColumn("destination", "text", (c) => c.notNull().defaultTo("original_payment_method"))
    .execute();
}
