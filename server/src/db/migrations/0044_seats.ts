import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Seats: Polar's seat-based prices (`seat_tiers`, JSON), the seat count a checkout,
 * an order and a subscription carry (`pending_seats`: a reduction waiting for the period's end),
 * and `customer_seat` — Polar's CustomerSeat: a seat of a subscription or an order, pending
 * (assigned by email, claimed with its one-time invitation token), claimed or revoked. A seat
 * bound to a Gatehouse organization's membership names its member's user (`member_user_id`);
 * one live seat per (container, customer), so one member never holds two. An organization's
 * `seatOverflow` says what accepting an invitation does when its seats are full.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  // An organization whose seats are full: refuse an invitation's accept, or add a seat (prorated).
  await db.schema
    .alterTable("organization")
    .addColumn("seatOverflow", "text", (c) => c.notNull().defaultTo("refuse"))
    .execute();
  await db.schema.alterTable("product_price").addColumn("seat_tiers", "text").execute();
  await db.schema.alterTable("checkout").addColumn("seats", "integer").execute();
  await db.schema.alterTable("billing_order").addColumn("seats", "integer").execute();
  await db.schema.alterTable("billing_subscription").addColumn("seats", "integer").execute();
  await db.schema.alterTable("billing_subscription").addColumn("pending_seats", "integer").execute();
  await db.schema
    .createTable("customer_seat")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("subscription_id", "text", (c) => c.references("billing_subscription.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.references("billing_order.id").onDelete("cascade"))
    // pending | claimed | revoked
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.references("customer.id").onDelete("set null"))
    .addColumn("email", "text")
    .addColumn("invitation_token", "text", (c) => c.unique())
    .addColumn("invitation_token_expires_at", "text")
    .addColumn("claimed_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("seat_metadata", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("member_user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("customer_seat_subscription_idx")
    .on("customer_seat")
    .columns(["subscription_id", "status"])
    .execute();
  await db.schema.createIndex("customer_seat_order_idx").on("customer_seat").columns(["order_id", "status"]).execute();
  await db.schema.createIndex("customer_seat_customer_idx").on("customer_seat").column("customer_id").execute();
}
