import type { MigrationDb } from "./column-types.ts";

/**
 * `checkout.ad_hoc_prices`: the ids of the prices a checkout made for itself (Polar's ad-hoc
 * `prices`), JSON; they replace their products' own prices in that checkout. A nullable column
 * only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("checkout").addColumn("ad_hoc_prices", "text").execute();
}
