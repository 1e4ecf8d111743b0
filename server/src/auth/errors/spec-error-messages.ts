import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";

type ErrorBody = { message?: unknown; code?: unknown };

/**
 * Gatehouse's documented wording (docs/reference/auth-routes.md) for errors whose better-auth 1.7
 * message differs, keyed by the code better-auth sets, so clients that branch on `code` see no
 * change; only the text is Gatehouse's.
 */
export const SPEC_MESSAGES_BY_CODE: Readonly<Record<string, string>> = {
  EMAIL_MISMATCH: "You can only send a verification email to your own email",
  EMAIL_ALREADY_VERIFIED: "You can only send a verification email to an unverified email",
  INVALID_TOKEN: "invalid token",
  PASSWORD_ALREADY_SET: "user already has a password",
};

/**
 * The Gatehouse form of an error a route returned, or null when it already matches:
 * - body/query schema failures: better-call reports the first zod issue
 *   ("[body.email] Invalid email address"); Gatehouse says "Invalid body parameters" /
 *   "Invalid query parameters" with code VALIDATION_ERROR.
 * - a duplicate sign-up: 1.7 says USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL
 *   "User already exists. Use another email."; Gatehouse's code is USER_ALREADY_EXISTS (422),
 *   "User already exists".
 * - the codes of SPEC_MESSAGES_BY_CODE: same status and code, Gatehouse's message.
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
  const message = typeof body.code === "string" ? SPEC_MESSAGES_BY_CODE[body.code] : undefined;
  if (message !== undefined && body.message !== message) {
    // The dispatcher answers with the route's original status whatever an after hook throws.
    return new APIError(error.status, { ...error.body, message });
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
