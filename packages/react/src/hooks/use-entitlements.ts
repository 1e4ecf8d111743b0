import { useMemo } from "react";
import type { GatehouseError } from "../client/errors.js";
import type { CustomerEntitlements, FeatureValue } from "../client/types.js";
import { useStorefront } from "../components/pricing-table/storefront.js";
import { useGatehouse } from "../provider/context.js";
import { useSession } from "./use-session.js";

/** A product the customer subscribes to now. */
export interface EntitledProduct {
  id: string;
  /** From the seller's public catalogue; null for a product it does not list (private or archived). */
  name: string | null;
  subscriptionId: string;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface MeterBalance {
  consumedUnits: number;
  creditedUnits: number;
  balance: number;
}

export interface EntitlementsResult {
  /** Whose entitlements these are: the active organization's, else the signed-in user's; null when signed out. */
  customer: "organization" | "user" | null;
  /** The seller whose plans grant them; null when signed out or when no seller is configured. */
  seller: { id: string; slug: string } | null;
  /** The product of the active subscription (the first, when there are several); null without one. */
  plan: EntitledProduct | null;
  /** Every product subscribed to now. */
  products: EntitledProduct[];
  /** The granted feature flags, merged: `{ sso: true, max_projects: 10 }`. */
  features: Record<string, FeatureValue>;
  benefits: CustomerEntitlements["benefits"];
  /** Meter balances by meter id. */
  meters: Record<string, MeterBalance>;
  /** True until the session (and, with a subscription, the plan names) are known. */
  isLoading: boolean;
  error: GatehouseError | null;
  /** Whether a feature flag is granted with a value other than false, 0 or "". */
  has(feature: string): boolean;
  /** Whether a subscription to this product (its id, or its name in the catalogue, case-insensitive) is running. */
  hasPlan(productIdOrName: string): boolean;
  /** Re-reads the session and its entitlements (after a purchase elsewhere, say). */
  refresh(): Promise<void>;
}

const granted = (value: FeatureValue | undefined) =>
  value !== undefined && value !== false && value !== 0 && value !== "";

/**
 * What the active organization (when one is active), else the signed-in user, may do now under
 * the seller's plans: read from the session (get-session with its entitlements), so it follows
 * every sign-in, switch and refresh. Plan names come from the seller's public catalogue, read only
 * once there is a subscription to name.
 */
export function useEntitlements(): EntitlementsResult {
  const client = useGatehouse();
  const session = useSession();
  const entitlements = session.data?.entitlements ?? null;
  const customer = session.data ? (session.data.session.activeOrganizationId ? "organization" : "user") : null;
  const own = customer === "organization" ? (entitlements?.organization ?? null) : (entitlements?.user ?? null);
  const subscribed = (own?.subscriptions.length ?? 0) > 0;
  const catalogue = useStorefront(subscribed && entitlements ? entitlements.seller.slug : null);
  const catalogueData = catalogue.state.data;
  const catalogueLoading = catalogue.state.status === "loading";

  return useMemo(() => {
    const names = new Map((catalogueData?.products ?? []).map((product) => [product.id, product.name]));
    const products: EntitledProduct[] = (own?.subscriptions ?? []).map((subscription) => ({
      id: subscription.productId,
      name: names.get(subscription.productId) ?? null,
      subscriptionId: subscription.id,
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    }));
    const features = own?.features ?? {};
    const meters: Record<string, MeterBalance> = {};
    for (const meter of own?.meters ?? []) {
      meters[meter.meterId] = {
        consumedUnits: meter.consumedUnits,
        creditedUnits: meter.creditedUnits,
        balance: meter.balance,
      };
    }
    return {
      customer,
      seller: entitlements?.seller ?? null,
      plan: products[0] ?? null,
      products,
      features,
      benefits: own?.benefits ?? [],
      meters,
      isLoading: session.isLoading || catalogueLoading,
      error: session.error,
      has: (feature) => granted(features[feature]),
      hasPlan: (productIdOrName) => {
        const wanted = productIdOrName.trim().toLowerCase();
        return products.some((product) => product.id === productIdOrName || product.name?.toLowerCase() === wanted);
      },
      refresh: client.refresh,
    };
  }, [client, customer, entitlements, own, catalogueData, catalogueLoading, session.isLoading, session.error]);
}
