import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";

/**
 * callbackURL is required for social sign-in (BAD_REQUEST "callbackURL is required").
 * better-auth 1.7 falls back to the base URL instead. An idToken sign-in never redirects, so
 * it is left alone.
 */
export function callbackUrlRequiredPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-callback-url-required",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/social",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if (body.idToken === undefined && (typeof body.callbackURL !== "string" || body.callbackURL === "")) {
              throw new APIError("BAD_REQUEST", { code: "CALLBACK_URL_REQUIRED", message: "callbackURL is required" });
            }
          }),
        },
      ],
    },
  };
}
