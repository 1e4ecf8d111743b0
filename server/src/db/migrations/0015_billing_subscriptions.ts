import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Subscriptions of the /v1 billing API, their price snapshots and renewals.
 *
 * - `billing_subscription.current_period_end` is the renewal claim: a renewal advances the period
 *   with one conditional UPDATE on (id, current_period_end), so two workers (or a restart) never
 *   cycle a period twice. Periods are computed from `billing_anchor` and `period_number` (month
 *   ends: Jan 31 → Feb 28/29 → Mar 31).
 * - `payment_method_id`: the saved, reusable payment method of the first payment (charged
 *   off-session at renewals).
 * - `billing_subscription_renewal`: one row per claimed period that needs a charge, committed with
 *   the claim; the charge (idempotency key = the row id) and its retries (dunning,
 *   `next_attempt_at`) are driven from it, so nothing is lost across a crash.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("billing_subscription")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    // incomplete | trialing | active | past_due | canceled | unpaid
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("recurring_interval", "text", (c) => c.notNull())
    .addColumn("recurring_interval_count", "integer", (c) => c.notNull())
    .addColumn("billing_anchor", "text", (c) => c.notNull())
    .addColumn("period_number", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("current_period_start", "text", (c) => c.notNull())
    .addColumn("current_period_end", "text", (c) => c.notNull())
    .addColumn("trial_start", "text")
    .addColumn("trial_end", "text")
    .addColumn("cancel_at_period_end", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("canceled_at", "text")
    .addColumn("started_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("ended_at", "text")
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("product_price_id", "text", (c) => c.notNull())
    .addColumn("discount_id", "text")
    .addColumn("checkout_id", "text")
    .addColumn("customer_cancellation_reason", "text")
    .addColumn("customer_cancellation_comment", "text")
    .addColumn("payment_method_id", "text")
    .addColumn("billing_name", "text")
    // JSON Address or null
    .addColumn("billing_address", "text")
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("custom_field_data", "text", (c) => c.notNull())
    // JSON snapshots of the customer and product at subscription time (shown when deleted since)
    .addColumn("customer_snapshot", "text", (c) => c.notNull())
    .addColumn("product_snapshot", "text")
    // per renewal: the discount repeated on renewals (0 for a `once` discount) and the tax of the first period
    .addColumn("renewal_discount_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_net_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_tax_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("billing_subscription_org_idx")
    .on("billing_subscription")
    .columns(["organization_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("billing_subscription_customer_idx")
    .on("billing_subscription")
    .column("customer_id")
    .execute();
  await db.schema
    .createIndex("billing_subscription_due_idx")
    .on("billing_subscription")
    .columns(["status", "current_period_end"])
    .execute();

  await db.schema
    .createTable("billing_subscription_price")
    .addColumn("subscription_id", "text", (c) => c.notNull().references("billing_subscription.id").onDelete("cascade"))
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_price_id", "text", (c) => c.notNull())
    // JSON ProductPrice at subscription time
    .addColumn("price_snapshot", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("billing_subscription_price_pk", ["subscription_id", "position"])
    .execute();

  await db.schema
    .createTable("billing_subscription_renewal")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("subscription_id", "text", (c) => c.notNull().references("billing_subscription.id").onDelete("cascade"))
    .addColumn("period_start", "text", (c) => c.notNull())
    .addColumn("period_end", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    // pending (a charge to make or retry) | paid | failed (dunning exhausted) | abandoned (subscription ended)
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_failed_at", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_decline_code", "text")
    .addColumn("order_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("billing_subscription_renewal_due_idx")
    .on("billing_subscription_renewal")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("billing_subscription_renewal_period_unique")
    .unique()
    .on("billing_subscription_renewal")
    .columns(["subscription_id", "period_start"])
    .execute();
}
