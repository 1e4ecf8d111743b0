import { sql } from "kysely";
import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Checkouts, checkout links, tax rates and the test payment processor's state.
 *
 * - payment / payment_card_token / payment_refund: the built-in test processor (payments/).
 *   A payment's `idempotency_key` is unique while it stands (succeeded or waiting for 3-D Secure):
 *   a retried charge with the same key gets the stored outcome instead of a second charge. A
 *   declined attempt gives its key up (null), so the customer can retry with another card.
 *   Refunds raise `refunded_amount` by one conditional UPDATE (never past `amount`).
 * - checkout: Polar `Checkout`; amounts are integer minor units computed on every write;
 *   the client secret is unique; JSON columns are text.
 * - checkout_link (+ checkout_link_product): Polar `CheckoutLink`.
 * - tax_rate: per-organization rates by country (and optional state), in basis points.
 *
 * Booleans are 0/1 integers and times ISO text on both dialects (as migration 0007).
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("payment_card_token")
    .addColumn("id", "text", (c) => c.primaryKey())
    // succeed | generic_decline | insufficient_funds | authentication_required
    .addColumn("behavior", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("exp_month", "integer", (c) => c.notNull())
    .addColumn("exp_year", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("payment")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("confirmation_token_id", "text", (c) => c.notNull())
    // succeeded | requires_action | declined
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("refunded_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("customer_email", "text")
    .addColumn("card_brand", "text")
    .addColumn("card_last4", "text")
    .addColumn("card_exp_month", "integer")
    .addColumn("card_exp_year", "integer")
    .addColumn("decline_code", "text")
    .addColumn("decline_message", "text")
    // The pending 3-D Secure challenge (requires_action).
    .addColumn("client_secret", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();

  await db.schema
    .createTable("payment_refund")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("payment_id", "text", (c) => c.notNull().references("payment.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("amount", "integer", (c) => c.notNull())
    // succeeded | failed
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("failure_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("tax_rate")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    // Upper-case subdivision code (e.g. "NY" for US-NY); null: the whole country.
    .addColumn("state", "text")
    .addColumn("basis_points", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await sql`create unique index tax_rate_org_region_unique on tax_rate (organization_id, country, coalesce(state, ''))`.execute(
    db,
  );

  await db.schema
    .createTable("checkout")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("client_secret", "text", (c) => c.notNull().unique())
    // open | expired | confirmed | succeeded | failed
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("success_url", "text")
    .addColumn("return_url", "text")
    .addColumn("embed_origin", "text")
    // JSON array of the offered product ids, in order.
    .addColumn("product_ids", "text", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("product_price_id", "text", (c) => c.notNull())
    // The amount chosen for a pay-what-you-want price (else null).
    .addColumn("custom_amount", "integer")
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("discount_amount", "integer", (c) => c.notNull())
    .addColumn("net_amount", "integer", (c) => c.notNull())
    .addColumn("tax_amount", "integer", (c) => c.notNull())
    .addColumn("total_amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("discount_id", "text")
    .addColumn("allow_discount_codes", "integer", (c) => c.notNull())
    .addColumn("require_billing_address", "integer", (c) => c.notNull())
    .addColumn("customer_id", "text")
    .addColumn("is_business_customer", "integer", (c) => c.notNull())
    .addColumn("customer_name", "text")
    .addColumn("customer_email", "text")
    .addColumn("customer_ip_address", "text")
    .addColumn("customer_billing_name", "text")
    .addColumn("customer_billing_address", "text")
    .addColumn("customer_tax_id", "text")
    .addColumn("locale", "text")
    .addColumn("external_customer_id", "text")
    // The signed-in user who confirmed (their id becomes the new customer's external_id).
    .addColumn("buyer_user_id", "text")
    .addColumn("payment_id", "text")
    .addColumn("payment_processor_metadata", "text", (c) => c.notNull())
    .addColumn("custom_field_data", "text", (c) => c.notNull())
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("customer_metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema.createIndex("checkout_org_idx").on("checkout").columns(["organization_id", "created_at"]).execute();
  await db.schema.createIndex("checkout_status_expiry_idx").on("checkout").columns(["status", "expires_at"]).execute();

  await db.schema
    .createTable("checkout_link")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("client_secret", "text", (c) => c.notNull().unique())
    .addColumn("label", "text")
    .addColumn("discount_id", "text")
    .addColumn("allow_discount_codes", "integer", (c) => c.notNull())
    .addColumn("require_billing_address", "integer", (c) => c.notNull())
    .addColumn("success_url", "text")
    .addColumn("return_url", "text")
    .addColumn("trial_interval", "text")
    .addColumn("trial_interval_count", "integer")
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema
    .createIndex("checkout_link_org_idx")
    .on("checkout_link")
    .columns(["organization_id", "created_at"])
    .execute();

  await db.schema
    .createTable("checkout_link_product")
    .addColumn("checkout_link_id", "text", (c) => c.notNull().references("checkout_link.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("order", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("checkout_link_product_pk", ["checkout_link_id", "product_id"])
    .execute();
}
