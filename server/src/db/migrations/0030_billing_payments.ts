import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { MigrationDb } from "./column-types.ts";

/**
 * Payments as Polar lists them (`GET /v1/payments/`): every charge attempt of an
 * organization — succeeded, pending authentication, or declined — with the processor's payment
 * it stands for (unique). Orders paid before this migration get theirs from the processor's rows.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("billing_payment")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("processor_payment_id", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("card_brand", "text")
    .addColumn("card_last4", "text")
    .addColumn("decline_reason", "text")
    .addColumn("decline_message", "text")
    .addColumn("customer_email", "text")
    .addColumn("checkout_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .execute();
  await db.schema
    .createIndex("billing_payment_organization_idx")
    .on("billing_payment")
    .columns(["organization_id", "created_at"])
    .execute();

  type Paid = {
    organization_id: string;
    checkout_id: string | null;
    id: string;
    status: string;
    amount: number;
    currency: string;
    card_brand: string | null;
    card_last4: string | null;
    customer_email: string | null;
    created_at: string;
  };
  const { rows } =
    await sql<Paid>`select o.organization_id, o.checkout_id, p.id, p.status, p.amount, p.currency, p.card_brand, p.card_last4, p.customer_email, p.created_at from billing_order o join payment p on p.id = o.payment_id`.execute(
      db,
    );
  for (const row of rows)
    await sql`insert into billing_payment (id, organization_id, processor_payment_id, status, amount, currency, method, card_brand, card_last4, decline_reason, decline_message, customer_email, checkout_id, created_at, modified_at) values (${randomUUID()}, ${row.organization_id}, ${row.id}, ${row.status === "succeeded" ? "succeeded" : "pending"}, ${row.amount}, ${row.currency}, 'card', ${row.card_brand}, ${row.card_last4}, null, null, ${row.customer_email}, ${row.checkout_id}, ${row.created_at}, null) on conflict (processor_payment_id) do nothing`.execute(
      db,
    );
}
