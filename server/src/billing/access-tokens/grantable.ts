import { type Grants, memberGrants } from "../../auth/identity.ts";
import type { Db } from "../../db/transaction.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { permissionOfScope } from "../api-access/scopes.ts";
import { AccessTokenErrors, SCOPES_NOT_HELD_CODE } from "./errors.ts";

/**
 * No token carries more than the person behind it may do:
 * - a scope of a billing resource is the permission of the same name: `orders:read` needs
 *   `orders: [read]`, `orders:write` needs `orders: [write]` (a write scope also reads, but only as
 *   far as the creator may read: access.ts checks both on every request);
 * - Polar's scopes Gatehouse enforces nowhere (`openid`, `payouts:read`, …) allow nothing today, yet
 *   would once their resource arrives: they need `organizations: [write]`, the whole
 *   organization's settings, which owners and admins hold.
 */
export function scopesNotHeld(grants: Grants, scopes: readonly string[]): string[] {
  return [...new Set(scopes)].filter((scope) => {
    const permission = permissionOfScope(scope);
    return permission
      ? !grants.allows(permission.resource, permission.action)
      : !grants.allows("organizations", "write");
  });
}

/**
 * Checks that the caller may give a token `scopes`, and answers the token's creator: the user the
 * scopes come from, kept on the token so it acts within what they may do later.
 * - A session gives what its roles hold in the organization; the user is the creator.
 * - A token gives only scopes it holds itself; one with a creator also only what that creator
 *   holds now, and passes the creator on, so a chain of tokens never outlives the person. A token
 *   without a creator (made before creators were kept) makes tokens without one.
 * A refusal is 403 NotPermitted naming the scopes missing.
 */
export async function grantingCreator(
  db: Db,
  access: OrganizationAccess,
  scopes: readonly string[],
): Promise<string | null> {
  const principal = access.principal;
  if (principal.kind === "token") {
    if (scopes.some((scope) => !principal.scopes.has(scope))) throw AccessTokenErrors.SCOPE_NOT_HELD();
    if (!principal.creator) return null;
    const missing = scopesNotHeld(principal.creator.grants, scopes);
    if (missing.length > 0)
      throw AccessTokenErrors.SCOPES_NOT_HELD_BY_CREATOR({ scopes: missing }).withCode(SCOPES_NOT_HELD_CODE);
    return principal.creator.userId;
  }
  const grants = await memberGrants(db, access.organizationId, principal.userId);
  const missing = grants ? scopesNotHeld(grants, scopes) : [...new Set(scopes)];
  if (missing.length > 0)
    throw AccessTokenErrors.SCOPES_NOT_HELD_BY_YOU({ scopes: missing }).withCode(SCOPES_NOT_HELD_CODE);
  return principal.userId;
}
