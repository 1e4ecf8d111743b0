import { serializeCookie } from "better-call";
import type { Database } from "../../db/database.ts";
import type { Auth } from "../auth.ts";
import { COOKIE_CACHE_MAX_CHARS } from "../session-cookie-cache.ts";
import { Lru } from "../../kit/lru.ts";
import { encodeCookieCache, verifyCookieCache, type VerifiedCache } from "./cookie-cache.ts";
import { SessionLookup } from "./session-repository.ts";
import { CookieSigner, parseCookieHeader } from "./signing.ts";

type CookieAttributes = NonNullable<Parameters<typeof serializeCookie>[2]>;

const VERIFIED_CACHE_SIZE = 10_000;
const NO_STORE = { "content-type": "application/json", "cache-control": "no-store", pragma: "no-cache" } as const;
// better-auth coerces these flags with Boolean(): any non-empty value, even "false", means true.
// Only the canonical "true" is handled here; other spellings go to the library.

/**
 * GET /api/auth/get-session without better-auth's endpoint pipeline, for the common case only:
 * a valid signed session cookie, a session that needs no refresh, and plain query flags.
 * It answers exactly as better-auth's getSession would (same body, headers and cookie cache).
 * Every other case — no or forged cookie, expired or refreshable session, "don't remember me",
 * chunked or oversized cache, unknown query — is handed to better-auth unchanged, because
 * those paths write (delete, extend, clear cookies) and must stay the library's.
 */
/**
 * What the fast path reads of a request: the path with its query, and the Cookie header.
 * Taken straight from Node's IncomingMessage, so the common case never builds a web Request;
 * `slowPath` builds one and hands it to better-auth.
 */
export type SessionRequest = { url: string; cookie: string | undefined; slowPath(): Promise<Response> };
export type FastGetSession = (request: SessionRequest) => Promise<Response>;

export async function createFastGetSession(auth: Auth, database: Database): Promise<FastGetSession> {
  const context = await auth.$context;
  const options = auth.options;
  const cacheEnabled = options.session.cookieCache.enabled === true;
  if (!cacheEnabled) return (request) => request.slowPath(); // cacheless getSession has other semantics; not worth a second copy
  const signer = new CookieSigner(context.secret);
  const lookup = new SessionLookup(database);
  const names = {
    token: context.authCookies.sessionToken.name,
    data: context.authCookies.sessionData.name,
    dontRemember: context.authCookies.dontRememberToken.name,
  };
  const dataAttributes = context.authCookies.sessionData.attributes as CookieAttributes;
  const cacheMaxAge = dataAttributes.maxAge ?? 300;
  const { expiresIn, updateAge } = context.sessionConfig;

  // Verified signatures, keyed by the exact cookie text: a pure function of text and secret.
  const verifiedTokens = new Lru<string, string>(VERIFIED_CACHE_SIZE);
  const verifiedCaches = new Lru<string, VerifiedCache>(VERIFIED_CACHE_SIZE);
  const unsign = (signed: string) => {
    let token = verifiedTokens.get(signed);
    if (token === undefined) {
      token = signer.unsign(signed) ?? undefined;
      if (token !== undefined) verifiedTokens.set(signed, token);
    }
    return token;
  };
  const verifyCache = (value: string) => {
    let cache = verifiedCaches.get(value);
    if (cache === undefined) {
      cache = verifyCookieCache(signer, value) ?? undefined;
      if (cache !== undefined) verifiedCaches.set(value, cache);
    }
    return cache;
  };

  const json = (body: string, setCookie?: string) =>
    new Response(body, { status: 200, headers: setCookie ? { ...NO_STORE, "set-cookie": setCookie } : NO_STORE });

  return async (request) => {
    const fallback = () => request.slowPath();
    const queryStart = request.url.indexOf("?");
    const query = new URLSearchParams(queryStart === -1 ? "" : request.url.slice(queryStart + 1));
    for (const [key, value] of query) {
      if ((key !== "disableCookieCache" && key !== "disableRefresh") || value !== "true") return fallback();
    }
    const cookies = parseCookieHeader(request.cookie ?? null);
    const signedToken = cookies.get(names.token);
    if (!signedToken || cookies.has(names.dontRemember) || cookies.has(`${names.data}.0`)) return fallback();
    const token = unsign(signedToken);
    if (!token) return fallback();

    const now = Date.now();
    const cacheCookie = cookies.get(names.data);
    if (query.get("disableCookieCache") !== "true" && cacheCookie) {
      const cached = verifyCache(cacheCookie);
      if (!cached || cached.token !== token || cached.expiresAt < now || cached.sessionExpiresAt < now) return fallback();
      return json(cached.body);
    }

    const found = await lookup.findByToken(token);
    if (!found || found.expiresAt < now) return fallback();
    const body = `{"session":${found.sessionJson},"user":${found.userJson}}`;
    if (query.get("disableRefresh") === "true") return json(body);
    if (found.expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return fallback();

    const encoded = encodeCookieCache(signer, found, cacheMaxAge, now);
    if (encoded.length > COOKIE_CACHE_MAX_CHARS) return fallback();
    return json(body, serializeCookie(names.data, encoded, dataAttributes));
  };
}
