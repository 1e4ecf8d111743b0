import type { DialectKind } from "../database.ts";
import { columnTypes, falseDefault, type MigrationDb } from "./column-types.ts";

/**
 * The admin plugin's fields. `banned` is NOT NULL with a default so users written without it
 * (the benchmark's stock server shares the SQLite file) read as not banned.
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema.alterTable("user").addColumn("role", "text").execute();
  await db.schema
    .alterTable("user")
    .addColumn("banned", t.bool, (c) => c.notNull().defaultTo(falseDefault(kind)))
    .execute();
  await db.schema.alterTable("user").addColumn("banReason", "text").execute();
  await db.schema.alterTable("user").addColumn("banExpires", t.date).execute();
  // The admin who started an impersonation session; null on ordinary sessions.
  await db.schema.alterTable("session").addColumn("impersonatedBy", "text").execute();
}
