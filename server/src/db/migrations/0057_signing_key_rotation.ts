import type { DialectKind } from "../database.ts";
import { columnTypes, type MigrationDb } from "./column-types.ts";

/**
 * When each JWT signing key starts signing (auth/signing-keys/): a rotated-in key is published in
 * the JWKS first and signs only from this time, so relying parties have fetched it before they
 * meet a token it signed. Null for keys made before, and for a first key, which sign from their
 * creation. A new nullable column only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema.alterTable("jwks").addColumn("activatesAt", t.date).execute();
}
