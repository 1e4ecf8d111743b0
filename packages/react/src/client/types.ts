/** The signed-in person, as get-session answers it. */
export interface GatehouseUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface GatehouseSessionRecord {
  id: string;
  userId: string;
  expiresAt: string;
  activeOrganizationId: string | null;
}

export type FeatureValue = string | number | boolean;

/** One customer's entitlements at the seller (the user, or the active organization). */
export interface CustomerEntitlements {
  customerId: string;
  subscriptions: {
    id: string;
    productId: string;
    status: string;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
  }[];
  benefits: { id: string; type: string; metadata: Record<string, FeatureValue> }[];
  /** The granted feature flags' metadata, merged: `{ sso: true, max_projects: 10 }`. */
  features: Record<string, FeatureValue>;
  meters: { meterId: string; consumedUnits: number; creditedUnits: number; balance: number }[];
}

export interface Entitlements {
  seller: { id: string; slug: string };
  user: CustomerEntitlements | null;
  organization: (CustomerEntitlements & { organizationId: string }) | null;
}

/** get-session's answer with `?entitlements=true`; null when signed out. */
export interface GatehouseSession {
  user: GatehouseUser;
  session: GatehouseSessionRecord;
  /** Null when no seller is named (the provider's `seller`, else the server's ENTITLEMENTS_SELLER). */
  entitlements: Entitlements | null;
}

export interface GatehouseOrganization {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  createdAt: string;
}
