import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/scope.ts";

/**
 * The portal's own lookups. Two of them cross organizations on purpose: a signed-in user is a
 * customer of several organizations (external_id = user id), and Polar's public
 * `organizations/{slug}` names an organization by slug before anyone is authenticated.
 */

/** Organizations in which the user is a live customer (the customer's external_id is the user's id). */
export async function organizationIdsOfUser(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("customer")
    .select("organization_id")
    .distinct()
    .where("external_id", "=", userId)
    .where("deleted_at", "is", null)
    .orderBy("organization_id")
    .execute();
  return rows.map((row) => row.organization_id);
}

export async function organizationIdBySlug(db: Executor, slug: string): Promise<string | undefined> {
  return (await db.selectFrom("organization").select("id").where("slug", "=", slug).executeTakeFirst())?.id;
}

/** The customer's saved payment methods, one row per method, with the first and the last subscription using it. */
export async function paymentMethodsOfCustomer(
  db: Executor,
  organizationId: string,
  customerId: string,
): Promise<Array<{ payment_method_id: string; created_at: string; modified_at: string }>> {
  const rows = await scoped(db, organizationId)
    .selectFrom("billing_subscription")
    .select(["payment_method_id", "created_at"])
    .where("customer_id", "=", customerId)
    .where("payment_method_id", "is not", null)
    .orderBy("created_at")
    .execute();
  const methods = new Map<string, { payment_method_id: string; created_at: string; modified_at: string }>();
  for (const row of rows) {
    if (row.payment_method_id === null) continue;
    const known = methods.get(row.payment_method_id);
    if (known) known.modified_at = row.created_at;
    else
      methods.set(row.payment_method_id, {
        payment_method_id: row.payment_method_id,
        created_at: row.created_at,
        modified_at: row.created_at,
      });
  }
  return [...methods.values()];
}
