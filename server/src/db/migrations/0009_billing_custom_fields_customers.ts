import { sql } from "kysely";
import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Custom fields and customers of the /v1 billing API. Both are soft-deleted (deleted_at), so
 * their uniqueness rules are partial unique indexes over the live rows: a deleted customer's
 * email, external ID or a deleted field's slug can be used again. The indexes (not a read before
 * the write) are what makes two racing creates end in one row and one 422.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("custom_field")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    // JSON object: the type's properties (form_label, options, ge/le, min_length...).
    .addColumn("properties", "text", (c) => c.notNull())
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addColumn("deleted_at", "text")
    .execute();
  await sql`create unique index custom_field_org_slug_unique on custom_field (organization_id, slug) where deleted_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex("custom_field_org_idx")
    .on("custom_field")
    .columns(["organization_id", "created_at"])
    .execute();

  await db.schema
    .createTable("customer")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("external_id", "text")
    // Stored lower-cased: the unique index then compares emails case-insensitively.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_verified", "integer", (c) => c.notNull())
    .addColumn("name", "text")
    // JSON object (Polar Address) or null.
    .addColumn("billing_address", "text")
    .addColumn("tax_id", "text")
    .addColumn("tax_id_format", "text")
    .addColumn("locale", "text")
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addColumn("deleted_at", "text")
    .execute();
  await sql`create unique index customer_org_email_unique on customer (organization_id, email) where deleted_at is null`.execute(
    db,
  );
  await sql`create unique index customer_org_external_id_unique on customer (organization_id, external_id) where deleted_at is null and external_id is not null`.execute(
    db,
  );
  await db.schema.createIndex("customer_org_idx").on("customer").columns(["organization_id", "created_at"]).execute();
}
