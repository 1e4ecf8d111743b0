import { z } from "@hono/zod-openapi";
import { benefitGrantError, grantProperties } from "../benefit-grants/schemas.ts";
import { benefitType, customProperties, licenseKeysProperties } from "../benefits/schemas.ts";
import { benefitPublic } from "../checkouts/schemas.ts";
import { localeOutput } from "../common/locale.ts";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { booleanQuery, repeatedQuery, sortingQuery } from "../common/query.ts";
import { addressInput, addressOutput, datetime, id, metadataOutput, timestamps, uuid } from "../common/schemas.ts";
import { customerSubscriptionMeter } from "../customer-meters/schemas.ts";
import { customerType, taxIdOutput } from "../customers/schemas.ts";
import { productMediaFileRead } from "../files/schemas.ts";
import { order, orderSubscription } from "../orders/schemas.ts";
import { anyProductPrice } from "../products/price-schemas.ts";
import { productBaseFields } from "../products/schemas.ts";
import { customerPortalSettingsSchema, organizationSchema } from "../seller-settings/schemas.ts";
import { subscription } from "../subscriptions/schemas.ts";

export const customerPortalCustomer = z
  .object({
    ...timestamps,
    id,
    email: z.string().nullable(),
    email_verified: z.boolean(),
    name: z.string().nullable(),
    billing_name: z.string().nullable(),
    billing_address: addressOutput.nullable(),
    tax_id: taxIdOutput,
    oauth_accounts: z.record(z.string(), z.object({ account_id: z.string(), account_username: z.string().nullable() })),
    default_payment_method_id: z.string().nullable(),
    type: customerType,
    locale: localeOutput,
  })
  .openapi("CustomerPortalCustomer");

/** Polar `CustomerPortalCustomerUpdate`: what customers may change themselves (billing_name is the customer's name). */
export const customerPortalCustomerUpdate = z
  .object({
    billing_name: z.string().max(256).nullish(),
    billing_address: addressInput.nullish(),
    tax_id: z.string().min(1).max(64).nullish(),
  })
  .openapi("CustomerPortalCustomerUpdate");

/** Gatehouse extension: a signed-in user names the organization whose customer they are (ignored with a customer session token). */
export const portalQuery = z.object({
  organization_id: z.string().optional().meta({
    description:
      "With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are.",
  }),
});

export type CustomerPortalCustomer = z.infer<typeof customerPortalCustomer>;
export type CustomerPortalCustomerUpdate = z.infer<typeof customerPortalCustomerUpdate>;

/** The seller as the customer sees it (Polar `CustomerOrganization`). */
export const customerOrganization = organizationSchema
  .pick({
    created_at: true,
    modified_at: true,
    id: true,
    name: true,
    slug: true,
    avatar_url: true,
    proration_behavior: true,
    allow_customer_updates: true,
  })
  .extend({ customer_portal_settings: customerPortalSettingsSchema })
  .openapi("CustomerOrganization");

const customerProductFields = {
  ...productBaseFields,
  prices: z.array(anyProductPrice),
  benefits: z.array(benefitPublic),
  medias: z.array(productMediaFileRead),
  organization: customerOrganization,
};
export const customerOrderProduct = z.object(customerProductFields).openapi("CustomerOrderProduct");
export const customerSubscriptionProduct = z.object(customerProductFields).openapi("CustomerSubscriptionProduct");

/**
 * Polar `CustomerOrder`: the order without the seller's fields (metadata, custom fields, fees,
 * customer, discount).
 */
export const customerOrder = order
  .omit({
    metadata: true,
    custom_field_data: true,
    platform_fee_amount: true,
    platform_fee_currency: true,
    customer: true,
    discount: true,
  })
  .extend({
    product: customerOrderProduct.nullable(),
    subscription: orderSubscription.omit({ metadata: true }).openapi("CustomerOrderSubscription").nullable(),
  })
  .openapi("CustomerOrder");

export const customerOrderListQuery = z.object({
  ...paginationQuery,
  ...portalQuery.shape,
  product_id: repeatedQuery(uuid).optional().meta({ description: "Filter by product ID." }),
  sorting: sortingQuery(["created_at", "amount", "net_amount", "product", "subscription"], ["-created_at"]),
});

export const customerOrderList = listResourceSchema(customerOrder, "ListResource_CustomerOrder_");

