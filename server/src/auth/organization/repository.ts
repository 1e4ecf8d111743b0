import type { Executor } from "../../db/transaction.ts";

/** The saved language of the account an address belongs to, if any (null when none is saved). */
export async function findAccountLocale(db: Executor, email: string): Promise<string | null | undefined> {
  const account = await db.selectFrom("user").select("locale").where("email", "=", email).executeTakeFirst();
  return account?.locale;
}

/** The organization of a pending invitation, with what it does when its seats are full. */
export function findPendingInvitationOrganization(db: Executor, invitationId: string) {
  return db
    .selectFrom("invitation")
    .innerJoin("organization", "organization.id", "invitation.organizationId")
    .select(["organization.id", "organization.seatOverflow"])
    .where("invitation.id", "=", invitationId)
    .where("invitation.status", "=", "pending")
    .executeTakeFirst();
}

/**
 * Leaving or being removed clears the active organization, in every session of that
 * user that has it active (the library clears the request's own session only).
 */
export async function clearActiveOrganization(db: Executor, userId: string, organizationId: string): Promise<void> {
  await db
    .updateTable("session")
    .set({ activeOrganizationId: null, activeTeamId: null })
    .where("userId", "=", userId)
    .where("activeOrganizationId", "=", organizationId)
    .execute();
}
