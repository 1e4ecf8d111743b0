import type { DialectKind } from "../database.ts";
import { columnTypes, falseDefault, type MigrationDb } from "./column-types.ts";

/**
 * Files and benefits of the /v1 billing API:
 * - billing_file: an uploaded file (product media or downloadable). The bytes live under
 *   DATA_DIR/files/<organization_id>/<id>/ (billing/files/storage.ts); the row holds Polar's
 *   fields, the declared upload parts (JSON) and the checksums verified on completion.
 *   Deleting a file removes its bytes and marks the row deleted (benefits may still name it).
 * - benefit: one row per benefit; `properties` is the type's properties as JSON text, validated
 *   by billing/benefits/schemas.ts on the way in and read back through the same schemas.
 *   Deleting a benefit is soft (deleted_at), as Polar does.
 *
 * Times are ISO-8601 UTC text and JSON is text on both dialects (see migration 0007).
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const { bool, bigint } = columnTypes(kind);

  await db.schema
    .createTable("billing_file")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("size", bigint, (c) => c.notNull())
    .addColumn("service", "text", (c) => c.notNull())
    .addColumn("version", "text")
    .addColumn("storage_version", "text")
    .addColumn("checksum_etag", "text")
    // The checksum the client declared on create; verified against the bytes on completion.
    .addColumn("declared_sha256_base64", "text")
    .addColumn("checksum_sha256_base64", "text")
    .addColumn("checksum_sha256_hex", "text")
    .addColumn("last_modified_at", "text")
    // Product media only: the absolute public URL, fixed at creation from BASE_URL so other
    // domains (products) can return it without knowing the server's configuration.
    .addColumn("public_url", "text")
    // JSON array of the declared parts { number, chunk_start, chunk_end, checksum_sha256_base64 }.
    .addColumn("upload_parts", "text", (c) => c.notNull())
    .addColumn("is_uploaded", bool, (c) => c.notNull().defaultTo(falseDefault(kind)))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema
    .createIndex("billing_file_org_idx")
    .on("billing_file")
    .columns(["organization_id", "created_at"])
    .execute();

  await db.schema
    .createTable("benefit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("selectable", bool, (c) => c.notNull())
    .addColumn("deletable", bool, (c) => c.notNull())
    .addColumn("properties", "text", (c) => c.notNull())
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema.createIndex("benefit_org_idx").on("benefit").columns(["organization_id", "created_at"]).execute();
}
