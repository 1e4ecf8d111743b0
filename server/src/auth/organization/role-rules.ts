import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Executor } from "../../db/transaction.ts";
import { memberRoles } from "../../membership/repository.ts";
import type { BeforeHook } from "../departure-table.ts";
import { CREATOR_ROLE, isBuiltInRole } from "../roles/organization.ts";
import { grantsOfRoles, parseRoleField } from "../roles/permissions.ts";
import { activeOrganizationOf } from "../session/active-organization.ts";
import { checkRoleInput, type RoleInput } from "./role-input.ts";
import { countPendingInvitationsWithRole, findMemberById, findRoleNameById } from "./roles-repository.ts";

export const ROLE_ERRORS = {
  ROLE_WIDER_THAN_YOURS: {
    code: "ROLE_GRANTS_MORE_THAN_YOU_HOLD",
    message: "You cannot give a role that grants more than you hold",
  },
  CHANGED_ROLE_WIDER_THAN_YOURS: {
    code: "ROLE_GRANTS_MORE_THAN_YOU_HOLD",
    message: "You cannot change a role that grants more than you hold",
  },
  MEMBER_WIDER_THAN_YOU: {
    code: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER",
    message: "You are not allowed to update this member",
  },
  ROLE_IS_INVITED: {
    code: "ROLE_IS_ASSIGNED_TO_INVITATIONS",
    message: "Cannot delete a role that pending invitations carry; reassign them first",
  },
} as const;

/**
 * Whoever hands out roles holds at least what they hand out: the roles given (to a member or an
 * invitation) must grant nothing the assigner's own roles do not. The creator role (owner) holds
 * every permission, so owners are never refused here; the library's own rules about who may give
 * the owner role still apply.
 */
export async function checkAssignable(
  db: Executor,
  organizationId: string,
  assignerRoles: readonly string[],
  givenRoles: readonly string[],
  refusal: RoleRefusal = ROLE_ERRORS.ROLE_WIDER_THAN_YOURS,
): Promise<void> {
  if (assignerRoles.includes(CREATOR_ROLE)) return;
  const assigner = await grantsOfRoles(db, organizationId, assignerRoles);
  const given = await grantsOfRoles(db, organizationId, givenRoles);
  const missingPermissions = assigner.missingOf(given.toMap());
  if (missingPermissions.length > 0) throw APIError.fromStatus("FORBIDDEN", { ...refusal, missingPermissions });
}

type RoleRefusal = { code: string; message: string };

/** organizationHooks.beforeCreateInvitation: an invitation's roles grant no more than its inviter holds. */
export const checkInvitationRoles =
  (db: Executor) =>
  async ({
    invitation,
    inviter,
  }: {
    invitation: { organizationId: string; role: string };
    inviter: { id: string };
  }) => {
    const inviterRoles = await memberRoles(db, invitation.organizationId, inviter.id);
    await checkAssignable(db, invitation.organizationId, inviterRoles, parseRoleField(invitation.role));
  };

const bodyOf = (ctx: { body?: unknown }) => (ctx.body ?? {}) as Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * update-member-role: no one gives a member (themselves included) roles granting more than they
 * hold, nor changes a member whose roles grant more than theirs. better-auth checks only that the
 * assigner may update members and that only owners give or take the owner role; its typed hook
 * is told the member's user, not who is acting, so this is a before hook.
 */
export const memberRoleEscalationRule = (db: Executor): BeforeHook => ({
  matcher: (ctx) => ctx.path === "/organization/update-member-role",
  handler: createAuthMiddleware(async (ctx) => {
    const body = bodyOf(ctx);
    const memberId = text(body.memberId);
    const given = parseRoleField(Array.isArray(body.role) ? body.role : text(body.role));
    if (!memberId || given.length === 0) return;
    const caller = await callerOf(db, ctx);
    if (!caller) return;
    const { organizationId, roles: assignerRoles } = caller;
    const target = await findMemberById(db, memberId);
    // Another organization's member, or none: the library answers.
    if (!target || target.organizationId !== organizationId) return;
    if (assignerRoles.length === 0 || assignerRoles.includes(CREATOR_ROLE)) return;
    // Only owners give the owner role: the library refuses everyone else, in its own words.
    if (given.includes(CREATOR_ROLE)) return;
    const assigner = await grantsOfRoles(db, organizationId, assignerRoles);
    // Without member update the library refuses with its own message.
    if (!assigner.allows("member", "update")) return;
    const current = await grantsOfRoles(db, organizationId, parseRoleField(target.role));
    if (assigner.missingOf(current.toMap()).length > 0)
      throw APIError.fromStatus("FORBIDDEN", ROLE_ERRORS.MEMBER_WIDER_THAN_YOU);
    await checkAssignable(db, organizationId, assignerRoles, given);
  }),
});

