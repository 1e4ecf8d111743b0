import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Kysely } from "kysely";
import { isTrue } from "../../db/column-types.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { Executor } from "../../db/transaction.ts";
import type { BeforeHook } from "../departure-table.ts";
import { grantsOfRoles, parseRoleField } from "../roles/permissions.ts";
import {
  findOrganizationIdBySlug,
  findOrganizationIdOfInvitation,
  findOrganizationIdOfTeam,
  findTwoFactorRequirement,
} from "./repository.ts";

export const TWO_FACTOR_REQUIRED = {
  code: "TWO_FACTOR_REQUIRED",
  message:
    "This organization requires two-factor authentication: enable it in your account's security settings to continue",
} as const;

export const OWN_TWO_FACTOR_FIRST = {
  code: "ENABLE_TWO_FACTOR_FIRST",
  message: "Enable two-factor authentication on your own account before requiring it of members",
} as const;

export const ONLY_OWNERS_REQUIRE_TWO_FACTOR = {
  code: "ONLY_OWNERS_CAN_REQUIRE_TWO_FACTOR",
  message: "Only an owner can change whether members must use two-factor authentication",
} as const;

/**
 * Whether a member of an organization is held back by its two-factor requirement: the
 * organization requires it and the user has not enabled it. False for non-members, who get the
 * routes' own "not a member" answers.
 */
export async function lacksRequiredTwoFactor(db: Executor, organizationId: string, userId: string): Promise<boolean> {
  const row = await findTwoFactorRequirement(db, organizationId, userId);
  return row !== undefined && isTrue(row.requireTwoFactor) && !isTrue(row.twoFactorEnabled);
}

/** Organization routes that do not reach one organization's data: open to members without two-factor. */
const OUTSIDE_ONE_ORGANIZATION = new Set([
  "/organization/create",
  "/organization/list",
  "/organization/check-slug",
  "/organization/accept-invitation",
  "/organization/reject-invitation",
  "/organization/get-invitation",
  "/organization/list-user-invitations",
  "/organization/list-user-teams",
  "/organization/leave",
]);

type Input = Record<string, unknown>;
const text = (input: Input, key: string) => (typeof input[key] === "string" ? (input[key] as string) : undefined);

/** The organization a request acts on, as the library would choose it: named, or found from what it names, or active. */
async function targetOrganization(
  db: Kysely<DatabaseSchema>,
  path: string,
  input: Input,
  activeOrganizationId: string | null | undefined,
): Promise<string | null> {
  const named = text(input, "organizationId");
  if (named) return named;
  const slug = text(input, "organizationSlug");
  if (slug) return (await findOrganizationIdBySlug(db, slug)) ?? null;
  const invitationId = text(input, "invitationId");
  if (invitationId) return (await findOrganizationIdOfInvitation(db, invitationId)) ?? null;
  const teamId = text(input, "teamId");
  if (teamId) {
    const organizationId = await findOrganizationIdOfTeam(db, teamId);
    if (organizationId !== undefined) return organizationId;
  }
  // set-active without an id clears the active organization: nothing is reached.
  if (path === "/organization/set-active") return null;
  return activeOrganizationId ?? null;
}

/**
 * Gatehouse's own: a member of an organization that requires two-factor, who has not
 * enabled it, is refused that organization's routes (403 TWO_FACTOR_REQUIRED) until they do. Leaving,
 * listing one's organizations and answering invitations stay open. /v1 makes the same check in
 * billing/api-access/access.ts; organization access tokens are not affected.
 */
export function organizationTwoFactorRule(db: Kysely<DatabaseSchema>): BeforeHook {
  return {
    matcher: (ctx) => ctx.path?.startsWith("/organization/") === true && !OUTSIDE_ONE_ORGANIZATION.has(ctx.path),
    handler: createAuthMiddleware(async (ctx) => {
      const session = await getSessionFromCtx(ctx);
      if (!session) return;
      const input = { ...(ctx.query ?? {}), ...(ctx.body ?? {}) } as Input;
      const organizationId = await targetOrganization(db, ctx.path, input, session.session.activeOrganizationId);
      if (organizationId && (await lacksRequiredTwoFactor(db, organizationId, session.user.id))) {
        throw APIError.from("FORBIDDEN", TWO_FACTOR_REQUIRED);
      }
    }),
  };
}

/** organizationHooks.beforeCreateOrganization: an organization created requiring two-factor needs a creator who has it. */
export async function checkTwoFactorRequirementAtCreate({
  organization,
  user,
}: {
  organization: Record<string, unknown>;
  user: Record<string, unknown>;
}) {
  if (organization.requireTwoFactor === true && user.twoFactorEnabled !== true) {
    throw APIError.from("BAD_REQUEST", OWN_TWO_FACTOR_FIRST);
  }
}

type UpdateHookInput = {
  organization: Record<string, unknown>;
  user: Record<string, unknown>;
  member: { role: string; organizationId: string };
};

/**
 * organizationHooks.beforeUpdateOrganization: only a member whose roles grant the security
 * permission (among the built-in roles, owners) changes the requirement, and only after enabling
 * two-factor themselves (so they cannot lock themselves out).
 */
export const checkTwoFactorRequirementChange =
  (db: Executor) =>
  async ({ organization, user, member }: UpdateHookInput) => {
    if (organization.requireTwoFactor === undefined) return;
    const grants = await grantsOfRoles(db, member.organizationId, parseRoleField(member.role));
    if (!grants.allows("security", "update")) throw APIError.from("FORBIDDEN", ONLY_OWNERS_REQUIRE_TWO_FACTOR);
    if (organization.requireTwoFactor === true && user.twoFactorEnabled !== true) {
      throw APIError.from("BAD_REQUEST", OWN_TWO_FACTOR_FIRST);
    }
  };
