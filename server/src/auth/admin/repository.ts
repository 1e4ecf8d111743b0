import { sql } from "kysely";
import type { Db } from "../../db/transaction.ts";

/**
 * Turns off a user's two-factor in one transaction: the flag, the two-factor plugin's row (TOTP
 * secret and backup codes) and every "trusted device" (a verification row whose value is the user's
 * id). False, with nothing changed, when there is no such user.
 */
export function resetTwoFactor(db: Db, userId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable("user")
      .set({ twoFactorEnabled: sql.lit(false) })
      .where("id", "=", userId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await tx.deleteFrom("twoFactor").where("userId", "=", userId).execute();
    await tx
      .deleteFrom("verification")
      .where("identifier", "like", "trust-device-%")
      .where("value", "=", userId)
      .execute();
    return true;
  });
}