/**
 * create-role and update-role: what is written must be a role (checkRoleInput), and no one changes
 * a role granting more than they hold — the library checks only that the permissions written are
 * held, so a narrower editor could otherwise strip or rename a wider role its holders depend on.
 */
export const roleDefinitionRule = (db: Executor): BeforeHook => ({
  matcher: (ctx) => ctx.path === "/organization/create-role" || ctx.path === "/organization/update-role",
  handler: createAuthMiddleware(async (ctx) => {
    const body = bodyOf(ctx);
    if (ctx.path === "/organization/create-role") {
      const { description } = (body.additionalFields ?? {}) as RoleInput;
      checkRoleInput({ name: body.role, description, permission: body.permission });
      return;
    }
    const data = (body.data ?? {}) as RoleInput & { roleName?: unknown };
    checkRoleInput({ name: data.roleName, description: data.description, permission: data.permission });
    const caller = await callerOf(db, ctx);
    if (!caller || caller.roles.includes(CREATOR_ROLE)) return;
    // Whoever may not update roles is refused by the library, before anything is said about the role.
    if (!(await grantsOfRoles(db, caller.organizationId, caller.roles)).allows("ac", "update")) return;
    const role = text(body.roleName) ?? (await findRoleNameById(db, text(body.roleId), caller.organizationId));
    // A built-in role or none: the library answers that there is no such role.
    if (!role || isBuiltInRole(role)) return;
    await checkAssignable(db, caller.organizationId, caller.roles, [role], ROLE_ERRORS.CHANGED_ROLE_WIDER_THAN_YOURS);
  }),
});

/** The signed-in caller's organization (named in the body or active) and roles there, or null. */
export async function callerOf(db: Executor, ctx: Parameters<typeof getSessionFromCtx>[0]) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return null;
  const organizationId = text(bodyOf(ctx).organizationId) ?? activeOrganizationOf(session.session);
  if (!organizationId) return null;
  return { organizationId, roles: await memberRoles(db, organizationId, session.user.id) };
}

/**
 * delete-role: better-auth refuses to delete a role members hold, but not one pending invitations
 * carry, whose accept would then make a member of a role that no longer exists.
 */
export const invitedRoleDeletionRule = (db: Executor): BeforeHook => ({
  matcher: (ctx) => ctx.path === "/organization/delete-role",
  handler: createAuthMiddleware(async (ctx) => {
    const body = bodyOf(ctx);
    const caller = await callerOf(db, ctx);
    if (!caller) return;
    const { organizationId } = caller;
    // Whoever may not delete roles is refused by the library, before anything is said about the role.
    if (!(await grantsOfRoles(db, organizationId, caller.roles)).allows("ac", "delete")) return;
    const role = text(body.roleName) ?? (await findRoleNameById(db, text(body.roleId), organizationId));
    if (!role) return;
    if ((await countPendingInvitationsWithRole(db, organizationId, role)) > 0)
      throw APIError.fromStatus("BAD_REQUEST", ROLE_ERRORS.ROLE_IS_INVITED);
  }),
});

/**
 * invite-member with `resend`: better-auth renews a pending invitation without its
 * beforeCreateInvitation hook, so the rule that no invitation carries roles wider than its
 * inviter is checked here for a resend. Whoever may not invite is refused by the library.
 */
export const resentInvitationRule = (db: Executor): BeforeHook => ({
  matcher: (ctx) => ctx.path === "/organization/invite-member",
  handler: createAuthMiddleware(async (ctx) => {
    const body = bodyOf(ctx);
    if (body.resend !== true) return;
    const given = parseRoleField(Array.isArray(body.role) ? (body.role as string[]) : text(body.role));
    if (given.length === 0) return;
    const inviter = await callerOf(db, ctx);
    if (!inviter) return;
    const { organizationId, roles } = inviter;
    if (!(await grantsOfRoles(db, organizationId, roles)).allows("invitation", "create")) return;
    await checkAssignable(db, organizationId, roles, given);
  }),
});
