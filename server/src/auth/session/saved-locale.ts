import { Lru } from "../../kit/lru.ts";
import type { Auth } from "../auth.ts";
import { verifyCookieCache } from "./fast-path/cookie-cache.ts";
import { CookieSigner, parseCookieHeader } from "./fast-path/signing.ts";

/** The signed-in person's saved language as a request's cookies tell it, or null. */
export type SavedLocaleReader = (cookieHeader: string | null | undefined) => string | null;

const MEMO_SIZE = 10_000;

/**
 * Reads the saved language from the session's cookie cache (better-auth's signed copy of the
 * session and user), never from the database: serving a page must not cost a session read. A
 * person whose cache has expired, or an instance without a cache (COOKIE_CACHE_MAX_AGE=0), gets
 * the other signals' choice; the web app applies the saved language once get-session answers.
 * The cache counts only beside the session cookie it was issued for, and until it expires.
 */
export async function createSavedLocaleReader(auth: Auth, now: () => number = Date.now): Promise<SavedLocaleReader> {
  if (auth.options.session.cookieCache.enabled !== true) return () => null;
  const context = await auth.$context;
  const signer = new CookieSigner(context.secret);
  const names = { token: context.authCookies.sessionToken.name, data: context.authCookies.sessionData.name };
  // Both results depend only on the cookie's text and the secret; the times are checked on each use.
  const tokens = new Lru<string, string | null>(MEMO_SIZE);
  const caches = new Lru<string, { token: string; locale: string | null; until: number } | null>(MEMO_SIZE);

  const tokenOf = (signed: string) => {
    let token = tokens.get(signed);
    if (token === undefined) {
      token = signer.unsign(signed);
      tokens.set(signed, token);
    }
    return token;
  };
  const cacheOf = (value: string) => {
    let cache = caches.get(value);
    if (cache === undefined) {
      const verified = verifyCookieCache(signer, value);
      cache = verified && {
        token: verified.token,
        locale: localeOf(verified.body),
        until: Math.min(verified.expiresAt, verified.sessionExpiresAt),
      };
      caches.set(value, cache);
    }
    return cache;
  };

  return (cookieHeader) => {
    if (!cookieHeader) return null;
    const cookies = parseCookieHeader(cookieHeader);
    const signedToken = cookies.get(names.token);
    const cacheCookie = cookies.get(names.data);
    if (!signedToken || !cacheCookie) return null;
    const cache = cacheOf(cacheCookie);
    if (!cache || cache.until < now() || cache.token !== tokenOf(signedToken)) return null;
    return cache.locale;
  };
}

function localeOf(body: string): string | null {
  const { user } = JSON.parse(body) as { user?: { locale?: unknown } };
  return typeof user?.locale === "string" ? user.locale : null;
}
