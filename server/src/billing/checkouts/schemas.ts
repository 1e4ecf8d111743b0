import { z } from "@hono/zod-openapi";
import { localeInput, localeOutput } from "../common/locale.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import {
  addressInput,
  addressOutput,
  datetime,
  id,
  listQueryBase,
  metadataInput,
  metadataOutput,
  timestamps,
  uuid,
} from "../common/schemas.ts";
import { attachedCustomField } from "../custom-fields/schemas.ts";
import { productMediaFileRead } from "../files/schemas.ts";
import { anyProductPrice, productBaseFields, productPriceCreate, trialInterval } from "../products/schemas.ts";

/** Wire shapes of `/v1/checkouts` (Polar `Checkout`, `CheckoutPublic`, `CheckoutCreate`, ...). */

export const CHECKOUT_STATUSES = ["open", "expired", "confirmed", "succeeded", "failed"] as const;
export const checkoutStatus = z.enum(CHECKOUT_STATUSES);
export const billingAddressFieldMode = z.enum(["required", "optional", "disabled"]);

export const checkoutBillingAddressFields = z
  .object({
    country: billingAddressFieldMode,
    state: billingAddressFieldMode,
    city: billingAddressFieldMode,
    postal_code: billingAddressFieldMode,
    line1: billingAddressFieldMode,
    line2: billingAddressFieldMode,
  })
  .openapi("CheckoutBillingAddressFields");

export const benefitPublic = z
  .object({
    id,
    ...timestamps,
    type: z.string(),
    description: z.string(),
    selectable: z.boolean(),
    deletable: z.boolean(),
    is_deleted: z.boolean(),
    organization_id: z.string(),
    // Polar's BenefitMeterCreditPublic: a buyer sees how many units of which meter they are credited.
    properties: z
      .object({ units: z.number().int(), meter_id: z.string() })
      .optional()
      .openapi("BenefitMeterCreditPublicProperties"),
  })
  .openapi("BenefitPublic");
export type BenefitPublic = z.infer<typeof benefitPublic>;

export const checkoutProduct = z
  .object({
    ...productBaseFields,
    prices: z.array(anyProductPrice),
    benefits: z.array(benefitPublic),
    medias: z.array(productMediaFileRead),
  })
  .openapi("CheckoutProduct");

const discountBase = { id, name: z.string(), code: z.string().nullable() };
const fixed = {
  type: z.literal("fixed"),
  amount: z.number().int(),
  currency: z.string(),
  amounts: z.record(z.string(), z.number().int()),
};
const percentage = { type: z.literal("percentage"), basis_points: z.number().int() };
const onceForever = { duration: z.enum(["once", "forever"]) };
const repeating = { duration: z.literal("repeating"), duration_in_months: z.number().int() };
export const checkoutDiscount = z.union([
  z.object({ ...onceForever, ...fixed, ...discountBase }),
  z.object({ ...repeating, ...fixed, ...discountBase }),
  z.object({ ...onceForever, ...percentage, ...discountBase }),
  z.object({ ...repeating, ...percentage, ...discountBase }),
]);

export const checkoutOrganization = z
  .object({
    ...timestamps,
    id,
    name: z.string(),
    slug: z.string(),
    avatar_url: z.string().nullable(),
    proration_behavior: z.enum(["invoice", "prorate"]),
    allow_customer_updates: z.boolean(),
  })
  .openapi("CheckoutOrganization");

