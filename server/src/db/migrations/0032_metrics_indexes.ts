import { sql } from "kysely";
import type { MigrationDb } from "./column-types.ts";

/**
 * Revenue metrics read every paid order and checkout of an organization over a date
 * range. Through the (organization_id, created_at) indexes each row was a random lookup into
 * the table — most of the time of a year's metrics (bench/metrics: ~300 ms of ~700 over 100,000
 * orders on SQLite). These indexes hold every column the metrics read, so the range is one
 * ordered scan of the index. They begin with the same two columns, so they replace the old ones
 * for listing by date too.
 *
 * `billing_order_hour` holds paid orders' totals per UTC hour (billing/orders/hourly-totals-repository.ts),
 * and `checkout_hour` checkouts opened and succeeded per hour (billing/checkouts/hourly-totals-repository.ts),
 * filled here from the rows so far; a year of metrics then reads ~9,000 hours, not every row.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex("billing_order_metrics_idx")
    .on("billing_order")
    .columns([
      "organization_id",
      "created_at",
      "status",
      "currency",
      "subtotal_amount",
      "discount_amount",
      "refunded_amount",
      "billing_reason",
      "subscription_id",
      "product_id",
      "customer_id",
    ])
    .execute();
  await db.schema.dropIndex("billing_order_org_idx").execute();
  await db.schema
    .createIndex("checkout_metrics_idx")
    .on("checkout")
    .columns(["organization_id", "created_at", "status", "product_id", "customer_id"])
    .execute();
  await db.schema.dropIndex("checkout_org_idx").execute();

  await db.schema
    .createTable("billing_order_hour")
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("hour", "text", (c) => c.notNull())
    .addColumn("kind", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("shard", "integer", (c) => c.notNull())
    .addColumn("orders", "integer", (c) => c.notNull())
    .addColumn("revenue", "bigint", (c) => c.notNull())
    .addColumn("net_revenue", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("billing_order_hour_pk", ["organization_id", "hour", "kind", "currency", "shard"])
    .execute();
  await sql`
    insert into billing_order_hour (organization_id, hour, kind, currency, shard, orders, revenue, net_revenue)
    select organization_id, substr(created_at, 1, 13),
      case when subscription_id is null then 0 when billing_reason = 'subscription_create' then 1
        when billing_reason = 'subscription_cycle' then 2 else 3 end,
      currency, 0, count(*), sum(subtotal_amount - discount_amount),
      sum(subtotal_amount - discount_amount - refunded_amount)
    from billing_order where status in ('paid', 'partially_refunded', 'refunded')
    group by 1, 2, 3, 4`.execute(db);

  await db.schema
    .createTable("checkout_hour")
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("hour", "text", (c) => c.notNull())
    .addColumn("shard", "integer", (c) => c.notNull())
    .addColumn("checkouts", "integer", (c) => c.notNull())
    .addColumn("succeeded", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("checkout_hour_pk", ["organization_id", "hour", "shard"])
    .execute();
  await sql`
    insert into checkout_hour (organization_id, hour, shard, checkouts, succeeded)
    select organization_id, substr(created_at, 1, 13), 0, count(*),
      count(case when status = 'succeeded' then 1 end)
    from checkout group by 1, 2`.execute(db);
}
