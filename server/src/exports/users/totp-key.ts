import { symmetricDecrypt } from "better-auth/crypto";
import { encodeBase32 } from "../../auth/two-factor/totp-key.ts";
import { isTrue } from "../../db/column-types.ts";
import type { UserPage } from "./user-pages.ts";

/**
 * The user's TOTP key as base32, what an authenticator app holds: a key imported from elsewhere as
 * it came; one set up in Gatehouse as the bytes the two-factor plugin keys its HMAC with (its
 * secret's UTF-8 text). Null without a verified TOTP set-up.
 */
export async function exportedTotpKey(
  authSecret: string,
  twoFactor: UserPage["twoFactors"][number] | undefined,
  imported: UserPage["importedTotps"][number] | undefined,
): Promise<string | null> {
  if (!twoFactor || !isTrue(twoFactor.verified)) return null;
  if (imported) return symmetricDecrypt({ key: authSecret, data: imported.secret });
  const secret = await symmetricDecrypt({ key: authSecret, data: twoFactor.secret });
  return encodeBase32(new TextEncoder().encode(secret));
}
