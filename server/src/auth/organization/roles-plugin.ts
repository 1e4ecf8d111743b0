import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DialectKind } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { memberRoles } from "../../membership/repository.ts";
import { CREATOR_ROLE, isBuiltInRole } from "../roles/organization.ts";
import { grantsOfRoles } from "../roles/permissions.ts";
import { organizationRoleNames } from "../roles/repository.ts";
import { inRequestTransaction } from "./accept-transaction.ts";
import { checkAssignable } from "./role-rules.ts";
import { findRoleNameById, moveRoleHolders } from "./roles-repository.ts";

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
  const active = (signedIn.session as { activeOrganizationId?: string | null }).activeOrganizationId;
  const organizationId = named ?? active;
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

/**
 * Gatehouse's routes beside better-auth's dynamic access control:
 * - `GET /organization/get-member-permissions`: the caller's roles in an organization and every
 *   permission they grant together, for apps and the web app to show what a person may do;
 * - `POST /organization/reassign-role`: moves every member and pending invitation holding one of
 *   the organization's own roles to another role, in one transaction, so the role can be deleted
 *   (better-auth refuses to delete a role in use). It needs member update and role deletion, and
 *   the new role may grant nothing the caller does not hold.
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
          if (!own.includes(from) || (!isBuiltInRole(to) && !own.includes(to)) || from === to)
            throw APIError.fromStatus("BAD_REQUEST", ROLES_PLUGIN_ERRORS.ROLE_NOT_FOUND);
          if (to === CREATOR_ROLE && !callerRoles.includes(CREATOR_ROLE))
            throw APIError.fromStatus("FORBIDDEN", ROLES_PLUGIN_ERRORS.OWNER_ONLY);
          await checkAssignable(db, organizationId, callerRoles, [to]);
          return ctx.json(await moveRoleHolders(db, organizationId, from, to));
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

type RoleUpdateAnswer = { roleData?: { organizationId?: unknown; role?: unknown } };

async function answerOf(result: unknown): Promise<RoleUpdateAnswer | null> {
  if (result instanceof Response) return result.ok ? ((await result.clone().json()) as RoleUpdateAnswer) : null;
  return typeof result === "object" && result !== null ? (result as RoleUpdateAnswer) : null;
}

/**
 * update-role renaming a role: better-auth renames the role but leaves its members and
 * invitations holding the old name, which then grants nothing. Gatehouse runs the update and the
 * move of its holders to the new name in one transaction.
 */
export function renamingHolders<T extends object>(db: Kysely<DatabaseSchema>, kind: DialectKind, original: T): T {
  const call = original as unknown as (ctx: unknown) => Promise<unknown>;
  const endpoint = async (ctx: unknown) => {
    const body = ((ctx as { body?: unknown }).body ?? {}) as { roleName?: unknown; roleId?: unknown; data?: unknown };
    const renames = typeof (body.data as { roleName?: unknown } | undefined)?.roleName === "string";
    if (!renames) return call(ctx);
    return inRequestTransaction(db, kind, ctx, async (trx) => {
      const previous =
        typeof body.roleName === "string"
          ? body.roleName
          : typeof body.roleId === "string"
            ? await findRoleNameById(trx, body.roleId)
            : undefined;
      const result = await call(ctx);
      const answer = (await answerOf(result))?.roleData;
      const { organizationId, role } = answer ?? {};
      if (previous && typeof organizationId === "string" && typeof role === "string" && role !== previous)
        await moveRoleHolders(trx, organizationId, previous, role);
      return result;
    });
  };
  // better-call's router reads the endpoint's path and options off the function.
  return Object.assign(endpoint, original) as unknown as T;
}
