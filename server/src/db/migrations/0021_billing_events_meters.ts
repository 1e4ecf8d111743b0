import { sql } from "kysely";
import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Usage events (Polar's /v1/events, NOT the webhook outbox `billing_event`) and meters.
 *
 * `usage_event` is append-only and large (a balance is measured over 1,000,000 rows), so it has
 * no foreign keys to check per row on bulk ingestion, and indexes shaped like the queries:
 * - (organization_id, customer_id, name, timestamp) and the same on external_customer_id: one
 *   customer's events of one name in a time window (a meter whose filter pins `name eq X`);
 * - (organization_id, name, timestamp): a meter over every customer (quantities);
 * - (organization_id, timestamp): the event list, newest first;
 * - unique (organization_id, external_id) where external_id is set: a repeated external_id is
 *   a duplicate, skipped by `INSERT … ON CONFLICT DO NOTHING` on both dialects.
 *
 * On SQLite the two customer indexes also carry source and metadata (and customer_id on the
 * external one): a balance then reads its rows from one contiguous index range instead of
 * fetching each row from the table (a heavy customer's 100,000 events: ~30 ms instead of
 * ~400 ms). PostgreSQL keeps them narrow: a btree entry is limited to ~2.7 kB and metadata may be
 * larger: they INCLUDE source (and customer_id), so a count meter needs no row.
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("usage_event")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    // user | system
    .addColumn("source", "text", (c) => c.notNull())
    // The event's own time (ISO text, UTC, `Z`): what meters window on.
    .addColumn("timestamp", "text", (c) => c.notNull())
    .addColumn("customer_id", "text")
    .addColumn("external_customer_id", "text")
    .addColumn("external_id", "text")
    // JSON object of string | number | boolean values. jsonb on PostgreSQL: meter filters and
    // aggregations read it per row, and parsing text per row dominated a balance (the driver
    // hands it back as text, see db/database.ts).
    .addColumn("metadata", kind === "postgres" ? "jsonb" : "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`create unique index usage_event_org_external_id_unique on usage_event (organization_id, external_id) where external_id is not null`.execute(
    db,
  );
  if (kind === "sqlite") {
    await db.schema
      .createIndex("usage_event_customer_idx")
      .on("usage_event")
      .columns(["organization_id", "customer_id", "name", "timestamp", "source", "metadata"])
      .execute();
    await db.schema
      .createIndex("usage_event_external_customer_idx")
      .on("usage_event")
      .columns(["organization_id", "external_customer_id", "name", "timestamp", "source", "customer_id", "metadata"])
      .execute();
  } else {
    // INCLUDE: a count meter is an index-only scan.
    await sql`create index usage_event_customer_idx on usage_event (organization_id, customer_id, name, "timestamp") include (source)`.execute(
      db,
    );
    await sql`create index usage_event_external_customer_idx on usage_event (organization_id, external_customer_id, name, "timestamp") include (source, customer_id)`.execute(
      db,
    );
    // A balance reads metadata: covering twins of the two customer indexes make it an index-only
    // scan (a heavy customer's rows are spread over most of the table's pages: ~300 ms of heap
    // reads for 75,000 events). A btree entry is limited to ~2.7 kB, so they hold the events whose
    // metadata is small (METADATA_INDEX_LIMIT, meters/repository.ts); the few larger ones have
    // their own small index and are read from the table.
    await sql`create index usage_event_customer_cover_idx on usage_event (organization_id, customer_id, name, "timestamp") include (source, metadata) where octet_length(metadata::text) <= 800`.execute(
      db,
    );
    await sql`create index usage_event_external_customer_cover_idx on usage_event (organization_id, external_customer_id, name, "timestamp") include (source, customer_id, metadata) where octet_length(metadata::text) <= 800`.execute(
      db,
    );
    await sql`create index usage_event_large_metadata_idx on usage_event (organization_id, name, "timestamp") where octet_length(metadata::text) > 800`.execute(
      db,
    );
  }
  await db.schema
    .createIndex("usage_event_name_idx")
    .on("usage_event")
    .columns(["organization_id", "name", "timestamp"])
    .execute();
  await db.schema
    .createIndex("usage_event_time_idx")
    .on("usage_event")
    .columns(["organization_id", "timestamp"])
    .execute();

  await db.schema
    .createTable("meter")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    // scalar | token | custom
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("custom_label", "text")
    .addColumn("custom_multiplier", "integer")
    // JSON: Polar's Filter ({ conjunction, clauses }) and aggregation ({ func, property? }).
    .addColumn("filter", "text", (c) => c.notNull())
    .addColumn("aggregation", "text", (c) => c.notNull())
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addColumn("archived_at", "text")
    .execute();
  await db.schema.createIndex("meter_org_idx").on("meter").columns(["organization_id", "created_at"]).execute();
}
