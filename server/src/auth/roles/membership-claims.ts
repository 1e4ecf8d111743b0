import type { Executor } from "../../db/transaction.ts";
import { findMemberRoles } from "../../membership/repository.ts";
import { activeOrganizationOf } from "../session/active-organization.ts";
import { grantsOfRoles, type PermissionMap } from "./permissions.ts";

/**
 * A member's standing in one organization as signed tokens carry it: the roles they hold (built-in
 * or the organization's own, by name) and every permission those roles grant together, so a
 * service verifying the token decides by permission without asking Gatehouse what a role means.
 */
export type MembershipClaim = { id: string; roles: string[]; permissions: PermissionMap };

/** The claim for `roles` held in `organizationId`. */
export async function membershipClaim(
  db: Executor,
  organizationId: string,
  roles: readonly string[],
): Promise<MembershipClaim> {
  const grants = await grantsOfRoles(db, organizationId, roles);
  return { id: organizationId, roles: [...roles], permissions: grants.toMap() };
}

/**
 * The `organization` claim of `/api/auth/token`: the user's membership in the session's active
 * organization, or null without one — also when the user has since left it, so a token never
 * speaks for an organization they no longer belong to.
 */
export async function activeOrganizationClaim(
  db: Executor,
  { user, session }: { user: { id: string }; session: object },
): Promise<MembershipClaim | null> {
  const organizationId = activeOrganizationOf(session);
  if (organizationId === null) return null;
  const roles = await findMemberRoles(db, organizationId, user.id);
  return roles ? membershipClaim(db, organizationId, roles) : null;
}
