import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";

type ErrorBody = { message?: unknown; code?: unknown };

/**
 * SPEC §8 wording where better-auth 1.7 words an error differently:
 * - body/query schema failures: better-call reports the first zod issue
 *   ("[body.email] Invalid email address"); SPEC says "Invalid body parameters" /
 *   "Invalid query parameters" with code VALIDATION_ERROR.
 * - a duplicate sign-up: 1.7 says USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL
 *   "User already exists. Use another email."; SPEC's key is USER_ALREADY_EXISTS,
 *   "User already exists".
 * Returns the replacement error, or null when the error already matches SPEC.
 */
export function toSpecError(error: APIError): APIError | null {
  const body = (error.body ?? {}) as ErrorBody;
  if (body.code === "VALIDATION_ERROR" && typeof body.message === "string") {
    const part = /^\[(body|query)[\].]/.exec(body.message)?.[1];
    if (!part) return null;
    return new APIError(400, { code: "VALIDATION_ERROR", message: `Invalid ${part} parameters` });
  }
  if (body.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
    return new APIError("UNPROCESSABLE_ENTITY", { code: "USER_ALREADY_EXISTS", message: "User already exists" });
  }
  return null;
}

export function specErrorMessagesPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-spec-error-messages",
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!isAPIError(returned)) return;
            const replacement = toSpecError(returned);
            if (replacement) throw replacement;
          }),
        },
      ],
    },
  };
}
