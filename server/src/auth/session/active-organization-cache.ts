import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { setCookieCache } from "better-auth/cookies";

/** Routes that may change the request's own active organization or team in the database. */
const CHANGING_ROUTES = new Set([
  "/organization/create",
  "/organization/accept-invitation",
  "/organization/leave",
  "/organization/remove-member",
  "/organization/delete",
]);
/** Routes that clear the active organization only when they refuse (a non-member asked). */
const CLEARING_ON_REFUSAL = new Set(["/organization/get-organization", "/organization/get-full-organization"]);

/**
 * The organization plugin sets or clears the session's active organization and team in the
 * database without re-issuing the session cookie cache on create, accept-invitation, leave,
 * remove-member and delete (accept-invitation re-issues it before setting the organization).
 * For up to COOKIE_CACHE_MAX_AGE the cached session is then stale: get-session shows
 * the old active organization, and routes that default to it (invite-member, list-members, ...)
 * refuse or act on the old one. After those routes the cache is re-issued from the database.
 *
 * Other people's sessions (a removed member, the members of a deleted organization) are not the
 * request's: their caches catch up when they expire.
 */
export function activeOrganizationCachePlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-active-organization-cache",
    hooks: {
      after: [
        {
          matcher: (ctx) => CHANGING_ROUTES.has(ctx.path ?? "") || CLEARING_ON_REFUSAL.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.context.options.session?.cookieCache?.enabled !== true) return;
            if (CLEARING_ON_REFUSAL.has(ctx.path ?? "") && !isAPIError(ctx.context.returned)) return;
            const { sessionToken, dontRememberToken } = ctx.context.authCookies;
            const token = await ctx.getSignedCookie(sessionToken.name, ctx.context.secret);
            if (!token) return;
            const stored = await ctx.context.internalAdapter.findSession(token);
            // The wall clock, as better-auth's expiresAt and its own expiry checks (kit/clock.ts).
            if (!stored || stored.session.expiresAt.getTime() <= Date.now()) return;
            const dontRemember = Boolean(await ctx.getSignedCookie(dontRememberToken.name, ctx.context.secret));
            await setCookieCache(ctx, stored, dontRemember);
          }),
        },
      ],
    },
  };
}
