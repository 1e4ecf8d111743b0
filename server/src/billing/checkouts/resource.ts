import { z } from "@hono/zod-openapi";
import { fromJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { now } from "../../kit/time.ts";
import { systemAccess } from "../api-access/system-access.ts";
import type { Discount } from "../discounts/schemas.ts";
import * as discounts from "../discounts/service.ts";
import type { Product } from "../products/schemas.ts";
import { resolveProducts } from "../products/service.ts";
import * as organizations from "../seller-settings/service.ts";
import { organizationSummary } from "../seller-settings/summary.ts";
import { subscriptionIdOfCheckout } from "../subscriptions/service.ts";
import { billingAddressFields } from "./buyer-fields.ts";
import type { CheckoutContext } from "./context.ts";
import { draftOf } from "./draft.ts";
import { CheckoutErrors } from "./errors.ts";
import { activePrices, isDiscountable } from "./pricing.ts";
import * as repository from "./repository.ts";
import {
  type BenefitPublic,
  type Checkout,
  type CheckoutDiscount,
  type CheckoutProduct,
  type CheckoutPublic,
  type CheckoutPublicConfirmed,
  type CheckoutStatus,
  checkoutStatus,
} from "./schemas.ts";
import { activeTrial, needsPaymentSetup, trialEnd } from "./trial.ts";

/** Polar's BenefitPublic: what a buyer sees of a product's benefit (a meter credit's units and meter, no other properties). */
export function toBenefitPublic(benefit: Product["benefits"][number]): BenefitPublic {
  const properties =
    benefit.type === "meter_credit"
      ? { units: benefit.properties.units, meter_id: benefit.properties.meter_id }
      : undefined;
  return {
    ...(properties ? { properties } : {}),
    id: benefit.id,
    created_at: benefit.created_at,
    modified_at: benefit.modified_at,
    type: benefit.type,
    description: benefit.description,
    selectable: benefit.selectable,
    deletable: benefit.deletable,
    is_deleted: false,
    organization_id: benefit.organization_id,
  };
}

/** A checkout row as Polar's resources: Checkout (merchant), CheckoutPublic (client), CheckoutPublicConfirmed (confirm). */

const processorMetadata = z.record(z.string(), z.string());

/** The row's `payment_processor_metadata` (test_mode, intent_status, card_brand, ...). */
export const processorMetadataOf = (row: repository.CheckoutRow): Record<string, string> =>
  fromJsonColumn(processorMetadata.default({}), row.payment_processor_metadata);

/**
 * A checkout offers a product's active prices in every currency, as Polar does (archived ones are
 * left out); the page shows those in the checkout's `currency`, and the merchant's `currency`
 * update moves between them.
 */
function toCheckoutProduct(product: Product): CheckoutProduct {
  return {
    id: product.id,
    created_at: product.created_at,
    modified_at: product.modified_at,
    trial_interval: product.trial_interval,
    trial_interval_count: product.trial_interval_count,
    name: product.name,
    description: product.description,
    visibility: product.visibility,
    recurring_interval: product.recurring_interval,
    recurring_interval_count: product.recurring_interval_count,
    meter_interval: product.meter_interval,
    meter_interval_count: product.meter_interval_count,
    is_recurring: product.is_recurring,
    is_archived: product.is_archived,
    organization_id: product.organization_id,
    prices: activePrices(product),
    benefits: product.benefits.map(toBenefitPublic),
    medias: product.medias,
  };
}

function toCheckoutDiscount(discount: Discount): CheckoutDiscount {
  const base = { id: discount.id, name: discount.name, code: discount.code };
  const kind =
    discount.type === "fixed"
      ? { type: "fixed" as const, amount: discount.amount, currency: discount.currency, amounts: discount.amounts }
      : { type: "percentage" as const, basis_points: discount.basis_points };
  if (discount.duration === "repeating")
    return { ...base, ...kind, duration: "repeating", duration_in_months: discount.duration_in_months };
  return { ...base, ...kind, duration: discount.duration };
}

/** Open and past its expiry: expired, even before the periodic job has marked it. */
export const effectiveStatus = (row: repository.CheckoutRow): CheckoutStatus => {
  const status = checkoutStatus.catch("open").parse(row.status);
  return status === "open" && Date.parse(row.expires_at) <= now().getTime() ? "expired" : status;
};

export async function toResource(ctx: CheckoutContext, db: Executor, row: repository.CheckoutRow): Promise<Checkout> {
  const draft = draftOf(row);
  const byId = await resolveProducts(db, row.organization_id, draft.product_ids, draft.ad_hoc_price_ids);
  const products = draft.product_ids.flatMap((id) => byId.get(id) ?? []);
  const product = byId.get(row.product_id) ?? null;
  const price = product?.prices.find((candidate) => candidate.id === row.product_price_id) ?? null;
  const discount = row.discount_id
    ? await discounts.findForCheckout(db, row.organization_id, { id: row.discount_id })
    : null;
  const trial = activeTrial(draft, product);
  // A trial charges nothing now; a subscription still saves the card for its later charges.
  const paymentRequired = row.total_amount > 0 && trial === null;
  const setupRequired = needsPaymentSetup(product, price) && (trial !== null || paymentRequired);
  const formRequired = paymentRequired || setupRequired;
  const subscriptionId =
    row.status === "succeeded" ? await subscriptionIdOfCheckout(db, row.organization_id, row.id) : null;
  const url = `${ctx.baseURL}/checkout/${row.client_secret}`;
  return {
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    custom_field_data: draft.custom_field_data,
    payment_processor: "stripe",
    status: effectiveStatus(row),
    client_secret: row.client_secret,
    url,
    expires_at: row.expires_at,
    success_url: (row.success_url ?? `${url}/confirmation`).replaceAll("{CHECKOUT_ID}", row.id),
    return_url: row.return_url,
    embed_origin: row.embed_origin,
    amount: row.amount,
    seats: row.seats,
    min_seats: price?.amount_type === "seat_based" ? price.seat_tiers.minimum_seats : null,
    max_seats: price?.amount_type === "seat_based" ? price.seat_tiers.maximum_seats : null,
    units: row.units,
    min_units: price?.amount_type === "unit_based" ? (price.minimum_units ?? 1) : null,
    max_units: price?.amount_type === "unit_based" ? price.maximum_units : null,
    discount_amount: row.discount_amount,
    net_amount: row.net_amount,
    tax_amount: draft.customer_billing_address ? row.tax_amount : null,
    tax_behavior: "exclusive",
    total_amount: row.total_amount,
    currency: row.currency,
    allow_trial: draft.allow_trial,
    active_trial_interval: trial?.interval ?? null,
    active_trial_interval_count: trial?.count ?? null,
    trial_end: trial ? trialEnd(trial) : null,
    organization_id: row.organization_id,
    product_id: row.product_id,
    product_price_id: row.product_price_id,
    discount_id: row.discount_id,
    allow_discount_codes: draft.allow_discount_codes,
    require_billing_address: draft.require_billing_address,
    is_discount_applicable: price !== null && isDiscountable(price),
    is_free_product_price: price?.amount_type === "free",
    is_payment_required: paymentRequired,
    is_payment_setup_required: setupRequired,
    is_payment_form_required: formRequired,
    customer_id: row.customer_id,
    is_business_customer: draft.is_business_customer,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    customer_ip_address: row.customer_ip_address,
    customer_billing_name: row.customer_billing_name,
    customer_billing_address: draft.customer_billing_address,
    customer_tax_id: row.customer_tax_id,
    locale: row.locale,
    payment_method_type: row.payment_method_type,
    payment_processor_metadata: processorMetadataOf(row),
    billing_address_fields: billingAddressFields(
      draft.require_billing_address,
      formRequired,
      draft.customer_billing_address?.country,
    ),
    trial_interval: draft.trial_interval,
    trial_interval_count: draft.trial_interval_count,
    metadata: draft.metadata,
    external_customer_id: row.external_customer_id,
    products: products.map(toCheckoutProduct),
    product: product ? toCheckoutProduct(product) : null,
    product_price: price,
    prices: Object.fromEntries(products.map((item) => [item.id, activePrices(item)])),
    discount: discount ? toCheckoutDiscount(discount) : null,
    subscription_id: subscriptionId,
    attached_custom_fields: product ? product.attached_custom_fields : null,
    customer_metadata: draft.customer_metadata,
  };
}

export async function toPublic(
  ctx: CheckoutContext,
  db: Executor,
  row: repository.CheckoutRow,
): Promise<CheckoutPublic> {
  const full = await toResource(ctx, db, row);
  const {
    trial_interval: _t,
    trial_interval_count: _c,
    metadata: _m,
    external_customer_id: _e,
    subscription_id: _s,
    customer_metadata: _cm,
    ...shared
  } = full;
  const organization = await organizations.get(ctx.db, systemAccess(row.organization_id));
  return {
    ...shared,
    organization: organizationSummary(organization),
  };
}

export async function mustFind(db: Executor, organizationId: string, id: string): Promise<repository.CheckoutRow> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw CheckoutErrors.NOT_FOUND();
  return row;
}

export async function mustFindBySecret(db: Executor, clientSecret: string): Promise<repository.CheckoutRow> {
  const row = await repository.findByClientSecret(db, clientSecret);
  if (!row) throw CheckoutErrors.NOT_FOUND();
  return row;
}

/** The checkout as the confirm answers it: Polar's CheckoutPublicConfirmed (status `confirmed`). */
export async function toConfirmed(ctx: CheckoutContext, row: repository.CheckoutRow): Promise<CheckoutPublicConfirmed> {
  const resource = await toPublic(ctx, ctx.db, row);
  return { ...resource, status: "confirmed", customer_session_token: null };
}
