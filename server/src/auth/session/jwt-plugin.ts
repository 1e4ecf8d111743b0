import { jwt } from "better-auth/plugins";

/** SPEC §5/§9: RSA keys at least 2048 bits. */
export const JWT_RSA_MODULUS_LENGTH = 2048;

/** The lifetime of every JWT Gatehouse signs (the plugin's default, written out). */
export const JWT_LIFETIME_S = 15 * 60;

/**
 * Signed session tokens for other services: GET /api/auth/token gives a JWT for the current
 * session, GET /api/auth/jwks the public keys to verify it offline (issuer and audience are
 * BASE_URL, lifetime 15 minutes). RS256 because every JWT library verifies it, unlike EdDSA.
 *
 * get-session answers carry one too, in the plugin's `set-auth-jwt` header (exposed to browsers
 * by Access-Control-Expose-Headers), as the plugin documents. The plugin signs it on every
 * get-session; the fast path reuses a session's token for half its lifetime
 * (fast-path/session-jwt.ts), which keeps the hottest route free of RSA work.
 */
export function jwtPlugin(baseURL: string) {
  return jwt({
    jwks: { keyPairConfig: { alg: "RS256", modulusLength: JWT_RSA_MODULUS_LENGTH } },
    // Written out: the OAuth provider takes its issuer from here, so OpenID discovery is at BASE_URL.
    jwt: { expirationTime: `${JWT_LIFETIME_S / 60}m`, issuer: baseURL, audience: baseURL },
  });
}
