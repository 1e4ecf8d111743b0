import { appendQueryParams } from "@better-auth/core/utils/url";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";

/**
 * verify-email failures redirect with error = token_expired, invalid_token,
 * user_not_found or unauthorized. better-auth 1.7 sends its upper-case codes instead
 * (TOKEN_EXPIRED, ..., and INVALID_USER for a change-email link opened in another user's
 * session); this maps them.
 */
const SPEC_ERRORS: Readonly<Record<string, string>> = {
  TOKEN_EXPIRED: "token_expired",
  INVALID_TOKEN: "invalid_token",
  USER_NOT_FOUND: "user_not_found",
  INVALID_USER: "unauthorized",
};

/** The redirect the stock route builds for `code`: callbackURL with error=<code> appended. */
function stockErrorRedirect(callbackURL: string, code: string): string | null {
  try {
    return appendQueryParams(callbackURL, new URLSearchParams({ error: code }));
  } catch {
    return null; // not a URL the route could have redirected to
  }
}

export function verifyEmailErrorsPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-verify-email-errors",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === "/verify-email",
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (!isAPIError(returned)) return;
            const callbackURL: unknown = ctx.query?.callbackURL;
            if (returned.status === "FOUND" && typeof callbackURL === "string" && callbackURL) {
              const location = new Headers(returned.headers).get("location");
              // Only an exact match of the stock error redirect is rewritten; a successful
              // verification redirects to callbackURL itself and is left alone.
              for (const [stock, spec] of Object.entries(SPEC_ERRORS)) {
                if (location !== null && location === stockErrorRedirect(callbackURL, stock)) {
                  throw new APIError("FOUND", undefined, {
                    location: appendQueryParams(callbackURL, new URLSearchParams({ error: spec })),
                  });
                }
              }
              return;
            }
            // Without a callback the answer stays a 401; only the change-email mismatch gets the code
            // of its redirect, UNAUTHORIZED (the others keep their own, as every JSON error does).
            if (returned.status === "UNAUTHORIZED" && returned.body?.code === "INVALID_USER") {
              throw new APIError("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Unauthorized" });
            }
          }),
        },
      ],
    },
  };
}
