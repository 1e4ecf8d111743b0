import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * `customer_email_update`: a customer's pending change of email from the portal. The code mailed
 * to the new address is kept only as an HMAC (`code_hash`, unique); one pending change per
 * customer, ended by `expires_at`, by its use, or by a newer request. New table only, so the
 * release before runs beside this one.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("customer_email_update")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("customer_email_update_customer_idx")
    .on("customer_email_update")
    .columns(["organization_id", "customer_id"])
    .execute();
}
