import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { isPlatformAdmin } from "../roles/platform.ts";

/**
 * admin/create-user refuses a taken address with 400 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL;
 * sign-up answers the same case 422 USER_ALREADY_EXISTS "User already exists" (Gatehouse's wording,
 * see spec-error-messages.ts). An after hook can reword an error but not change its status, so the
 * address is checked here, ahead of the route, with sign-up's answer. Only for admins: anyone
 * else gets the route's 401/403 and learns nothing about which addresses exist.
 */
export const createUserExistsHook = {
  matcher: (ctx: { path?: string }) => ctx.path === "/admin/create-user",
  handler: createAuthMiddleware(async (ctx) => {
    const email: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string") return; // the route's own validation answers
    const caller = await getSessionFromCtx(ctx, { disableCookieCache: true });
    if (!caller || !isPlatformAdmin(caller.user)) return;
    if (await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase())) {
      throw APIError.from("UNPROCESSABLE_ENTITY", { code: "USER_ALREADY_EXISTS", message: "User already exists" });
    }
  }),
};
