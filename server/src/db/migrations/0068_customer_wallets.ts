import { sql } from "kysely";
import type { DialectKind } from "../database.ts";
import type { MigrationDb } from "./column-types.ts";

/**
 * `billing_customer_wallet`: Polar's customer wallet, at most one per customer and currency, its
 * balance in minor units (never negative: a CHECK backs the conditional debit).
 * `billing_customer_wallet_transaction`: the ledger, one row per balance change (positive credit,
 * negative debit); `reference` makes a change happen once (a renewal attempt's debit, its
 * release). `billing_order.applied_balance_amount`: what a wallet paid of an order, negative as in
 * Polar. New tables and a defaulted column, so the release before runs beside this one.
 */
export async function up(db: MigrationDb, _kind: DialectKind): Promise<void> {
  await db.schema
    .createTable("billing_customer_wallet")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("balance", "integer", (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("modified_at", "text")
    .addUniqueConstraint("billing_customer_wallet_currency_uq", ["customer_id", "currency"])
    .execute();
  await db.schema
    .createTable("billing_customer_wallet_transaction")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("wallet_id", "text", (c) => c.notNull().references("billing_customer_wallet.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("balance_after", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("billing_customer_wallet_transaction_ref_uq", ["wallet_id", "kind", "reference"])
    .execute();
  await db.schema
    .createIndex("billing_customer_wallet_transaction_wallet_idx")
    .on("billing_customer_wallet_transaction")
    .columns(["wallet_id", "created_at"])
    .execute();
  await db.schema
    .alterTable("billing_order")
    .addColumn("applied_balance_amount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
