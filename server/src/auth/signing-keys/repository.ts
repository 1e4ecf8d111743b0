import type { Executor } from "../../db/transaction.ts";
import { toIso, toIsoOrNull } from "../../kit/time.ts";

/** A row of the JWT plugin's `jwks` table, its times as Dates (PostgreSQL answers Dates, SQLite ISO text). */
export type SigningKeyRow = {
  id: string;
  publicKey: string;
  /** Encrypted with AUTH_SECRET, as the plugin stores it. */
  privateKey: string;
  alg: string | null;
  crv: string | null;
  createdAt: Date;
  activatesAt: Date | null;
  expiresAt: Date | null;
};

const asDate = (value: Date | string): Date => new Date(toIso(value));
const asDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : asDate(value));

/** Every key, newest first. */
export async function listKeyRows(db: Executor): Promise<SigningKeyRow[]> {
  const rows = await db.selectFrom("jwks").selectAll().orderBy("createdAt", "desc").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    publicKey: row.publicKey,
    privateKey: row.privateKey,
    alg: row.alg,
    crv: row.crv,
    createdAt: asDate(row.createdAt),
    activatesAt: asDateOrNull(row.activatesAt),
    expiresAt: asDateOrNull(row.expiresAt),
  }));
}

/** Times written as ISO text, as the library's adapter writes them on SQLite (PostgreSQL reads it too). */
export async function insertKeyRow(db: Executor, row: SigningKeyRow): Promise<void> {
  await db
    .insertInto("jwks")
    .values({
      ...row,
      createdAt: row.createdAt.toISOString(),
      activatesAt: toIsoOrNull(row.activatesAt),
      expiresAt: toIsoOrNull(row.expiresAt),
    })
    .execute();
}

/**
 * Ends the signing of every key that signs at `at` and has no successor yet (`expiresAt` unset):
 * from `until` on, they only verify. The number of keys closed: 0 when another process closed
 * them first, which is how concurrent rotations learn they lost (the row lock on PostgreSQL, the
 * single writer on SQLite, make this a compare-and-set). `evenIfSucceeded` (an emergency) also
 * closes a key whose successor is still pending.
 */
export async function closeSigningKeys(
  db: Executor,
  at: Date,
  until: Date,
  { evenIfSucceeded = false }: { evenIfSucceeded?: boolean } = {},
): Promise<number> {
  const result = await db
    .updateTable("jwks")
    .set({ expiresAt: until.toISOString() })
    .where((eb) =>
      evenIfSucceeded
        ? eb.or([eb("expiresAt", "is", null), eb("expiresAt", ">", at.toISOString())])
        : eb("expiresAt", "is", null),
    )
    .where((eb) => eb.or([eb("activatesAt", "is", null), eb("activatesAt", "<=", at.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the keys published for a future that will not come (an emergency rotation replaces them). */
export async function deletePendingKeys(db: Executor, at: Date): Promise<number> {
  const result = await db.deleteFrom("jwks").where("activatesAt", ">", at.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the keys that stopped signing before `before` (past their grace period), private half included. */
export async function deleteKeysExpiredBefore(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom("jwks").where("expiresAt", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