const customFieldValue = z.union([z.string(), z.number(), z.boolean()]).nullable();
const customFieldData = z.record(z.string(), customFieldValue);
const customerMetadataOutput = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/** The keys CheckoutPublic shares with Checkout. */
const commonKeys = {
  id,
  ...timestamps,
  custom_field_data: customFieldData,
  payment_processor: z.literal("stripe"),
  status: checkoutStatus,
  client_secret: z.string(),
  url: z.string().meta({ description: "The hosted checkout page." }),
  expires_at: datetime,
  success_url: z.string(),
  return_url: z.string().nullable(),
  embed_origin: z.string().nullable(),
  amount: z.number().int(),
  seats: z.number().int().nullable(),
  min_seats: z.number().int().nullable(),
  max_seats: z.number().int().nullable(),
  units: z.number().int().nullable().meta({ description: "The units bought with a unit-based price; null otherwise." }),
  min_units: z.number().int().nullable().meta({ description: "The fewest units the unit-based price sells." }),
  max_units: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The most units the unit-based price sells; null: no limit." }),
  discount_amount: z.number().int(),
  net_amount: z.number().int(),
  tax_amount: z.number().int().nullable(),
  tax_behavior: z.enum(["location", "inclusive", "exclusive"]).nullable(),
  total_amount: z.number().int(),
  currency: z.string(),
  allow_trial: z.boolean().nullable(),
  active_trial_interval: trialInterval.nullable(),
  active_trial_interval_count: z.number().int().nullable(),
  trial_end: datetime.nullable(),
  organization_id: z.string(),
  product_id: z.string().nullable(),
  product_price_id: z.string().nullable(),
  discount_id: z.string().nullable(),
  allow_discount_codes: z.boolean(),
  require_billing_address: z.boolean(),
  is_discount_applicable: z.boolean(),
  is_free_product_price: z.boolean(),
  is_payment_required: z.boolean(),
  is_payment_setup_required: z.boolean(),
  is_payment_form_required: z.boolean(),
  customer_id: z.string().nullable(),
  is_business_customer: z.boolean(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_ip_address: z.string().nullable(),
  customer_billing_name: z.string().nullable(),
  customer_billing_address: addressOutput.nullable(),
  customer_tax_id: z.string().nullable(),
  locale: localeOutput,
  payment_method_type: z
    .string()
    .nullable()
    .meta({ description: "Payment method kind the buyer picked in the form, e.g. `card`, `apple_pay` or `upi`." }),
  payment_processor_metadata: z.record(z.string(), z.string()),
  billing_address_fields: checkoutBillingAddressFields,
  products: z.array(checkoutProduct),
  product: checkoutProduct.nullable(),
  product_price: anyProductPrice.nullable(),
  prices: z.record(z.string(), z.array(anyProductPrice)).nullable(),
  discount: checkoutDiscount.nullable(),
  attached_custom_fields: z.array(attachedCustomField).nullable(),
};

export const checkout = z
  .object({
    ...commonKeys,
    trial_interval: trialInterval.nullable(),
    trial_interval_count: z.number().int().nullable(),
    metadata: metadataOutput,
    external_customer_id: z.string().nullable(),
    subscription_id: z.string().nullable(),
    customer_metadata: customerMetadataOutput,
  })
  .openapi("Checkout");

export const checkoutPublic = z.object({ ...commonKeys, organization: checkoutOrganization }).openapi("CheckoutPublic");
export const checkoutPublicConfirmed = z
  .object({
    ...commonKeys,
    status: z.literal("confirmed"),
    organization: checkoutOrganization,
    customer_session_token: z.string().nullable(),
  })
  .openapi("CheckoutPublicConfirmed");

const customFieldDataInput = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable());
const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);
const email = z.email().max(320);
const amountInput = z.number().int().min(0).max(99_999_999);
const customerMetadataInput = metadataInput;
/** ISO 4217 code, any case; stored and answered in lowercase as Polar's `PresentmentCurrency`. */
const currencyInput = z
  .string()
  .regex(/^[a-zA-Z]{3}$/, "Currency must be a three-letter ISO 4217 code.")
  .toLowerCase();

/** Fields the buyer can set (client update and confirm) and the merchant too (update). */
const buyerFields = {
  custom_field_data: customFieldDataInput.optional(),
  product_id: uuid.nullish(),
  product_price_id: uuid.nullish(),
  amount: amountInput.nullish(),
  seats: z.number().int().nullish(),
  units: z.number().int().nullish().meta({ description: "Units to buy, for a unit-based price." }),
  is_business_customer: z.boolean().nullish(),
  customer_name: z.string().max(256).nullish(),
  customer_email: email.nullish(),
  customer_billing_name: z.string().max(256).nullish(),
  customer_billing_address: addressInput.nullish(),
  customer_tax_id: z.string().max(64).nullish(),
  locale: localeInput.nullish(),
  // Recorded as the buyer's choice; the processor's form still decides what it collects.
  payment_method_type: z.string().min(1).max(64).nullish(),
};

export const checkoutCreate = z
  .object({
    products: z.array(uuid).min(1).meta({ description: "Products offered; the first one is selected." }),
    trial_interval: trialInterval.nullish(),
    trial_interval_count: z.number().int().nullish(),
    metadata: metadataInput.optional(),
    custom_field_data: customFieldDataInput.optional(),
    discount_id: uuid.nullish(),
    allow_discount_codes: z.boolean().default(true),
    require_billing_address: z.boolean().default(false),
    amount: amountInput.nullish(),
    seats: z.number().int().nullish(),
    min_seats: z.number().int().nullish(),
    max_seats: z.number().int().nullish(),
    units: z.number().int().nullish().meta({ description: "Units to buy, for a unit-based price." }),
    min_units: z.number().int().nullish(),
    max_units: z.number().int().nullish(),
    allow_trial: z.boolean().optional(),
    customer_id: uuid.nullish(),
    is_business_customer: z.boolean().default(false),
    external_customer_id: z.string().min(1).nullish(),
    customer_name: z.string().max(256).nullish(),
    customer_email: email.nullish(),
    customer_ip_address: z.string().max(64).nullish(),
    customer_billing_name: z.string().max(256).nullish(),
    customer_billing_address: addressInput.nullish(),
    customer_tax_id: z.string().max(64).nullish(),
    customer_metadata: customerMetadataInput.optional(),
    subscription_id: uuid.nullish(),
    success_url: httpUrl.nullish(),
    return_url: httpUrl.nullish(),
    embed_origin: z.string().nullish(),
    locale: localeInput.nullish(),
    currency: currencyInput.nullish().meta({
      description:
        "Currency of the checkout; the first product must be priced in it. Default: the organization's `default_presentment_currency` when the product is priced in it, else the product's first currency.",
    }),
    prices: z.record(z.string(), z.array(productPriceCreate).min(1).max(10)).nullish().meta({
      description:
        "Ad-hoc prices per product ID, each product one of `products`: made for this checkout only (`source: ad_hoc`), they replace that product's own prices in it, with the rules of a product's prices.",
    }),
  })
  .openapi("CheckoutCreate");

