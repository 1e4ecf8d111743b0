import { createAccessControl } from "better-auth/plugins/access";

/**
 * Every permission an organization role can be given, defined once: the organization, member,
 * invitation and team resources; `apiKey` guards organization-owned API
 * keys (the api-key plugin asks for apiKey create/read/update/delete). Billing resources are
 * added here, then granted to roles below; the organization plugin, the api-key plugin and the
 * web app's client all read these same objects.
 *
 * This module depends on nothing but better-auth's access helpers, so the web app can import it.
 */
/**
 * The billing resources of /v1 (billing/). Their names are Polar's scope names, so one check
 * serves both kinds of caller: a token needs the scope `products:write`, a member a role with
 * `products: ["write"]` (see billing/api-access/authorize.ts). Owners and admins write, members read.
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
  // Polar's metrics:write is for its dashboards, which Gatehouse does not have; granted, it allows nothing more.
  metrics: ["read", "write"],
  // Polar has disputes:read only; write is granted with the rest and allows nothing.
  disputes: ["read", "write"],
  customer_seats: ["read", "write"],
} as const satisfies Record<BillingResource, readonly BillingAction[]>;

/** The same actions on every billing resource. */
function billingGrants(actions: BillingAction[]): Record<BillingResource, BillingAction[]> {
  const grants = {} as Record<BillingResource, BillingAction[]>;
  for (const resource of billingResources) grants[resource] = actions;
  return grants;
}

export const organizationStatements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  apiKey: ["create", "read", "update", "delete"],
  ...billingStatements,
} as const;

export const organizationAccessControl = createAccessControl(organizationStatements);

/**
 * The roles: owner, admin, member. A member may hold several (stored comma-separated); a request
 * is allowed when any of them grants it. Owners and admins manage the organization's API keys like its members.
 */
export const organizationRoles = {
  owner: organizationAccessControl.newRole({
    organization: ["update", "delete"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    team: ["create", "update", "delete"],
    apiKey: ["create", "read", "update", "delete"],
    ...billingGrants(["read", "write"]),
  }),
  admin: organizationAccessControl.newRole({
    organization: ["update"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    team: ["create", "update", "delete"],
    apiKey: ["create", "read", "update", "delete"],
    ...billingGrants(["read", "write"]),
  }),
  member: organizationAccessControl.newRole({ ...billingGrants(["read"]) }),
};

export type OrganizationRole = keyof typeof organizationRoles;

/** The role an organization's creator gets. */
export const CREATOR_ROLE: OrganizationRole = "owner";
