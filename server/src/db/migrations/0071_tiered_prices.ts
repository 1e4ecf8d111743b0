import type { MigrationDb } from "./column-types.ts";

/**
 * Tiered prices (Polar's `unit_based` and `metered_tiers`):
 * - `product_price.tiers`: the price's tiers, JSON (`Tiers`: type and `{bound, unit_amount}` rows);
 * - `product_price.minimum_units`: a unit-based price's smallest purchasable quantity (the largest
 *   is the last tier's bound, not stored twice);
 * - `product_price.unit_label`: per-locale unit nouns, JSON.
 * Nullable columns only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("product_price").addColumn("tiers", "text").execute();
  await db.schema.alterTable("product_price").addColumn("minimum_units", "integer").execute();
  await db.schema.alterTable("product_price").addColumn("unit_label", "text").execute();
}
