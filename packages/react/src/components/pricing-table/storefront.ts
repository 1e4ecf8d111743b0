import type { GatehouseClient } from "../../client/gatehouse-client.js";
import { createResource, type Resource, type ResourceState } from "../../client/resource.js";
import { useResource } from "../../hooks/use-resource.js";
import { useGatehouse } from "../../provider/context.js";

/** The seller's public catalogue, as `GET /v1/customer-portal/organizations/{slug}` answers it (Polar's shapes). */

export type RecurringInterval = "day" | "week" | "month" | "year";

interface PriceBase {
  id: string;
  price_currency: string;
  is_archived: boolean;
  product_id: string;
  /** Legacy recurring prices carry their own interval (products made before intervals moved to the product). */
  recurring_interval?: RecurringInterval | null;
  legacy?: boolean;
}

export interface SeatTier {
  min_seats: number;
  max_seats: number | null;
  price_per_seat: number;
}

export type FixedPrice = PriceBase & { amount_type: "fixed"; price_amount: number };
export type CustomPrice = PriceBase & {
  amount_type: "custom";
  minimum_amount: number;
  maximum_amount: number | null;
  preset_amount: number | null;
};
export type FreePrice = PriceBase & { amount_type: "free" };
/** One tier of a tiered price: the units up to `bound` (inclusive; null: no limit) at `unit_amount` each. */
export interface Tier {
  bound: number | null;
  /** Minor units per unit, as a decimal string (fractions of a cent allowed). */
  unit_amount: string;
}

export interface Tiers {
  type: "volume" | "graduated";
  tiers: Tier[];
}

/** A seller's nouns for a unit by language and plural form: `{ en: { "=1": "device", other: "devices" } }`. */
export type UnitLabels = Record<string, Record<string, string>>;

export type MeteredUnitPrice = PriceBase & {
  amount_type: "metered_unit";
  /** Minor units per unit, as a decimal string (fractions of a cent allowed). */
  unit_amount: string;
  cap_amount: number | null;
  meter: { id: string; name: string };
};
export type MeteredTiersPrice = PriceBase & {
  amount_type: "metered_tiers";
  tiers: Tiers;
  cap_amount: number | null;
  meter: { id: string; name: string };
};
/** Charged at the end of each period for what a meter counted. */
export type MeteredPrice = MeteredUnitPrice | MeteredTiersPrice;
export type SeatPrice = PriceBase & {
  amount_type: "seat_based";
  seat_tiers: { seat_tier_type: "volume" | "graduated"; tiers: SeatTier[] };
};
/** A quantity of units bought up front, priced by tiers, between `minimum_units` (1 when null) and `maximum_units`. */
export type UnitPrice = PriceBase & {
  amount_type: "unit_based";
  tiers: Tiers;
  minimum_units: number | null;
  maximum_units: number | null;
  unit_label: UnitLabels | null;
};
export type StorefrontPrice =
  | FixedPrice
  | CustomPrice
  | FreePrice
  | MeteredUnitPrice
  | MeteredTiersPrice
  | SeatPrice
  | UnitPrice;

export interface StorefrontProduct {
  id: string;
  name: string;
  description: string | null;
  recurring_interval: RecurringInterval | null;
  recurring_interval_count: number | null;
  is_recurring: boolean;
  is_archived: boolean;
  prices: StorefrontPrice[];
  benefits: { id: string; type: string; description: string }[];
}

export interface Storefront {
  organization: { id: string; name: string; slug: string; avatar_url: string | null };
  products: StorefrontProduct[];
}

const storefronts = new WeakMap<GatehouseClient, Map<string, Resource<Storefront>>>();

/** One resource per seller and client: the pricing table and the entitlements' plan names share one request. */
function storefrontOf(client: GatehouseClient, seller: string): Resource<Storefront> {
  let ofClient = storefronts.get(client);
  if (!ofClient) {
    ofClient = new Map();
    storefronts.set(client, ofClient);
  }
  let resource = ofClient.get(seller);
  if (!resource) {
    resource = createResource(() =>
      client.request<Storefront>(`/v1/customer-portal/organizations/${encodeURIComponent(seller)}`),
    );
    ofClient.set(seller, resource);
  }
  return resource;
}

const NOTHING: ResourceState<null> = { status: "success", data: null, error: null };
/** Stands in while there is no seller to read: it never asks the server. */
const idle: Resource<null> = {
  getState: () => NOTHING,
  subscribe: () => () => undefined,
  refresh: () => Promise.resolve(),
  set: () => undefined,
  ensure: () => undefined,
};

export interface StorefrontResult {
  state: ResourceState<Storefront | null>;
  refresh(): Promise<void>;
}

/** The seller's catalogue (`seller`: its slug), or nothing asked while `seller` is null. */
export function useStorefront(seller: string | null): StorefrontResult {
  const client = useGatehouse();
  const resource: Resource<Storefront | null> = seller ? storefrontOf(client, seller) : idle;
  const state = useResource(resource);
  return { state, refresh: resource.refresh };
}
