import type { Tx } from "../../db/transaction.ts";
import { parseFingerprint, type UserFingerprint } from "./fingerprint.ts";
import type { ImportedIdentity, ImportedUser } from "./imported-user.ts";
import { findImportedUsers, findLinkedAccounts, findUsersByEmail } from "./repository.ts";

/** A record checked in memory, waiting for what the database says of it. */
export type Candidate = { user: ImportedUser; email: string; fingerprint: UserFingerprint };

/** A user this source imported before under the same external id, as Gatehouse holds it now. */
export type ImportedBefore = { id: string; role: string | null; fingerprint: UserFingerprint };

/** What to do with a record, decided from what the database holds (nothing written yet). */
export type UserDecision =
  | { kind: "create"; identitiesToLink: ImportedIdentity[] }
  | { kind: "update"; before: ImportedBefore; identitiesToLink: ImportedIdentity[] }
  | { kind: "unchanged" }
  | { kind: "refuse"; reason: string };

export const EMAIL_TAKEN = "email already belongs to another user";

/**
 * Decides each record from the import_item of its external id: the same digest → unchanged;
 * another → update; none (or its user deleted since) → create. The record's email and social
 * identities must be free or already this user's. Three queries for the whole batch.
 */
export async function decideUsers(trx: Tx, source: string, candidates: readonly Candidate[]): Promise<UserDecision[]> {
  if (candidates.length === 0) return [];
  const before = await importedBefore(
    trx,
    source,
    candidates.map((candidate) => candidate.user.externalId),
  );
  const isUnchanged = (candidate: Candidate) =>
    before.get(candidate.user.externalId)?.fingerprint.record === candidate.fingerprint.record;
  // An unchanged record needs no more: a second run of a large file reads little.
  const changed = candidates.filter((candidate) => !isUnchanged(candidate));
  const owners = await emailOwners(
    trx,
    changed.map((candidate) => candidate.email),
  );
  const linked = await linkedIdentities(
    trx,
    changed.flatMap((candidate) => candidate.user.identities),
  );
  return candidates.map((candidate) => {
    if (isUnchanged(candidate)) return { kind: "unchanged" };
    const previous = before.get(candidate.user.externalId);
    const owner = owners.get(candidate.email);
    if (owner !== undefined && owner !== previous?.id) return { kind: "refuse", reason: EMAIL_TAKEN };
    const identitiesToLink: ImportedIdentity[] = [];
    for (const identity of candidate.user.identities) {
      const holder = linked.get(identityKey(identity));
      if (holder === undefined) identitiesToLink.push(identity);
      else if (holder !== previous?.id)
        return {
          kind: "refuse",
          reason: `${identity.providerId} account ${JSON.stringify(identity.accountId)} already belongs to another user`,
        };
    }
    return previous ? { kind: "update", before: previous, identitiesToLink } : { kind: "create", identitiesToLink };
  });
}

const identityKey = (identity: ImportedIdentity) => `${identity.providerId}\0${identity.accountId}`;

async function importedBefore(trx: Tx, source: string, externalIds: string[]): Promise<Map<string, ImportedBefore>> {
  const rows = await findImportedUsers(trx, source, externalIds);
  return new Map(
    rows.map((row) => [
      row.external_id,
      { id: row.id, role: row.role, fingerprint: parseFingerprint(row.fingerprint) },
    ]),
  );
}

/** The user id each of the emails belongs to. */
async function emailOwners(trx: Tx, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await findUsersByEmail(trx, emails);
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The user each of the identities is linked to already, whoever's it is. */
async function linkedIdentities(trx: Tx, identities: readonly ImportedIdentity[]): Promise<Map<string, string>> {
  if (identities.length === 0) return new Map();
  const accountIds = [...new Set(identities.map((identity) => identity.accountId))];
  const rows = await findLinkedAccounts(trx, accountIds);
  return new Map(rows.map((row) => [identityKey(row), row.userId]));
}
