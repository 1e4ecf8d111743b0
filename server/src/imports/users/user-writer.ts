import type { Insertable } from "kysely";
import { withAdminRole } from "../../auth/admin/admin-emails.ts";
import { PLATFORM_ADMIN_ROLE, PLATFORM_DEFAULT_ROLE } from "../../auth/roles/platform.ts";
import type { ImportedTotpRows } from "../../auth/two-factor/imported-totp.ts";
import type { AccountTable } from "../../db/schema.ts";
import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { ImportItemTable } from "../tables.ts";
import type { AuthColumns } from "./auth-columns.ts";
import { storedFingerprint, type UserFingerprint } from "./fingerprint.ts";
import type { ImportedIdentity, ImportedUser } from "./imported-user.ts";
import { type MembershipRows, membershipRows, writeMembershipRows } from "./membership-writer.ts";
import type { OrganizationDirectory } from "./organization-directory.ts";
import {
  deleteTotp,
  insertAccounts,
  insertTotp,
  insertUsers,
  updateCredentialPassword,
  updateUserRow,
  upsertUserItems,
} from "./repository.ts";
import type { ImportedBefore } from "./user-decision.ts";

/** What writing users needs besides the records (one per batch). */
export type UserWriteParts = {
  source: string;
  columns: AuthColumns;
  directory: OrganizationDirectory;
  now: Date;
};

/** A record, checked and decided: its lower-cased email, its digests, its TOTP rows if any are to be written. */
export type PreparedUser = {
  user: ImportedUser;
  userId: string;
  email: string;
  fingerprint: UserFingerprint;
  totp: ImportedTotpRows | null;
  identitiesToLink: readonly ImportedIdentity[];
};

/**
 * New users with everything their records hold, several at once: one multi-row insert per table
 * for the lot instead of one statement per user and table.
 */
export async function createUsers(trx: Tx, parts: UserWriteParts, prepared: readonly PreparedUser[]): Promise<void> {
  const { columns, now } = parts;
  await insertUsers(
    trx,
    prepared.map(({ user, userId, email, totp }) => ({
      id: userId,
      name: user.name,
      email,
      emailVerified: columns.bool(user.emailVerified),
      image: user.image,
      createdAt: columns.date(user.createdAt ?? now),
      updatedAt: columns.date(now),
      role: user.platformAdmin ? PLATFORM_ADMIN_ROLE : PLATFORM_DEFAULT_ROLE,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: columns.bool(totp !== null),
    })),
  );
  const credentials = prepared.flatMap(({ user, userId }) =>
    user.passwordHash === null ? [] : [credentialRow(parts, userId, user.passwordHash)],
  );
  await insertAccounts(trx, [...credentials, ...prepared.flatMap((one) => identityRows(parts, one))]);
  await insertTotp(trx, totpRowsOf(prepared));
  const memberships: MembershipRows = { members: [], teamMembers: [] };
  for (const { userId, user } of prepared) {
    const rows = await membershipRows(trx, parts, userId, user.memberships);
    memberships.members.push(...rows.members);
    memberships.teamMembers.push(...rows.teamMembers);
  }
  await writeMembershipRows(trx, memberships);
  await writeImportItems(trx, parts, prepared);
}

/**
 * What the file says replaces what Gatehouse holds: email, name, image, verification, creation
 * time, platform admin. A password hash or TOTP key the file has not changed since the last
 * import is left as Gatehouse holds it now (re-hashed at sign-in, or changed by its user), as is
 * a password or key the file does not give. Identities and memberships are added to.
 */
export async function updateUser(
  trx: Tx,
  parts: UserWriteParts,
  prepared: PreparedUser,
  before: ImportedBefore,
): Promise<void> {
  const { columns, now } = parts;
  const { user, userId, fingerprint } = prepared;
  await updateUserRow(trx, userId, {
    name: user.name,
    email: prepared.email,
    emailVerified: columns.bool(user.emailVerified),
    image: user.image,
    ...(user.createdAt ? { createdAt: columns.date(user.createdAt) } : {}),
    updatedAt: columns.date(now),
    role: platformRole(before.role, user.platformAdmin),
    ...(prepared.totp ? { twoFactorEnabled: columns.bool(true) } : {}),
  });
  if (user.passwordHash !== null && fingerprint.password !== before.fingerprint.password)
    await replacePassword(trx, parts, userId, user.passwordHash);
  await insertAccounts(trx, identityRows(parts, prepared));
  if (prepared.totp) {
    await deleteTotp(trx, userId);
    await insertTotp(trx, [prepared.totp]);
  }
  await writeMembershipRows(trx, await membershipRows(trx, parts, userId, user.memberships));
  await writeImportItems(trx, parts, [prepared]);
}

/** better-auth's password account: provider "credential", its account id the user's id. */
function credentialRow(parts: UserWriteParts, userId: string, password: string): Insertable<AccountTable> {
  const at = parts.columns.date(parts.now);
  return { id: newId(), userId, providerId: "credential", accountId: userId, password, createdAt: at, updatedAt: at };
}

/** A social identity as the library links one, without tokens (the next sign-in brings fresh ones). */
function identityRows(parts: UserWriteParts, prepared: PreparedUser): Insertable<AccountTable>[] {
  const at = parts.columns.date(parts.now);
  return prepared.identitiesToLink.map((identity) => ({
    id: newId(),
    userId: prepared.userId,
    providerId: identity.providerId,
    accountId: identity.accountId,
    createdAt: at,
    updatedAt: at,
  }));
}

/** The TOTP rows of the users who have them. */
const totpRowsOf = (prepared: readonly PreparedUser[]): ImportedTotpRows[] =>
  prepared.flatMap(({ totp }) => (totp ? [totp] : []));

async function replacePassword(trx: Tx, parts: UserWriteParts, userId: string, password: string): Promise<void> {
  const replaced = await updateCredentialPassword(trx, userId, { password, updatedAt: parts.columns.date(parts.now) });
  if (!replaced) await insertAccounts(trx, [credentialRow(parts, userId, password)]);
}

/** What the next run compares with; an item whose user was deleted since points at the new one. */
async function writeImportItems(trx: Tx, parts: UserWriteParts, prepared: readonly PreparedUser[]): Promise<void> {
  const at = parts.now.toISOString();
  const rows: Insertable<ImportItemTable>[] = prepared.map(({ user, userId, fingerprint }) => ({
    source: parts.source,
    scope: "",
    kind: "user",
    external_id: user.externalId,
    local_id: userId,
    fingerprint: storedFingerprint(fingerprint),
    created_at: at,
    updated_at: at,
  }));
  await upsertUserItems(trx, rows);
}

/** The user's platform roles with admin granted or withdrawn as the file says; other roles kept. */
function platformRole(current: string | null, admin: boolean): string {
  const roles = (current ?? "")
    .split(",")
    .map((role) => role.trim())
    .filter((role) => role !== "" && role !== PLATFORM_ADMIN_ROLE);
  if (admin) return withAdminRole(roles.join(","));
  return roles.length > 0 ? roles.join(",") : PLATFORM_DEFAULT_ROLE;
}
