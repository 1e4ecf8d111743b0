import type { Insertable } from "kysely";
import type { InvitationTable, MemberTable } from "../../../db/schema.ts";
import type { Executor, Tx } from "../../../db/transaction.ts";
import type { OrganizationEnrollmentTable } from "./tables.ts";

/** The queries of enrollment by verified domain. */

/** The identity providers' domains (comma-separated) with their organization and whether they are verified. */
export function listProviderDomains(db: Executor, organizationId?: string) {
  let query = db
    .selectFrom("ssoProvider")
    .select(["organizationId", "domain", "domainVerified"])
    .where("organizationId", "is not", null);
  if (organizationId !== undefined) query = query.where("organizationId", "=", organizationId);
  return query.execute();
}

export function findSettings(db: Executor, organizationId: string) {
  return db.selectFrom("organization_enrollment").selectAll().where("organization_id", "=", organizationId).execute();
}

export async function saveSetting(db: Executor, row: OrganizationEnrollmentTable): Promise<void> {
  await db
    .insertInto("organization_enrollment")
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(["organization_id", "domain"]).doUpdateSet({
        mode: row.mode,
        role: row.role,
        updated_by_user_id: row.updated_by_user_id,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Every domain setting that does something, with its organization's name, slug and logo. */
export function listActiveSettings(db: Executor) {
  return db
    .selectFrom("organization_enrollment")
    .innerJoin("organization", "organization.id", "organization_enrollment.organization_id")
    .select([
      "organization_enrollment.organization_id as organizationId",
      "organization_enrollment.domain",
      "organization_enrollment.mode",
      "organization_enrollment.role",
      "organization_enrollment.updated_by_user_id as updatedBy",
      "organization.name as organizationName",
      "organization.slug as organizationSlug",
      "organization.logo as organizationLogo",
      "organization.seatOverflow",
    ])
    .where("organization_enrollment.mode", "!=", "none")
    .execute();
}

export function findUser(db: Executor, userId: string) {
  return db
    .selectFrom("user")
    .select(["id", "email", "emailVerified", "name", "locale"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function dismissedOrganizations(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("enrollment_dismissal")
    .select("organization_id")
    .where("user_id", "=", userId)
    .execute();
  return new Set(rows.map((row) => row.organization_id));
}

export async function insertDismissal(db: Executor, userId: string, organizationId: string): Promise<void> {
  await db
    .insertInto("enrollment_dismissal")
    .values({ user_id: userId, organization_id: organizationId, dismissed_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Claims the one enrollment invitation of a person to an organization; false when it was claimed before. */
export async function claimEnrollmentInvitation(
  trx: Tx,
  userId: string,
  organizationId: string,
  invitationId: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto("enrollment_invitation")
    .values({
      user_id: userId,
      organization_id: organizationId,
      invitation_id: invitationId,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function wasInvitedByEnrollment(db: Executor, userId: string, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom("enrollment_invitation")
    .select("invitation_id")
    .where("user_id", "=", userId)
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasPendingInvitation(db: Executor, organizationId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("invitation")
    .select("id")
    .where("organizationId", "=", organizationId)
    .where("email", "=", email)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInvitation(trx: Tx, row: Insertable<InvitationTable>): Promise<void> {
  await trx.insertInto("invitation").values(row).execute();
}

export async function insertMember(trx: Tx, row: Insertable<MemberTable>): Promise<void> {
  await trx.insertInto("member").values(row).execute();
}

export async function countMembers(db: Executor, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom("member")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("organizationId", "=", organizationId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The organization's owners, oldest membership first, with their name and email. */
export function listOwners(db: Executor, organizationId: string) {
  return db
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .select(["user.id", "user.name", "user.email", "member.role"])
    .where("member.organizationId", "=", organizationId)
    .where("member.role", "like", "%owner%")
    .orderBy("member.createdAt")
    .execute();
}

export function findUserContact(db: Executor, userId: string) {
  return db.selectFrom("user").select(["id", "name", "email"]).where("id", "=", userId).executeTakeFirst();
}
