import type { Action, billingResources, Resource } from "./organization.ts";

type BillingResource = (typeof billingResources)[number];

/**
 * What each permission of the catalogue allows, in a sentence, for the generated permissions
 * reference (docs/reference/permissions.md). Typed by the catalogue: a permission added without
 * its description fails to compile. The web app has its own translated labels.
 */
type Described = { [R in Resource]: { summary: string; actions: { [A in Action<R>]: string } } };

const billingReadWrite = (what: string, write: string) => ({
  summary: what,
  actions: { read: `list and read ${what}`, write },
});

const billing: { [R in BillingResource]: Described[R] } = {
  organizations: billingReadWrite("the seller settings", "change the seller settings"),
  organization_access_tokens: billingReadWrite(
    "the /v1 organization access tokens",
    "create and revoke access tokens (never wider than the creator holds)",
  ),
  products: billingReadWrite("products and prices", "create, update and archive products and prices"),
  benefits: billingReadWrite("benefits", "create, update and delete benefits"),
  custom_fields: billingReadWrite("checkout custom fields", "create, update and delete custom fields"),
  discounts: billingReadWrite("discounts", "create, update and delete discounts"),
  customers: billingReadWrite("customers", "create, update and delete customers"),
  files: billingReadWrite("files (downloadables, product media)", "upload and delete files"),
  checkouts: billingReadWrite("checkouts", "create and update checkouts"),
  checkout_links: billingReadWrite("checkout links", "create, update and delete checkout links"),
  orders: billingReadWrite("orders and invoices", "update orders and generate invoices"),
  refunds: billingReadWrite("refunds", "refund orders"),
  webhooks: billingReadWrite("webhook endpoints and deliveries", "create, update and delete webhook endpoints"),
  subscriptions: billingReadWrite("subscriptions", "update, cancel and revoke subscriptions"),
  license_keys: billingReadWrite("license keys", "update license keys and their activations"),
  customer_sessions: billingReadWrite("customer portal sessions", "open customer portal sessions"),
  meters: billingReadWrite("meters", "create, update and archive meters"),
  events: billingReadWrite("usage events", "ingest usage events"),
  customer_meters: billingReadWrite("customer meters", "nothing more than read (no write routes)"),
  payments: billingReadWrite("payments", "nothing more than read (no write routes)"),
  metrics: billingReadWrite("revenue metrics", "nothing more than read (no write routes)"),
  disputes: billingReadWrite("disputes", "nothing more than read (no write routes)"),
  customer_seats: billingReadWrite("seats of seat-based subscriptions", "assign, claim and revoke seats"),
  members: billingReadWrite("the members of team customers", "add, update and remove customer members"),
  wallets: billingReadWrite("customers' wallets and their balances", "credit a customer's wallet"),
};

export const PERMISSION_DESCRIPTIONS: Described = {
  organization: {
    summary: "the organization itself",
    actions: {
      update: "rename it, change its slug, logo, metadata, brand, seats and seat policy",
      delete: "delete it with everything in it",
    },
  },
  member: {
    summary: "its members",
    actions: {
      create: "add members directly (server-side only; people join through invitations)",
      update: "change members' roles (never to more than one holds), export the member list",
      delete: "remove members (only owners remove owners)",
    },
  },
  invitation: {
    summary: "invitations",
    actions: {
      create: "invite people (with roles granting no more than one holds), see pending invitations",
      cancel: "cancel pending invitations",
    },
  },
  team: {
    summary: "teams",
    actions: { create: "create teams", update: "rename teams, add and remove their members", delete: "delete teams" },
  },
  ac: {
    summary: "the organization's own roles",
    actions: {
      create: "define roles (granting no more than one holds)",
      read: "list and read the roles",
      update: "change and rename roles",
      delete: "delete roles, after moving their holders to another role",
    },
  },
  apiKey: {
    summary: "the organization's API keys",
    actions: {
      create: "create keys (permissions never wider than one holds)",
      read: "list keys",
      update: "update keys",
      delete: "delete keys",
    },
  },
  scim: {
    summary: "directory provisioning (SCIM)",
    actions: {
      read: "see the connection and the group-to-role mapping",
      write: "connect and disconnect the directory, issue its token, map groups to roles",
    },
  },
  auditLog: { summary: "the audit log", actions: { read: "read and export the audit log" } },
  oauthClient: {
    summary: "the organization's OpenID Connect clients",
    actions: { read: "list and read clients", write: "create, update, rotate and delete clients" },
  },
  security: {
    summary: "sign-in requirements",
    actions: { update: "require members to use two-factor (an organization update: with organization:update)" },
  },
  paymentAccount: {
    summary: "where the money goes",
    actions: { write: "connect or disconnect the organization's Stripe account (with organizations:write)" },
  },
  ...billing,
};
