import type { Executor } from "../../db/transaction.ts";

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

/** The subscriptions the customer holds a claimed seat of, latest claim first. */
export async function claimedSubscriptionIds(
  db: Executor,
  organizationId: string,
  customerId: string,
  memberId: string | null,
): Promise<string[]> {
  const claimed = await db
    .selectFrom("customer_seat")
    .select("subscription_id")
    .where("organization_id", "=", organizationId)
    .where("customer_id", "=", customerId)
    // Seats held by the customer, and by the session's member: not those of the team's other members.
    .where((eb) => eb.or([eb("member_id", "is", null), eb("member_id", "=", memberId ?? "")]))
    .where("status", "=", "claimed")
    .where("subscription_id", "is not", null)
    .orderBy("claimed_at", "desc")
    .execute();
  return claimed.flatMap((row) => (row.subscription_id ? [row.subscription_id] : []));
}
