import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/** The durable mail queue: a mail is a row before it is a delivery attempt. */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    // ISO-8601 UTC text on both dialects: sorts and compares correctly as strings.
    .addColumn("nextAttemptAt", "text", (c) => c.notNull())
    .addColumn("lockedUntil", "text")
    .addColumn("lastError", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("sentAt", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "nextAttemptAt"]).execute();
}
