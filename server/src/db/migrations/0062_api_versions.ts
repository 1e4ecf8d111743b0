import type { MigrationDb } from "./column-types.ts";

/**
 * API versions (billing/common/api-version.ts) of webhook endpoints and of the events made for
 * them: the version whose shapes an endpoint's payloads take, and the one an event's payload was
 * made in. Existing rows were sent the unversioned shapes, which are 2026-04's: they get that
 * version, as does any row the release before inserts beside this one (the column's default).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("webhook_endpoint")
    .addColumn("api_version", "text", (c) => c.notNull().defaultTo("2026-04"))
    .execute();
  await db.schema
    .alterTable("webhook_event")
    .addColumn("api_version", "text", (c) => c.notNull().defaultTo("2026-04"))
    .execute();
}
