import { systemAccess } from "../../billing/api-access/system-access.ts";
import { isNotFoundError } from "../../billing/common/errors.ts";
import type { CustomerStateResource } from "../../billing/customer-state/schemas.ts";
import * as customerState from "../../billing/customer-state/service.ts";
import type { Db } from "../../db/transaction.ts";
import type { EntitlementsCache } from "./cache.ts";
import * as repository from "./repository.ts";
import type { CustomerEntitlements, Entitlements, FeatureValue } from "./schemas.ts";

/** Who asks: the signed-in user and the session's active organization (a customer each, at most). */
export type EntitlementSubject = { userId: string; activeOrganizationId: string | null };

const isFeatureValue = (value: unknown): value is FeatureValue =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/**
 * Two grants naming the same feature: the more generous wins — `true` over `false`, the larger
 * number — and otherwise the later grant (a plan upgrade's text value).
 */
function generous(current: FeatureValue | undefined, next: FeatureValue): FeatureValue {
  if (current === undefined) return next;
  if (typeof current === "boolean" && typeof next === "boolean") return current || next;
  if (typeof current === "number" && typeof next === "number") return Math.max(current, next);
  return next;
}

function fromState(state: CustomerStateResource): CustomerEntitlements {
  const features: Record<string, FeatureValue> = {};
  const grants = [...state.granted_benefits].sort((a, b) => a.granted_at.localeCompare(b.granted_at));
  for (const grant of grants)
    if (grant.benefit_type === "feature_flag")
      for (const [key, value] of Object.entries(grant.benefit_metadata))
        if (isFeatureValue(value)) features[key] = generous(features[key], value);
  return {
    customerId: state.id,
    subscriptions: state.active_subscriptions.map((subscription) => ({
      id: subscription.id,
      productId: subscription.product_id,
      status: subscription.status,
      currentPeriodEnd: subscription.current_period_end ?? null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    })),
    benefits: grants.map((grant) => ({
      id: grant.benefit_id,
      type: grant.benefit_type,
      metadata: Object.fromEntries(
        Object.entries(grant.benefit_metadata).filter((entry): entry is [string, FeatureValue] =>
          isFeatureValue(entry[1]),
        ),
      ),
    })),
    features,
    meters: state.active_meters.map((meter) => ({
      meterId: meter.meter_id,
      consumedUnits: meter.consumed_units,
      creditedUnits: meter.credited_units,
      balance: meter.balance,
    })),
  };
}

/** The seller's customer whose external id is `externalId`, as entitlements; null when there is none. */
async function ofCustomer(db: Db, sellerId: string, externalId: string): Promise<CustomerEntitlements | null> {
  try {
    return fromState(await customerState.getExternal(db, systemAccess(sellerId), externalId));
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/** The seller organization by id or slug; null when there is none. */
export function findSeller(db: Db, idOrSlug: string): Promise<{ id: string; slug: string } | null> {
  return repository.sellerByIdOrSlug(db, idOrSlug);
}

/** The user's and the active organization's entitlements at the seller (through the cache when given). */
export async function entitlementsOf(
  db: Db,
  seller: { id: string; slug: string },
  subject: EntitlementSubject,
  cache?: EntitlementsCache,
): Promise<Entitlements> {
  const of = (externalId: string) =>
    cache
      ? cache.get(seller.id, externalId, () => ofCustomer(db, seller.id, externalId))
      : ofCustomer(db, seller.id, externalId);
  const [user, organization] = await Promise.all([
    of(subject.userId),
    subject.activeOrganizationId ? of(subject.activeOrganizationId) : Promise.resolve(null),
  ]);
  return {
    seller,
    user,
    organization:
      organization && subject.activeOrganizationId
        ? { ...organization, organizationId: subject.activeOrganizationId }
        : null,
  };
}

const SELLER_LOOKUP_MS = 60_000;

/**
 * A session's entitlements at the configured seller, through the cache (get-session's fast path):
 * the seller itself is looked up at most once a minute.
 */
export function sessionEntitlements(
  db: Db,
  sellerName: string,
  cache: EntitlementsCache,
  now: () => number = Date.now,
): (subject: EntitlementSubject) => Promise<Entitlements | null> {
  let seller: { found: Promise<{ id: string; slug: string } | null>; at: number } | null = null;
  return async (subject) => {
    if (!seller || now() - seller.at >= SELLER_LOOKUP_MS) seller = { found: findSeller(db, sellerName), at: now() };
    const found = await seller.found;
    return found ? entitlementsOf(db, found, subject, cache) : null;
  };
}
