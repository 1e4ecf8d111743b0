import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import type { StripeAccountTable } from "./tables.ts";

export type StripeAccountRow = Selectable<StripeAccountTable>;

export async function find(db: Executor, organizationId: string): Promise<StripeAccountRow | undefined> {
  return db
    .selectFrom("billing_stripe_account")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
}

/** One account per organization: connecting again replaces the keys, keeping when it was first connected. */
export async function upsert(db: Executor, row: Insertable<StripeAccountTable>): Promise<void> {
  const { organization_id: _key, created_at: _first, ...changed } = row;
  await db
    .insertInto("billing_stripe_account")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("organization_id").doUpdateSet({ ...changed, modified_at: row.created_at }),
    )
    .execute();
}

export async function remove(db: Executor, organizationId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("billing_stripe_account")
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Which processor holds a payment or a card, for the organization processor (organization-processor.ts).
 * These read across organizations: a payment or card id is all the caller has.
 */

/** Whether the test-mode processor made this payment (its own `payment` table). */
export async function isTestModePayment(db: Executor, paymentId: string): Promise<boolean> {
  const row = await db.selectFrom("payment").select("id").where("id", "=", paymentId).executeTakeFirst();
  return row !== undefined;
}

/** The organization of a processor payment on record (billing_payment), if any. */
export async function organizationOfPayment(db: Executor, processorPaymentId: string): Promise<string | undefined> {
  const owner = await db
    .selectFrom("billing_payment")
    .select("organization_id")
    .where("processor_payment_id", "=", processorPaymentId)
    .executeTakeFirst();
  return owner?.organization_id;
}

/** The organization of a saved card: a subscription charged to it, else a customer's card saved in the portal. */
export async function organizationOfPaymentMethod(db: Executor, paymentMethodId: string): Promise<string | undefined> {
  const holder =
    (await db
      .selectFrom("billing_subscription")
      .select("organization_id")
      .where("payment_method_id", "=", paymentMethodId)
      .executeTakeFirst()) ??
    (await db
      .selectFrom("billing_customer_payment_method")
      .select("organization_id")
      .where("payment_method_id", "=", paymentMethodId)
      .executeTakeFirst());
  return holder?.organization_id;
}
