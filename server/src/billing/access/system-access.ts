import type { OrganizationAccess } from "./access.ts";

/**
 * The access of reads the system makes on an organization's behalf with no caller: a buyer paying
 * a checkout (no token, no session), the order and invoice built from it, a checkout link opening
 * a checkout. Other domains' services take an `OrganizationAccess`; this one is token-shaped with
 * no scopes, so only its `organizationId` (which scopes every query) matters, and it would pass no
 * `Access.require` check: never hand it to a route.
 */
export function systemAccess(organizationId: string): OrganizationAccess {
  return { organizationId, principal: { kind: "token", tokenId: "system", organizationId, scopes: new Set<string>() } };
}
