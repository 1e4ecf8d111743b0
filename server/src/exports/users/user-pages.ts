import type { Db } from "../../db/transaction.ts";
import { accountsOf, importedTotpsOf, membershipsOf, teamsOf, twoFactorsOf, usersAfter } from "./repository.ts";

type Rows<Query extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Query>>;

/** A page of users with what the export writes of each, read in six queries. */
export type UserPage = {
  users: Rows<typeof usersAfter>;
  accounts: Rows<typeof accountsOf>;
  twoFactors: Rows<typeof twoFactorsOf>;
  importedTotps: Rows<typeof importedTotpsOf>;
  memberships: Rows<typeof membershipsOf>;
  teams: Rows<typeof teamsOf>;
};

/**
 * Every user, a page at a time in id order (each page starts after the last id of the one before,
 * so a page costs the same at the end of a large table as at its start, and memory holds one).
 */
export async function* userPages(db: Db, pageSize: number): AsyncGenerator<UserPage> {
  let after: string | null = null;
  for (;;) {
    const users = await usersAfter(db, after, pageSize);
    if (users.length === 0) return;
    yield await pageOf(db, users);
    if (users.length < pageSize) return;
    after = users[users.length - 1]?.id ?? null;
  }
}

async function pageOf(db: Db, users: UserPage["users"]): Promise<UserPage> {
  const ids = users.map((user) => user.id);
  const [accounts, twoFactors, importedTotps, memberships, teams] = await Promise.all([
    accountsOf(db, ids),
    twoFactorsOf(db, ids),
    importedTotpsOf(db, ids),
    membershipsOf(db, ids),
    teamsOf(db, ids),
  ]);
  return { users, accounts, twoFactors, importedTotps, memberships, teams };
}
