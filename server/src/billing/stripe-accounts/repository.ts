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
