import type { Executor } from "../../db/transaction.ts";

export function organizationSlug(db: Executor, organizationId: string) {
  return db.selectFrom("organization").select("slug").where("id", "=", organizationId).executeTakeFirst();
}

export function members(db: Executor, organizationId: string) {
  return db
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .select(["user.id as userId", "user.email", "user.name", "member.role", "member.createdAt"])
    .where("member.organizationId", "=", organizationId)
    .orderBy("member.createdAt")
    .orderBy("user.email")
    .execute();
}

/** Who is in which of the organization's teams. */
export function teamPlaces(db: Executor, organizationId: string) {
  return db
    .selectFrom("teamMember")
    .innerJoin("team", "team.id", "teamMember.teamId")
    .select(["teamMember.userId", "team.name"])
    .where("team.organizationId", "=", organizationId)
    .orderBy("team.name")
    .execute();
}

/** The member's role field (comma-separated roles), or undefined when the user is not a member. */
export async function roleOf(db: Executor, organizationId: string, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("member")
    .select("role")
    .where("organizationId", "=", organizationId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row?.role;
}
