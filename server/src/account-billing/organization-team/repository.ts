import type { Executor } from "../../db/transaction.ts";

/** What the organization's team customer follows: its members, with their account's email and name. */
export function organizationMembers(db: Executor, organizationId: string) {
  return db
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .select(["member.userId", "member.role", "member.createdAt", "user.email", "user.name"])
    .where("member.organizationId", "=", organizationId)
    .orderBy("member.createdAt")
    .orderBy("member.id")
    .execute();
}
