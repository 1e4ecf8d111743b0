import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { AfterHook, BeforeHook } from "../departure-table.ts";

type HookContext = Parameters<BeforeHook["matcher"]>[0];
type MiddlewareContext = Parameters<typeof getSessionFromCtx>[0];

/**
 * Every member sees the organization's pending invitations: list-invitations lists them and
 * get-full-organization carries them, whatever the member's role (the web app's invitations tab
 * and overview count are shown to every member).
 *
 * better-auth 1.7.25 shows them only to roles that may invite (403 "You are not allowed to list
 * invitations for this organization" for the others, an empty list in get-full-organization), and
 * hides invitations to the creator role from members who do not hold it. Its reason: an invitation
 * id works as an invitation link, so whoever reads the list can accept an invitation to an address
 * that has no account yet by signing up with that address and accepting before the invitee does
 * (Gatehouse accepts with an unverified address unless REQUIRE_EMAIL_VERIFICATION is set). This
 * keeps Gatehouse's answer while that trade-off is decided; removing it is removing these two hooks
 * and their row.
 */

/** The organization's invitations, as the library's own list reads them (its default limit of 100). */
async function invitationsOf(ctx: MiddlewareContext, organizationId: string): Promise<unknown[]> {
  return ctx.context.adapter.findMany({
    model: "invitation",
    where: [{ field: "organizationId", value: organizationId }],
  });
}

/**
 * list-invitations answered for any member. The session, the organization (the query's or the
 * active one) and membership are checked as the route does; when one is missing the route answers
 * with its own refusal.
 */
export const membersListInvitations: BeforeHook = {
  matcher: (ctx: HookContext) => ctx.path === "/organization/list-invitations",
  handler: createAuthMiddleware(async (ctx) => {
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    const requested: unknown = ctx.query?.organizationId;
    if (requested !== undefined && typeof requested !== "string") return; // the route's validation answers
    const organizationId = requested || session.session.activeOrganizationId;
    if (!organizationId) return;
    const member = await ctx.context.adapter.findOne({
      model: "member",
      where: [
        { field: "organizationId", value: organizationId },
        { field: "userId", value: session.user.id },
      ],
    });
    if (!member) return;
    return ctx.json(await invitationsOf(ctx, organizationId));
  }),
};

const isOrganization = (value: unknown): value is { id: string } =>
  typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";

/** get-full-organization answered to a member (the route refuses others) carries every invitation. */
export const membersSeeFullInvitations: AfterHook = {
  matcher: (ctx: HookContext) => ctx.path === "/organization/get-full-organization",
  handler: createAuthMiddleware(async (ctx) => {
    const returned: unknown = ctx.context.returned;
    if (isAPIError(returned) || !isOrganization(returned)) return;
    return ctx.json({ ...returned, invitations: await invitationsOf(ctx, returned.id) });
  }),
};
