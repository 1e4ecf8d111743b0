import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * The session revocation list (auth/session/revocation/tables.ts): sessions and users whose
 * cookie-cached sessions must no longer be trusted. Every process reads the rows after the last id
 * it has seen about twice a second (the primary key), and prunes those older than the cookie
 * cache's lifetime (the `revoked_at` index). A new table only, so the release before runs beside
 * this one.
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("session_revocation")
    .addColumn("id", kind === "postgres" ? "bigserial" : "integer", (c) =>
      kind === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject_id", "text", (c) => c.notNull())
    .addColumn("revoked_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("session_revocation_revoked_at_idx")
    .on("session_revocation")
    .column("revoked_at")
    .execute();
}
