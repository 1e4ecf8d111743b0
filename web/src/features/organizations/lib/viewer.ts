import type { FullOrganization } from "../../../lib/auth-client";
import {
  abilitiesOf,
  builtInPermissions,
  isBuiltInRole,
  missingPermissions,
  ORGANIZATION_ROLES,
  type OrganizationAbilities,
  type PermissionMap,
  parseRoles,
} from "../../../lib/permissions";
import type { MemberPermissions } from "../hooks/use-member-permissions";

/** The signed-in person as a member of one organization: who they are and what they may do. */
export interface Viewer {
  userId: string;
  memberId: string | null;
  roles: string[];
  /** Every permission their roles grant together, as the server answered. */
  permissions: PermissionMap;
  can: OrganizationAbilities;
  isOwner: boolean;
}

export function viewerOf(organization: FullOrganization, userId: string, granted: MemberPermissions): Viewer {
  const member = organization.members.find((m) => m.userId === userId);
  const roles = granted.roles.length > 0 ? parseRoles(granted.roles) : parseRoles(member?.role);
  return {
    userId,
    memberId: member?.id ?? null,
    roles,
    permissions: granted.permissions,
    can: abilitiesOf(granted.permissions),
    isOwner: roles.includes("owner"),
  };
}

/**
 * A role as the screens offer it. `permissions` is null for one of the organization's own roles
 * whose definition the viewer may not read (list-roles needs `ac: read`): only its name is known,
 * from the member or invitation holding it.
 */
export interface RoleDefinition {
  name: string;
  builtIn: boolean;
  description: string | null;
  permissions: PermissionMap | null;
}

interface OwnRoleRow {
  role: string;
  description?: string | null;
  permission: PermissionMap;
}

/** The built-in roles, then the organization's own (null: not readable by the viewer). */
export function roleDefinitions(own: readonly OwnRoleRow[] | null): RoleDefinition[] {
  const definitions: RoleDefinition[] = ORGANIZATION_ROLES.map((name) => ({
    name,
    builtIn: true,
    description: null,
    permissions: builtInPermissions(name),
  }));
  const ownSorted = [...(own ?? [])].sort((a, b) => a.role.localeCompare(b.role));
  for (const row of ownSorted)
    definitions.push({
      name: row.role,
      builtIn: false,
      description: row.description || null,
      permissions: row.permission,
    });
  return definitions;
}

/** `definitions` plus, by name only, the roles of `names` it lacks (held by a member, definition unreadable). */
export function withHeldRoles(definitions: readonly RoleDefinition[], names: readonly string[]): RoleDefinition[] {
  const unknown = names.filter((name) => !isBuiltInRole(name) && !definitions.some((d) => d.name === name));
  return [...definitions, ...unknown.map((name) => ({ name, builtIn: false, description: null, permissions: null }))];
}

/** Why the viewer may not give a role: only owners give the owner role; no one gives more than they hold. */
export type RoleBlock = "ownerOnly" | "grantsMore" | null;

export function blockOf(viewer: Viewer, definition: RoleDefinition): RoleBlock {
  if (definition.name === "owner" && !viewer.isOwner) return "ownerOnly";
  if (viewer.isOwner || definition.permissions === null) return null;
  return missingPermissions(viewer.permissions, definition.permissions).length > 0 ? "grantsMore" : null;
}

/**
 * The server's rules on top of member update: only an owner changes or removes an owner, and no one
 * changes a member whose roles grant more than theirs. Roles whose definitions the viewer cannot
 * read are left to the server to judge.
 */
export function mayManage(
  viewer: Viewer,
  targetRole: string | null | undefined,
  definitions: readonly RoleDefinition[],
): boolean {
  if (viewer.isOwner) return true;
  return parseRoles(targetRole).every((role) => {
    const definition = definitions.find((d) => d.name === role);
    return definition ? blockOf(viewer, definition) === null : role !== "owner";
  });
}

/** Removing a member: only an owner removes an owner (the server checks nothing more of their roles). */
export function mayRemove(viewer: Viewer, targetRole: string | null | undefined): boolean {
  return viewer.isOwner || !parseRoles(targetRole).includes("owner");
}

/**
 * Single sign-on is @better-auth/sso's, which lets an organization's owners and admins register
 * providers by those role names, not by permissions: the screen follows the library.
 */
export function managesSso(viewer: Viewer): boolean {
  return viewer.roles.includes("owner") || viewer.roles.includes("admin");
}
