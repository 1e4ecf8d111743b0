import type { DialectKind } from "../database.ts";
import { columnTypes, falseDefault, type MigrationDb } from "./column-types.ts";

/**
 * Account protection: the two-factor plugin's user flag and secrets table, the passkey
 * plugin's credentials table, and organizations that require two-factor of their members.
 * `twoFactorEnabled` and `requireTwoFactor` are NOT NULL with a default, so rows written without
 * the plugins (the benchmark's stock server shares the SQLite file) read as false.
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .alterTable("user")
    .addColumn("twoFactorEnabled", t.bool, (c) => c.notNull().defaultTo(falseDefault(kind)))
    .execute();
  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", t.bool, (c) => c.notNull().defaultTo(falseDefault(kind)))
    .addColumn("failedVerificationCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lockedUntil", t.date)
    .execute();
  await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").unique().execute();
  await db.schema.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();
  await db.schema
    .createTable("passkey")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text")
    .addColumn("publicKey", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("credentialID", "text", (c) => c.notNull().unique())
    .addColumn("counter", "integer", (c) => c.notNull())
    .addColumn("deviceType", "text", (c) => c.notNull())
    .addColumn("backedUp", t.bool, (c) => c.notNull())
    .addColumn("transports", "text")
    .addColumn("createdAt", t.date)
    .addColumn("aaguid", "text")
    .execute();
  await db.schema.createIndex("passkey_userId_idx").on("passkey").column("userId").execute();
  await db.schema
    .alterTable("organization")
    .addColumn("requireTwoFactor", t.bool, (c) => c.notNull().defaultTo(falseDefault(kind)))
    .execute();
}
