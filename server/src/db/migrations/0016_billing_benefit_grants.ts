import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Benefit grants, their durable jobs, license keys and activations.
 *
 * - benefit_grant: Polar `BenefitGrant`. One row per (customer, benefit, order | subscription):
 *   `grant_key` ("order:<id>:<benefit>:<customer>" / "subscription:...") is unique, so a re-grant
 *   updates the row. is_granted / is_revoked derive from granted_at / revoked_at. `error` is the
 *   last failure of the strategy (JSON {message, type, timestamp}) or null.
 * - benefit_grant_job: the durable queue (`enqueueBenefitGrants` inserts rows in the caller's
 *   transaction). One job per (grant_key, action); the worker claims a job by a conditional
 *   UPDATE of `locked_until` (a lease), applies it, and marks it done; a failure increments
 *   `attempts`, stores `last_error` and sets `next_attempt_at` (exponential backoff). Jobs of one
 *   grant_key run in creation order; a revoke supersedes older pending grant/cycle jobs.
 * - license_key / license_key_activation: keys granted by license_keys benefits. The activation
 *   limit is enforced in one transaction that locks the key row (PostgreSQL `for update`; SQLite
 *   transactions are serialized).
 *
 * Booleans are 0/1 integers and times ISO text on both dialects (as migration 0007).
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("benefit_grant")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("grant_key", "text", (c) => c.notNull().unique())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("benefit_id", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("subscription_id", "text")
    .addColumn("granted_at", "text")
    .addColumn("revoked_at", "text")
    // JSON objects (the strategy's properties) / null.
    .addColumn("properties", "text", (c) => c.notNull())
    .addColumn("previous_properties", "text")
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("benefit_grant_org_idx")
    .on("benefit_grant")
    .columns(["organization_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("benefit_grant_benefit_idx")
    .on("benefit_grant")
    .columns(["benefit_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("benefit_grant_customer_idx")
    .on("benefit_grant")
    .columns(["customer_id", "created_at"])
    .execute();

  await db.schema
    .createTable("benefit_grant_job")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("grant_key", "text", (c) => c.notNull())
    // grant | revoke | cycle
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("benefit_id", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("subscription_id", "text")
    // pending | done | superseded
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("benefit_grant_job_due_idx")
    .on("benefit_grant_job")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("benefit_grant_job_key_idx")
    .on("benefit_grant_job")
    .columns(["grant_key", "status", "sequence"])
    .execute();

  await db.schema
    .createTable("license_key")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("grant_id", "text", (c) => c.notNull().unique())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("benefit_id", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    // granted | revoked | disabled
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("limit_activations", "integer")
    .addColumn("usage", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("limit_usage", "integer")
    .addColumn("validations", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_validated_at", "text")
    .addColumn("expires_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("license_key_key_unique")
    .unique()
    .on("license_key")
    .columns(["organization_id", "key"])
    .execute();
  await db.schema
    .createIndex("license_key_org_idx")
    .on("license_key")
    .columns(["organization_id", "created_at"])
    .execute();

  await db.schema
    .createTable("license_key_activation")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("license_key_id", "text", (c) => c.notNull().references("license_key.id").onDelete("cascade"))
    .addColumn("label", "text", (c) => c.notNull())
    // JSON objects: the conditions a validation must match, and free metadata.
    .addColumn("conditions", "text", (c) => c.notNull())
    .addColumn("meta", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("license_key_activation_key_idx")
    .on("license_key_activation")
    .columns(["license_key_id", "created_at"])
    .execute();
}
