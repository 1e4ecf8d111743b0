import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * How each session was authenticated (auth/step-up/tables.ts): when its person last proved who they
 * are on it, how (RFC 8176 method references, JSON text), and when they last gave a second factor.
 * Sensitive actions and the OpenID provider's `max_age`, `acr_values` and ID-token claims read it.
 * A side table keyed by the session, gone with it; times as ISO text. A session without a row (made
 * before this release) counts as authenticated when it was created, by no named method. A new table
 * only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("session_authentication")
    .addColumn("session_id", "text", (c) => c.primaryKey().references("session.id").onDelete("cascade"))
    .addColumn("auth_time", "text", (c) => c.notNull())
    .addColumn("amr", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("second_factor_at", "text")
    .execute();
}
