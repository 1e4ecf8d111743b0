import {
  type BillingResource,
  billingResources,
  type OrganizationRole,
  organizationRoles,
  type organizationStatements,
} from "../../../server/src/auth/roles/organization.ts";
import { i18n } from "../i18n/i18n";

/**
 * Organization permissions for the web app: which role may do what. The statements and roles are
 * the server's own (server/src/auth/roles/organization.ts, which imports nothing but
 * better-auth's access helpers), so the two cannot drift. The server checks every request
 * itself; the app only uses this to hide or disable actions a role may not take.
 */
export const BILLING_RESOURCES = billingResources;
export type { BillingResource, OrganizationRole };

type Statements = typeof organizationStatements;
export type Resource = keyof Statements;
export type Action<R extends Resource> = Statements[R][number];

export const ORGANIZATION_ROLES: readonly OrganizationRole[] = ["owner", "admin", "member"];

/** Each role's name, read when shown (getters), so it follows the page's language. */
export const ROLE_LABELS: Readonly<Record<OrganizationRole, string>> = {
  get owner() {
    return i18n.t("common:roles.owner");
  },
  get admin() {
    return i18n.t("common:roles.admin");
  },
  get member() {
    return i18n.t("common:roles.member");
  },
};

function isOrganizationRole(value: string): value is OrganizationRole {
  return (ORGANIZATION_ROLES as readonly string[]).includes(value);
}

/** A member's role field may hold several comma-separated roles ("admin,member"). */
export function parseRoles(role: string | readonly string[] | null | undefined): OrganizationRole[] {
  const parts = Array.isArray(role) ? role : typeof role === "string" ? role.split(",") : [];
  const roles = parts.map((part: string) => part.trim()).filter(isOrganizationRole);
  return [...new Set(roles)];
}

/** Allowed when any one of the member's roles grants the action, by the server's own role objects. */
export function can<R extends Resource>(
  role: string | readonly string[] | null | undefined,
  resource: R,
  action: Action<R>,
): boolean {
  const request = { [resource]: [action] } as Parameters<(typeof organizationRoles)[OrganizationRole]["authorize"]>[0];
  return parseRoles(role).some((r) => organizationRoles[r].authorize(request).success);
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
  manageApiKeys: boolean;
}

export function abilitiesOf(role: string | readonly string[] | null | undefined): OrganizationAbilities {
  return {
    updateOrganization: can(role, "organization", "update"),
    deleteOrganization: can(role, "organization", "delete"),
    inviteMembers: can(role, "invitation", "create"),
    cancelInvitations: can(role, "invitation", "cancel"),
    updateMembers: can(role, "member", "update"),
    removeMembers: can(role, "member", "delete"),
    createTeams: can(role, "team", "create"),
    updateTeams: can(role, "team", "update"),
    deleteTeams: can(role, "team", "delete"),
    manageApiKeys: can(role, "apiKey", "create"),
  };
}

/** Per billing resource: may the viewer read it, may they create, edit and delete? */
export type BillingAbilities = Record<BillingResource, { read: boolean; write: boolean }>;

export function billingAbilitiesOf(role: string | readonly string[] | null | undefined): BillingAbilities {
  return Object.fromEntries(
    BILLING_RESOURCES.map((resource) => [
      resource,
      { read: can(role, resource, "read"), write: can(role, resource, "write") },
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
