import { APIError, createAuthMiddleware } from "better-auth/api";
import { beforeHooks, type Departure } from "../departure-table.ts";

/** The routes whose body carries the signed authorization request the pages pass on. */
const OAUTH_QUERY_PATHS = new Set(["/oauth2/consent", "/oauth2/continue", "/oauth2/public-client-prelogin"]);

/**
 * `oauth_query` must be a string: the plugin reads it before its body schema is checked, and an
 * array of pairs it cannot parse (`["x", 2]`) is a 500 (found by test/http/auth-wrong-types.test.ts).
 */
const oauthQueryHook = {
  matcher: (ctx: { path?: string }) => OAUTH_QUERY_PATHS.has(ctx.path ?? ""),
  handler: createAuthMiddleware(async (ctx) => {
    const body: unknown = ctx.body;
    if (body === null || typeof body !== "object" || Array.isArray(body)) return;
    const query = (body as { oauth_query?: unknown }).oauth_query;
    if (query !== undefined && typeof query !== "string")
      throw new APIError(400, { code: "VALIDATION_ERROR", message: "Invalid body parameters" });
  }),
};

/** The OAuth provider plugin's corrections (README.md, "Departures"), ahead of its own hooks. */
export const oauthProviderDepartures: Departure[] = [
  { rule: "a non-string oauth_query is 400, not a 500", spec: "§8", part: beforeHooks(oauthQueryHook) },
];
