import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";

const FLAGS = ["disableCookieCache", "disableRefresh"] as const;

/** A query flag as a boolean; undefined when it is not a boolean at all. */
function parseFlag(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return undefined;
}

/**
 * get-session's flags are booleans. better-auth 1.7 coerces them with Boolean(), so
 * "false" — or any other text — switches the flag on: `disableRefresh=false` would stop a
 * session from ever being extended. Here "true"/"1" and "false"/"0" mean what they say, and
 * anything else is an invalid query (400 VALIDATION_ERROR "Invalid query parameters").
 */
export function getSessionQueryPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-get-session-query",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/get-session" && FLAGS.some((flag) => ctx.query?.[flag] !== undefined),
          handler: createAuthMiddleware(async (ctx) => {
            const query: Record<string, unknown> = { ...ctx.query };
            for (const flag of FLAGS) {
              if (query[flag] === undefined) continue;
              const parsed = parseFlag(query[flag]);
              if (parsed === undefined)
                throw new APIError(400, { code: "VALIDATION_ERROR", message: "Invalid query parameters" });
              query[flag] = parsed;
            }
            return { context: { query } };
          }),
        },
      ],
    },
  };
}
