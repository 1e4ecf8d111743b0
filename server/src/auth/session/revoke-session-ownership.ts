import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";

/**
 * A user may revoke only their own sessions: another user's token is 401 UNAUTHORIZED, an
 * unknown one 400 SESSION_NOT_FOUND. better-auth 1.7 answers {status: true} and does nothing
 * for another user's token (or an unknown one), so a caller cannot tell a revocation from a no-op.
 * This hook refuses both before the stock route runs; the caller's own tokens fall
 * through to it. Without a session the stock route's 401 answers.
 */
export function revokeSessionOwnershipPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-revoke-session-ownership",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/revoke-session",
          handler: createAuthMiddleware(async (ctx) => {
            const token: unknown = (ctx.body as { token?: unknown } | undefined)?.token;
            if (typeof token !== "string") return; // the route's own validation answers
            // Authoritative read: a revoked session must not act on the strength of its cache cookie.
            const current = await getSessionFromCtx(ctx, { disableCookieCache: true });
            if (!current) return;
            const target = await ctx.context.internalAdapter.findSession(token);
            if (!target)
              throw APIError.fromStatus("BAD_REQUEST", { code: "SESSION_NOT_FOUND", message: "Session not found" });
            if (target.session.userId !== current.user.id) {
              throw APIError.fromStatus("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Unauthorized" });
            }
          }),
        },
      ],
    },
  };
}
