import type { MigrationDb } from "./column-types.ts";

/**
 * Every API process reads the outbox's customer events since its last pass, once a second, to
 * keep its entitlements cache fresh (account-billing/entitlements/cache.ts): by type, then time.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex("billing_event_type_idx")
    .on("billing_event")
    .columns(["type", "created_at", "id"])
    .execute();
}
