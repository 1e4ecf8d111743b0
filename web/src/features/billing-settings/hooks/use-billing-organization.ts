import { useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import { v1Get, v1Patch } from "../../billing/lib/v1-client";

export const SOCIAL_PLATFORMS = [
  "x",
  "github",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "linkedin",
  "other",
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const PRORATION_BEHAVIORS = ["prorate", "invoice"] as const;
export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

/** The parts of Polar's Organization the settings screen shows (the server sends more). */
export interface BillingOrganization {
  id: string;
  name: string;
  slug: string;
  email: string | null;
  website: string | null;
  socials: { platform: SocialPlatform; url: string }[];
  subscription_settings: {
    allow_multiple_subscriptions: boolean;
    allow_customer_updates: boolean;
    proration_behavior: ProrationBehavior;
  };
  notification_settings: { new_order: boolean; new_subscription: boolean };
}

/** Polar's OrganizationUpdate, as far as this screen sends it (settings groups are merged). */
export interface BillingOrganizationUpdate {
  email: string | null;
  website: string | null;
  socials: { platform: SocialPlatform; url: string }[];
  subscription_settings: BillingOrganization["subscription_settings"];
  notification_settings: BillingOrganization["notification_settings"];
}

const RESOURCE = "organization";

export function useBillingOrganization(organizationId: string) {
  return useQuery({
    queryKey: billingKeys.resource(organizationId, RESOURCE),
    queryFn: ({ signal }) => v1Get<BillingOrganization>(`/organizations/${organizationId}`, undefined, signal),
  });
}

export function updateBillingOrganization(organizationId: string, body: BillingOrganizationUpdate) {
  return v1Patch<BillingOrganization>(`/organizations/${organizationId}`, body);
}

export function useRefreshBillingOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}
