import { z } from "@hono/zod-openapi";
import type { BillingAction, BillingResource } from "../../auth/access/organization.ts";

/**
 * Polar's scopes an organization access token can be given (the SDKs' `AvailableScope`).
 * Gatehouse enforces the `<resource>:read|write` scopes of the billing resources it serves;
 * the others are accepted and stored so tokens made today keep working as resources arrive.
 */
export const AVAILABLE_SCOPES = [
  "openid",
  "profile",
  "email",
  "user:read",
  "user:write",
  "organizations:read",
  "organizations:write",
  "custom_fields:read",
  "custom_fields:write",
  "discounts:read",
  "discounts:write",
  "checkout_links:read",
  "checkout_links:write",
  "checkouts:read",
  "checkouts:write",
  "transactions:read",
  "transactions:write",
  "payouts:read",
  "payouts:write",
  "products:read",
  "products:write",
  "benefits:read",
  "benefits:write",
  "events:read",
  "events:write",
  "meters:read",
  "meters:write",
  "files:read",
  "files:write",
  "subscriptions:read",
  "subscriptions:write",
  "customers:read",
  "customers:write",
  "members:read",
  "members:write",
  "wallets:read",
  "wallets:write",
  "disputes:read",
  "customer_meters:read",
  "customer_sessions:write",
  "member_sessions:write",
  "customer_seats:read",
  "customer_seats:write",
  "orders:read",
  "orders:write",
  "refunds:read",
  "refunds:write",
  "payments:read",
  "metrics:read",
  "metrics:write",
  "webhooks:read",
  "webhooks:write",
  "license_keys:read",
  "license_keys:write",
  "customer_portal:read",
  "customer_portal:write",
  "notifications:read",
  "notifications:write",
  "notification_recipients:read",
  "notification_recipients:write",
  "organization_access_tokens:read",
  "organization_access_tokens:write",
] as const;

export const scopeSchema = z.enum(AVAILABLE_SCOPES).openapi("AvailableScope");

/** Reading is allowed by the read or the write scope, as in Polar; writing only by write. */
export function scopesAllow(scopes: ReadonlySet<string>, resource: BillingResource, action: BillingAction): boolean {
  return scopes.has(`${resource}:write`) || (action === "read" && scopes.has(`${resource}:read`));
}
