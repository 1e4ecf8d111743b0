import type { Db } from "../../db/transaction.ts";
import type { EntitlementsCache } from "./cache.ts";
import type { CustomerEntitlements, Entitlements } from "./schemas.ts";
import { entitlementsOf, findSeller } from "./service.ts";

type SessionLike = { user: { id: string }; session: object };

/** A customer's entitlements as a JWT carries them: the features, the products subscribed to, the meter balances. */
const compact = (customer: CustomerEntitlements) => ({
  features: customer.features,
  products: [...new Set(customer.subscriptions.map((subscription) => subscription.productId))],
  meters: Object.fromEntries(customer.meters.map((meter) => [meter.meterId, meter.balance])),
});

export function entitlementsClaim(entitlements: Entitlements, activeOrganizationId: string | null) {
  return {
    seller: entitlements.seller.slug,
    // Named even when that organization is no customer (organization null), so a verifier
    // counts the active organization's plan, not the user's, as get-session's readers do.
    activeOrganizationId,
    user: entitlements.user ? compact(entitlements.user) : null,
    organization: entitlements.organization
      ? { id: entitlements.organization.organizationId, ...compact(entitlements.organization) }
      : null,
  };
}

/**
 * The `entitlements` claim of `/api/auth/token`, verifiable offline with
 * `/api/auth/jwks`: at ENTITLEMENTS_SELLER, what the user and the session's active organization
 * may do, as of the token's signature (it lives 15 minutes). Without a seller, no claim.
 */
export function entitlementClaims(db: Db, seller: string | undefined, cache?: EntitlementsCache) {
  return async ({ user, session }: SessionLike): Promise<Record<string, unknown>> => {
    const found = seller ? await findSeller(db, seller) : null;
    if (!found) return {};
    const activeOrganizationId = (session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
    const entitlements = await entitlementsOf(db, found, { userId: user.id, activeOrganizationId }, cache);
    return { entitlements: entitlementsClaim(entitlements, activeOrganizationId) };
  };
}
