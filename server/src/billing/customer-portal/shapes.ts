import { toBenefitPublic } from "../checkouts/resource.ts";
import type { OrderResource } from "../orders/schemas.ts";
import type { Product } from "../products/schemas.ts";
import type * as organizations from "../seller-settings/service.ts";
import { organizationSummary } from "../seller-settings/summary.ts";
import type { CustomerOrderProduct, CustomerOrganization, CustomerProduct } from "./schemas.ts";

/** The portal's shapes of the seller and its products (Polar's CustomerOrganization, CustomerProduct). */

export function toCustomerOrganization(
  organization: Awaited<ReturnType<typeof organizations.get>>,
): CustomerOrganization {
  return { ...organizationSummary(organization), customer_portal_settings: organization.customer_portal_settings };
}

/** The live product when it still exists, else the order's snapshot (no prices, benefits or medias). */
export function toCustomerOrderProduct(
  live: Product | undefined,
  snapshot: NonNullable<OrderResource["product"]>,
  organization: CustomerOrganization,
): CustomerOrderProduct {
  return { ...toCustomerProduct(live, snapshot), organization };
}

/** Polar `CustomerProduct`: the product with prices, public benefits and medias (from the live product, else the snapshot). */
export function toCustomerProduct(
  live: Product | undefined,
  snapshot: NonNullable<OrderResource["product"]>,
): CustomerProduct {
  const base = live ?? snapshot;
  return {
    id: base.id,
    created_at: base.created_at,
    modified_at: base.modified_at,
    trial_interval: base.trial_interval,
    trial_interval_count: base.trial_interval_count,
    name: base.name,
    description: base.description,
    visibility: base.visibility,
    recurring_interval: base.recurring_interval,
    recurring_interval_count: base.recurring_interval_count,
    meter_interval: base.meter_interval,
    meter_interval_count: base.meter_interval_count,
    is_recurring: base.is_recurring,
    is_archived: base.is_archived,
    organization_id: base.organization_id,
    prices: live?.prices ?? [],
    benefits: (live?.benefits ?? []).map(toBenefitPublic),
    medias: live?.medias ?? [],
  };
}
