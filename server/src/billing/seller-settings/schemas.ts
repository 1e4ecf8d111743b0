import { z } from "@hono/zod-openapi";
import { dateTimeSchema } from "../common/datetime.ts";
import { localeInput, localeOutput } from "../common/locale.ts";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { sortingQuery } from "../common/query.ts";

/** The billing organization's enumerations (status, social platforms, proration, tax behavior), as Polar has them. */
export const ORGANIZATION_STATUSES = ["created", "onboarding_started", "under_review", "denied", "active"] as const;
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
export const PRORATION_BEHAVIORS = ["invoice", "prorate"] as const;
export const TAX_BEHAVIORS = ["location", "inclusive", "exclusive"] as const;

const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const socialLinkSchema = z
  .object({ platform: z.enum(SOCIAL_PLATFORMS), url: httpUrl })
  .openapi("OrganizationSocialLink");

/**
 * Settings groups: each stored as one JSON column and read through these schemas, whose
 * defaults are the values a new organization has (and fill keys added by later versions).
 */
export const featureSettingsSchema = z
  .object({
    issue_funding_enabled: z.boolean().default(false),
    seat_based_pricing_enabled: z.boolean().default(false),
    wallets_enabled: z.boolean().default(false),
    member_model_enabled: z.boolean().default(false),
    tinybird_read: z.boolean().default(false),
    tinybird_compare: z.boolean().default(false),
    checkout_localization_enabled: z.boolean().default(false),
    overview_metrics: z.array(z.string()).nullable().default(null),
    reset_proration_behavior_enabled: z.boolean().default(false),
  })
  .openapi("OrganizationFeatureSettings");

export const subscriptionSettingsSchema = z
  .object({
    allow_multiple_subscriptions: z.boolean().default(false),
    allow_customer_updates: z.boolean().default(true),
    proration_behavior: z.enum(PRORATION_BEHAVIORS).default("prorate"),
    benefit_revocation_grace_period: z.number().int().min(0).default(0),
    prevent_trial_abuse: z.boolean().default(false),
  })
  .openapi("OrganizationSubscriptionSettings");

export const notificationSettingsSchema = z
  .object({ new_order: z.boolean().default(true), new_subscription: z.boolean().default(true) })
  .openapi("OrganizationNotificationSettings");

const on = z.boolean().default(true);
const CUSTOMER_EMAILS = [
  "order_confirmation",
  "payment_method_expiration_reminder",
  "subscription_cancellation",
  "subscription_confirmation",
  "subscription_cycled",
  "subscription_cycled_after_trial",
  "subscription_past_due",
  "subscription_paused",
  "subscription_resumed",
  "subscription_renewal_reminder",
  "subscription_revoked",
  "subscription_trial_conversion_reminder",
  "subscription_uncanceled",
  "subscription_updated",
] as const;
type CustomerEmail = (typeof CUSTOMER_EMAILS)[number];
const eachCustomerEmail = <T extends z.ZodType>(value: T) =>
  Object.fromEntries(CUSTOMER_EMAILS.map((key) => [key, value])) as Record<CustomerEmail, T>;

export const customerEmailSettingsSchema = z.object(eachCustomerEmail(on)).openapi("OrganizationCustomerEmailSettings");

export const customerPortalSettingsSchema = z
  .object({
    usage: z.object({ show: on }).prefault({}),
    subscription: z
      .object({
        update_seats: on,
        update_plan: on,
        // Polar's default: customers may pause from the portal only where the organization allows it.
        pause: z.boolean().default(false),
      })
      .prefault({}),
    customer: z.object({ allow_email_change: on }).prefault({}),
  })
  .openapi("OrganizationCustomerPortalSettings");

/**
 * Polar's dispute settings. Gatehouse does not accept disputes on the merchant's behalf, so
 * `auto_accept_below_amount` is always null (setting a value: 403 DisputeAutoAcceptNotEnabled,
 * Polar's answer for an organization without the feature).
 */
export const disputeSettingsSchema = z
  .object({ auto_accept_below_amount: z.number().int().nullable() })
  .openapi("OrganizationDisputeSettings");

/**
 * An embed host as Polar takes it: a host with an optional port and no scheme (`example.com`,
 * `*.example.com`, `localhost:3000`), or an app origin that has no host (`chrome-extension://abc`).
 * Stored lower-case, each once.
 */
const EMBED_HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;
const APP_ORIGIN = /^[a-z][a-z0-9+.-]*-extension:\/\/[a-z0-9]+$/;
const embedHost = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .refine((value) => EMBED_HOST.test(value) || APP_ORIGIN.test(value), "Invalid embed host");
export const embedHostsInput = z
  .array(embedHost)
  .max(50)
  .transform((hosts) => [...new Set(hosts)]);

export const capabilitiesSchema = z
  .object({
    checkout_payments: z.boolean(),
    subscription_renewals: z.boolean(),
    payouts: z.boolean(),
    refunds: z.boolean(),
    api_access: z.boolean(),
    dashboard_access: z.boolean(),
  })
  .openapi("OrganizationCapabilities");

