import type { MigrationDb } from "./column-types.ts";

/**
 * Stripe's events as received: each is written, keyed by Stripe's event id,
 * before Gatehouse acts on it, so a repeated delivery is recognised and an event whose handling
 * failed is still on record (`processed_at` empty) when Stripe sends it again.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("billing_stripe_event")
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("processed_at", "text")
    .addPrimaryKeyConstraint("billing_stripe_event_pk", ["organization_id", "id"])
    .execute();
}
