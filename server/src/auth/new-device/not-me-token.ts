import { randomBytes } from "node:crypto";
import { now } from "../../kit/time.ts";

/** A "This wasn't me" link works for 7 days, once. */
export const NOT_ME_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The verification row of a token (better-auth's verification table, as its own mailed tokens). */
export const notMeIdentifier = (token: string) => `new-device-not-me:${token}`;

/** What of better-auth's internal adapter the tokens use. */
type VerificationStore = {
  createVerificationValue(data: { identifier: string; value: string; expiresAt: Date }): Promise<unknown>;
  consumeVerificationValue(identifier: string): Promise<{ value: string; expiresAt: Date } | null>;
};

/** A new single-use token for the account `userId`, valid for 7 days. */
export async function createNotMeToken(store: VerificationStore, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await store.createVerificationValue({
    identifier: notMeIdentifier(token),
    value: userId,
    expiresAt: new Date(now().getTime() + NOT_ME_TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Uses a token up: the account it was made for, or null when unknown, used or expired. */
export async function consumeNotMeToken(store: VerificationStore, token: string): Promise<string | null> {
  const consumed = await store.consumeVerificationValue(notMeIdentifier(token));
  if (!consumed || new Date(consumed.expiresAt).getTime() <= now().getTime()) return null;
  return consumed.value;
}
