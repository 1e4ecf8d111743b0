/** A feature flag's value, as a benefit's metadata sets it (`{ sso: true, max_projects: 10, tier: "pro" }`). */
export type FeatureValue = string | number | boolean;

/** What one customer of the seller — the user, or the active organization — holds now. */
export interface CustomerEntitlements {
  /** The granted feature flags, merged (where two grants name a feature, the more generous one wins). */
  features: Record<string, FeatureValue>;
  /** The ids of the products the customer's active subscriptions are for. */
  products: string[];
  /** Meter balances (credited minus consumed units), by meter id. */
  meters: Record<string, number>;
}

/**
 * What the signed-in user, and the active organization, may do under the plans of the seller
 * Gatehouse is configured with (its ENTITLEMENTS_SELLER).
 */
export interface GatehouseEntitlements {
  /** The seller organization's slug. */
  seller: string;
  /** The user's, as the seller's customer whose external id is the user's id; null when not a customer. */
  user: CustomerEntitlements | null;
  /** The active organization's, as the customer whose external id is the organization's id; null when none. */
  organization: (CustomerEntitlements & { id: string }) | null;
}

export interface GatehouseUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  /** The platform role (`"admin"` for Gatehouse's platform admins); null when Gatehouse sent none. */
  role: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** A Gatehouse session, as get-session describes it (its secret token left out). */
export interface GatehouseSession {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date | null;
  updatedAt: Date | null;
  activeOrganizationId: string | null;
  activeTeamId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** The platform admin's user id while an admin impersonates the user. */
  impersonatedBy: string | null;
}

/** Who sent a request, as Gatehouse vouches for it. */
export interface GatehouseAuth {
  /** How the request proved it: a bearer JWT verified offline, or a session cookie Gatehouse checked. */
  via: "jwt" | "session";
  user: GatehouseUser;
  /** The session behind a cookie; null for a bearer JWT, which names no session. */
  session: GatehouseSession | null;
  /**
   * The session's active organization. A bearer JWT does not carry the session: there it is known
   * only when the token's entitlements name the organization, and null otherwise.
   */
  activeOrganizationId: string | null;
  /** null when Gatehouse has no seller configured (or, for a JWT, the token carries no entitlements). */
  entitlements: GatehouseEntitlements | null;
  /** When this proof stops holding: the JWT's expiry, or the session's. */
  expiresAt: Date;
}
