import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { AfterHook } from "../departure-table.ts";

/**
 * Answers of the token, introspection and revocation endpoints that the plugin gives otherwise
 * than OAuth's rules. Each rewrites the plugin's error into another status: the dispatcher keeps
 * the route's status for whatever an after hook returns or throws, except a Response, which it
 * sends as it is (with the route's headers, `Cache-Control: no-store` among them).
 */

type ErrorBody = { error?: unknown; error_description?: unknown };

/** The plugin's refusal on this route, if it refused. */
function refusalOf(returned: unknown): { status: number; body: ErrorBody } | null {
  if (!isAPIError(returned)) return null;
  return { status: returned.statusCode, body: (returned.body ?? {}) as ErrorBody };
}

const answer = (status: number, body: unknown) => Response.json(body, { status });

/**
 * Introspection of a token that does not verify is `{ active: false }`: the plugin lets jose's
 * errors for a JWT signed by a key it does not know (or a forged signature, or another issuer)
 * through as a 500 after logging them. Client authentication comes before the token is read, so
 * a caller that failed it keeps its 401.
 */
export const inactiveUnknownTokens: AfterHook = {
  matcher: (ctx) => ctx.path === "/oauth2/introspect",
  handler: createAuthMiddleware(async (ctx) => {
    const refusal = refusalOf(ctx.context.returned);
    if (refusal && refusal.status >= 500) return answer(200, { active: false });
  }),
};

/** What the plugin answers, after authenticating the client, for a token it has nothing to revoke for. */
const NOTHING_TO_REVOKE = new Set([
  "token not found",
  "refresh token revoked",
  "Invalid access token",
  "opaque access token not found",
  "invalid JWT signature",
]);

/**
 * Revoking a token the server does not know, or one already revoked, succeeds: the token is
 * invalid either way, and the client learns nothing about other clients' tokens. The plugin
 * answers 400 (and a 500 for a JWT signed by a key it does not know). A revoked refresh token
 * presented again still revokes its family first, as the plugin does.
 */
export const revokeUnknownTokens: AfterHook = {
  matcher: (ctx) => ctx.path === "/oauth2/revoke",
  handler: createAuthMiddleware(async (ctx) => {
    const refusal = refusalOf(ctx.context.returned);
    if (!refusal) return;
    const description = refusal.body.error_description;
    const unknown =
      refusal.status === 400 &&
      refusal.body.error === "invalid_request" &&
      typeof description === "string" &&
      NOTHING_TO_REVOKE.has(description);
    if (unknown || refusal.status >= 500) return answer(200, null);
  }),
};

const PKCE_REFUSALS: Record<string, string> = {
  "code verification failed": "invalid_grant",
  "code_verifier required because PKCE was used in authorization": "invalid_request",
  "code_verifier provided but PKCE was not used in authorization": "invalid_request",
};

/**
 * PKCE failures at the token endpoint are 400: a code_verifier that does not match the
 * code_challenge is `invalid_grant`, a missing or unexpected one `invalid_request`. The plugin
 * answers all three 401 invalid_request, which clients read as a failed client authentication.
 */
export const pkceRefusals: AfterHook = {
  matcher: (ctx) => ctx.path === "/oauth2/token",
  handler: createAuthMiddleware(async (ctx) => {
    const refusal = refusalOf(ctx.context.returned);
    const description = refusal?.body.error_description;
    if (refusal?.status !== 401 || typeof description !== "string") return;
    const error = PKCE_REFUSALS[description];
    if (error) return answer(400, { error, error_description: description });
  }),
};
