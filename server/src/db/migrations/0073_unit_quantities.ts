import type { MigrationDb } from "./column-types.ts";

/**
 * Quantities bought with a `unit_based` price, beside the seats of seat-based ones:
 * - `checkout.units`: the units the buyer chose (the price's minimum until then);
 * - `checkout_link.units`: a preset the checkouts a link opens start with;
 * - `billing_order.units`: the units an order charged for;
 * - `billing_subscription.units`: the units a subscription renews with, and `pending_units`, a
 *   reduction waiting for the period's end.
 * Nullable columns only (null: not unit-based), so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("checkout").addColumn("units", "integer").execute();
  await db.schema.alterTable("checkout_link").addColumn("units", "integer").execute();
  await db.schema.alterTable("billing_order").addColumn("units", "integer").execute();
  await db.schema.alterTable("billing_subscription").addColumn("units", "integer").execute();
  await db.schema.alterTable("billing_subscription").addColumn("pending_units", "integer").execute();
}
