import type { MigrationDb } from "./column-types.ts";

/**
 * Event type labels (Polar's `PATCH /v1/event-types/{id}`): an event type is an
 * (organization, source, name) seen in the events, its id derived from them; a row exists only
 * once its label was set.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("event_type")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("label_property_selector", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema.createIndex("event_type_organization_idx").on("event_type").column("organization_id").execute();
}
