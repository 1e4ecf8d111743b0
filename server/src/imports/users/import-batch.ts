import { importedTotpRows } from "../../auth/two-factor/imported-totp.ts";
import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { ImportOutcome, ImportRefusal } from "../runs/import-run.ts";
import type { AuthColumns } from "./auth-columns.ts";
import { fingerprintOf } from "./fingerprint.ts";
import type { ReadRow } from "./imported-user.ts";
import type { InFileKeys } from "./in-file-keys.ts";
import type { OrganizationDirectory } from "./organization-directory.ts";
import { openSavepoint, releaseSavepoint, rollbackToSavepoint } from "./repository.ts";
import { isConstraintViolation } from "./row-failures.ts";
import { storedHashProblem } from "./stored-password-hash.ts";
import { type Candidate, decideUsers, EMAIL_TAKEN, type ImportedBefore } from "./user-decision.ts";
import { createUsers, type PreparedUser, type UserWriteParts, updateUser } from "./user-writer.ts";

/** What lasts for a whole run. */
export type ImportSession = {
  source: string;
  authSecret: string;
  columns: AuthColumns;
  directory: OrganizationDirectory;
  keys: InFileKeys;
};

export type RowResult = { outcome: ImportOutcome } | { refusal: ImportRefusal };

type Positioned = { index: number; position: string };

type Results = {
  list: RowResult[];
  refuse(at: Positioned, reason: string): void;
};
type Create = PreparedUser & Positioned;
type Update = PreparedUser & Positioned & { before: ImportedBefore };

/**
 * A batch of rows inside its transaction, each row its own unit: checked in memory, decided with
 * three queries for the batch, then the new users written together inside a SAVEPOINT. Should
 * that fail (a constraint: data the running server wrote meanwhile), it is rolled back and each
 * new user is written alone inside its own, so only the clashing row is refused. Each update is
 * written inside its own SAVEPOINT. Results in the rows' order.
 */
export async function importBatch(trx: Tx, session: ImportSession, rows: readonly ReadRow[]): Promise<RowResult[]> {
  const list: RowResult[] = [];
  const results: Results = {
    list,
    refuse: (at, reason) => {
      list[at.index] = { refusal: { position: at.position, reason } };
    },
  };
  const candidates = checkedRows(session, rows, results);
  const { creates, updates } = await decided(trx, session, candidates, results);
  await written(trx, session, { creates, updates }, results);
  return list;
}

/** What can be told without the database: the reader's refusals, the hash's form, duplicates in the file. */
function checkedRows(session: ImportSession, rows: readonly ReadRow[], results: Results): (Candidate & Positioned)[] {
  const candidates: (Candidate & Positioned)[] = [];
  for (const [index, row] of rows.entries()) {
    const at = { index, position: row.position };
    if ("refused" in row) {
      results.refuse(at, row.refused);
      continue;
    }
    const email = row.user.email.trim().toLowerCase();
    const problem =
      (row.user.passwordHash === null ? null : storedHashProblem(row.user.passwordHash)) ??
      session.keys.claim(row.position, row.user, email);
    if (problem) results.refuse(at, problem);
    else candidates.push({ ...at, user: row.user, email, fingerprint: fingerprintOf(row.user) });
  }
  return candidates;
}

/** The users to create and to update, with their TOTP rows; the unchanged and refused ones noted. */
async function decided(
  trx: Tx,
  session: ImportSession,
  candidates: readonly (Candidate & Positioned)[],
  results: Results,
): Promise<{ creates: Create[]; updates: Update[] }> {
  const decisions = await decideUsers(trx, session.source, candidates);
  const creates: Create[] = [];
  const updates: Update[] = [];
  for (const [n, candidate] of candidates.entries()) {
    const decision = decisions[n];
    if (!decision || decision.kind === "unchanged") {
      results.list[candidate.index] = { outcome: "unchanged" };
      continue;
    }
    if (decision.kind === "refuse") {
      results.refuse(candidate, decision.reason);
      continue;
    }
    const before = decision.kind === "update" ? decision.before : null;
    const userId = before?.id ?? newId();
    const totp = await totpRows(session, candidate, userId, before);
    if (typeof totp === "string") results.refuse(candidate, totp);
    else {
      const prepared = { ...candidate, userId, totp, identitiesToLink: decision.identitiesToLink };
      if (before) updates.push({ ...prepared, before });
      else creates.push(prepared);
    }
  }
  return { creates, updates };
}

async function written(
  trx: Tx,
  session: ImportSession,
  { creates, updates }: { creates: Create[]; updates: Update[] },
  results: Results,
): Promise<void> {
  const parts: UserWriteParts = { ...session, now: new Date() };
  const outcome = (one: Positioned, done: ImportOutcome, problem: string | null) => {
    if (problem === null) results.list[one.index] = { outcome: done };
    else results.refuse(one, problem);
  };
  const together =
    creates.length === 0 ? null : await inSavepoint(trx, session, () => createUsers(trx, parts, creates));
  for (const one of creates)
    outcome(
      one,
      "created",
      together === null ? null : await inSavepoint(trx, session, () => createUsers(trx, parts, [one])),
    );
  for (const one of updates)
    outcome(one, "updated", await inSavepoint(trx, session, () => updateUser(trx, parts, one, one.before)));
}

/** The TOTP rows to write: for a new user, or a key changed in the file since the last import; or why the key is refused. */
async function totpRows(
  session: ImportSession,
  candidate: Candidate,
  userId: string,
  before: ImportedBefore | null,
): Promise<PreparedUser["totp"] | string> {
  const key = candidate.user.totpSecret;
  if (key === null || (before && before.fingerprint.totp === candidate.fingerprint.totp)) return null;
  try {
    return await importedTotpRows(session.authSecret, userId, key);
  } catch (error) {
    return `totp secret: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Runs writes inside a SAVEPOINT: kept when they succeed (null), rolled back alone when a
 * constraint refuses one (the reason). Any other failure fails the batch.
 */
async function inSavepoint(trx: Tx, session: ImportSession, work: () => Promise<void>): Promise<string | null> {
  await openSavepoint(trx);
  try {
    await work();
    await releaseSavepoint(trx);
    return null;
  } catch (error) {
    await rollbackToSavepoint(trx);
    await releaseSavepoint(trx);
    // Organizations or teams it created are gone with it.
    session.directory.forget();
    if (!isConstraintViolation(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    // The one clash worth its own words: the email taken by a user made meanwhile.
    if (/email/i.test(message)) return EMAIL_TAKEN;
    return `conflicts with data written meanwhile: ${message}`;
  }
}
