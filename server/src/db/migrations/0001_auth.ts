import type { DialectKind } from "../database.ts";
import { columnTypes, falseDefault, type MigrationDb } from "./column-types.ts";

/** better-auth's core tables (user, session, account, verification) and the rate-limit table. */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", t.bool, (c) => c.notNull().defaultTo(falseDefault(kind)))
    .addColumn("image", "text")
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("expiresAt", t.date, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", t.date)
    .addColumn("refreshTokenExpiresAt", t.date)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", t.date, (c) => c.notNull())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", t.bigint, (c) => c.notNull())
    .execute();
}
