import type { Kysely } from "kysely";
import { findMemberRoles } from "../../billing/access/membership-repository.ts";
import type { DatabaseSchema } from "../../db/schema.ts";

/** Whether a user is (still) a member of an organization: the organization plugin's member table. */
export async function isMember(db: Kysely<DatabaseSchema>, organizationId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("member")
    .select("id")
    .where("organizationId", "=", organizationId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The roles a user holds in an organization (comma-separated in `member.role`); empty when not a member. */
export async function memberRoles(
  db: Kysely<DatabaseSchema>,
  organizationId: string,
  userId: string,
): Promise<string[]> {
  return (await findMemberRoles(db, organizationId, userId)) ?? [];
}

/**
 * Leaving or being removed clears the active organization, in every session of that
 * user that has it active (the library clears the request's own session only).
 */
export async function clearActiveOrganization(
  db: Kysely<DatabaseSchema>,
  userId: string,
  organizationId: string,
): Promise<void> {
  await db
    .updateTable("session")
    .set({ activeOrganizationId: null, activeTeamId: null })
    .where("userId", "=", userId)
    .where("activeOrganizationId", "=", organizationId)
    .execute();
}
