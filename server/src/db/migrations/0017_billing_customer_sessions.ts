import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Customer sessions: the `polar_cst_` tokens that let a customer into the customer portal.
 * Only the SHA-256 of the token is kept (`token_hash`, unique); a session ends at `expires_at`.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("customer_session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("return_url", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("customer_session_customer_idx")
    .on("customer_session")
    .columns(["organization_id", "customer_id"])
    .execute();
}
