import { jwt } from "better-auth/plugins";

/** SPEC §5/§9: RSA keys at least 2048 bits. */
export const JWT_RSA_MODULUS_LENGTH = 2048;

/**
 * Signed session tokens for other services: GET /api/auth/token gives a JWT for the current
 * session, GET /api/auth/jwks the public keys to verify it offline (issuer and audience are
 * BASE_URL, lifetime 15 minutes). RS256 because every JWT library verifies it, unlike EdDSA.
 *
 * The plugin would also sign a JWT into a `set-auth-jwt` header on every get-session answer:
 * an RSA signature on the hottest route, for a header Gatehouse's clients never read (they ask
 * /token when they need one). It is turned off, which also keeps get-session's fast path
 * identical to the library's answer.
 */
export function jwtPlugin() {
  return jwt({
    jwks: { keyPairConfig: { alg: "RS256", modulusLength: JWT_RSA_MODULUS_LENGTH } },
    disableSettingJwtHeader: true,
  });
}
