import type { OrganizationAccess } from "./access.ts";

declare const systemBrand: unique symbol;

/**
 * The system acting on an organization's data on its own, with no caller: a buyer paying a
 * checkout (no token, no session), the order and invoice built from it, a checkout link opening a
 * checkout, the customer portal reading what its customer owns, workers. It is not a caller's
 * `OrganizationAccess` (no token, no session, no `Access.require` check passed), and the types keep
 * the two apart: a service that accepts it says so by taking an `OrganizationScope`. Only
 * `systemAccess` makes one (the brand cannot be written elsewhere), so `grep systemAccess` lists
 * every place that bypasses the caller checks.
 */
export type SystemPrincipal = { readonly kind: "system"; readonly [systemBrand]: true };
export type SystemAccess = { readonly organizationId: string; readonly principal: SystemPrincipal };

/** What a query needs to be scoped: a caller's checked access, or the system's own. */
export type OrganizationScope = OrganizationAccess | SystemAccess;

const SYSTEM_PRINCIPAL = { kind: "system" } as SystemPrincipal;

export function systemAccess(organizationId: string): SystemAccess {
  return { organizationId, principal: SYSTEM_PRINCIPAL };
}
