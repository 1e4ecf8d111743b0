import type { MigrationDb } from "./column-types.ts";

/**
 * Details the processor reports and Polar's 1.0 API declares:
 * - `billing_dispute.past_due`: Stripe's `evidence_details.past_due` (evidence sent after the
 *   deadline), 0 until Stripe says otherwise;
 * - `checkout_link.seats`: a link's preset seat count for seat-based prices (null: the buyer picks);
 * - `checkout.payment_method_type`: the payment method kind the buyer picked in the form.
 * A defaulted flag and nullable columns only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("billing_dispute")
    .addColumn("past_due", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("checkout_link").addColumn("seats", "integer").execute();
  await db.schema.alterTable("checkout").addColumn("payment_method_type", "text").execute();
}
