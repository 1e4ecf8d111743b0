import { isObject, type JsonObject } from "./json.ts";
import type { CustomerEntitlements, FeatureValue, GatehouseAuth, GatehouseEntitlements } from "./types.ts";

const isFeatureValue = (value: unknown): value is FeatureValue =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean";

function featuresOf(value: unknown): Record<string, FeatureValue> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, FeatureValue] => isFeatureValue(entry[1])),
  );
}

const strings = (values: unknown[]): string[] => values.filter((value) => typeof value === "string");

/** A customer as the JWT's `entitlements` claim carries it: `{ features, products, meters }`. */
function customerFromClaim(value: JsonObject): CustomerEntitlements {
  const meters = isObject(value.meters) ? value.meters : {};
  return {
    features: featuresOf(value.features),
    products: Array.isArray(value.products) ? strings(value.products) : [],
    meters: Object.fromEntries(
      Object.entries(meters).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
    ),
  };
}

/** A customer as get-session's `entitlements` carries it: subscriptions, benefits, features and meters in full. */
function customerFromSession(value: JsonObject): CustomerEntitlements {
  const subscriptions = Array.isArray(value.subscriptions) ? value.subscriptions.filter(isObject) : [];
  const meters = Array.isArray(value.meters) ? value.meters.filter(isObject) : [];
  return {
    features: featuresOf(value.features),
    products: [...new Set(strings(subscriptions.map((subscription) => subscription.productId)))],
    meters: Object.fromEntries(
      meters.flatMap(({ meterId, balance }) =>
        typeof meterId === "string" && typeof balance === "number" ? [[meterId, balance]] : [],
      ),
    ),
  };
}

/** The `/api/auth/token` JWT's `entitlements` claim; null when the token carries none. */
export function entitlementsFromClaim(claim: unknown): GatehouseEntitlements | null {
  if (!isObject(claim) || typeof claim.seller !== "string") return null;
  const { user, organization } = claim;
  return {
    seller: claim.seller,
    user: isObject(user) ? customerFromClaim(user) : null,
    organization:
      isObject(organization) && typeof organization.id === "string"
        ? { id: organization.id, ...customerFromClaim(organization) }
        : null,
  };
}

/** get-session's `entitlements` (asked with `?entitlements=true`); null without a seller. */
export function entitlementsFromSession(value: unknown): GatehouseEntitlements | null {
  if (!isObject(value) || !isObject(value.seller) || typeof value.seller.slug !== "string") return null;
  const { user, organization } = value;
  return {
    seller: value.seller.slug,
    user: isObject(user) ? customerFromSession(user) : null,
    organization:
      isObject(organization) && typeof organization.organizationId === "string"
        ? { id: organization.organizationId, ...customerFromSession(organization) }
        : null,
  };
}

/**
 * Whose entitlements count: `"active"` (the default) the active organization's when the session
 * has one, else the user's own — as @gatehouse/react's `<Protect>` decides —; or only the user's,
 * only the organization's, or either.
 */
export type EntitlementHolder = "active" | "user" | "organization" | "either";

export interface EntitlementOptions {
  from?: EntitlementHolder;
}

/**
 * Whether `customer` holds `feature`: a feature flag of that name whose value is truthy (`true`,
 * a number other than 0, a non-empty string), or a product of that id among its active
 * subscriptions.
 */
function holds(customer: CustomerEntitlements | null, feature: string): boolean {
  if (!customer) return false;
  // Own keys only: a feature named like an Object.prototype member ("constructor") is not granted.
  const granted = Object.hasOwn(customer.features, feature) && Boolean(customer.features[feature]);
  return granted || customer.products.includes(feature);
}

/**
 * Whether the signed-in user may use `feature`: the entitlements `from` names (see
 * EntitlementHolder) hold it — see `holds` for the rule.
 */
export function hasEntitlement(auth: GatehouseAuth, feature: string, options: EntitlementOptions = {}): boolean {
  const entitlements = auth.entitlements;
  if (!entitlements) return false;
  const requested = options.from ?? "active";
  const from = requested === "active" ? (auth.activeOrganizationId ? "organization" : "user") : requested;
  const byUser = from !== "organization" && holds(entitlements.user, feature);
  const byOrganization = from !== "user" && holds(entitlements.organization, feature);
  return byUser || byOrganization;
}
