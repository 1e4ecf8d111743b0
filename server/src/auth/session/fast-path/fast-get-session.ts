import type { IncomingHttpHeaders } from "node:http";
import { serializeCookie } from "better-call";
import type { Database } from "../../../db/database.ts";
import type { Logger } from "../../../kit/logger.ts";
import { Lru } from "../../../kit/lru.ts";
import { API_KEY_HEADER } from "../../api-keys/key-kinds.ts";
import type { Auth } from "../../auth.ts";
import { COOKIE_CACHE_MAX_CHARS } from "../cookie-cache-rules.ts";
import type { RevocationList } from "../revocation/revocation-list.ts";
import { encodeCookieCache, type VerifiedCache, verifyCookieCache } from "./cookie-cache.ts";
import { unhandledGetSessionHooks } from "./hook-guard.ts";
import { createSessionJwtSigner } from "./session-jwt.ts";
import { keyOrder, missingSessionFields, SessionLookup } from "./session-repository.ts";
import { CookieSigner, parseCookieHeader } from "./signing.ts";

type CookieAttributes = NonNullable<Parameters<typeof serializeCookie>[2]>;

/**
 * A get-session answer: always 200 JSON with no-store headers, the jwt plugin's `set-auth-jwt`
 * token, maybe a cookie-cache cookie.
 */
export type SessionAnswer = { body: string; jwt: string; setCookie?: string };

/**
 * Answers GET /api/auth/get-session (given its path with query, and its headers), or returns
 * null when the request must go to better-auth.
 */
export type SessionAnswerer = (url: string, headers: IncomingHttpHeaders) => Promise<SessionAnswer | null>;

/**
 * `?entitlements=true`: what the session's user and active organization may do, at the
 * configured seller, from the entitlements cache — as the entitlements plugin's get-session hook
 * adds it on the library's path. Without it, such a request goes to the library.
 */
export type SessionEntitlements = (subject: {
  userId: string;
  activeOrganizationId: string | null;
}) => Promise<unknown>;

/**
 * Headers a plugin's get-session hook acts on: with one of them the library's answer is not the
 * cookie's session (the api-key plugin answers the key's owner), so the request goes to it.
 */
const HEADERS_FOR_THE_LIBRARY = [API_KEY_HEADER] as const;

export const SESSION_ANSWER_HEADERS = {
  "content-type": "application/json",
  "cache-control": "no-store",
  pragma: "no-cache",
} as const;

const VERIFIED_CACHE_SIZE = 10_000;

/**
 * get-session without better-auth's endpoint pipeline, for the common case only: a valid
 * signed session cookie, a session that needs no refresh, and plain query flags. It answers
 * exactly as better-auth's getSession would (same body, headers and cookie cache; see the
 * equivalence tests). Every other case — no or forged cookie, expired or refreshable session,
 * "don't remember me", chunked or oversized cache, any other query, an API key — returns null
 * and goes to better-auth unchanged, because those paths write (delete, extend, clear cookies)
 * or answer someone else and must stay the library's.
 *
 * A cache cookie of a session the revocation list refuses (../revocation/) goes to the library
 * too, which drops it (the `cookieCache.version` it is given) and reads the database.
 *
 * Plugin hooks on get-session: the api-key plugin's (see HEADERS_FOR_THE_LIBRARY); the jwt
 * plugin's `set-auth-jwt` header, reproduced with a token reused for half its lifetime
 * (session-jwt.ts). A plugin that adds a
 * session or user field the fast path does not select, or a hook on get-session it does not
 * reproduce (hook-guard.ts), disables the fast path at start (with a warning) rather than
 * answering without it.
 */
