import type { DialectKind } from "../database.ts";
import { columnTypes, type MigrationDb } from "./column-types.ts";

/**
 * The roles each organization defines (better-auth's dynamic access control, model
 * `organizationRole`, typed as its kysely adapter reads and writes them): a lower-case name unique
 * in its organization, its permissions as JSON text (`{ "orders": ["read"] }`) and a description.
 * They go with their organization. A new table only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable("organizationRole")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organizationId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("permission", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date)
    .addUniqueConstraint("organizationRole_organizationId_role_unique", ["organizationId", "role"])
    .execute();
}
