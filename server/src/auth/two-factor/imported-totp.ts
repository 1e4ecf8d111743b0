import { randomUUID } from "node:crypto";
import { generateRandomString, symmetricEncrypt } from "better-auth/crypto";
import type { Insertable } from "kysely";
import type { TwoFactorTable } from "../../db/schema.ts";
import { BACKUP_CODE_COUNT, BACKUP_CODE_LENGTH } from "./plugin.ts";
import type { ImportedTotpTable } from "./tables.ts";
import { normalizeBase32Key } from "./totp-key.ts";

/** The rows that keep a user's TOTP key from another system working (importedTotpRows). */
export type ImportedTotpRows = {
  twoFactor: Insertable<TwoFactorTable>;
  importedTotp: Insertable<ImportedTotpTable>;
};

/** The two-factor plugin's backup codes: ten random `xxxxx-xxxxx`, stored as encrypted JSON. */
function backupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const code = generateRandomString(BACKUP_CODE_LENGTH, "a-z", "0-9", "A-Z");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * The rows an importer writes, in its own transaction, for a user whose authenticator app holds a
 * TOTP key made by another system (`base32Key`, RFC 4648 base32 as Auth0, Clerk and others export
 * it): a `twoFactor` row as the plugin writes one once set up (a fresh native secret and backup
 * codes, both encrypted with the auth secret, `verified`), so the plugin asks for a second factor
 * and its backup codes and email codes work; and the imported key, encrypted the same way, in
 * `imported_totp`, against which sign-in checks the user's codes (imported-totp-rule.ts). The
 * importer also sets the user's `twoFactorEnabled`. Throws an Error naming the problem for a key
 * that is not base32 or is too short to be one.
 */
export async function importedTotpRows(
  authSecret: string,
  userId: string,
  base32Key: string,
): Promise<ImportedTotpRows> {
  const key = normalizeBase32Key(base32Key);
  const encrypt = (data: string) => symmetricEncrypt({ key: authSecret, data });
  return {
    twoFactor: {
      id: randomUUID(),
      userId,
      secret: await encrypt(generateRandomString(32)),
      backupCodes: await encrypt(JSON.stringify(backupCodes())),
      // 1 reads as true on both dialects (PostgreSQL takes "1" for a boolean parameter).
      verified: 1,
    },
    importedTotp: { user_id: userId, secret: await encrypt(key), created_at: new Date().toISOString() },
  };
}