/** Polar's Organization: every key present, null when empty. */
export const organizationSchema = z
  .object({
    created_at: dateTimeSchema,
    modified_at: dateTimeSchema.nullable(),
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    avatar_url: z.string().nullable(),
    proration_behavior: z.enum(PRORATION_BEHAVIORS),
    allow_customer_updates: z.boolean(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    socials: z.array(socialLinkSchema),
    status: z.enum(ORGANIZATION_STATUSES),
    details_submitted_at: dateTimeSchema.nullable(),
    onboarding_resubmission_requested_at: dateTimeSchema
      .nullable()
      .meta({ description: "Always null: Gatehouse does not review its sellers' onboarding." }),
    sso_enforced: z.boolean().meta({
      description:
        "Whether the organization's members must sign in through its SSO provider (a verified, mandatory provider of Gatehouse's SSO settings).",
    }),
    default_presentment_currency: z.string(),
    default_tax_behavior: z.enum(TAX_BEHAVIORS),
    default_locale: localeOutput.meta({
      description:
        "Gatehouse extension: the language of the organization's customers who have none of their own (null: their browser's, else the instance's).",
    }),
    feature_settings: featureSettingsSchema,
    subscription_settings: subscriptionSettingsSchema,
    notification_settings: notificationSettingsSchema,
    customer_email_settings: customerEmailSettingsSchema,
    customer_portal_settings: customerPortalSettingsSchema,
    dispute_settings: disputeSettingsSchema,
    embed_hosts: z.array(z.string()).meta({ description: "Hosts allowed to embed this organization's checkout." }),
    country: z.string().nullable(),
    account_id: z.string().nullable(),
    payout_account_id: z.string().nullable(),
    capabilities: capabilitiesSchema,
  })
  .openapi("Organization");
export type OrganizationResource = z.infer<typeof organizationSchema>;

export const listResponseSchema = listResourceSchema(organizationSchema, "ListResource_Organization_");

export const SORT_FIELDS = ["created_at", "slug", "name"] as const;

export const listQuerySchema = z.object({
  slug: z.string().optional().openapi({ description: "Filter by slug." }),
  organization_id: z
    .uuid()
    .optional()
    .openapi({ description: "Session callers: the organization to list (default: the active one)." }),
  ...paginationQuery,
  sorting: sortingQuery(SORT_FIELDS, ["created_at"]),
});

/** A settings group in an update: every key optional, merged onto the stored group. */
const partialOf = <T extends z.ZodObject>(schema: T) => schema.partial().nullish();

/**
 * Polar's OrganizationUpdate. Absent or null settings groups are left as they are; null
 * avatar_url, email, website, country or default_locale clear the value.
 */
export const updateBodySchema = z
  .object({
    name: z.string().trim().min(1).max(255).nullish(),
    avatar_url: httpUrl.nullish(),
    email: z.email().max(320).nullish(),
    website: httpUrl.nullish(),
    socials: z.array(socialLinkSchema).max(20).nullish(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "Invalid country code")
      .nullish(),
    default_presentment_currency: z
      .string()
      .regex(/^[a-z]{3}$/, "Invalid currency code")
      .nullish(),
    default_tax_behavior: z.enum(TAX_BEHAVIORS).nullish(),
    default_locale: localeInput.nullish(),
    feature_settings: z.object({ issue_funding_enabled: z.boolean() }).partial().nullish(),
    subscription_settings: partialOf(
      z.object({
        allow_multiple_subscriptions: z.boolean(),
        allow_customer_updates: z.boolean(),
        proration_behavior: z.enum(PRORATION_BEHAVIORS),
        benefit_revocation_grace_period: z.number().int().min(0).max(365),
        prevent_trial_abuse: z.boolean(),
      }),
    ),
    notification_settings: partialOf(z.object({ new_order: z.boolean(), new_subscription: z.boolean() })),
    customer_email_settings: partialOf(z.object(eachCustomerEmail(z.boolean()))),
    customer_portal_settings: partialOf(
      z.object({
        usage: z.object({ show: z.boolean() }),
        subscription: z.object({ update_seats: z.boolean(), update_plan: z.boolean(), pause: z.boolean().optional() }),
        customer: z.object({ allow_email_change: z.boolean() }),
      }),
    ),
    dispute_settings: z
      .object({ auto_accept_below_amount: z.number().int().min(0).nullish() })
      .nullish()
      .openapi("OrganizationDisputeSettingsUpdate"),
    embed_hosts: embedHostsInput.nullish(),
    sso_enforced: z.boolean().nullish().meta({
      description: "Mandatory SSO is set in the organization's SSO settings: only its current value is accepted here.",
    }),
  })
  .openapi("OrganizationUpdate");
export type UpdateBody = z.infer<typeof updateBodySchema>;

/** Polar's OrganizationCreate, validated so a malformed body is a 422 before the 403 (routes.ts). */
export const createBodySchema = z
  .object({
    name: z.string().trim().min(3).max(255),
    slug: z
      .string()
      .min(3)
      .max(64)
      .regex(/^[a-z0-9-]+$/, "Invalid slug"),
    avatar_url: httpUrl.nullish(),
    email: z.email().max(320).nullish(),
    website: httpUrl.nullish(),
    socials: z.array(socialLinkSchema).max(20).nullish(),
  })
  .openapi("OrganizationCreate");
