import type { MigrationDb } from "./column-types.ts";

/**
 * The Stripe account an organization takes payments with: its keys, sealed with a key
 * derived from AUTH_SECRET (kit/sealed-secrets.ts); the publishable key is public by design and
 * stored as it is. One per organization; without a row the organization stays in test mode.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("billing_stripe_account")
    .addColumn("organization_id", "text", (c) => c.primaryKey().references("organization.id").onDelete("cascade"))
    .addColumn("account_id", "text")
    .addColumn("livemode", "integer", (c) => c.notNull())
    .addColumn("publishable_key", "text", (c) => c.notNull())
    .addColumn("secret_key_sealed", "text", (c) => c.notNull())
    .addColumn("secret_key_hint", "text", (c) => c.notNull())
    .addColumn("webhook_secret_sealed", "text", (c) => c.notNull())
    .addColumn("webhook_secret_hint", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
}
