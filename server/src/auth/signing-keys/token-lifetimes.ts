/**
 * How long what the signing keys sign stays valid: a key that stopped signing stays published
 * until the longest of these has passed (policy.ts). The JWT plugin and the OpenID provider take
 * their settings from here, so a longer lifetime there lengthens the grace period with it.
 */

/** Every JWT of `/api/auth/token` and get-session's `set-auth-jwt` (the plugin's default, written out). */
export const JWT_LIFETIME_S = 15 * 60;

/** The OpenID provider's ID tokens (the plugin's default, written out). */
export const OPENID_ID_TOKEN_LIFETIME_S = 10 * 60 * 60;

/** The OpenID provider's JWT access tokens, for people and for machines (client credentials). */
export const OPENID_ACCESS_TOKEN_LIFETIME_S = 60 * 60;
