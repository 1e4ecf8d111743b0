import type { Executor } from "../../db/transaction.ts";

/**
 * What entitlements read: the seller organization a deployment names, and the outbox events
 * (`billing_event`, every organization's) after which a customer's entitlements may differ.
 */

/** The seller organization by id or slug. */
export async function sellerByIdOrSlug(db: Executor, idOrSlug: string): Promise<{ id: string; slug: string } | null> {
  return (
    (await db
      .selectFrom("organization")
      .select(["id", "slug"])
      .where((where) => where.or([where("id", "=", idOrSlug), where("slug", "=", idOrSlug)]))
      .executeTakeFirst()) ?? null
  );
}

/** When the newest outbox event was recorded, if there is any. */
export async function newestEventAt(db: Executor): Promise<string | undefined> {
  const last = await db
    .selectFrom("billing_event")
    .select("created_at")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return last?.created_at;
}

export type EventCursor = { createdAt: string; id: string };

/** Outbox events of these types from `from` on, after `after` when given: one page, in (created_at, id) order. */
export function eventsPage(
  db: Executor,
  types: readonly string[],
  from: string,
  after: EventCursor | null,
  limit: number,
) {
  return db
    .selectFrom("billing_event")
    .select(["id", "created_at", "organization_id", "payload"])
    .where("type", "in", [...types])
    .where("created_at", ">=", from)
    .$if(after !== null, (query) =>
      query.where((where) =>
        where.or([
          where("created_at", ">", after?.createdAt ?? ""),
          where.and([where("created_at", "=", after?.createdAt ?? ""), where("id", ">", after?.id ?? "")]),
        ]),
      ),
    )
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}
