import type { Executor } from "../../../db/transaction.ts";

/**
 * Replaces the user's password hash with `rehashed`, only while `verified` is still the stored one
 * (a password changed meanwhile is left as it is).
 */
export async function replaceVerifiedHash(
  db: Executor,
  userId: string,
  verified: string,
  rehashed: string,
): Promise<void> {
  await db
    .updateTable("account")
    .set({ password: rehashed })
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .where("password", "=", verified)
    .execute();
}
