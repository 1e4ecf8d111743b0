import type { Executor } from "../../db/transaction.ts";

/** The queries of mandatory SSO (mandatory.ts) on the SSO plugin's providers and the users they hold to it. */

/** Every SSO provider with its domains and flags; the table is small (one or a few per organization). */
export function listProviderDomains(db: Executor) {
  return db
    .selectFrom("ssoProvider")
    .select(["providerId", "domain", "organizationId", "domainVerified", "mandatory"])
    .execute();
}

/** The id of the user with this email (stored lower-case), if there is one. */
export async function findUserIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const row = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  return row?.id;
}

/** The email of a user, if the user exists. */
export async function findUserEmail(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  return row?.email;
}
