import { sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";

/** The queries of the account lockout (lockout.ts) on its table, `account_lockout`: one row per account with failures. */

/** Until when the account's password sign-in is paused (ISO text), or null when it is not. */
export async function findLockedUntil(db: Executor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("account_lockout")
    .select("locked_until")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/** Forgets the account's failures and lifts its pause. */
export async function deleteLockout(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("account_lockout").where("user_id", "=", userId).execute();
}

export type FailureCount = {
  /** Now, as ISO text. */
  at: string;
  /** A count whose window started before this (ISO text) starts again at one. */
  windowStart: string;
  /** The count that pauses the account. */
  threshold: number;
  /** The end of the pause the threshold starts (ISO text). */
  lockedUntil: string;
};

/**
 * Counts one failed password sign-in, atomically (two at once both count): a failure after the
 * window restarts the count. The failure that reaches the threshold pauses the account and
 * resets the count, in one conditional UPDATE; true for that one failure only.
 */
export async function countFailure(db: Executor, userId: string, failure: FailureCount): Promise<boolean> {
  const { at, windowStart, threshold, lockedUntil } = failure;
  await db
    .insertInto("account_lockout")
    .values({ user_id: userId, failures: 0, window_started_at: at, locked_until: null })
    .onConflict((conflict) => conflict.column("user_id").doNothing())
    .execute();
  await db
    .updateTable("account_lockout")
    .set({
      failures: sql<number>`case when window_started_at < ${windowStart} then 1 else failures + 1 end`,
      window_started_at: sql<string>`case when window_started_at < ${windowStart} then ${at} else window_started_at end`,
    })
    .where("user_id", "=", userId)
    .execute();
  const paused = await db
    .updateTable("account_lockout")
    .set({ locked_until: lockedUntil, failures: 0, window_started_at: at })
    .where("user_id", "=", userId)
    .where("failures", ">=", threshold)
    .executeTakeFirst();
  return Number(paused.numUpdatedRows) === 1;
}

/** Whom the lockout mail goes to: the account's address, name and saved language. */
export function findMailRecipient(db: Executor, userId: string) {
  return db.selectFrom("user").select(["email", "name", "locale"]).where("id", "=", userId).executeTakeFirst();
}
