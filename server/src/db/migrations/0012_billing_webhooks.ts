import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * Webhooks of the /v1 billing API:
 * - webhook_endpoint: where an organization wants its events (url, whsec_ secret, subscribed
 *   event types as JSON text), disabled after 10 consecutive failed attempts;
 * - webhook_event: one row per (billing_event, endpoint), written when the delivery worker fans
 *   an outbox event out. Its id is the `webhook-id` header, fixed forever; `payload` is the exact
 *   body sent on every attempt. `next_attempt_at` is both the schedule and the lease: a worker
 *   claims an attempt by moving it past the request timeout, so an attempt lost in a crash
 *   becomes due again by itself; null once delivered or given up;
 * - webhook_delivery: one row per attempt (HTTP code, response excerpt, duration).
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("webhook_endpoint")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    // JSON array of event types.
    .addColumn("events", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("consecutive_failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("webhook_endpoint_org_idx")
    .on("webhook_endpoint")
    .columns(["organization_id", "created_at"])
    .execute();

  await db.schema
    .createTable("webhook_event")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("endpoint_id", "text", (c) => c.notNull().references("webhook_endpoint.id").onDelete("cascade"))
    .addColumn("billing_event_id", "text", (c) => c.notNull().references("billing_event.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text")
    // 1 while a redelivery was asked for: sent even to a disabled endpoint.
    .addColumn("forced", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("succeeded", "integer")
    .addColumn("last_http_code", "integer")
    .addColumn("skipped", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema.createIndex("webhook_event_due_idx").on("webhook_event").columns(["next_attempt_at"]).execute();
  await db.schema
    .createIndex("webhook_event_endpoint_idx")
    .on("webhook_event")
    .columns(["endpoint_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("webhook_event_billing_event_idx")
    .on("webhook_event")
    .columns(["billing_event_id", "endpoint_id"])
    .unique()
    .execute();

  await db.schema
    .createTable("webhook_delivery")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("endpoint_id", "text", (c) => c.notNull().references("webhook_endpoint.id").onDelete("cascade"))
    .addColumn("webhook_event_id", "text", (c) => c.notNull().references("webhook_event.id").onDelete("cascade"))
    .addColumn("succeeded", "integer", (c) => c.notNull())
    .addColumn("http_code", "integer")
    .addColumn("response", "text")
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("webhook_delivery_endpoint_idx")
    .on("webhook_delivery")
    .columns(["endpoint_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("webhook_delivery_org_idx")
    .on("webhook_delivery")
    .columns(["organization_id", "created_at"])
    .execute();
}
