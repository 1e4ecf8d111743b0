import { JWT_LIFETIME_S, OPENID_ACCESS_TOKEN_LIFETIME_S, OPENID_ID_TOKEN_LIFETIME_S } from "./token-lifetimes.ts";

/**
 * The key pair every signing key is: RS256, because every JWT library verifies it (unlike EdDSA),
 * with RSA keys of 2048 bits (the minimum considered safe).
 */
export const SIGNING_KEY_PAIR = { alg: "RS256", modulusLength: 2048 } as const;

/** `Cache-Control: public, max-age` of the JWKS: how long a relying party may keep the key set. */
export const JWKS_MAX_AGE_S = 10 * 60;

/**
 * How long a new key is published before it signs: every relying party that honours the JWKS
 * max-age (or, like `jose`, keeps a key set 10 minutes) has fetched it by then, plus five minutes
 * for shared caches and clock skew.
 */
export const PUBLISH_LEAD_MS = (JWKS_MAX_AGE_S + 5 * 60) * 1000;

/**
 * How long a key stays published after it stopped signing: the longest lifetime of anything it
 * signed (an OpenID ID token, 10 hours), plus an hour for clock skew and verifiers' leeway. The
 * get-session fast path hands a JWT out again for half its 15 minutes, within its lifetime.
 */
export const KEY_GRACE_MS =
  (Math.max(JWT_LIFETIME_S, OPENID_ID_TOKEN_LIFETIME_S, OPENID_ACCESS_TOKEN_LIFETIME_S) + 60 * 60) * 1000;

/** The times that decide a key's state (the `jwks` row's). */
export type KeyTimes = { createdAt: Date; activatesAt: Date | null; expiresAt: Date | null };

/**
 * `next`: published, signs from `activatesAt`; `current`: signs; `retiring`: stopped signing,
 * still published for the grace period; `retired`: no longer published (and deleted).
 */
export type KeyState = "next" | "current" | "retiring" | "retired";

/** From when the key signs. */
export const signsFrom = (key: KeyTimes): Date => key.activatesAt ?? key.createdAt;

/** When the key leaves the JWKS, once a successor has taken over. */
export const retiresAt = (key: KeyTimes): Date | null =>
  key.expiresAt ? new Date(key.expiresAt.getTime() + KEY_GRACE_MS) : null;

export function keyStateAt(key: KeyTimes, at: number): KeyState {
  if (signsFrom(key).getTime() > at) return "next";
  if (!key.expiresAt || key.expiresAt.getTime() > at) return "current";
  return key.expiresAt.getTime() + KEY_GRACE_MS > at ? "retiring" : "retired";
}
