import type { FullOrganization } from "../../../lib/auth-client";
import { abilitiesOf, type OrganizationAbilities, type OrganizationRole, parseRoles } from "../../../lib/permissions";

/** The signed-in person as a member of one organization: who they are and what they may do. */
export interface Viewer {
  userId: string;
  memberId: string | null;
  roles: OrganizationRole[];
  can: OrganizationAbilities;
  isOwner: boolean;
}

export function viewerOf(organization: FullOrganization, userId: string): Viewer {
  const member = organization.members.find((m) => m.userId === userId);
  const roles = parseRoles(member?.role);
  return {
    userId,
    memberId: member?.id ?? null,
    roles,
    can: abilitiesOf(roles),
    isOwner: roles.includes("owner"),
  };
}

/**
 * better-auth's rule on top of the role permissions: only an owner may change or remove an owner, or hand out
 * the owner role. The server refuses otherwise; the screens follow it.
 */
export function mayManage(viewer: Viewer, targetRole: string | null | undefined): boolean {
  return viewer.isOwner || !parseRoles(targetRole).includes("owner");
}

/** Roles the viewer may give (owner only by owners). */
export function assignableRoles(viewer: Viewer): OrganizationRole[] {
  return viewer.isOwner ? ["owner", "admin", "member"] : ["admin", "member"];
}
