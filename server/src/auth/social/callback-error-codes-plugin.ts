import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";

/**
 * An unknown, expired or tampered state sends the user to the error page to restart (error
 * please_restart_the_process; better-auth 1.7 says state_mismatch/state_invalid, codes the error
 * page does not explain), and a link refused for a different email is an unable_to_link_account
 * "Account not linked - different emails not allowed".
 */
const SPEC_CODES: Readonly<Record<string, { error: string; description?: string }>> = {
  state_mismatch: { error: "please_restart_the_process" },
  state_invalid: { error: "please_restart_the_process" },
  state_security_mismatch: { error: "please_restart_the_process" },
  email_does_not_match: {
    error: "unable_to_link_account",
    description: "Account not linked - different emails not allowed",
  },
};

const CALLBACK_PARAMETERS = ["code", "error", "error_description", "state", "device_id", "user", "iss"] as const;

const RELATIVE_BASE = "http://relative.invalid";

export function callbackErrorCodesPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-callback-error-codes",
    hooks: {
      before: [
        {
          // A malformed callback (say, a parameter given twice) is an invalid_callback_request on
          // the error page, not a JSON validation error the user's browser would show raw.
          matcher: (ctx) => ctx.path === "/callback/:id" && ctx.method === "GET",
          handler: createAuthMiddleware(async (ctx) => {
            const query: Record<string, unknown> = ctx.query ?? {};
            if (CALLBACK_PARAMETERS.every((name) => query[name] === undefined || typeof query[name] === "string"))
              return;
            const errorPage = ctx.context.options.onAPIError?.errorURL ?? `${ctx.context.baseURL}/error`;
            throw new APIError("FOUND", undefined, { location: `${errorPage}?error=invalid_callback_request` });
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/callback/:id",
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (!isAPIError(returned) || returned.status !== "FOUND") return;
            const location = new Headers(returned.headers).get("location");
            if (!location) return;
            const target = new URL(location, RELATIVE_BASE);
            const spec = SPEC_CODES[target.searchParams.get("error") ?? ""];
            if (!spec) return;
            target.searchParams.set("error", spec.error);
            if (spec.description) target.searchParams.set("error_description", spec.description);
            else target.searchParams.delete("error_description");
            // An errorCallbackURL may be a relative path; it stays one.
            const rewritten =
              target.origin === RELATIVE_BASE ? `${target.pathname}${target.search}${target.hash}` : target.toString();
            throw new APIError("FOUND", undefined, { location: rewritten });
          }),
        },
      ],
    },
  };
}