export async function createSessionAnswerer(
  auth: Auth,
  database: Database,
  logger: Logger,
  entitlementsOf?: SessionEntitlements,
  revocations?: RevocationList,
): Promise<SessionAnswerer | null> {
  const context = await auth.$context;
  // Without the cache, getSession has other semantics; not worth a second copy.
  if (auth.options.session.cookieCache.enabled !== true) return null;
  const missing = missingSessionFields(context.tables);
  if (missing.length > 0) {
    logger.warn(`get-session fast path off: it does not select ${missing.join(", ")}`);
    return null;
  }
  const unhandled = unhandledGetSessionHooks(auth.options.plugins, context.baseURL);
  if (unhandled.length > 0) {
    logger.warn(`get-session fast path off: it does not reproduce the get-session hooks of ${unhandled.join(", ")}`);
    return null;
  }
  const signer = new CookieSigner(context.secret);
  const signJwt = createSessionJwtSigner(auth);
  const lookup = new SessionLookup(database, keyOrder(context.tables));
  const names = {
    token: context.authCookies.sessionToken.name,
    data: context.authCookies.sessionData.name,
    dataChunk: `${context.authCookies.sessionData.name}.0`,
    dontRemember: context.authCookies.dontRememberToken.name,
  };
  const dataAttributes = context.authCookies.sessionData.attributes as CookieAttributes;
  const cacheMaxAge = dataAttributes.maxAge ?? 300;
  // The attributes never change; better-call's serializer is asked once for their text.
  const cacheCookieSuffix = serializeCookie("x", "", dataAttributes).slice("x=".length);
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

  /** The answer's body with `entitlements` added when asked; the session and user are the body's. */
  const answerWith = async (flags: Flags, body: string): Promise<string> => {
    if (!flags.entitlements || !entitlementsOf) return body;
    const { session, user } = JSON.parse(body) as {
      session: { activeOrganizationId?: string | null };
      user: { id: string };
    };
    const value = await entitlementsOf({ userId: user.id, activeOrganizationId: session.activeOrganizationId ?? null });
    return `${body.slice(0, -1)},"entitlements":${JSON.stringify(value)}}`;
  };

  return async (url, headers) => {
    const flags = parseFlags(url, entitlementsOf !== undefined);
    if (!flags) return null;
    if (HEADERS_FOR_THE_LIBRARY.some((name) => headers[name] !== undefined)) return null;
    const cookies = parseCookieHeader(headers.cookie ?? null);
    const signedToken = cookies.get(names.token);
    if (!signedToken || cookies.has(names.dontRemember) || cookies.has(names.dataChunk)) return null;
    const token = unsign(signedToken);
    if (!token) return null;

    // The wall clock, not the process clock of kit/time.ts: the expiry and refresh times compared
    // here are better-auth's, which it reads by the wall clock, and a test's clock would make this
    // answer differ from the library's (kit/clock.ts).
    const now = Date.now();
    const cacheCookie = cookies.get(names.data);
    if (!flags.disableCookieCache && cacheCookie) {
      const cached = verifyCache(cacheCookie);
      if (!cached || cached.token !== token || cached.expiresAt < now || cached.sessionExpiresAt < now) return null;
      // A revoked session or user: the library reads the database, which answers null and clears the cookies.
      if (revocations?.refuses(cached.sessionId, cached.userId, cached.sessionCreatedAt)) return null;
      return { body: await answerWith(flags, cached.body), jwt: await signJwt(cached.body) };
    }

    const found = await lookup.findByToken(token);
    if (!found || found.expiresAt < now) return null;
    const body = `{"session":${found.sessionJson},"user":${found.userJson}}`;
    if (flags.disableRefresh) return { body: await answerWith(flags, body), jwt: await signJwt(body) };
    if (found.expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return null;
    const jwt = await signJwt(body);

    const encoded = encodeCookieCache(signer, found, cacheMaxAge, now);
    if (encoded.length > COOKIE_CACHE_MAX_CHARS) return null;
    // base64url needs no cookie encoding, so this is what serializeCookie would produce.
    return { body: await answerWith(flags, body), jwt, setCookie: `${names.data}=${encoded}${cacheCookieSuffix}` };
  };
}

type Flags = { disableCookieCache: boolean; disableRefresh: boolean; entitlements: boolean };

/**
 * The two flags (and `entitlements`, when the fast path can answer it), when the query holds
 * nothing else and only the spelling "true"; anything else (other values, other keys) is left to
 * better-auth and Gatehouse's query plugin.
 */
function parseFlags(url: string, withEntitlements: boolean): Flags | null {
  const flags: Flags = { disableCookieCache: false, disableRefresh: false, entitlements: false };
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return flags;
  for (const [key, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    const known =
      key === "disableCookieCache" || key === "disableRefresh" || (key === "entitlements" && withEntitlements);
    if (!known || value !== "true") return null;
    flags[key] = true;
  }
  return flags;
}
