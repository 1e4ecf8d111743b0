import type { Selectable } from "kysely";
import type { AccountTable, TwoFactorTable, UserTable } from "../../db/schema.ts";
import type { Db } from "../../db/transaction.ts";

/** A page of users with what the export writes of each, read in six queries. */
export type UserPage = {
  users: Selectable<UserTable>[];
  accounts: Pick<Selectable<AccountTable>, "userId" | "providerId" | "accountId" | "password">[];
  twoFactors: Pick<Selectable<TwoFactorTable>, "userId" | "secret" | "verified">[];
  importedTotps: { user_id: string; secret: string }[];
  memberships: { userId: string; organizationId: string; name: string; slug: string; role: string }[];
  teams: { userId: string; organizationId: string; name: string }[];
};

/**
 * Every user, a page at a time in id order (each page starts after the last id of the one before,
 * so a page costs the same at the end of a large table as at its start, and memory holds one).
 */
export async function* userPages(db: Db, pageSize: number): AsyncGenerator<UserPage> {
  let after: string | null = null;
  for (;;) {
    let query = db.selectFrom("user").selectAll().orderBy("id").limit(pageSize);
    if (after !== null) query = query.where("id", ">", after);
    const users = await query.execute();
    if (users.length === 0) return;
    yield await pageOf(db, users);
    if (users.length < pageSize) return;
    after = users[users.length - 1]?.id ?? null;
  }
}

async function pageOf(db: Db, users: Selectable<UserTable>[]): Promise<UserPage> {
  const ids = users.map((user) => user.id);
  const [accounts, twoFactors, importedTotps, memberships, teams] = await Promise.all([
    db
      .selectFrom("account")
      .select(["userId", "providerId", "accountId", "password"])
      .where("userId", "in", ids)
      .orderBy("createdAt")
      .execute(),
    db.selectFrom("twoFactor").select(["userId", "secret", "verified"]).where("userId", "in", ids).execute(),
    db.selectFrom("imported_totp").select(["user_id", "secret"]).where("user_id", "in", ids).execute(),
    db
      .selectFrom("member")
      .innerJoin("organization", "organization.id", "member.organizationId")
      .select(["member.userId", "member.organizationId", "organization.name", "organization.slug", "member.role"])
      .where("member.userId", "in", ids)
      .orderBy("member.createdAt")
      .execute(),
    db
      .selectFrom("teamMember")
      .innerJoin("team", "team.id", "teamMember.teamId")
      .select(["teamMember.userId", "team.organizationId", "team.name"])
      .where("teamMember.userId", "in", ids)
      .orderBy("team.name")
      .execute(),
  ]);
  return { users, accounts, twoFactors, importedTotps, memberships, teams };
}
