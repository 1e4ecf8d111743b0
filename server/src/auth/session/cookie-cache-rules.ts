import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";

/** Cookie-cached session data is at most this many characters, so it fits in one cookie. */
export const COOKIE_CACHE_MAX_CHARS = 4093;

/** `better-auth.session_data`, `__Secure-better-auth.session_data`, and their `.N` chunks. */
const COOKIE_CACHE_NAME = /^(?:__Secure-)?better-auth\.session_data(\.\d+)?$/;

/** What better-auth's compact cache encoding can produce: base64url, optionally padded. */
const DECODABLE_CACHE_VALUE = /^[A-Za-z0-9_-]*={0,2}$/;

type SetCookieLine = { name: string; value: string; deletes: boolean };

function parseSetCookie(line: string): SetCookieLine {
  const [pair = "", ...attributes] = line.split(";");
  const eq = pair.indexOf("=");
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  const deletes = value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
  return { name, value, deletes };
}

/**
 * better-auth 1.7 splits a session_data value that does not fit one cookie into
 * session_data.0, .1, ... chunks; Gatehouse caps cached session data at 4093 characters, so
 * Gatehouse does not cache such a session at all: get-session then reads the database.
 * A chunk (or a single value over the cap) is dropped; expiries are kept, so a stale,
 * smaller cache cookie from before (say, prior to a long name) is still cleared.
 */
export function withoutOversizedCookieCache(headers: Headers): void {
  const lines = headers.getSetCookie();
  const kept = lines.filter((line) => {
    const cookie = parseSetCookie(line);
    const match = COOKIE_CACHE_NAME.exec(cookie.name);
    if (!match || cookie.deletes) return true;
    const isChunk = match[1] !== undefined;
    return !isChunk && cookie.value.length <= COOKIE_CACHE_MAX_CHARS;
  });
  if (kept.length === lines.length) return;
  headers.delete("set-cookie");
  for (const line of kept) headers.append("set-cookie", line);
}

/**
 * A Cookie header without cache cookies better-auth cannot decode. better-auth 1.7's
 * get-session throws on a session_data value that is not base64url (a 500 "Failed to get
 * session", and "no session" on every other route) instead of ignoring the unreadable cache;
 * without the cookie, the session is read from the database and a sound cache issued.
 * Returns null when nothing needs removing.
 */
export function withoutUndecodableCookieCache(cookieHeader: string): string | null {
  const pairs = cookieHeader.split(";");
  const kept = pairs.filter((pair) => {
    const eq = pair.indexOf("=");
    if (eq < 0 || !COOKIE_CACHE_NAME.test(pair.slice(0, eq).trim())) return true;
    return DECODABLE_CACHE_VALUE.test(pair.slice(eq + 1).trim());
  });
  return kept.length === pairs.length ? null : kept.join(";");
}

/** Keeps better-auth's session cookie cache to one decodable cookie (see the two functions above). */
export function sessionCookieCachePlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-session-cookie-cache",
    hooks: {
      before: [
        {
          // Every route may read the session, so every route gets the cleaned header.
          matcher: (ctx) => ctx.headers?.get("cookie")?.includes("session_data") === true,
          handler: createAuthMiddleware(async (ctx) => {
            const cleaned = withoutUndecodableCookieCache(ctx.headers?.get("cookie") ?? "");
            if (cleaned === null) return;
            const headers = new Headers(ctx.headers);
            headers.set("cookie", cleaned);
            return { context: { headers } };
          }),
        },
      ],
      after: [
        {
          // Any route may (re)issue the cache: sign-in, sign-up, get-session, update-user, ...
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const headers = ctx.context.responseHeaders;
            if (headers) withoutOversizedCookieCache(headers);
          }),
        },
      ],
    },
  };
}
