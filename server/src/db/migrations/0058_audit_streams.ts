import { sql } from "kysely";
import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Audit streams (audit/streams/): the destinations an organization or the platform streams its
 * audit log to, and their durable queue. A trigger on `audit_log` puts every new entry in the queue
 * of each destination it concerns (the platform's: all; an organization's: its own) in the
 * transaction that writes the entry, whichever code path writes it, so nothing is lost between the
 * write and the delivery. New tables and a trigger only: the release before runs beside this one
 * (its entries are queued too).
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("audit_stream_destination")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.references("organization.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("settings", "text", (c) => c.notNull())
    .addColumn("sealed_secret", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("consecutive_failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_token", "text")
    .addColumn("lease_until", "text")
    .addColumn("current_batch_id", "text")
    .addColumn("last_success_at", "text")
    .addColumn("last_error", "text")
    .addColumn("last_error_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text")
    .execute();
  await db.schema
    .createIndex("audit_stream_destination_organization_idx")
    .on("audit_stream_destination")
    .column("organization_id")
    .execute();
  await db.schema
    .createTable("audit_stream_queue")
    .addColumn("destination_id", "text", (c) =>
      c.notNull().references("audit_stream_destination.id").onDelete("cascade"),
    )
    .addColumn("entry_id", "text", (c) => c.notNull().references("audit_log.id").onDelete("cascade"))
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("batch_id", "text")
    .addPrimaryKeyConstraint("audit_stream_queue_pk", ["destination_id", "entry_id"])
    .execute();
  await db.schema
    .createIndex("audit_stream_queue_batch_idx")
    .on("audit_stream_queue")
    .columns(["destination_id", "batch_id", "occurred_at"])
    .execute();
  // Retention deletes entries by id: their queue rows are found without a scan.
  await db.schema.createIndex("audit_stream_queue_entry_idx").on("audit_stream_queue").column("entry_id").execute();
  await createEnqueueTrigger(db, kind);
}

const ENQUEUE = sql`
  INSERT INTO audit_stream_queue (destination_id, entry_id, occurred_at, batch_id)
  SELECT d.id, NEW.id, NEW.occurred_at, NULL FROM audit_stream_destination d
  WHERE d.organization_id IS NULL OR d.organization_id = NEW.organization_id;
`;

async function createEnqueueTrigger(db: MigrationDb, kind: DialectKind): Promise<void> {
  if (kind === "postgres") {
    await sql`CREATE FUNCTION audit_stream_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${ENQUEUE} RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_stream_enqueue AFTER INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_stream_enqueue()`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER audit_stream_enqueue AFTER INSERT ON audit_log BEGIN ${ENQUEUE} END`.execute(db);
}
