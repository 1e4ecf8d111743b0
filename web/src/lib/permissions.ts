/**
 * SPEC §6, mirrored for the web app: which organization role may do what. The server checks
 * every request itself; the app only uses this to hide or disable actions a role may not take.
 *
 * Keep in step with the server's statements (server/src/auth/access/organization.ts): the
 * resources below are SPEC's four plus `apiKey`, which the server grants to owners and admins
 * for organization-owned API keys, plus the billing resources of /v1 (Polar's scope names).
 */
export const BILLING_RESOURCES = [
  "organizations",
  "organization_access_tokens",
  "products",
  "benefits",
  "custom_fields",
  "discounts",
  "customers",
  "files",
  "checkouts",
  "checkout_links",
  "orders",
  "refunds",
  "webhooks",
  "subscriptions",
  "license_keys",
  "customer_sessions",
  "meters",
  "events",
  "customer_meters",
] as const;
export type BillingResource = (typeof BILLING_RESOURCES)[number];
export type BillingAction = "read" | "write";

const billingStatements = {
  organizations: ["read", "write"],
  organization_access_tokens: ["read", "write"],
  products: ["read", "write"],
  benefits: ["read", "write"],
  custom_fields: ["read", "write"],
  discounts: ["read", "write"],
  customers: ["read", "write"],
  files: ["read", "write"],
  checkouts: ["read", "write"],
  checkout_links: ["read", "write"],
  orders: ["read", "write"],
  refunds: ["read", "write"],
  webhooks: ["read", "write"],
  subscriptions: ["read", "write"],
  license_keys: ["read", "write"],
  customer_sessions: ["read", "write"],
  meters: ["read", "write"],
  events: ["read", "write"],
  customer_meters: ["read", "write"],
} as const satisfies Record<BillingResource, readonly BillingAction[]>;

/** The same actions on every billing resource: owners and admins write, members read. */
function billingGrants(actions: readonly BillingAction[]): Record<BillingResource, readonly BillingAction[]> {
  return Object.fromEntries(BILLING_RESOURCES.map((resource) => [resource, actions])) as Record<
    BillingResource,
    readonly BillingAction[]
  >;
}

export const organizationStatements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  apiKey: ["create", "read", "update", "delete"],
  ...billingStatements,
} as const;

type Statements = typeof organizationStatements;
export type Resource = keyof Statements;
export type Action<R extends Resource> = Statements[R][number];
type Grants = { readonly [R in Resource]?: readonly Action<R>[] };

export const ORGANIZATION_ROLES = ["owner", "admin", "member"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** owner: everything; admin: everything but deleting the organization; member: reads billing. */
const roleGrants: Record<OrganizationRole, Grants> = {
  owner: organizationStatements,
  admin: {
    organization: ["update"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    team: ["create", "update", "delete"],
    apiKey: ["create", "read", "update", "delete"],
    ...billingGrants(["read", "write"]),
  },
  member: { ...billingGrants(["read"]) },
};

export const ROLE_LABELS: Record<OrganizationRole, string> = { owner: "Owner", admin: "Admin", member: "Member" };

function isOrganizationRole(value: string): value is OrganizationRole {
  return (ORGANIZATION_ROLES as readonly string[]).includes(value);
}

/** A member's role field may hold several comma-separated roles ("admin,member"). */
export function parseRoles(role: string | readonly string[] | null | undefined): OrganizationRole[] {
  const parts = Array.isArray(role) ? role : typeof role === "string" ? role.split(",") : [];
  const roles = parts.map((part: string) => part.trim()).filter(isOrganizationRole);
  return [...new Set(roles)];
}

/** Allowed when any one of the member's roles grants the action (SPEC §6). */
export function can<R extends Resource>(
  role: string | readonly string[] | null | undefined,
  resource: R,
  action: Action<R>,
): boolean {
  return parseRoles(role).some((r) => {
    const granted = roleGrants[r][resource] as readonly string[] | undefined;
    return granted?.includes(action) ?? false;
  });
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
