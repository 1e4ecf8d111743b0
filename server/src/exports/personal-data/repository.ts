import type { Executor } from "../../db/transaction.ts";

/**
 * The person's rows in better-auth's tables and the customer records that are theirs. Each query
 * selects named columns only: tokens, password hashes, key hashes and public keys are never read.
 */

export function findUser(db: Executor, userId: string) {
  return db
    .selectFrom("user")
    .select(["id", "email", "name", "image", "emailVerified", "createdAt", "twoFactorEnabled", "role", "locale"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export function linkedAccounts(db: Executor, userId: string) {
  return db
    .selectFrom("account")
    .select(["providerId", "accountId", "scope", "createdAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .execute();
}

export function sessions(db: Executor, userId: string) {
  return db
    .selectFrom("session")
    .select(["id", "createdAt", "expiresAt", "ipAddress", "userAgent"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .execute();
}

export function passkeys(db: Executor, userId: string) {
  return db
    .selectFrom("passkey")
    .select(["name", "deviceType", "createdAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .execute();
}

export function memberships(db: Executor, userId: string) {
  return db
    .selectFrom("member")
    .innerJoin("organization", "organization.id", "member.organizationId")
    .select([
      "organization.id as organizationId",
      "organization.name as organizationName",
      "organization.slug as organizationSlug",
      "member.role",
      "member.createdAt",
    ])
    .where("member.userId", "=", userId)
    .orderBy("member.createdAt")
    .execute();
}

export function teamMemberships(db: Executor, userId: string) {
  return db
    .selectFrom("teamMember")
    .innerJoin("team", "team.id", "teamMember.teamId")
    .select(["team.id", "team.name", "team.organizationId", "teamMember.createdAt"])
    .where("teamMember.userId", "=", userId)
    .orderBy("team.name")
    .execute();
}

/** Invitations sent to the person's address (stored lower-cased, like the user's email). */
export function invitationsTo(db: Executor, email: string) {
  return db
    .selectFrom("invitation")
    .innerJoin("organization", "organization.id", "invitation.organizationId")
    .select([
      "invitation.id",
      "organization.id as organizationId",
      "organization.name as organizationName",
      "invitation.role",
      "invitation.status",
      "invitation.createdAt",
      "invitation.expiresAt",
    ])
    .where("invitation.email", "=", email.toLowerCase())
    .orderBy("invitation.createdAt", "desc")
    .execute();
}

/** The person's own API keys (organization keys belong to their organization). */
export function apiKeys(db: Executor, userId: string) {
  return db
    .selectFrom("apikey")
    .select(["id", "name", "prefix", "start", "enabled", "createdAt", "expiresAt", "lastRequest"])
    .where("referenceId", "=", userId)
    .where("configId", "=", "default")
    .orderBy("createdAt")
    .execute();
}

/**
 * The live customer records that are the person's, in every organization: those whose external
 * id is the user's id (a checkout made while signed in), and — once the person has proven the
 * address is theirs — those with the user's email, which the customer portal lets its owner
 * into by a mailed code anyway.
 */
export function customersOf(db: Executor, user: { id: string; email: string; emailVerified: boolean }) {
  return db
    .selectFrom("customer")
    .innerJoin("organization", "organization.id", "customer.organization_id")
    .select(["customer.id", "customer.organization_id as organizationId", "organization.name as organizationName"])
    .where("customer.deleted_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("customer.external_id", "=", user.id),
        ...(user.emailVerified ? [eb("customer.email", "=", user.email.toLowerCase())] : []),
      ]),
    )
    .orderBy("customer.created_at")
    .execute();
}
