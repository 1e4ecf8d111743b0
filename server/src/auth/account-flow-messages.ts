import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";

/**
 * SPEC §8 wording for the account-flow errors whose better-auth 1.7 message differs. Keyed by
 * the error code better-auth sets, so clients that branch on `code` see no change; only the
 * human text follows SPEC.
 */
export const ACCOUNT_FLOW_MESSAGES: Readonly<Record<string, string>> = {
  EMAIL_MISMATCH: "You can only send a verification email to your own email",
  EMAIL_ALREADY_VERIFIED: "You can only send a verification email to an unverified email",
  INVALID_TOKEN: "invalid token",
  PASSWORD_ALREADY_SET: "user already has a password",
};

/**
 * Rewrites the message of an error a route returned. The status is kept: the dispatcher
 * answers with the route's original status whatever an after hook returns.
 */
export function accountFlowMessagesPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-account-flow-messages",
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (!isAPIError(returned)) return;
            const code = returned.body?.code;
            const message = code === undefined ? undefined : ACCOUNT_FLOW_MESSAGES[code];
            if (message === undefined || returned.body?.message === message) return;
            throw new APIError(returned.status, { ...returned.body, message });
          }),
        },
      ],
    },
  };
}
