import type { OrganizationResource } from "./schemas.ts";

/**
 * The seller as other resources embed it (Polar's CheckoutOrganization, BenefitSubscriberOrganization,
 * and the base of the portal's CustomerOrganization): who it is and its subscription rules.
 */
export function organizationSummary(organization: OrganizationResource) {
  return {
    created_at: organization.created_at,
    modified_at: organization.modified_at,
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    avatar_url: organization.avatar_url,
    proration_behavior: organization.proration_behavior,
    allow_customer_updates: organization.allow_customer_updates,
  };
}
