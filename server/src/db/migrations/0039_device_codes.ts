import type { DialectKind } from "../database.ts";
import { columnTypes, type MigrationDb } from "./column-types.ts";

/**
 * The device authorization grant (RFC 8628): better-auth's device-authorization
 * table as `@better-auth/oauth-provider`'s `oauthDeviceAuthorization` extends it (the client and
 * the resources a code is for). A CLI asks for a code, the user approves it on `/device`.
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable("deviceCode")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("deviceCode", "text", (c) => c.notNull().unique())
    .addColumn("userCode", "text", (c) => c.notNull().unique())
    .addColumn("userId", "text")
    .addColumn("expiresAt", t.date, (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("lastPolledAt", t.date)
    .addColumn("pollingInterval", "integer")
    .addColumn("clientId", "text")
    .addColumn("scope", "text")
    .addColumn("resources", "text")
    .addColumn("oauthClientId", "text")
    .execute();
}
