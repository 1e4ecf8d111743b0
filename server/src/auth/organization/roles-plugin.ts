import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DatabaseSchema } from "../../db/schema.ts";
import { type Executor, inTransaction } from "../../db/transaction.ts";
import { memberRoles } from "../../membership/repository.ts";
import { CREATOR_ROLE, isBuiltInRole, isRoleName } from "../roles/organization.ts";
import { grantsOfRoles } from "../roles/permissions.ts";
import { organizationRoleNames } from "../roles/repository.ts";
import { followReassignedRole } from "../scim/directory-roles.ts";
import { activeOrganizationOf } from "../session/active-organization.ts";

import { checkAssignable, ROLE_ERRORS } from "./role-rules.ts";
import { findRoleIdByName, moveRoleHolders } from "./roles-repository.ts";

/** The most roles one organization may define. */
export const MAXIMUM_ROLES_PER_ORGANIZATION = 50;

const ROLES_PLUGIN_ERRORS = {
  ORGANIZATION_REQUIRED: { code: "NO_ACTIVE_ORGANIZATION", message: "No active organization" },
  NOT_A_MEMBER: {
    code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
    message: "User is not a member of the organization",
  },
  NOT_ALLOWED: {
    code: "YOU_ARE_NOT_ALLOWED_TO_REASSIGN_A_ROLE",
    message: "You are not allowed to reassign this organization's roles",
  },
  ROLE_NOT_FOUND: { code: "ROLE_NOT_FOUND", message: "Role not found" },
  OWNER_ONLY: {
    code: "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER",
    message: "Only an owner can make members owners",
  },
} as const;

type Session = { session: object; user: { id: string } };

function organizationOf(signedIn: Session, named: string | undefined): string {
  const organizationId = named ?? activeOrganizationOf(signedIn.session);
  if (!organizationId) throw APIError.fromStatus("BAD_REQUEST", ROLES_PLUGIN_ERRORS.ORGANIZATION_REQUIRED);
  return organizationId;
}

const organizationQuery = z.object({ organizationId: z.string().min(1).optional() }).optional();
const reassignBody = z.object({
  organizationId: z.string().min(1).optional(),
  /** The organization's own role whose holders move (before it is deleted). */
  roleName: z.string().min(1),
  /** The role they get instead: built-in or the organization's own. */
  toRole: z.string().min(1),
});

/** A role by what the directory's records hold: a built-in one by name, an organization's own by id. */
async function roleReference(db: Executor, organizationId: string, role: string) {
  if (isBuiltInRole(role)) return { builtInRole: role };
  const organizationRoleId = await findRoleIdByName(db, organizationId, role);
  if (!organizationRoleId) throw APIError.fromStatus("BAD_REQUEST", ROLES_PLUGIN_ERRORS.ROLE_NOT_FOUND);
  return { organizationRoleId };
}

/**
 * Gatehouse's routes beside better-auth's dynamic access control:
 * - `GET /organization/get-member-permissions`: the caller's roles in an organization and every
 *   permission they grant together, for apps and the web app to show what a person may do;
 * - `POST /organization/reassign-role`: moves every member and pending invitation holding one of
 *   the organization's own roles to another role, in one transaction, so the role can be deleted
 *   (better-auth refuses to delete a role in use); answers the role's id and how many of each
 *   moved. It needs member update and role deletion, and neither role may grant anything the
 *   caller does not hold.
 */
export function organizationRolesPlugin(db: Kysely<DatabaseSchema>) {
  return {
    id: "gatehouse-organization-roles",
    endpoints: {
      getMemberPermissions: createAuthEndpoint(
        "/organization/get-member-permissions",
        { method: "GET", query: organizationQuery, use: [sessionMiddleware] },
        async (ctx) => {
          const organizationId = organizationOf(ctx.context.session, ctx.query?.organizationId);
          const roles = await memberRoles(db, organizationId, ctx.context.session.user.id);
          if (roles.length === 0) throw APIError.fromStatus("FORBIDDEN", ROLES_PLUGIN_ERRORS.NOT_A_MEMBER);
          const grants = await grantsOfRoles(db, organizationId, roles);
          return ctx.json({ organizationId, roles, permissions: grants.toMap() });
        },
      ),
      reassignRole: createAuthEndpoint(
        "/organization/reassign-role",
        { method: "POST", body: reassignBody, use: [sessionMiddleware] },
        async (ctx) => {
          const organizationId = organizationOf(ctx.context.session, ctx.body.organizationId);
          const callerRoles = await memberRoles(db, organizationId, ctx.context.session.user.id);
          if (callerRoles.length === 0) throw APIError.fromStatus("FORBIDDEN", ROLES_PLUGIN_ERRORS.NOT_A_MEMBER);
          const caller = await grantsOfRoles(db, organizationId, callerRoles);
          if (!caller.allows("member", "update") || !caller.allows("ac", "delete"))
            throw APIError.fromStatus("FORBIDDEN", ROLES_PLUGIN_ERRORS.NOT_ALLOWED);
          const from = ctx.body.roleName.toLowerCase();
          const to = ctx.body.toRole.toLowerCase();
          const own = await organizationRoleNames(db, organizationId);
          // One role each: a name with a comma would write several into its holders' fields.
          const known = (role: string) => isRoleName(role) && (isBuiltInRole(role) || own.includes(role));
          if (!own.includes(from) || !known(to) || from === to)
            throw APIError.fromStatus("BAD_REQUEST", ROLES_PLUGIN_ERRORS.ROLE_NOT_FOUND);
          if (to === CREATOR_ROLE && !callerRoles.includes(CREATOR_ROLE))
            throw APIError.fromStatus("FORBIDDEN", ROLES_PLUGIN_ERRORS.OWNER_ONLY);
          await checkAssignable(db, organizationId, callerRoles, [to]);
          // Taking a role from its holders is changing them: not by someone holding less than it grants.
          await checkAssignable(db, organizationId, callerRoles, [from], ROLE_ERRORS.CHANGED_ROLE_WIDER_THAN_YOURS);
          const roleId = await findRoleIdByName(db, organizationId, from);
          const moved = await inTransaction(db, async (trx) => {
            const counts = await moveRoleHolders(trx, organizationId, from, to);
            if (roleId)
              await followReassignedRole(trx, organizationId, roleId, await roleReference(trx, organizationId, to));
            return counts;
          });
          return ctx.json({ roleId, ...moved });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
