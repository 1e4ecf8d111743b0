import { type Executor, inTransaction } from "../../db/transaction.ts";
import { newKeyMaterial } from "./key-material.ts";
import { KEY_GRACE_MS, type KeyState, keyStateAt, PUBLISH_LEAD_MS, retiresAt, signsFrom } from "./policy.ts";
import {
  closeSigningKeys,
  deleteKeysExpiredBefore,
  deletePendingKeys,
  insertKeyRow,
  listKeyRows,
  type SigningKeyRow,
} from "./repository.ts";

/** A key as `gatehouse keys list` shows it. */
export type SigningKeyView = {
  kid: string;
  alg: string | null;
  createdAt: Date;
  state: Exclude<KeyState, "retired">;
  signsFrom: Date;
  retiresAt: Date | null;
};

const DAY_MS = 86_400_000;

/** The published keys (next, current, retiring) at `at`, newest first. */
export async function publishedKeys(db: Executor, at = Date.now()): Promise<SigningKeyRow[]> {
  return (await listKeyRows(db)).filter((key) => keyStateAt(key, at) !== "retired");
}

export async function listSigningKeys(db: Executor, at = Date.now()): Promise<SigningKeyView[]> {
  return (await publishedKeys(db, at)).map((key) => viewOf(key, at));
}

/** The key that signs at `at`: the newest current one (two processes may both have made a first key). */
export const signingKeyOf = (keys: readonly SigningKeyRow[], at: number): SigningKeyRow | undefined =>
  keys.find((key) => keyStateAt(key, at) === "current");

export type RotationOutcome =
  | { rotated: true; kid: string; signsFrom: Date; replaced: number }
  | { rotated: false; next: SigningKeyView };

/** Another process rotated between this one's read and its write: the write is rolled back. */
class RotationRaced extends Error {}

/**
 * Makes a new key. Normally it is published now and signs from PUBLISH_LEAD_MS on, when the
 * current key stops signing (and stays published KEY_GRACE_MS more); with `immediately` it signs
 * at once, for an emergency: relying parties meet its tokens before they have fetched it and must
 * refetch the JWKS. A rotation already under way is not doubled (its next key is answered) unless
 * `immediately`, which replaces that next key too. Without any key yet, the new one signs at once.
 */
export async function rotateSigningKey(
  db: Executor,
  secret: string,
  { immediately = false, at = Date.now() }: { immediately?: boolean; at?: number } = {},
): Promise<RotationOutcome> {
  const material = await newKeyMaterial(secret);
  try {
    return await inTransaction(db, async (tx): Promise<RotationOutcome> => {
      const keys = await listKeyRows(tx);
      const pending = keys.find((key) => keyStateAt(key, at) === "next");
      if (pending && !immediately) return { rotated: false, next: viewOf(pending, at) };
      const now = new Date(at);
      if (immediately) await deletePendingKeys(tx, now);
      const signing = signingKeyOf(keys, at);
      const from = immediately || !signing ? now : new Date(at + PUBLISH_LEAD_MS);
      const replaced = await closeSigningKeys(tx, now, from, { evenIfSucceeded: immediately });
      if (signing && replaced === 0 && !immediately) throw new RotationRaced();
      await insertKeyRow(tx, { ...material, createdAt: now, activatesAt: from, expiresAt: null });
      return { rotated: true, kid: material.id, signsFrom: from, replaced };
    });
  } catch (error) {
    if (!(error instanceof RotationRaced)) throw error;
    const next = (await listSigningKeys(db, at)).find((key) => key.state === "next");
    if (!next) throw error;
    return { rotated: false, next };
  }
}

/**
 * The schedule's pass: rotates when the signing key has signed for `rotationDays` and no
 * rotation is under way. Any number of processes may run it at once: the one whose
 * closeSigningKeys closes the current key rotates, the others roll back. The kid made, or null.
 */
export async function rotateIfDue(
  db: Executor,
  secret: string,
  rotationDays: number,
  at = Date.now(),
): Promise<string | null> {
  if (rotationDays === 0) return null;
  const keys = await listKeyRows(db);
  const current = signingKeyOf(keys, at);
  const due = current && at - signsFrom(current).getTime() >= rotationDays * DAY_MS;
  if (!due || keys.some((key) => keyStateAt(key, at) === "next")) return null;
  const material = await newKeyMaterial(secret);
  return inTransaction(db, async (tx) => {
    const from = new Date(at + PUBLISH_LEAD_MS);
    if ((await closeSigningKeys(tx, new Date(at), from)) === 0) return null;
    await insertKeyRow(tx, { ...material, createdAt: new Date(at), activatesAt: from, expiresAt: null });
    return material.id;
  });
}

/** Deletes the keys past their grace period: no longer published, their private halves are of no use. */
export const forgetRetiredKeys = (db: Executor, at = Date.now()): Promise<number> =>
  deleteKeysExpiredBefore(db, new Date(at - KEY_GRACE_MS));

function viewOf(key: SigningKeyRow, at: number): SigningKeyView {
  return {
    kid: key.id,
    alg: key.alg,
    createdAt: key.createdAt,
    state: keyStateAt(key, at) as SigningKeyView["state"],
    signsFrom: signsFrom(key),
    retiresAt: retiresAt(key),
  };
}
