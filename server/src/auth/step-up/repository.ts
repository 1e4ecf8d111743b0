import type { Executor } from "../../db/transaction.ts";
import { amrSchema, type SessionAuthentication } from "./authentication.ts";

/** The recorded authentication of a session, or undefined when it has none (made before it was recorded). */
export async function findSessionAuthentication(
  db: Executor,
  sessionId: string,
): Promise<SessionAuthentication | undefined> {
  const row = await db
    .selectFrom("session_authentication")
    .selectAll()
    .where("session_id", "=", sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const amr = amrSchema.safeParse(JSON.parse(row.amr));
  return {
    authTime: new Date(row.auth_time),
    amr: amr.success ? amr.data : [],
    secondFactorAt: row.second_factor_at ? new Date(row.second_factor_at) : null,
  };
}

/** Records (or replaces) how a session was authenticated. */
export async function saveSessionAuthentication(
  db: Executor,
  sessionId: string,
  authentication: SessionAuthentication,
): Promise<void> {
  const values = {
    auth_time: authentication.authTime.toISOString(),
    amr: JSON.stringify(authentication.amr),
    second_factor_at: authentication.secondFactorAt?.toISOString() ?? null,
  };
  await db
    .insertInto("session_authentication")
    .values({ session_id: sessionId, ...values })
    .onConflict((conflict) => conflict.column("session_id").doUpdateSet(values))
    .execute();
}

/** The user's two-factor secrets as the plugin stores them (encrypted): the TOTP secret and the backup codes. */
export function findTwoFactorSecrets(db: Executor, userId: string) {
  return db.selectFrom("twoFactor").select(["secret", "backupCodes"]).where("userId", "=", userId).executeTakeFirst();
}

/** Replaces the backup codes only if they are still `before`: a code is used once, even by two requests at a time. */
export async function replaceBackupCodes(
  db: Executor,
  userId: string,
  before: string,
  after: string,
): Promise<boolean> {
  const result = await db
    .updateTable("twoFactor")
    .set({ backupCodes: after })
    .where("userId", "=", userId)
    .where("backupCodes", "=", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A user's sessions with their creation times (better-auth's `session` table). */
export function findSessionsOf(db: Executor, userId: string) {
  return db.selectFrom("session").select(["id", "createdAt"]).where("userId", "=", userId).execute();
}
