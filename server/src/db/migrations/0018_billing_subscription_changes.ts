import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Subscription trials, plan changes and prorations.
 *
 * - `checkout.allow_trial / trial_interval / trial_interval_count`: Polar's checkout trial fields
 *   (the checkout's own trial overrides the product's; allow_trial false disables it).
 * - `billing_subscription.discount_duration / discount_duration_in_months`: the discount's duration
 *   at subscription time, so renewals stop discounting after `once` / `repeating` periods even when
 *   the discount is edited or deleted since. Null (older rows): discounted as before (every period).
 *   `discount_start_period`: the first period the discount applies to (a discount set on a running
 *   subscription applies from the next period, Polar's SubscriptionUpdateDiscount); null = 0.
 * - `billing_subscription_renewal.discount_amount / proration_amount`: the parts of a claimed
 *   period's amount, so its order is built from what was claimed.
 * - `billing_subscription_proration`: prorations waiting for the next renewal (plan changes with
 *   `prorate`, and credits of downgrades). The renewal claim takes them (`renewal_id` set in the
 *   claim's transaction, conditional on still being null), so two workers never bill one twice.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .alterTable("checkout")
    .addColumn("allow_trial", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("checkout").addColumn("trial_interval", "text").execute();
  await db.schema.alterTable("checkout").addColumn("trial_interval_count", "integer").execute();

  await db.schema.alterTable("billing_subscription").addColumn("discount_duration", "text").execute();
  await db.schema.alterTable("billing_subscription").addColumn("discount_duration_in_months", "integer").execute();
  await db.schema.alterTable("billing_subscription").addColumn("discount_start_period", "integer").execute();

  await db.schema
    .alterTable("billing_subscription_renewal")
    .addColumn("discount_amount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("billing_subscription_renewal")
    .addColumn("proration_amount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("billing_subscription_proration")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("subscription_id", "text", (c) => c.notNull().references("billing_subscription.id").onDelete("cascade"))
    // signed, minor units: a charge (> 0) or a credit (< 0)
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("product_price_id", "text", (c) => c.notNull())
    // the renewal that billed it; null while pending
    .addColumn("renewal_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("billing_subscription_proration_pending_idx")
    .on("billing_subscription_proration")
    .columns(["subscription_id", "renewal_id"])
    .execute();
}