export const checkoutUpdate = z
  .object({
    ...buyerFields,
    trial_interval: trialInterval.nullish(),
    trial_interval_count: z.number().int().nullish(),
    metadata: metadataInput.optional(),
    currency: currencyInput.nullish().meta({
      description: "Moves the checkout to the product's price in this currency (the product must have one).",
    }),
    discount_id: uuid.nullish(),
    allow_discount_codes: z.boolean().nullish(),
    require_billing_address: z.boolean().nullish(),
    allow_trial: z.boolean().nullish(),
    customer_ip_address: z.string().max(64).nullish(),
    customer_metadata: customerMetadataInput.nullish(),
    success_url: httpUrl.nullish(),
    return_url: httpUrl.nullish(),
    embed_origin: z.string().nullish(),
  })
  .openapi("CheckoutUpdate");

export const checkoutUpdatePublic = z
  .object({
    ...buyerFields,
    discount_code: z.string().nullish(),
    allow_trial: z.literal(false).nullish(),
  })
  .openapi("CheckoutUpdatePublic");

export const checkoutConfirm = z
  .object({
    ...buyerFields,
    discount_code: z.string().nullish(),
    allow_trial: z.literal(false).nullish(),
    confirmation_token_id: z.string().nullish().meta({
      description:
        "The card: a `ctoken_...` from test-card-tokens, or a Stripe test PaymentMethod id (`pm_card_visa`, ...).",
    }),
  })
  .openapi("CheckoutConfirmStripe");

export const checkoutListQuery = z.object({
  ...listQueryBase,
  product_id: repeatedQuery(uuid).optional(),
  customer_id: repeatedQuery(uuid).optional(),
  external_customer_id: repeatedQuery(z.string()).optional(),
  status: repeatedQuery(checkoutStatus).optional(),
  query: z.string().optional().meta({ description: "Filter by customer email or name." }),
  sorting: sortingQuery(["created_at", "expires_at", "status"], ["-created_at"]),
});

export const checkoutList = listResourceSchema(checkout, "ListResource_Checkout_");

export const clientSecretParams = z.object({
  client_secret: z
    .string()
    .min(1)
    .max(128)
    .openapi({ param: { name: "client_secret", in: "path" } }),
});

/** Gatehouse test-mode extensions of the client routes. */
export const testCardTokenCreate = z
  .object({
    number: z.string().min(1).max(32),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    cvc: z.string().max(8),
  })
  .openapi("TestCardTokenCreate");
export const testCardToken = z
  .object({
    id: z.string(),
    card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
  })
  .openapi("TestCardToken");
export const checkoutAuthentication = z
  .object({ outcome: z.enum(["succeed", "fail"]) })
  .openapi("CheckoutAuthentication");
export const checkoutInvoice = z.object({ url: z.string() }).openapi("CheckoutInvoice");

export type CheckoutStatus = z.infer<typeof checkoutStatus>;
export type Checkout = z.infer<typeof checkout>;
export type CheckoutPublic = z.infer<typeof checkoutPublic>;
export type CheckoutPublicConfirmed = z.infer<typeof checkoutPublicConfirmed>;
export type CheckoutProduct = z.infer<typeof checkoutProduct>;
export type CheckoutDiscount = z.infer<typeof checkoutDiscount>;
export type CheckoutCreate = z.infer<typeof checkoutCreate>;
export type CheckoutUpdate = z.infer<typeof checkoutUpdate>;
export type CheckoutUpdatePublic = z.infer<typeof checkoutUpdatePublic>;
export type CheckoutConfirm = z.infer<typeof checkoutConfirm>;
export type CheckoutListQuery = z.infer<typeof checkoutListQuery>;
export type CheckoutList = z.infer<typeof checkoutList>;
export type BillingAddressFields = z.infer<typeof checkoutBillingAddressFields>;
export type TestCardTokenCreate = z.infer<typeof testCardTokenCreate>;
export type TestCardToken = z.infer<typeof testCardToken>;
