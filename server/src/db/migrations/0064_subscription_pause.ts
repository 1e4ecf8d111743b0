import type { MigrationDb } from "./column-types.ts";

/**
 * Paused subscriptions (Polar's pause model): `pause_at_period_end` schedules the pause for the
 * current period's end, `paused_at` is when the subscription entered the `paused` status, and
 * `resumes_at` an optional scheduled resume. A defaulted flag and nullable times only, so the
 * release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("billing_subscription")
    .addColumn("pause_at_period_end", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("billing_subscription").addColumn("paused_at", "text").execute();
  await db.schema.alterTable("billing_subscription").addColumn("resumes_at", "text").execute();
}
