import { APIError, createAuthMiddleware } from "better-auth/api";
import { afterHooks, beforeHooks, type Departure } from "../departure-table.ts";
import { loopbackRedirectHooks } from "./loopback-redirects.ts";
import { inactiveUnknownTokens, pkceRefusals, revokeUnknownTokens } from "./token-answers.ts";

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

/** A registered client as create-client answers it (RFC 7591 metadata). */
type RegisteredClient = { client_id: string; post_logout_redirect_uris?: string[] };

const isRegisteredClient = (value: unknown): value is RegisteredClient =>
  typeof value === "object" && value !== null && typeof (value as { client_id?: unknown }).client_id === "string";

/**
 * RP-initiated logout for the clients Gatehouse's admins and owners register: the plugin lets a
 * client end sessions only when `enable_end_session` is set, which only its server-side admin
 * route can set. A client registered with `post_logout_redirect_uris` asked for logout, and only
 * privileged people register clients here: it gets it.
 */
const endSessionForLogoutClients = {
  matcher: (ctx: { path?: string }) => ctx.path === "/oauth2/create-client",
  handler: createAuthMiddleware(async (ctx) => {
    const returned: unknown = ctx.context.returned;
    if (!isRegisteredClient(returned) || (returned.post_logout_redirect_uris ?? []).length === 0) return;
    // Through the library's adapter: it writes booleans as each dialect stores them.
    await ctx.context.adapter.update({
      model: "oauthClient",
      where: [{ field: "clientId", value: returned.client_id }],
      update: { enableEndSession: true },
    });
  }),
};

/**
 * The OAuth provider plugin's corrections (README.md, "Departures"), around its own hooks;
 * `allowLoopbackRedirects` is OAUTH_ALLOW_LOOPBACK_REDIRECTS.
 */
export function oauthProviderDepartures({ allowLoopbackRedirects }: { allowLoopbackRedirects: boolean }): Departure[] {
  const loopback = loopbackRedirectHooks(allowLoopbackRedirects);
  return [
    {
      rule: "a non-string oauth_query is 400, not a 500",
      why: "the plugin reads oauth_query before checking the body: anything but a string is a validation error",
      test: "test/http/auth-wrong-types.test.ts",
      part: beforeHooks(oauthQueryHook),
    },
    {
      rule: "a client registered with post_logout_redirect_uris may end sessions (RP-initiated logout)",
      why: "only admins and owners register clients here, and one that lists logout redirect URIs asked for RP-initiated logout",
      test: "test/oauth-provider/openid-provider.test.ts",
      part: afterHooks(endSessionForLogoutClients),
    },
    {
      rule: "web clients may register http loopback redirect URIs (localhost, 127.0.0.1, [::1]) when OAUTH_ALLOW_LOOPBACK_REDIRECTS is on",
      why: "a relying party on a developer's machine is a web client too; the plugin allows loopback only for native clients",
      test: "test/oauth-provider/standards.test.ts",
      part: { hooks: { before: [loopback.before], after: [loopback.after] } },
    },
    {
      rule: "introspecting a token that does not verify (a JWT signed by an unknown key) is 200 active false, not a 500",
      why: "to the resource server an unverifiable token is one the server does not know: inactive",
      test: "test/oauth-provider/standards.test.ts",
      part: afterHooks(inactiveUnknownTokens),
    },
    {
      rule: "revoking an unknown or already revoked token is 200 (the plugin: 400, a 500 for a foreign JWT)",
      why: "revocation succeeds when the token is invalid afterwards, and an invalid token already is",
      test: "test/oauth-provider/standards.test.ts",
      part: afterHooks(revokeUnknownTokens),
    },
    {
      rule: "a wrong PKCE code_verifier is 400 invalid_grant; a missing or unexpected one 400 invalid_request (the plugin: 401 invalid_request)",
      why: "a verifier that does not match is a bad grant, and 401 tells the client its credentials failed",
      test: "test/oauth-provider/standards.test.ts",
      part: afterHooks(pkceRefusals),
    },
  ];
}
