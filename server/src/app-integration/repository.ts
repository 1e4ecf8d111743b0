import type { Executor } from "../db/transaction.ts";

/** An organization's id, name and slug (what a payer for it is filled in with). */
export function findOrganization(db: Executor, organizationId: string) {
  return db
    .selectFrom("organization")
    .select(["id", "name", "slug"])
    .where("id", "=", organizationId)
    .executeTakeFirst();
}
