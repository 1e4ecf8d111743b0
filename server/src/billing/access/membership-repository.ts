import type { Executor } from "../../db/transaction.ts";

/** The roles a user holds in an organization (several, comma-separated in `member.role`), or null if not a member. */
export async function findMemberRoles(db: Executor, organizationId: string, userId: string): Promise<string[] | null> {
  const row = await db
    .selectFrom("member")
    .select("role")
    .where("organizationId", "=", organizationId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row
    ? row.role
        .split(",")
        .map((role) => role.trim())
        .filter(Boolean)
    : null;
}