/** Polar `CustomerOrderPaymentStatus`: the latest payment's status (`no_payment` when none) and its decline message. */
export const customerOrderPaymentStatus = z
  .object({ status: z.string(), error: z.string().nullable() })
  .openapi("CustomerOrderPaymentStatus");

/** Polar `CustomerOrderConfirmPayment`: a new payment for an unpaid order. */
export const customerOrderConfirmPayment = z
  .object({
    confirmation_token_id: z.string().nullish(),
    payment_method_id: z.uuid().nullish(),
    payment_processor: z.literal("stripe").default("stripe"),
  })
  .openapi("CustomerOrderConfirmPayment");

export const customerOrderPaymentConfirmation = z
  .object({ status: z.string(), client_secret: z.string().nullable(), error: z.string().nullable() })
  .openapi("CustomerOrderPaymentConfirmation");

export type CustomerOrder = z.infer<typeof customerOrder>;
export type CustomerOrderProduct = z.infer<typeof customerOrderProduct>;
export type CustomerOrderPaymentStatus = z.infer<typeof customerOrderPaymentStatus>;
export type CustomerOrganization = z.infer<typeof customerOrganization>;
export type CustomerOrderListQuery = z.infer<typeof customerOrderListQuery>;
export type CustomerOrderList = z.infer<typeof customerOrderList>;

/** Polar `CustomerSubscription`: the subscription without the seller's fields (metadata, custom fields, customer, discount). */
export const customerSubscription = subscription
  .omit({ metadata: true, custom_field_data: true, customer: true, discount: true })
  .extend({ product: customerSubscriptionProduct, meters: z.array(customerSubscriptionMeter) })
  .openapi("CustomerSubscription");

export const customerSubscriptionListQuery = z.object({
  ...paginationQuery,
  ...portalQuery.shape,
  product_id: repeatedQuery(uuid).optional().meta({ description: "Filter by product ID." }),
  active: booleanQuery.optional().meta({ description: "Filter by active or inactive subscription." }),
  sorting: sortingQuery(["started_at", "amount", "status", "product"], ["-started_at"]),
});

export const customerSubscriptionList = listResourceSchema(customerSubscription, "ListResource_CustomerSubscription_");

export type CustomerSubscription = z.infer<typeof customerSubscription>;
export type CustomerSubscriptionListQuery = z.infer<typeof customerSubscriptionListQuery>;
export type CustomerSubscriptionList = z.infer<typeof customerSubscriptionList>;

// ---- benefit grants ----------------------------------------------------------------------------

/** The seller as a benefit shows it to its subscriber (Polar `BenefitSubscriberOrganization`). */
export const benefitSubscriberOrganization = customerOrganization
  .omit({ customer_portal_settings: true })
  .openapi("BenefitSubscriberOrganization");

const subscriberBase = {
  id,
  ...timestamps,
  description: z.string(),
  selectable: z.boolean(),
  deletable: z.boolean(),
  is_deleted: z.boolean(),
  organization_id: z.string(),
  metadata: metadataOutput,
  organization: benefitSubscriberOrganization,
};

/** Polar's `Benefit*Subscriber`: what a customer may see of a benefit (no secrets, no role ids). */
export const benefitSubscriber = z.discriminatedUnion("type", [
  z
    .object({
      ...subscriberBase,
      type: z.literal("custom"),
      properties: customProperties.openapi("BenefitCustomSubscriberProperties"),
    })
    .openapi("BenefitCustomSubscriber"),
  z
    .object({
      ...subscriberBase,
      type: z.literal("discord"),
      properties: z.object({ guild_id: z.string() }).openapi("BenefitDiscordSubscriberProperties"),
    })
    .openapi("BenefitDiscordSubscriber"),
  z
    .object({
      ...subscriberBase,
      type: z.literal("github_repository"),
      properties: z
        .object({ repository_owner: z.string(), repository_name: z.string() })
        .openapi("BenefitGitHubRepositorySubscriberProperties"),
    })
    .openapi("BenefitGitHubRepositorySubscriber"),
  z
    .object({
      ...subscriberBase,
      type: z.literal("downloadables"),
      properties: z.object({ active_files: z.array(z.string()) }).openapi("BenefitDownloadablesSubscriberProperties"),
    })
    .openapi("BenefitDownloadablesSubscriber"),
  z
    .object({
      ...subscriberBase,
      type: z.literal("license_keys"),
      properties: licenseKeysProperties.openapi("BenefitLicenseKeysSubscriberProperties"),
    })
    .openapi("BenefitLicenseKeysSubscriber"),
  z
    .object({
      ...subscriberBase,
      type: z.literal("meter_credit"),
      properties: z
        .object({ units: z.number().int(), rollover: z.boolean(), meter_id: z.string() })
        .openapi("BenefitMeterCreditSubscriberProperties"),
    })
    .openapi("BenefitMeterCreditSubscriber"),
  z
    .object({
      ...subscriberBase,
      type: z.literal("feature_flag"),
      properties: z.object({}).openapi("BenefitFeatureFlagSubscriberProperties"),
    })
    .openapi("BenefitFeatureFlagSubscriber"),
]);

