import type { Catalog } from "../../../../../server/src/i18n/catalogs/en.ts";
import { i18n } from "../../../i18n/i18n";
import type { Resource } from "../../../lib/permissions";

/** Each resource's name in the roles catalog. */
const RESOURCE_LABELS = {
  organization: "resources.organization",
  member: "resources.member",
  invitation: "resources.invitation",
  team: "resources.team",
  ac: "resources.ac",
  apiKey: "resources.apiKey",
  scim: "resources.scim",
  auditLog: "resources.auditLog",
  oauthClient: "resources.oauthClient",
  security: "resources.security",
  paymentAccount: "resources.paymentAccount",
  organizations: "resources.organizations",
  organization_access_tokens: "resources.organizationAccessTokens",
  products: "resources.products",
  benefits: "resources.benefits",
  custom_fields: "resources.customFields",
  discounts: "resources.discounts",
  customers: "resources.customers",
  files: "resources.files",
  checkouts: "resources.checkouts",
  checkout_links: "resources.checkoutLinks",
  orders: "resources.orders",
  refunds: "resources.refunds",
  webhooks: "resources.webhooks",
  subscriptions: "resources.subscriptions",
  license_keys: "resources.licenseKeys",
  customer_sessions: "resources.customerSessions",
  meters: "resources.meters",
  events: "resources.events",
  customer_meters: "resources.customerMeters",
  payments: "resources.payments",
  metrics: "resources.metrics",
  disputes: "resources.disputes",
  customer_seats: "resources.customerSeats",
  members: "resources.members",
  wallets: "resources.wallets",
} as const satisfies Record<Resource, `resources.${keyof Catalog["roles"]["resources"] & string}`>;

/** Each action's name in the roles catalog (the catalogue's actions: create, read, update, delete, cancel, write). */
const ACTION_LABELS = {
  create: "actions.create",
  read: "actions.read",
  update: "actions.update",
  delete: "actions.delete",
  cancel: "actions.cancel",
  write: "actions.write",
} as const satisfies Record<string, `actions.${keyof Catalog["roles"]["actions"] & string}`>;

const isLabelled = <T extends object>(labels: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(labels, key);

export function resourceLabel(resource: string): string {
  return isLabelled(RESOURCE_LABELS, resource) ? i18n.t(RESOURCE_LABELS[resource], { ns: "roles" }) : resource;
}

export function actionLabel(action: string): string {
  return isLabelled(ACTION_LABELS, action) ? i18n.t(ACTION_LABELS[action], { ns: "roles" }) : action;
}

/** `orders:write` as people read it: "Orders: write". */
export function permissionLabel(permission: string): string {
  const [resource = "", action = ""] = permission.split(":");
  return i18n.t("roles:permission", { resource: resourceLabel(resource), action: actionLabel(action) });
}
