import { z } from "@hono/zod-openapi";
import type { BillingAction, BillingResource } from "../../auth/identity.ts";
import { AVAILABLE_SCOPES } from "./available-scopes.ts";

export const scopeSchema = z.enum(AVAILABLE_SCOPES).openapi("AvailableScope");

/** Reading is allowed by the read or the write scope, as in Polar; writing only by write. */
export function scopesAllow(scopes: ReadonlySet<string>, resource: BillingResource, action: BillingAction): boolean {
  return scopes.has(`${resource}:write`) || (action === "read" && scopes.has(`${resource}:read`));
}

/** The billing resources, as a record over their type: the compiler keeps it in step with the catalogue. */
const BILLING_RESOURCES: Record<BillingResource, true> = {
  organizations: true,
  organization_access_tokens: true,
  products: true,
  benefits: true,
  custom_fields: true,
  discounts: true,
  customers: true,
  files: true,
  checkouts: true,
  checkout_links: true,
  orders: true,
  refunds: true,
  webhooks: true,
  subscriptions: true,
  license_keys: true,
  customer_sessions: true,
  meters: true,
  events: true,
  customer_meters: true,
  payments: true,
  metrics: true,
  disputes: true,
  customer_seats: true,
  members: true,
  wallets: true,
};

const isBillingResource = (name: string): name is BillingResource => Object.hasOwn(BILLING_RESOURCES, name);

/**
 * The permission a scope names (`orders:read` → orders, read), or null for one of Polar's scopes
 * Gatehouse enforces nowhere (`openid`, `payouts:read`, `notifications:write`, …).
 */
export function permissionOfScope(scope: string): { resource: BillingResource; action: BillingAction } | null {
  const [resource = "", action, ...rest] = scope.split(":");
  if (rest.length > 0 || !isBillingResource(resource)) return null;
  return action === "read" || action === "write" ? { resource, action } : null;
}