/** Polar `CustomerBenefitGrant` (one shape; the benefit's `type` tells the variant). */
export const customerBenefitGrant = z
  .object({
    ...timestamps,
    id,
    granted_at: datetime.nullable(),
    revoked_at: datetime.nullable(),
    customer_id: z.string(),
    member_id: z.string().nullable(),
    benefit_id: z.string(),
    subscription_id: z.string().nullable(),
    order_id: z.string().nullable(),
    is_granted: z.boolean(),
    is_revoked: z.boolean(),
    error: benefitGrantError.nullable(),
    customer: customerPortalCustomer,
    benefit: benefitSubscriber,
    properties: grantProperties,
  })
  .openapi("CustomerBenefitGrant");

export const customerBenefitGrantListQuery = z.object({
  ...paginationQuery,
  ...portalQuery.shape,
  type: repeatedQuery(benefitType).optional().meta({ description: "Filter by benefit type." }),
  benefit_id: repeatedQuery(uuid).optional().meta({ description: "Filter by benefit ID." }),
  order_id: repeatedQuery(uuid).optional().meta({ description: "Filter by order ID." }),
  subscription_id: repeatedQuery(uuid).optional().meta({ description: "Filter by subscription ID." }),
  member_id: repeatedQuery(uuid).optional().meta({ description: "Filter by member ID." }),
  sorting: sortingQuery(["granted_at", "type", "organization", "product_benefit"], ["-granted_at"]),
});

export const customerBenefitGrantList = listResourceSchema(customerBenefitGrant, "ListResource_CustomerBenefitGrant_");

export type BenefitSubscriber = z.infer<typeof benefitSubscriber>;
export type CustomerBenefitGrant = Omit<z.infer<typeof customerBenefitGrant>, "properties"> & {
  properties: Record<string, unknown>;
};
export type CustomerBenefitGrantListQuery = z.infer<typeof customerBenefitGrantListQuery>;
export type CustomerBenefitGrantList = {
  items: CustomerBenefitGrant[];
  pagination: { total_count: number; max_page: number };
};

// ---- organizations, the signed-in user, payment methods -----------------------------------------

/** Polar `CustomerProduct`: a product the customer may buy or switch to (no organization embedded). */
export const customerProduct = z
  .object({
    ...productBaseFields,
    prices: z.array(anyProductPrice),
    benefits: z.array(benefitPublic),
    medias: z.array(productMediaFileRead),
  })
  .openapi("CustomerProduct");

/** Polar `CustomerOrganizationData`: the seller and its public, unarchived products. */
export const customerOrganizationData = z
  .object({ organization: customerOrganization, products: z.array(customerProduct) })
  .openapi("CustomerOrganizationData");

export const customerOrganizationSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .openapi({ param: { name: "slug", in: "path" } }),
});

/** Gatehouse extension: the organizations in which the signed-in user is a customer. */
export const customerOrganizationList = listResourceSchema(customerOrganization, "ListResource_CustomerOrganization_");
export const customerOrganizationListQuery = z.object({ ...paginationQuery });

/** Polar `PortalAuthenticatedUser`. */
export const portalAuthenticatedUser = z
  .object({
    type: z.string(),
    name: z.string().nullable(),
    email: z.string(),
    customer_id: z.string(),
    member_id: z.string().nullable(),
    role: z.string().nullable(),
  })
  .openapi("PortalAuthenticatedUser");

export type CustomerProduct = z.infer<typeof customerProduct>;
export type CustomerOrganizationData = z.infer<typeof customerOrganizationData>;
export type CustomerOrganizationList = z.infer<typeof customerOrganizationList>;
export type PortalAuthenticatedUser = z.infer<typeof portalAuthenticatedUser>;
