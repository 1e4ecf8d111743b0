import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { isPlatformAdmin } from "../roles/platform.ts";

/**
 * admin/revoke-user-session answers {success: true} for a token that matches no session, so an
 * admin cannot tell a revocation from a typo. Like revoke-session (400 SESSION_NOT_FOUND "Session
 * not found"), an unknown token is refused — but only to an admin, so the route's 401/403 still
 * answer everyone else and it never tells a stranger whether a token exists.
 */
export const revokeUserSessionHook = {
  matcher: (ctx: { path?: string }) => ctx.path === "/admin/revoke-user-session",
  handler: createAuthMiddleware(async (ctx) => {
    const token: unknown = (ctx.body as { sessionToken?: unknown } | undefined)?.sessionToken;
    if (typeof token !== "string") return; // the route's own validation answers
    const caller = await getSessionFromCtx(ctx, { disableCookieCache: true });
    if (!caller || !isPlatformAdmin(caller.user)) return;
    if (!(await ctx.context.internalAdapter.findSession(token))) {
      throw APIError.from("BAD_REQUEST", { code: "SESSION_NOT_FOUND", message: "Session not found" });
    }
  }),
};
