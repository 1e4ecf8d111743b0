import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * API keys limited by the plan: `api_key_meter` binds an organization API key
 * to one of a seller's meters (billing/api-key-meters/). The key is the primary key: a key counts
 * on one meter at most. Deleting the key (by hand, or with its organization), the meter or the
 * seller deletes the binding, so a binding never outlives what it names.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("api_key_meter")
    .addColumn("api_key_id", "text", (c) => c.primaryKey().references("apikey.id").onDelete("cascade"))
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("meter_id", "text", (c) => c.notNull().references("meter.id").onDelete("cascade"))
    .addColumn("event_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("api_key_meter_meter_idx")
    .on("api_key_meter")
    .columns(["organization_id", "meter_id"])
    .execute();
}
