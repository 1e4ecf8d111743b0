import type { MigrationDb } from "./column-types.ts";

/**
 * Refund resumption under a lease: a pending refund belongs to the request that
 * reserved it until `locked_until`, and afterwards to the one worker that claims it, however many
 * processes run the resumption.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("billing_refund").addColumn("locked_until", "text").execute();
}
