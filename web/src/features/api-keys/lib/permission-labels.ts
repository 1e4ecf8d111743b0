import type { Action, Resource } from "../../../../../server/src/auth/roles/organization.ts";

/** Each permission resource's name in the api-keys catalog. */
export const RESOURCE_LABELS = {
  organization: "permissions.resources.organization",
  member: "permissions.resources.member",
  invitation: "permissions.resources.invitation",
  team: "permissions.resources.team",
  ac: "permissions.resources.ac",
  apiKey: "permissions.resources.apiKey",
  scim: "permissions.resources.scim",
  auditLog: "permissions.resources.auditLog",
  oauthClient: "permissions.resources.oauthClient",
  security: "permissions.resources.security",
  paymentAccount: "permissions.resources.paymentAccount",
  organizations: "permissions.resources.organizations",
  organization_access_tokens: "permissions.resources.organizationAccessTokens",
  products: "permissions.resources.products",
  benefits: "permissions.resources.benefits",
  custom_fields: "permissions.resources.customFields",
  discounts: "permissions.resources.discounts",
  customers: "permissions.resources.customers",
  files: "permissions.resources.files",
  checkouts: "permissions.resources.checkouts",
  checkout_links: "permissions.resources.checkoutLinks",
  orders: "permissions.resources.orders",
  refunds: "permissions.resources.refunds",
  webhooks: "permissions.resources.webhooks",
  subscriptions: "permissions.resources.subscriptions",
  license_keys: "permissions.resources.licenseKeys",
  customer_sessions: "permissions.resources.customerSessions",
  meters: "permissions.resources.meters",
  events: "permissions.resources.events",
  customer_meters: "permissions.resources.customerMeters",
  payments: "permissions.resources.payments",
  metrics: "permissions.resources.metrics",
  disputes: "permissions.resources.disputes",
  customer_seats: "permissions.resources.customerSeats",
} as const satisfies Record<Resource, string>;

/** Each action's name in the api-keys catalog. */
export const ACTION_LABELS = {
  create: "permissions.actions.create",
  read: "permissions.actions.read",
  update: "permissions.actions.update",
  delete: "permissions.actions.delete",
  cancel: "permissions.actions.cancel",
  write: "permissions.actions.write",
} as const satisfies Record<Action, string>;
