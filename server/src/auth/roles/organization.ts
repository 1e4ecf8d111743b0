import { createAccessControl } from "better-auth/plugins/access";

/**
 * Every permission an organization role can be given, defined once, as resource → actions: the
 * identity resources and the billing resources of /v1. The built-in roles below are written in
 * it, and so is every role an organization defines (stored by better-auth's dynamic access
 * control); the organization plugin, the api-key plugin, /v1 and the web app all read these objects.
 *
 * This module depends on nothing but better-auth's access helpers, so the web app can import it.
 */
/**
 * The billing resources of /v1 (billing/). Their names are Polar's scope names, so one check
 * serves both kinds of caller: a token needs the scope `products:write`, a member a role with
 * `products: ["write"]` (see billing/api-access/access.ts). Owners and admins write, members read.
 */
export const billingResources = [
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
  "payments",
  "metrics",
  "disputes",
  "customer_seats",
  "members",
  "wallets",
] as const;
export type BillingResource = (typeof billingResources)[number];
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
  // Polar has payments:read only; write is granted with the rest and allows nothing.
  payments: ["read", "write"],
  // metrics:write saves the metric dashboards (billing/metric-dashboards/); reading metrics needs read only.
  metrics: ["read", "write"],
  // Polar has disputes:read only; write is granted with the rest and allows nothing.
  disputes: ["read", "write"],
  customer_seats: ["read", "write"],
  members: ["read", "write"],
  wallets: ["read", "write"],
} as const satisfies Record<BillingResource, readonly BillingAction[]>;

/** The same actions on every billing resource. */
function billingGrants(actions: BillingAction[]): Record<BillingResource, BillingAction[]> {
  const grants = {} as Record<BillingResource, BillingAction[]>;
  for (const resource of billingResources) grants[resource] = actions;
  return grants;
}

/**
 * The identity resources: better-auth's own names where it has them (`organization`, `member`,
 * `invitation`, `team`, `ac` for the organization's own roles, `apiKey` for its API keys), and
 * Gatehouse's for what the library has no resource for.
 */
const identityStatements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  /** The organization's own roles (better-auth's dynamic access control routes). */
  ac: ["create", "read", "update", "delete"],
  apiKey: ["create", "read", "update", "delete"],
  /** Its SCIM directory connections and their group-to-role mappings. */
  scim: ["read", "write"],
  /** Its audit log. */
  auditLog: ["read"],
  /** Its OpenID Connect clients (applications signing people in through Gatehouse). */
  oauthClient: ["read", "write"],
  /** Its sign-in requirements: members must use two-factor. */
  security: ["update"],
  /** The payment processor account its money goes to (connecting a Stripe account). */
  paymentAccount: ["write"],
} as const;

export const identityResources = Object.keys(identityStatements) as (keyof typeof identityStatements)[];

export const organizationStatements = {
  ...identityStatements,
  ...billingStatements,
} as const;

export type Resource = keyof typeof organizationStatements;
export type Action<R extends Resource = Resource> = (typeof organizationStatements)[R][number];

export const organizationAccessControl = createAccessControl(organizationStatements);

/** Every permission of the catalogue. */
const everything = Object.fromEntries(
  Object.entries(organizationStatements).map(([resource, actions]) => [resource, [...actions]]),
) as { [R in Resource]: Action<R>[] };

/**
 * The built-in roles: owner, admin, member. A member may hold several (stored comma-separated) —
 * built-in or the organization's own — and a request is allowed when any of them grants it.
 * Owners hold every permission; admins all but deleting the organization, defining roles,
 * its OpenID clients, its sign-in requirements and its payment account; members read billing.
 */
export const organizationRoles = {
  owner: organizationAccessControl.newRole(everything),
  admin: organizationAccessControl.newRole({
    organization: ["update"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    team: ["create", "update", "delete"],
    ac: ["read"],
    apiKey: ["create", "read", "update", "delete"],
    scim: ["read", "write"],
    auditLog: ["read"],
    ...billingGrants(["read", "write"]),
  }),
  member: organizationAccessControl.newRole({ ...billingGrants(["read"]) }),
};

export type OrganizationRole = keyof typeof organizationRoles;

export const BUILT_IN_ROLES = Object.keys(organizationRoles) as OrganizationRole[];
export const isBuiltInRole = (role: string): role is OrganizationRole => Object.hasOwn(organizationRoles, role);

/**
 * What a role an organization defines may be called, and how long its description may be (the
 * server refuses otherwise; the web app's form asks the same). A member's or invitation's roles are
 * stored comma-separated and read back trimmed, so a name is letters, digits, hyphens and
 * underscores, starting with a letter or digit: one with a comma would read as several roles
 * ("x,owner" as owner).
 */
export const ROLE_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;
export const ROLE_NAME_MAX_LENGTH = 50;
export const ROLE_DESCRIPTION_MAX_LENGTH = 300;

/** Whether a name (as stored, lower-cased) can be a role's. */
export const isRoleName = (name: string): boolean =>
  name.length <= ROLE_NAME_MAX_LENGTH && ROLE_NAME_PATTERN.test(name);

/** The role an organization's creator gets. */
export const CREATOR_ROLE: OrganizationRole = "owner";
