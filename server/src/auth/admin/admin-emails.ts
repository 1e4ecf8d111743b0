import { createAuthMiddleware } from "better-auth/api";
import { setCookieCache } from "better-auth/cookies";
import type { AfterHook } from "../departure-table.ts";
import { isPlatformAdmin, PLATFORM_ADMIN_ROLE, PLATFORM_DEFAULT_ROLE } from "../roles/platform.ts";

/** The default role grants nothing, so it is replaced; any other role is kept beside admin. */
export const withAdminRole = (role: unknown) =>
  typeof role === "string" && role.trim() && role.trim() !== PLATFORM_DEFAULT_ROLE
    ? `${role},${PLATFORM_ADMIN_ROLE}`
    : PLATFORM_ADMIN_ROLE;

type SessionLike = {
  session: { token: string } & Record<string, unknown>;
  user: { id: string; email: string; emailVerified: boolean; role?: unknown };
};

/**
 * The first platform admins come from ADMIN_EMAILS: a listed user gets the admin role whenever
 * they are signed in (sign-up, sign-in, the verification link's sign-in, later social sign-in),
 * but only once the address is verified — otherwise anyone could sign up with, or change their
 * email to, a listed address that is not yet taken and become an admin.
 *
 * It runs after the endpoint, on the session it created, so the endpoint already read the user
 * without the role: the cookie cache it issued and the user in its body are re-issued with it
 * (otherwise admin routes would refuse the new admin until the cache expires).
 */
export function adminEmailsHook(adminEmails: readonly string[]): AfterHook {
  const listed = new Set(adminEmails);
  return {
    matcher: () => listed.size > 0,
    handler: createAuthMiddleware(async (ctx) => {
      const created = ctx.context.newSession as SessionLike | null | undefined;
      if (!created) return;
      const { user } = created;
      if (!listed.has(user.email.toLowerCase()) || !user.emailVerified || isPlatformAdmin(user)) return;
      const promoted = await ctx.context.internalAdapter.updateUser(user.id, { role: withAdminRole(user.role) });
      if (!promoted) return;
      ctx.context.newSession = { ...ctx.context.newSession, user: promoted } as typeof ctx.context.newSession;
      const dontRemember =
        ctx.context.responseHeaders
          ?.getSetCookie()
          .some((c) => c.startsWith(`${ctx.context.authCookies.dontRememberToken.name}=`) && !/max-age=0/i.test(c)) ??
        false;
      await setCookieCache(
        ctx,
        { session: created.session as Parameters<typeof setCookieCache>[1]["session"], user: promoted },
        dontRemember,
      );
      const returned: unknown = ctx.context.returned;
      if (isBodyWithUser(returned, user.id))
        return ctx.json({ ...returned, user: { ...returned.user, role: promoted.role } });
    }),
  };
}

function isBodyWithUser(
  value: unknown,
  userId: string,
): value is { user: Record<string, unknown> } & Record<string, unknown> {
  if (typeof value !== "object" || value === null || !("user" in value)) return false;
  const user = value.user;
  return typeof user === "object" && user !== null && "id" in user && user.id === userId;
}
