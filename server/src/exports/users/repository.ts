import type { Db } from "../../db/transaction.ts";

/**
 * The users export's reads: users a page at a time in id order, then what the export writes of the
 * page's users, one query per table.
 */

/** Up to `pageSize` users after the id `after` (from the first when null), in id order. */
export function usersAfter(db: Db, after: string | null, pageSize: number) {
  let query = db.selectFrom("user").selectAll().orderBy("id").limit(pageSize);
  if (after !== null) query = query.where("id", ">", after);
  return query.execute();
}

export function accountsOf(db: Db, userIds: string[]) {
  return db
    .selectFrom("account")
    .select(["userId", "providerId", "accountId", "password"])
    .where("userId", "in", userIds)
    .orderBy("createdAt")
    .execute();
}

export function twoFactorsOf(db: Db, userIds: string[]) {
  return db.selectFrom("twoFactor").select(["userId", "secret", "verified"]).where("userId", "in", userIds).execute();
}

export function importedTotpsOf(db: Db, userIds: string[]) {
  return db.selectFrom("imported_totp").select(["user_id", "secret"]).where("user_id", "in", userIds).execute();
}

export function membershipsOf(db: Db, userIds: string[]) {
  return db
    .selectFrom("member")
    .innerJoin("organization", "organization.id", "member.organizationId")
    .select(["member.userId", "member.organizationId", "organization.name", "organization.slug", "member.role"])
    .where("member.userId", "in", userIds)
    .orderBy("member.createdAt")
    .execute();
}

export function teamsOf(db: Db, userIds: string[]) {
  return db
    .selectFrom("teamMember")
    .innerJoin("team", "team.id", "teamMember.teamId")
    .select(["teamMember.userId", "team.organizationId", "team.name"])
    .where("teamMember.userId", "in", userIds)
    .orderBy("team.name")
    .execute();
}
