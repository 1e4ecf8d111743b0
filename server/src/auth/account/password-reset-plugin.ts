import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";

const ALIAS = "/forget-password";
const TARGET = "/request-password-reset";

/** The web app's page that takes ?token=… (see http/web-app.ts). */
export const DEFAULT_RESET_REDIRECT = "/reset-password";

/**
 * Password-reset requests, where better-auth 1.7 deviates from docs/reference/auth-routes.md:
 * - POST /forget-password is served beside /request-password-reset with the same body and
 *   answer; 1.7 only has the latter. The alias re-targets the request before routing, so both
 *   paths run the very same endpoint (validation, origin check, timing, mail). The rate
 *   limiter has already counted the request under its own path by then.
 * - without redirectTo, 1.7 mails a link with an empty callbackURL, which lands on the error
 *   page with error=INVALID_TOKEN even for a valid token. Gatehouse defaults redirectTo to the
 *   web app's reset page, so the mailed link always redirects to callbackURL?token=….
 */
export function passwordResetPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-password-reset",
    onRequest: async (request, ctx) => {
      const basePath = ctx.options.basePath ?? "/api/auth";
      const url = new URL(request.url);
      if (request.method !== "POST" || url.pathname !== `${basePath}${ALIAS}`) return;
      url.pathname = `${basePath}${TARGET}`;
      const body = await request.arrayBuffer();
      return { request: new Request(url, { method: "POST", headers: request.headers, body, signal: request.signal }) };
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === TARGET,
          handler: createAuthMiddleware(async (ctx) => {
            const body: unknown = ctx.body;
            if (typeof body !== "object" || body === null || Array.isArray(body)) return; // validation answers
            if ("redirectTo" in body && body.redirectTo !== undefined && body.redirectTo !== "") return;
            return { context: { body: { ...body, redirectTo: DEFAULT_RESET_REDIRECT } } };
          }),
        },
      ],
    },
  };
}
