import type { Executor } from "../db/transaction.ts";

/**
 * Who belongs to which organization, read from the organization plugin's `member` table. One home
 * below identity and billing: auth decides membership, billing checks it on every /v1 request with
 * a session, and neither reaches into the other for it.
 */

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

/** The roles a user holds in an organization; empty when not a member. */
export async function memberRoles(db: Executor, organizationId: string, userId: string): Promise<string[]> {
  return (await findMemberRoles(db, organizationId, userId)) ?? [];
}

/** Whether a user is (still) a member of an organization. */
export async function isMember(db: Executor, organizationId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("member")
    .select("id")
    .where("organizationId", "=", organizationId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The organizations a user is a member of. */
export async function organizationIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("member").select("organizationId").where("userId", "=", userId).execute();
  return rows.map((row) => row.organizationId);
}

/** An organization's members with their email, saved language and roles (comma-separated). */
export function membersOf(db: Executor, organizationId: string) {
  return db
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .select(["user.email", "user.locale", "member.role"])
    .where("member.organizationId", "=", organizationId)
    .execute();
}
