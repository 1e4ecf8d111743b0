import type { Executor } from "../../db/transaction.ts";

/** The user's imported TOTP key (encrypted), if they were moved from another system with one. */
export async function findImportedTotpSecret(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom("imported_totp").select("secret").where("user_id", "=", userId).executeTakeFirst();
  return row?.secret;
}

/** The two-factor plugin's own TOTP secret of the user (encrypted), if they set one up. */
export async function findNativeTotpSecret(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom("twoFactor").select("secret").where("userId", "=", userId).executeTakeFirst();
  return row?.secret;
}

export async function deleteImportedTotp(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("imported_totp").where("user_id", "=", userId).execute();
}

/** Whether the organization requires two-factor and whether the user enabled it; undefined for a non-member. */
export function findTwoFactorRequirement(db: Executor, organizationId: string, userId: string) {
  return db
    .selectFrom("member")
    .innerJoin("organization", "organization.id", "member.organizationId")
    .innerJoin("user", "user.id", "member.userId")
    .select(["organization.requireTwoFactor", "user.twoFactorEnabled"])
    .where("member.organizationId", "=", organizationId)
    .where("member.userId", "=", userId)
    .executeTakeFirst();
}

export async function findOrganizationIdBySlug(db: Executor, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom("organization").select("id").where("slug", "=", slug).executeTakeFirst();
  return row?.id;
}

export async function findOrganizationIdOfInvitation(db: Executor, invitationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("invitation")
    .select("organizationId")
    .where("id", "=", invitationId)
    .executeTakeFirst();
  return row?.organizationId;
}

export async function findOrganizationIdOfTeam(db: Executor, teamId: string): Promise<string | undefined> {
  const row = await db.selectFrom("team").select("organizationId").where("id", "=", teamId).executeTakeFirst();
  return row?.organizationId;
}
