import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * The foundation of the /v1 billing API:
 * - billing_organization: the selling side of a Gatehouse organization (one row per
 *   organization, written on its first PATCH; until then every field has its default);
 * - organization_access_token: `polar_oat_` bearer tokens, stored as a SHA-256 hash only;
 * - billing_event: the durable event outbox, written in the same transaction as the change.
 *
 * Times are ISO-8601 UTC text and JSON is text on both dialects, so billing code reads and
 * compares them the same way everywhere (see billing/kit/time.ts and json-column.ts).
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("billing_organization")
    .addColumn("organization_id", "text", (c) => c.primaryKey().references("organization.id").onDelete("cascade"))
    .addColumn("email", "text")
    .addColumn("website", "text")
    .addColumn("socials", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("details_submitted_at", "text")
    .addColumn("default_presentment_currency", "text", (c) => c.notNull())
    .addColumn("default_tax_behavior", "text", (c) => c.notNull())
    .addColumn("country", "text")
    .addColumn("feature_settings", "text", (c) => c.notNull())
    .addColumn("subscription_settings", "text", (c) => c.notNull())
    .addColumn("notification_settings", "text", (c) => c.notNull())
    .addColumn("customer_email_settings", "text", (c) => c.notNull())
    .addColumn("customer_portal_settings", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();

  await db.schema
    .createTable("organization_access_token")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("comment", "text", (c) => c.notNull())
    // JSON array of Polar scope names.
    .addColumn("scopes", "text", (c) => c.notNull())
    // SHA-256 of the whole token, hex: the token itself is shown once and never stored.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text")
    .addColumn("last_used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    // Revoked (deleted through the API); kept so a revoked token is told apart from a forged one in logs.
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema
    .createIndex("organization_access_token_org_idx")
    .on("organization_access_token")
    .columns(["organization_id", "created_at"])
    .execute();

  await db.schema
    .createTable("billing_event")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    // The whole webhook body, { type, timestamp, data }, as JSON text.
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // Set by the delivery worker of the commerce issue once every endpoint has its copy.
    .addColumn("dispatched_at", "text")
    .execute();
  await db.schema
    .createIndex("billing_event_pending_idx")
    .on("billing_event")
    .columns(["dispatched_at", "created_at"])
    .execute();
  await db.schema
    .createIndex("billing_event_org_idx")
    .on("billing_event")
    .columns(["organization_id", "created_at"])
    .execute();
}
