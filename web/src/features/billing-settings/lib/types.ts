import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Polar's Organization as /v1/organizations/{id} answers it (the settings screen shows a part). */
export type BillingOrganization = V1Schemas["Organization"];
/** Polar's OrganizationUpdate (settings groups are merged by the server). */
export type BillingOrganizationUpdate = V1Body<"/v1/organizations/{id}", "patch">;
export type SocialPlatform = V1Schemas["OrganizationSocialLink"]["platform"];
export type ProrationBehavior = V1Schemas["OrganizationSubscriptionSettings"]["proration_behavior"];

export const SOCIAL_PLATFORMS = [
  "x",
  "github",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "linkedin",
  "other",
] as const satisfies readonly SocialPlatform[];
export const PRORATION_BEHAVIORS = ["prorate", "invoice"] as const satisfies readonly ProrationBehavior[];
