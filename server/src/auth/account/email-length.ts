import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";

/** RFC 5321's limit on a forward path; no mailbox is longer. */
export const MAX_EMAIL_LENGTH = 254;
const EMAIL_FIELDS = ["email", "newEmail"] as const;

/**
 * better-auth's email schema has no length bound, so a megabyte "address" would be accepted,
 * stored and mailed to. An email in a body must be a valid address: longer than any real
 * address is invalid input (400 VALIDATION_ERROR "Invalid body parameters").
 */
export function emailLengthPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-email-length",
    hooks: {
      before: [
        {
          matcher: (ctx) => typeof ctx.body === "object" && ctx.body !== null,
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as Record<string, unknown>;
            for (const field of EMAIL_FIELDS) {
              const value = body[field];
              if (typeof value === "string" && value.length > MAX_EMAIL_LENGTH) {
                throw new APIError(400, { code: "VALIDATION_ERROR", message: "Invalid body parameters" });
              }
            }
          }),
        },
      ],
    },
  };
}
