import { Lru } from "../../../kit/lru.ts";
import type { Auth } from "../../auth.ts";
import { JWT_LIFETIME_S } from "../jwt-plugin.ts";

/** Signs the JWT better-auth's jwt plugin would put in `set-auth-jwt` for this session answer. */
export type SessionJwtSigner = (body: string) => Promise<string>;

/** A token is handed out again until half its lifetime has passed: a client always gets ≥ 7.5 minutes. */
export const JWT_REUSE_MS = (JWT_LIFETIME_S * 1000) / 2;
const CACHE_SIZE = 10_000;

type Signed = { token: Promise<string>; reuseUntil: number };

/**
 * The `set-auth-jwt` header of get-session's fast path. The jwt plugin signs a new RS256 token on
 * every get-session (~1 ms of RSA, and a read of the signing key); here the token signed for an
 * answer — the same session and user, byte for byte — is handed out again until half its
 * lifetime has passed, so a session's get-session pays one signature per 7.5 minutes. Any change
 * to the session or the user changes the answer, so the next one gets a fresh token.
 * Concurrent first requests share one signature. The token is the plugin's own: its signJWT with
 * the payload its hook uses ({ iat, ...user, sub }).
 */
export function createSessionJwtSigner(auth: Auth, now: () => number = Date.now): SessionJwtSigner {
  const signed = new Lru<string, Signed>(CACHE_SIZE);
  const sign = async (body: string): Promise<string> => {
    const { user } = JSON.parse(body) as { user: { id: string } & Record<string, unknown> };
    const payload = { iat: Math.floor(now() / 1000), ...user, sub: user.id };
    const { token } = await auth.api.signJWT({ body: { payload } });
    return token;
  };
  return (body) => {
    const at = now();
    const found = signed.get(body);
    if (found && found.reuseUntil > at) return found.token;
    const token = sign(body);
    signed.set(body, { token, reuseUntil: at + JWT_REUSE_MS });
    // A failed signature is not kept: the next request signs again.
    token.catch(() => {
      if (signed.get(body)?.token === token) signed.set(body, { token, reuseUntil: 0 });
    });
    return token;
  };
}
