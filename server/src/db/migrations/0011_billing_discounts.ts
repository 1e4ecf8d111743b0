import { sql } from "kysely";
import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Discounts of the /v1 billing API and the products they are restricted to. A discount is
 * soft-deleted (deleted_at); its code is unique per organization among live discounts,
 * case-insensitively, by a unique index on lower(code): two racing creates with one code end
 * in one row and one 422, which a read before the write could not guarantee.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("discount")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("code", "text")
    // fixed | percentage
    .addColumn("type", "text", (c) => c.notNull())
    // fixed: the amount in minor units of `currency`, and every currency's amount as a JSON object.
    .addColumn("amount", "integer")
    .addColumn("currency", "text")
    .addColumn("amounts", "text")
    // percentage: 1..10000
    .addColumn("basis_points", "integer")
    // once | forever | repeating (duration_in_months)
    .addColumn("duration", "text", (c) => c.notNull())
    .addColumn("duration_in_months", "integer")
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("max_redemptions", "integer")
    .addColumn("redemptions_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addColumn("deleted_at", "text")
    .execute();
  await sql`create unique index discount_org_code_unique on discount (organization_id, lower(code)) where deleted_at is null and code is not null`.execute(
    db,
  );
  await db.schema.createIndex("discount_org_idx").on("discount").columns(["organization_id", "created_at"]).execute();

  // The products a discount applies to; none means every product of the organization.
  await db.schema
    .createTable("discount_product")
    .addColumn("discount_id", "text", (c) => c.notNull().references("discount.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("discount_product_pk", ["discount_id", "product_id"])
    .execute();
  await db.schema.createIndex("discount_product_product_idx").on("discount_product").column("product_id").execute();
}
