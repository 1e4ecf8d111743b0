import type { Executor } from "../db/transaction.ts";

/** The id of the organization with this id or, failing that, this slug. */
export async function findOrganizationId(db: Executor, idOrSlug: string): Promise<string | undefined> {
  const found =
    (await db.selectFrom("organization").select("id").where("id", "=", idOrSlug).executeTakeFirst()) ??
    (await db.selectFrom("organization").select("id").where("slug", "=", idOrSlug).executeTakeFirst());
  return found?.id;
}
