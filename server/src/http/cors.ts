import type { MiddlewareHandler } from "hono";

/**
 * CORS for the apps that call Gatehouse from their own origin with `credentials: "include"`
 * (`@gatehouse/react`, the better-auth client, the Polar SDK in a browser): `/api/auth/*` and
 * `/v1/*`. Only exact origins are allowed — BASE_URL's and each of TRUSTED_ORIGINS — and the
 * allowed one is echoed, never `*`, which browsers refuse beside credentials.
 *
 * Another origin gets no CORS header at all, and its preflight the same 204 without them: the
 * browser enforces CORS, not the status, so a 403 would protect nothing more, and answering
 * alike (as the `cors` package and Hono's middleware do) does not tell a probe which origins are
 * trusted. `Vary: Origin` is on every answer of these routes, since the answer depends on it.
 */

const ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE";

/**
 * What a browser app sends besides the CORS-safelisted headers: JSON bodies, a bearer token
 * (better-auth's client with a token, the Polar SDK), the Polar SDK's own two, and the captcha
 * token the captcha plugin reads. better-auth's client sends nothing else.
 */
const ALLOWED_REQUEST_HEADERS = "content-type, authorization, polar-version, polar-organization, x-captcha-response";

/**
 * Headers a browser app may read besides the safelisted ones: the JWT plugin's token on
 * get-session, a bearer plugin's session token, and how long to wait after a 429 (better-auth's
 * X-Retry-After, /v1's Retry-After).
 */
const EXPOSED_HEADERS = ["set-auth-jwt", "set-auth-token", "retry-after", "x-retry-after"] as const;

/** Two hours: the most Chromium keeps a preflight (Firefox keeps one for a day). */
const PREFLIGHT_MAX_AGE_S = 7_200;

export type CorsPolicy = {
  /** Whether `origin` (an Origin header's value) is one of the allowed origins. */
  allows(origin: string | null | undefined): origin is string;
};

/** BASE_URL's origin and each trusted origin, compared exactly as browsers send them (scheme, host, port). */
export function corsPolicy(baseURL: string, trustedOrigins: readonly string[]): CorsPolicy {
  const allowed = new Set<string>();
  for (const entry of [baseURL, ...trustedOrigins]) {
    try {
      allowed.add(new URL(entry).origin);
    } catch {
      // Not a URL (better-auth also takes host patterns there): never an exact origin.
    }
  }
  return { allows: (origin): origin is string => typeof origin === "string" && allowed.has(origin) };
}

/** A comma-separated header value with `extra` added, each name once (case-insensitive). */
function withNames(current: string | null | undefined, extra: readonly string[]): string {
  const names = (current ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const seen = new Set(names.map((name) => name.toLowerCase()));
  for (const name of extra) if (!seen.has(name.toLowerCase())) names.push(name);
  return names.join(", ");
}

/**
 * The CORS headers of an actual (not preflight) answer, as a flat [name, value, …] list given
 * the headers the answer already carries: `exposed` (its Access-Control-Expose-Headers) and
 * `vary`. The get-session fast path writes this list; the middleware applies the same.
 */
export function corsResponseHeaders(
  policy: CorsPolicy,
  origin: string | null | undefined,
  current: { exposed?: string | null; vary?: string | null } = {},
): string[] {
  const vary = ["vary", withNames(current.vary, ["Origin"])];
  if (!policy.allows(origin))
    return current.exposed ? [...vary, "access-control-expose-headers", current.exposed] : vary;
  return [
    ...vary,
    "access-control-allow-origin",
    origin,
    "access-control-allow-credentials",
    "true",
    "access-control-expose-headers",
    withNames(current.exposed, EXPOSED_HEADERS),
  ];
}

/** A preflight's answer headers: the allowed methods and headers for an allowed origin, `Vary` alone otherwise. */
function preflightHeaders(policy: CorsPolicy, origin: string | undefined): Record<string, string> {
  if (!policy.allows(origin)) return { vary: "Origin" };
  return {
    vary: "Origin",
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-allow-methods": ALLOWED_METHODS,
    "access-control-allow-headers": ALLOWED_REQUEST_HEADERS,
    "access-control-max-age": String(PREFLIGHT_MAX_AGE_S),
  };
}

/**
 * The middleware for the routes browser apps call: a preflight (OPTIONS with
 * Access-Control-Request-Method) is answered 204 here, before any route or database; every other
 * answer, errors included, gets its CORS headers once the route has answered.
 */
export function corsMiddleware(policy: CorsPolicy): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (c.req.method === "OPTIONS" && c.req.header("access-control-request-method") !== undefined)
      return c.body(null, 204, preflightHeaders(policy, origin));
    await next();
    const list = corsResponseHeaders(policy, origin, {
      exposed: c.res.headers.get("access-control-expose-headers"),
      vary: c.res.headers.get("vary"),
    });
    try {
      setAll(c.res.headers, list);
    } catch {
      // Headers a Response was built with as immutable (Response.redirect): a copy takes them.
      c.res = new Response(c.res.body, c.res);
      setAll(c.res.headers, list);
    }
  };
}

function setAll(headers: Headers, list: readonly string[]): void {
  for (let i = 0; i < list.length; i += 2) headers.set(list[i] ?? "", list[i + 1] ?? "");
}
