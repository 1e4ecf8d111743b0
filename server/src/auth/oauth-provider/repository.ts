import type { Executor } from "../../db/transaction.ts";

/** The user's memberships with their organizations, by organization name (the `organizations` claim). */
export function membershipsOf(db: Executor, userId: string) {
  return db
    .selectFrom("member")
    .innerJoin("organization", "organization.id", "member.organizationId")
    .select(["organization.id", "organization.slug", "organization.name", "member.role"])
    .where("member.userId", "=", userId)
    .orderBy("organization.name")
    .execute();
}
