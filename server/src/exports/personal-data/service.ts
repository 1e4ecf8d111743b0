import { isTrue } from "../../db/column-types.ts";
import type { Db } from "../../db/transaction.ts";
import { now, toIso, toIsoOrNull } from "../../kit/time.ts";
import { purchasesOf } from "./purchases.ts";
import * as repository from "./repository.ts";
import { type Membership, type PersonalData, personalDataSchema } from "./schemas.ts";

/** Who asks: the signed-in user and the session the request came with. */
export type Requester = { userId: string; sessionId: string };

const scopesOf = (scope: string | null): string[] =>
  scope
    ? scope
        .split(/[\s,]+/)
        .map((part) => part.trim())
        .filter(Boolean)
    : [];

async function organizationsOf(db: Db, userId: string): Promise<Membership[]> {
  const [members, teams] = await Promise.all([
    repository.memberships(db, userId),
    repository.teamMemberships(db, userId),
  ]);
  return members.map((member) => ({
    organization: { id: member.organizationId, name: member.organizationName, slug: member.organizationSlug },
    role: member.role,
    joinedAt: toIso(member.createdAt),
    teams: teams
      .filter((team) => team.organizationId === member.organizationId)
      .map((team) => ({ id: team.id, name: team.name, joinedAt: toIsoOrNull(team.createdAt) })),
  }));
}

async function purchasesOfPerson(db: Db, user: { id: string; email: string; emailVerified: boolean }) {
  const records = await repository.customersOf(db, user);
  const result: PersonalData["purchases"] = [];
  // One seller after the other: a person is the customer of a few sellers, each read in full.
  for (const record of records) result.push(await purchasesOf(db, record));
  return result;
}

/**
 * Everything Gatehouse holds about the person, for them to take elsewhere: profile, sign-in
 * methods, sessions, passkeys, organizations and teams, invitations, API keys, and what they
 * bought as a customer. Null when the user no longer exists.
 */
export async function personalData(db: Db, requester: Requester): Promise<PersonalData | null> {
  const user = await repository.findUser(db, requester.userId);
  if (!user) return null;
  const emailVerified = isTrue(user.emailVerified);
  const [accounts, sessions, passkeys, organizations, invitations, apiKeys, purchases] = await Promise.all([
    repository.linkedAccounts(db, user.id),
    repository.sessions(db, user.id),
    repository.passkeys(db, user.id),
    organizationsOf(db, user.id),
    repository.invitationsTo(db, user.email),
    repository.apiKeys(db, user.id),
    purchasesOfPerson(db, { id: user.id, email: user.email, emailVerified }),
  ]);
  const document: PersonalData = {
    exportedAt: now().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
      emailVerified,
      createdAt: toIso(user.createdAt),
      twoFactorEnabled: isTrue(user.twoFactorEnabled),
      platformRole: user.role,
      locale: user.locale,
    },
    linkedAccounts: accounts.map((account) => ({
      provider: account.providerId,
      accountId: account.accountId,
      scopes: scopesOf(account.scope),
      createdAt: toIso(account.createdAt),
    })),
    sessions: sessions.map((session) => ({
      createdAt: toIso(session.createdAt),
      expiresAt: toIso(session.expiresAt),
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      current: session.id === requester.sessionId,
    })),
    passkeys: passkeys.map((passkey) => ({
      name: passkey.name,
      deviceType: passkey.deviceType,
      createdAt: toIsoOrNull(passkey.createdAt),
    })),
    organizations,
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      organization: { id: invitation.organizationId, name: invitation.organizationName },
      role: invitation.role,
      status: invitation.status,
      createdAt: toIso(invitation.createdAt),
      expiresAt: toIso(invitation.expiresAt),
    })),
    apiKeys: apiKeys.map((key) => ({
      id: key.id,
      name: key.name,
      prefix: key.prefix,
      start: key.start,
      enabled: key.enabled === null ? true : isTrue(key.enabled),
      createdAt: toIso(key.createdAt),
      expiresAt: toIsoOrNull(key.expiresAt),
      lastUsedAt: toIsoOrNull(key.lastRequest),
    })),
    purchases,
  };
  return personalDataSchema.parse(document);
}
