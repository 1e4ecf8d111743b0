import type { Gatehouse } from "../../src/main.ts";

/**
 * Direct access to the session table, for the states a test cannot reach over HTTP in
 * reasonable time (a session days old, or already expired). Dates are written as ISO text,
 * which both SQLite (text dates) and PostgreSQL (timestamptz) accept.
 */
export type SessionRow = {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date;
  updatedAt: Date;
  createdAt: Date;
};

export async function findSessionRow(gatehouse: Gatehouse, token: string): Promise<SessionRow | undefined> {
  const row = await gatehouse.database.db
    .selectFrom("session")
    .selectAll()
    .where("token", "=", token)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.userId,
    token: row.token,
    expiresAt: new Date(row.expiresAt),
    updatedAt: new Date(row.updatedAt),
    createdAt: new Date(row.createdAt),
  };
}

export async function countSessionsOf(gatehouse: Gatehouse, userId: string): Promise<number> {
  const rows = await gatehouse.database.db.selectFrom("session").select("id").where("userId", "=", userId).execute();
  return rows.length;
}

export async function setSessionTimes(
  gatehouse: Gatehouse,
  token: string,
  times: { expiresAt?: Date; updatedAt?: Date; createdAt?: Date },
): Promise<void> {
  const set: { expiresAt?: string; updatedAt?: string; createdAt?: string } = {};
  if (times.expiresAt) set.expiresAt = times.expiresAt.toISOString();
  if (times.updatedAt) set.updatedAt = times.updatedAt.toISOString();
  if (times.createdAt) set.createdAt = times.createdAt.toISOString();
  await gatehouse.database.db.updateTable("session").set(set).where("token", "=", token).execute();
}

/** Makes a session look `ageSeconds` old: created, last refreshed and expiring that much earlier. */
export async function ageSession(gatehouse: Gatehouse, token: string, ageSeconds: number): Promise<void> {
  const row = await findSessionRow(gatehouse, token);
  if (!row) throw new Error(`no session ${token}`);
  const shift = (d: Date) => new Date(d.getTime() - ageSeconds * 1000);
  await setSessionTimes(gatehouse, token, {
    expiresAt: shift(row.expiresAt),
    updatedAt: shift(row.updatedAt),
    createdAt: shift(row.createdAt),
  });
}

/** SESSION_FRESH_AGE's default: a sign-in older than this is not recent. */
export const DEFAULT_FRESH_AGE_S = 86_400;

/**
 * Makes every sign-in (and second factor) of a user's sessions `seconds` old: their
 * authentication records and the sessions' createdAt. Freshness follows the wall clock, as
 * better-auth's session times do, so the rows are aged rather than the clock moved.
 */
export async function ageSignIns(
  gatehouse: Gatehouse,
  userId: string,
  seconds = DEFAULT_FRESH_AGE_S + 60,
): Promise<void> {
  const db = gatehouse.database.db;
  const then = new Date(Date.now() - seconds * 1000).toISOString();
  const sessions = db.selectFrom("session").select("id").where("userId", "=", userId);
  await db.updateTable("session_authentication").set({ auth_time: then }).where("session_id", "in", sessions).execute();
  await db
    .updateTable("session_authentication")
    .set({ second_factor_at: then })
    .where("session_id", "in", sessions)
    .where("second_factor_at", "is not", null)
    .execute();
  await db.updateTable("session").set({ createdAt: then }).where("userId", "=", userId).execute();
}
