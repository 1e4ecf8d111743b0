import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Executor } from "../../db/transaction.ts";
import type { BeforeHook } from "../departure-table.ts";
import { grantsOfRoles, parseRoleField } from "../roles/permissions.ts";

type Invitation = { id: string; organizationId: string; email: string; status: string; expiresAt: Date | string };

const isOpen = (invitation: Invitation) =>
  invitation.status === "pending" && new Date(invitation.expiresAt) > new Date();
const refusal = (status: "BAD_REQUEST" | "FORBIDDEN", code: string, message: string) =>
  new APIError(status, { code, message });

/**
 * Only a pending, unexpired invitation becomes rejected or canceled. better-auth 1.7
 * rejects expired invitations, cancels invitations in any state, and writes both without
 * asking that the invitation still be pending, so a reject or cancel racing an accept can
 * leave a member behind an invitation marked rejected or canceled. These hooks answer both
 * routes themselves, with the library's checks and wording, and move the invitation out of
 * "pending" in one conditional UPDATE, as the library's accept does: whichever comes second
 * finds it no longer pending. Without a session or with a malformed body, the library answers.
 */
export const invitationTransitions = (db: Executor): BeforeHook[] => [
  {
    matcher: (ctx) => ctx.path === "/organization/reject-invitation",
    handler: createAuthMiddleware(async (ctx) => {
      const found = await load(ctx);
      if (!found) return;
      const { invitation, session } = found;
      const notFound = () => refusal("BAD_REQUEST", "INVITATION_NOT_FOUND", "Invitation not found!");
      if (invitation?.status !== "pending") throw notFound();
      if (invitation.email.toLowerCase() !== session.user.email.toLowerCase()) {
        throw refusal(
          "FORBIDDEN",
          "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION",
          "You are not the recipient of the invitation",
        );
      }
      if (!isOpen(invitation) || !(await settle(ctx, invitation.id, "rejected"))) throw notFound();
      return ctx.json({ invitation: { ...invitation, status: "rejected" }, member: null });
    }),
  },
  {
    matcher: (ctx) => ctx.path === "/organization/cancel-invitation",
    handler: createAuthMiddleware(async (ctx) => {
      const found = await load(ctx);
      if (!found) return;
      const { invitation, session } = found;
      const notFound = () => refusal("BAD_REQUEST", "INVITATION_NOT_FOUND", "Invitation not found");
      if (!invitation) throw notFound();
      const member = await ctx.context.adapter.findOne<{ role: string }>({
        model: "member",
        where: [
          { field: "organizationId", value: invitation.organizationId },
          { field: "userId", value: session.user.id },
        ],
      });
      if (!member) throw refusal("BAD_REQUEST", "MEMBER_NOT_FOUND", "Member not found");
      const grants = await grantsOfRoles(db, invitation.organizationId, parseRoleField(member.role));
      if (!grants.allows("invitation", "cancel"))
        throw refusal(
          "FORBIDDEN",
          "YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION",
          "You are not allowed to cancel this invitation",
        );
      if (!isOpen(invitation) || !(await settle(ctx, invitation.id, "canceled"))) throw notFound();
      return ctx.json({ ...invitation, status: "canceled" });
    }),
  },
];

type MiddlewareContext = Parameters<typeof getSessionFromCtx>[0];

/** The session and the invitation the body names; undefined when the library should answer. */
async function load(ctx: MiddlewareContext) {
  const invitationId = (ctx.body as { invitationId?: unknown } | undefined)?.invitationId;
  if (typeof invitationId !== "string") return undefined;
  const session = await getSessionFromCtx(ctx);
  if (!session) return undefined;
  const invitation = await ctx.context.adapter.findOne<Invitation>({
    model: "invitation",
    where: [{ field: "id", value: invitationId }],
  });
  return { session, invitation };
}

/** pending -> status, only if still pending; false when another request settled it first. */
async function settle(ctx: MiddlewareContext, id: string, status: "rejected" | "canceled"): Promise<boolean> {
  const changed = await ctx.context.adapter.updateMany({
    model: "invitation",
    where: [
      { field: "id", value: id },
      { field: "status", value: "pending" },
    ],
    update: { status },
  });
  return changed > 0;
}
