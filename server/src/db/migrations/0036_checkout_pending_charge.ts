import type { MigrationDb } from "./column-types.ts";

/**
 * The charge a confirmed checkout asked the processor for (against a crash between Stripe's
 * answer and our commit): kept until answered, so an unanswered charge is asked again with the
 * same idempotency key — the processor's first answer, never a second charge.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("checkout").addColumn("pending_charge", "text").execute();
}
