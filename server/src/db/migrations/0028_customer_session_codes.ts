import type { MigrationDb } from "./column-types.ts";

/**
 * Customer portal sign-in by email: the short codes mailed to a customer. Only an
 * HMAC of the code is kept (`code_hash`, unique); a code ends at `expires_at` or when used.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("customer_session_code")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("customer_session_code_customer_idx")
    .on("customer_session_code")
    .columns(["organization_id", "customer_id", "created_at"])
    .execute();
}
