import {
  type Action,
  type BillingResource,
  billingResources,
  identityResources,
  isBuiltInRole,
  type OrganizationRole,
  organizationRoles,
  organizationStatements,
  type Resource,
} from "../../../server/src/auth/roles/organization.ts";
import { i18n } from "../i18n/i18n";

/**
 * Organization permissions for the web app. The catalogue and the built-in roles are the server's
 * own (server/src/auth/roles/organization.ts, which imports nothing but better-auth's access
 * helpers), so the two cannot drift. What a person may do is the server's answer
 * (get-member-permissions: the union of their roles, built-in or the organization's own); the app
 * only uses it to hide or disable what would be refused. The server checks every request itself.
 */
export const BILLING_RESOURCES = billingResources;
export const IDENTITY_RESOURCES = identityResources;
export const PERMISSION_CATALOGUE = organizationStatements;
export type { Action, BillingResource, OrganizationRole, Resource };
export { isBuiltInRole };

export const ORGANIZATION_ROLES: readonly OrganizationRole[] = ["owner", "admin", "member"];

/** Permissions as resource → actions, the shape the server answers and roles store them in. */
export type PermissionMap = Readonly<Partial<Record<string, readonly string[]>>>;

/** Whether `permissions` hold `resource: [action]`. */
export function allows<R extends Resource>(permissions: PermissionMap, resource: R, action: Action<R>): boolean {
  return permissions[resource]?.includes(action) ?? false;
}

/** The permissions of `wanted` that `held` lacks, as `resource:action` (the server's wording). */
export function missingPermissions(held: PermissionMap, wanted: PermissionMap): string[] {
  return Object.entries(wanted).flatMap(([resource, actions = []]) =>
    actions.filter((action) => !held[resource]?.includes(action)).map((action) => `${resource}:${action}`),
  );
}

/** What a built-in role grants, in the catalogue's shape. */
export function builtInPermissions(role: OrganizationRole): PermissionMap {
  return organizationRoles[role].statements as PermissionMap;
}

/** A role's name as people read it: the built-in ones translated, the organization's own as named. */
export function roleLabel(role: string): string {
  switch (role) {
    case "owner":
      return i18n.t("common:roles.owner");
    case "admin":
      return i18n.t("common:roles.admin");
    case "member":
      return i18n.t("common:roles.member");
    default:
      return role;
  }
}

/** A member's role field may hold several comma-separated roles ("admin,billing"), built-in or the organization's own. */
export function parseRoles(role: string | readonly string[] | null | undefined): string[] {
  const parts = Array.isArray(role) ? role : typeof role === "string" ? role.split(",") : [];
  return [...new Set(parts.map((part: string) => part.trim()).filter(Boolean))];
}

/** Everything the organization screens need to know about the viewer, computed once. */
export interface OrganizationAbilities {
  updateOrganization: boolean;
  deleteOrganization: boolean;
  inviteMembers: boolean;
  cancelInvitations: boolean;
  updateMembers: boolean;
  removeMembers: boolean;
  createTeams: boolean;
  updateTeams: boolean;
  deleteTeams: boolean;
  readApiKeys: boolean;
  readRoles: boolean;
  createRoles: boolean;
  updateRoles: boolean;
  deleteRoles: boolean;
  readScim: boolean;
  writeScim: boolean;
  readAuditLog: boolean;
  readOAuthClients: boolean;
  writeOAuthClients: boolean;
  updateSecurity: boolean;
}

export function abilitiesOf(permissions: PermissionMap): OrganizationAbilities {
  return {
    updateOrganization: allows(permissions, "organization", "update"),
    deleteOrganization: allows(permissions, "organization", "delete"),
    inviteMembers: allows(permissions, "invitation", "create"),
    cancelInvitations: allows(permissions, "invitation", "cancel"),
    updateMembers: allows(permissions, "member", "update"),
    removeMembers: allows(permissions, "member", "delete"),
    createTeams: allows(permissions, "team", "create"),
    updateTeams: allows(permissions, "team", "update"),
    deleteTeams: allows(permissions, "team", "delete"),
    readApiKeys: allows(permissions, "apiKey", "read"),
    readRoles: allows(permissions, "ac", "read"),
    createRoles: allows(permissions, "ac", "create"),
    updateRoles: allows(permissions, "ac", "update"),
    deleteRoles: allows(permissions, "ac", "delete"),
    readScim: allows(permissions, "scim", "read"),
    writeScim: allows(permissions, "scim", "write"),
    readAuditLog: allows(permissions, "auditLog", "read"),
    readOAuthClients: allows(permissions, "oauthClient", "read"),
    writeOAuthClients: allows(permissions, "oauthClient", "write"),
    updateSecurity: allows(permissions, "security", "update"),
  };
}

/** Per billing resource: may the viewer read it, may they create, edit and delete? */
export type BillingAbilities = Record<BillingResource, { read: boolean; write: boolean }>;

export function billingAbilitiesOf(permissions: PermissionMap): BillingAbilities {
  return Object.fromEntries(
    BILLING_RESOURCES.map((resource) => [
      resource,
      { read: allows(permissions, resource, "read"), write: allows(permissions, resource, "write") },
    ]),
  ) as BillingAbilities;
}

/** Platform roles live on the user (admin plugin); several may be comma-separated too. */
export function isPlatformAdmin(role: string | null | undefined): boolean {
  return (role ?? "")
    .split(",")
    .map((r) => r.trim())
    .includes("admin");
}
