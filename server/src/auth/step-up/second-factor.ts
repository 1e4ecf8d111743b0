import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { z } from "zod";
import type { Executor } from "../../db/transaction.ts";
import { findImportedTotpSecret } from "../two-factor/repository.ts";
import { decodeBase32Key, totpMatches } from "../two-factor/totp-key.ts";
import { findTwoFactorSecrets, replaceBackupCodes } from "./repository.ts";

/** better-auth's key for the secrets it encrypts (`ctx.context.secretConfig`). */
type SecretKey = Parameters<typeof symmetricDecrypt>[0]["key"];

const backupCodesSchema = z.array(z.string());

/**
 * Whether `code` is the user's current TOTP code: of the two-factor plugin's key (whose HMAC key
 * is its secret's text), or of a key imported from another system (two-factor/imported-totp.ts).
 */
export async function totpCodeMatches(db: Executor, key: SecretKey, userId: string, code: string): Promise<boolean> {
  const secrets = await findTwoFactorSecrets(db, userId);
  if (secrets?.secret) {
    const native = await symmetricDecrypt({ key, data: secrets.secret });
    if (totpMatches(Buffer.from(native, "utf8"), code)) return true;
  }
  const imported = await findImportedTotpSecret(db, userId);
  if (imported === undefined) return false;
  return totpMatches(decodeBase32Key(await symmetricDecrypt({ key, data: imported })), code);
}

async function decryptedJson(key: SecretKey, data: string): Promise<unknown> {
  try {
    return JSON.parse(await symmetricDecrypt({ key, data }));
  } catch {
    return null;
  }
}

/** Uses one of the user's backup codes (the plugin's encrypted list loses it), or answers false. */
export async function spendBackupCode(db: Executor, key: SecretKey, userId: string, code: string): Promise<boolean> {
  const secrets = await findTwoFactorSecrets(db, userId);
  if (!secrets?.backupCodes) return false;
  const codes = backupCodesSchema.safeParse(await decryptedJson(key, secrets.backupCodes));
  if (!codes.success || !codes.data.includes(code)) return false;
  const remaining = await symmetricEncrypt({ key, data: JSON.stringify(codes.data.filter((kept) => kept !== code)) });
  return replaceBackupCodes(db, userId, secrets.backupCodes, remaining);
}
