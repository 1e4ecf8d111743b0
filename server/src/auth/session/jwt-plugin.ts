import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { jwt } from "better-auth/plugins";
import type { Executor } from "../../db/transaction.ts";
import { withDepartures } from "../departure-table.ts";
import { activeOrganizationClaim } from "../roles/membership-claims.ts";
import { signingKeyDepartures } from "../signing-keys/departures.ts";
import { signingKeyStore } from "../signing-keys/plugin-store.ts";
import { KEY_GRACE_MS, SIGNING_KEY_PAIR } from "../signing-keys/policy.ts";
import { JWT_LIFETIME_S } from "../signing-keys/token-lifetimes.ts";

/** Claims added to the JWT of `/api/auth/token` (the entitlements): the session's user and session in. */
export type TokenClaims = (session: { user: { id: string }; session: object }) => Promise<Record<string, unknown>>;

export { JWT_LIFETIME_S };

/**
 * Signed session tokens for other services: GET /api/auth/token gives a JWT for the current
 * session, GET /api/auth/jwks the public keys to verify it offline (issuer and audience are
 * BASE_URL, lifetime 15 minutes). RS256 because every JWT library verifies it, unlike EdDSA.
 *
 * `/token`'s JWT also carries `organization`: the user's roles and permissions in the session's
 * active organization (roles/membership-claims.ts), null without one, read when it is signed.
 *
 * get-session answers carry one too, in the plugin's `set-auth-jwt` header (exposed to browsers
 * by Access-Control-Expose-Headers), as the plugin documents. The plugin signs it on every
 * get-session; the fast path reuses a session's token for half its lifetime
 * (fast-path/session-jwt.ts), which keeps the hottest route free of RSA work.
 *
 * The keys rotate (signing-keys/): the store publishes a new key before it signs and keeps the
 * old one published until everything it signed has expired.
 */
export function jwtPlugin(baseURL: string, db: Executor, tokenClaims?: TokenClaims) {
  const plugin = jwt({
    // The store decides what is published; the plugin's grace period, written out, is the same.
    jwks: { keyPairConfig: SIGNING_KEY_PAIR, gracePeriod: KEY_GRACE_MS / 1000 },
    adapter: signingKeyStore(db),
    jwt: {
      expirationTime: `${JWT_LIFETIME_S / 60}m`,
      // Written out: the OAuth provider takes its issuer from here, so OpenID discovery is at BASE_URL.
      issuer: baseURL,
      audience: baseURL,
      // The plugin's payload is the user; `/token` adds Gatehouse's claims (get-session's
      // `set-auth-jwt` stays the user alone, as the fast path signs it).
      definePayload: async (session) => {
        if (tryGetCurrentAuthEndpointContext()?.path !== "/token") return { ...session.user };
        return {
          ...session.user,
          ...(tokenClaims ? await tokenClaims(session) : {}),
          // Identity's own claim last: no feature's claim replaces it.
          organization: await activeOrganizationClaim(db, session),
        };
      },
    },
  });
  return withDepartures(plugin, signingKeyDepartures);
}
