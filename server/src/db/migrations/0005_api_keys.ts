import type { DialectKind } from "../database.ts";
import { columnTypes, type MigrationDb } from "./column-types.ts";

const trueDefault = (kind: DialectKind) => (kind === "postgres" ? true : 1);

/**
 * @better-auth/api-key's table. `key` holds the SHA-256 of the key (the key itself is shown
 * once, at creation). `referenceId` is a user id or an organization id depending on the
 * key's configuration, so it carries no foreign key; owners' deletions clean up (see
 * auth/api-keys.ts).
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable("apikey")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("configId", "text", (c) => c.notNull().defaultTo("default"))
    .addColumn("name", "text")
    .addColumn("start", "text")
    .addColumn("referenceId", "text", (c) => c.notNull())
    .addColumn("prefix", "text")
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("refillInterval", "integer")
    .addColumn("refillAmount", "integer")
    .addColumn("lastRefillAt", t.date)
    .addColumn("enabled", t.bool, (c) => c.defaultTo(trueDefault(kind)))
    .addColumn("rateLimitEnabled", t.bool, (c) => c.defaultTo(trueDefault(kind)))
    .addColumn("rateLimitTimeWindow", "integer")
    .addColumn("rateLimitMax", "integer")
    .addColumn("requestCount", "integer", (c) => c.defaultTo(0))
    .addColumn("remaining", "integer")
    .addColumn("lastRequest", t.date)
    .addColumn("expiresAt", t.date)
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date, (c) => c.notNull())
    .addColumn("permissions", "text")
    .addColumn("metadata", "text")
    .execute();
  await db.schema.createIndex("apikey_configId_idx").on("apikey").column("configId").execute();
  await db.schema.createIndex("apikey_referenceId_idx").on("apikey").column("referenceId").execute();
}
