import type {
  ImportKind,
  Origin,
  OriginAddress,
  OriginCustomer,
  OriginDiscount,
  OriginLicenseKey,
  OriginPrice,
  OriginProduct,
  OriginSnapshot,
  OriginSubscription,
} from "../records.ts";
import { PolarClient } from "./client.ts";
import {
  type PolarCustomer,
  type PolarDiscount,
  type PolarPrice,
  type PolarProduct,
  type PolarSubscription,
  polarBenefit,
  polarCustomer,
  polarCustomField,
  polarDiscount,
  polarLicenseKey,
  polarLicenseKeyActivations,
  polarMeter,
  polarProduct,
  polarSubscription,
} from "./schemas.ts";

/**
 * Polar's API as an origin (`--api-url`, `--token`: an organization access token that may read
 * every kind). Everything is read before anything is written, so a token missing a scope stops
 * the run with nothing half-imported.
 */
export function polarOrigin(apiUrl: string, token: string): Origin {
  const client = new PolarClient(apiUrl, token);
  return {
    source: "polar",
    input: client.address,
    read: (progress) => readAll(client, progress),
  };
}

async function readAll(
  client: PolarClient,
  progress: (kind: ImportKind, count: number) => void,
): Promise<OriginSnapshot> {
  const seen = (kind: ImportKind) => (count: number) => progress(kind, count);
  const customFields = await client.list("/custom-fields/", polarCustomField, seen("custom_field"));
  const meters = await client.list("/meters/", polarMeter, seen("meter"));
  const benefits = await client.list("/benefits/", polarBenefit, seen("benefit"));
  const products = await client.list("/products/", polarProduct, seen("product"));
  const discounts = await client.list("/discounts/", polarDiscount, seen("discount"));
  const customers = await client.list("/customers/", polarCustomer, seen("customer"));
  const subscriptions = await client.list("/subscriptions/", polarSubscription, seen("subscription"));
  const licenseKeys = await readLicenseKeys(client, seen("license_key"));
  return {
    custom_field: customFields.map((field) => ({
      id: field.id,
      type: field.type,
      slug: field.slug,
      name: field.name,
      properties: field.properties ?? {},
      metadata: field.metadata ?? {},
    })),
    meter: meters.map((meter) => ({
      id: meter.id,
      name: meter.name,
      unit: meter.unit ?? null,
      customLabel: meter.custom_label ?? null,
      customMultiplier: meter.custom_multiplier ?? null,
      filter: meter.filter,
      aggregation: meter.aggregation,
      archived: Boolean(meter.archived_at),
      metadata: meter.metadata ?? {},
    })),
    benefit: benefits.map((benefit) => ({
      id: benefit.id,
      type: benefit.type,
      description: benefit.description,
      properties: benefit.properties ?? {},
      metadata: benefit.metadata ?? {},
    })),
    product: products.map((product) => toProduct(product, pricesPaidOutsideTheCatalog(product, subscriptions))),
    discount: discounts.map(toDiscount),
    customer: customers.map(toCustomer),
    subscription: subscriptions.map(toSubscription),
    license_key: licenseKeys,
  };
}

async function readLicenseKeys(client: PolarClient, seen: (count: number) => void): Promise<OriginLicenseKey[]> {
  const keys = await client.list("/license-keys/", polarLicenseKey, () => undefined);
  const records: OriginLicenseKey[] = [];
  // The list leaves activations out: each key is read for them (the devices its customers activated).
  for (const key of keys) {
    const detail = polarLicenseKeyActivations.parse(await client.get(`/license-keys/${key.id}`));
    records.push({
      id: key.id,
      customerId: key.customer_id,
      benefitId: key.benefit_id,
      key: key.key,
      status: key.status,
      usage: key.usage ?? 0,
      limitUsage: key.limit_usage ?? null,
      limitActivations: key.limit_activations ?? null,
      validations: key.validations ?? 0,
      lastValidatedAt: key.last_validated_at ?? null,
      expiresAt: key.expires_at ?? null,
      activations: (detail.activations ?? []).map((activation) => ({
        id: activation.id,
        label: activation.label,
        meta: activation.meta ?? {},
        createdAt: activation.created_at,
      })),
    });
    seen(records.length);
  }
  return records;
}

function toPrice(price: PolarPrice, archived: boolean): OriginPrice {
  return {
    id: price.id,
    archived,
    amountType: price.amount_type,
    currency: price.price_currency ?? "usd",
    taxBehavior: price.tax_behavior ?? null,
    priceAmount: price.price_amount ?? null,
    minimumAmount: price.minimum_amount ?? null,
    maximumAmount: price.maximum_amount ?? null,
    presetAmount: price.preset_amount ?? null,
    unitAmount: price.unit_amount == null ? null : String(price.unit_amount),
    capAmount: price.cap_amount ?? null,
    meterId: price.meter_id ?? null,
    seatTiers: price.seat_tiers ?? null,
    tiers: price.tiers ?? null,
    minimumUnits: price.minimum_units ?? null,
    unitLabel: price.unit_label ?? null,
  };
}

/**
 * Prices subscriptions pay that their product no longer lists (Polar lists live prices only):
 * they come along as archived prices, so those subscriptions renew at what they paid.
 */
function pricesPaidOutsideTheCatalog(product: PolarProduct, subscriptions: PolarSubscription[]): PolarPrice[] {
  const listed = new Set((product.prices ?? []).map((price) => price.id));
  const outside = new Map<string, PolarPrice>();
  for (const subscription of subscriptions) {
    if (subscription.product_id !== product.id) continue;
    for (const price of subscription.prices ?? []) if (!listed.has(price.id)) outside.set(price.id, price);
  }
  return [...outside.values()];
}

function toProduct(product: PolarProduct, archivedPrices: PolarPrice[]): OriginProduct {
  const prices = product.prices ?? [];
  // A legacy recurring product has its interval on its prices.
  const interval =
    product.recurring_interval ??
    (product.is_recurring ? (prices.find((price) => price.recurring_interval)?.recurring_interval ?? null) : null);
  return {
    id: product.id,
    name: product.name,
    description: product.description ?? null,
    visibility: product.visibility ?? "public",
    recurringInterval: interval,
    recurringIntervalCount: interval ? (product.recurring_interval_count ?? 1) : null,
    trialInterval: product.trial_interval ?? null,
    trialIntervalCount: product.trial_interval_count ?? null,
    archived: product.is_archived ?? false,
    metadata: product.metadata ?? {},
    prices: [
      ...prices.map((price) => toPrice(price, price.is_archived ?? false)),
      ...archivedPrices.map((price) => toPrice(price, true)),
    ],
    benefitIds: (product.benefits ?? []).map((benefit) => benefit.id),
    customFields: (product.attached_custom_fields ?? []).map((field) => ({
      id: field.custom_field_id,
      required: field.required ?? false,
    })),
  };
}

function toDiscount(discount: PolarDiscount): OriginDiscount {
  return {
    id: discount.id,
    name: discount.name,
    code: discount.code ?? null,
    type: discount.type,
    amount: discount.amount ?? null,
    currency: discount.currency ?? null,
    basisPoints: discount.basis_points ?? null,
    duration: discount.duration,
    durationInMonths: discount.duration_in_months ?? null,
    startsAt: discount.starts_at ?? null,
    endsAt: discount.ends_at ?? null,
    maxRedemptions: discount.max_redemptions ?? null,
    redemptionsCount: discount.redemptions_count ?? 0,
    productIds: (discount.products ?? []).map((product) => product.id),
    metadata: discount.metadata ?? {},
  };
}

function toCustomer(customer: PolarCustomer): OriginCustomer {
  const address = customer.billing_address;
  const billingAddress: OriginAddress | null = address
    ? {
        line1: address.line1 ?? null,
        line2: address.line2 ?? null,
        postalCode: address.postal_code ?? null,
        city: address.city ?? null,
        state: address.state ?? null,
        country: address.country,
      }
    : null;
  return {
    id: customer.id,
    email: customer.email,
    name: customer.name ?? null,
    externalId: customer.external_id ?? null,
    billingAddress,
    taxId: customer.tax_id?.[0] ?? null,
    locale: customer.locale ?? null,
    metadata: customer.metadata ?? {},
    // A merchant of record keeps its customers' cards.
    paymentMethodId: null,
  };
}

function toSubscription(subscription: PolarSubscription): OriginSubscription {
  const prices = subscription.prices ?? [];
  const price = prices.find((candidate) => !candidate.amount_type.startsWith("metered_")) ?? prices[0];
  return {
    id: subscription.id,
    status: subscription.status,
    amount: subscription.amount,
    currency: subscription.currency,
    recurringInterval: subscription.recurring_interval,
    recurringIntervalCount: subscription.recurring_interval_count ?? 1,
    currentPeriodStart: subscription.current_period_start,
    currentPeriodEnd: subscription.current_period_end ?? subscription.current_period_start,
    trialStart: subscription.trial_start ?? null,
    trialEnd: subscription.trial_end ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at ?? null,
    startedAt: subscription.started_at ?? null,
    customerId: subscription.customer_id,
    productId: subscription.product_id,
    priceId: price?.id ?? "",
    discountId: subscription.discount_id ?? null,
    seats: subscription.seats ?? null,
    cancellationReason: subscription.customer_cancellation_reason ?? null,
    cancellationComment: subscription.customer_cancellation_comment ?? null,
    metadata: subscription.metadata ?? {},
    customFieldData: subscription.custom_field_data ?? {},
    paymentMethodId: null,
    anchorCandidates: [subscription.started_at, subscription.trial_end].flatMap((at) => (at ? [at] : [])),
    notImportable: price ? null : "it pays no price",
  };
}
