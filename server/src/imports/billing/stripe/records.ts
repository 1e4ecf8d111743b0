import type Stripe from "stripe";
import type { OriginCustomer, OriginPrice, OriginProduct, OriginSubscription } from "../records.ts";

/**
 * Stripe's objects as import records. A Gatehouse product has one interval and one live price,
 * where a Stripe product may have prices of several intervals: each interval of a Stripe product
 * becomes a product of its own, named `prod_…:month`, `prod_…:year`, `prod_…:one_time` (with the
 * interval after its name when there are several); its live price is the Stripe product's
 * default price (else the newest active one), its other prices come along archived.
 */

const iso = (unix: number | null | undefined): string | null =>
  unix == null ? null : new Date(unix * 1000).toISOString();

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** The group a price belongs to: its billing interval, or one_time. */
export function intervalKey(price: Stripe.Price): string {
  if (!price.recurring) return "one_time";
  const { interval, interval_count: count } = price.recurring;
  return count > 1 ? `${count}-${interval}` : interval;
}

const INTERVAL_LABELS: Record<string, string> = {
  day: "daily",
  week: "weekly",
  month: "monthly",
  year: "yearly",
  one_time: "one-time",
};
const labelOf = (key: string) => INTERVAL_LABELS[key] ?? `every ${key.replace("-", " ")}s`;

/** Prices Gatehouse has no equivalent for (tiered, usage-based, quantity-transformed) stay behind. */
function supported(price: Stripe.Price): boolean {
  return (
    price.billing_scheme === "per_unit" &&
    price.transform_quantity === null &&
    (price.recurring?.usage_type ?? "licensed") === "licensed"
  );
}

function toPrice(price: Stripe.Price, archived: boolean): OriginPrice {
  const custom = price.custom_unit_amount;
  const amountType = custom ? "custom" : price.unit_amount ? "fixed" : "free";
  return {
    id: price.id,
    archived,
    amountType,
    currency: price.currency,
    taxBehavior: price.tax_behavior === "inclusive" || price.tax_behavior === "exclusive" ? price.tax_behavior : null,
    priceAmount: amountType === "fixed" ? price.unit_amount : null,
    minimumAmount: custom?.minimum ?? null,
    maximumAmount: custom?.maximum ?? null,
    presetAmount: custom?.preset ?? null,
    unitAmount: null,
    capAmount: null,
    meterId: null,
    seatTiers: null,
    tiers: null,
    minimumUnits: null,
    unitLabel: null,
  };
}

/** The product id a Stripe price's Gatehouse product has in the import. */
export const productIdOf = (price: Stripe.Price): string => `${idOf(price.product)}:${intervalKey(price)}`;

export function toProducts(products: Stripe.Product[], prices: Stripe.Price[]): OriginProduct[] {
  const byProduct = new Map<string, Map<string, Stripe.Price[]>>();
  for (const price of prices.filter(supported)) {
    const productId = idOf(price.product) ?? "";
    const groups = byProduct.get(productId) ?? new Map<string, Stripe.Price[]>();
    groups.set(intervalKey(price), [...(groups.get(intervalKey(price)) ?? []), price]);
    byProduct.set(productId, groups);
  }
  return products.flatMap((product) => {
    const groups = [...(byProduct.get(product.id) ?? new Map<string, Stripe.Price[]>())];
    return groups.map(([key, group]) => toProduct(product, key, group, groups.length > 1));
  });
}

function toProduct(product: Stripe.Product, key: string, group: Stripe.Price[], several: boolean): OriginProduct {
  const newestFirst = [...group].sort((a, b) => b.created - a.created);
  const defaultPrice = idOf(product.default_price);
  const live =
    newestFirst.find((price) => price.active && price.id === defaultPrice) ??
    newestFirst.find((price) => price.active) ??
    (newestFirst[0] as Stripe.Price);
  // One live price per currency (a product may be sold in several): the default or newest active in each.
  const otherCurrencies = newestFirst.filter(
    (price, index) =>
      price.active &&
      price.currency !== live.currency &&
      newestFirst.findIndex((other) => other.active && other.currency === price.currency) === index,
  );
  const livePrices = [live, ...otherCurrencies];
  const recurring = live.recurring;
  return {
    id: `${product.id}:${key}`,
    name: several ? `${product.name} (${labelOf(key)})` : product.name,
    description: product.description,
    visibility: "public",
    recurringInterval: recurring?.interval ?? null,
    recurringIntervalCount: recurring ? recurring.interval_count : null,
    trialInterval: null,
    trialIntervalCount: null,
    archived: !product.active || !live.active,
    metadata: product.metadata,
    prices: [
      ...livePrices.map((price) => toPrice(price, false)),
      ...newestFirst.filter((price) => !livePrices.includes(price)).map((price) => toPrice(price, true)),
    ],
    benefitIds: [],
    customFields: [],
  };
}

export function toCustomer(customer: Stripe.Customer, card: string | null): OriginCustomer {
  const address = customer.address;
  return {
    id: customer.id,
    email: customer.email ?? "",
    name: customer.name ?? null,
    externalId: null,
    billingAddress: address?.country
      ? {
          line1: address.line1,
          line2: address.line2,
          postalCode: address.postal_code,
          city: address.city,
          state: address.state,
          country: address.country,
        }
      : null,
    taxId: null,
    locale: customer.preferred_locales?.[0] ?? null,
    metadata: customer.metadata,
    paymentMethodId: card,
  };
}

/** Stripe's statuses as Gatehouse's: those that never ran, or ended, are not running. */
const STATUSES: Record<string, string> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  canceled: "canceled",
  unpaid: "unpaid",
  incomplete: "incomplete",
  incomplete_expired: "incomplete_expired",
};

function notImportable(subscription: Stripe.Subscription): string | null {
  if (subscription.items.data.length !== 1) return `it has ${subscription.items.data.length} items`;
  if (subscription.discounts.length > 0) return "it has a discount (Stripe's coupons do not move)";
  if (subscription.status === "paused" || subscription.pause_collection) return "its collection is paused";
  const price = subscription.items.data[0]?.price;
  if (price && !supported(price)) return `its price ${price.id} is tiered or usage-based`;
  return null;
}

export function toSubscription(
  subscription: Stripe.Subscription,
  cards: ReadonlyMap<string, string | null>,
): OriginSubscription {
  const item = subscription.items.data[0];
  const price = item?.price;
  const customerId = idOf(subscription.customer) ?? "";
  const periodStart = iso(item?.current_period_start) ?? iso(subscription.start_date) ?? "";
  const periodEnd = iso(item?.current_period_end) ?? periodStart;
  const cancelAt = iso(subscription.cancel_at);
  return {
    id: subscription.id,
    status: STATUSES[subscription.status] ?? subscription.status,
    amount: (price?.unit_amount ?? 0) * (item?.quantity ?? 1),
    currency: subscription.currency,
    recurringInterval: price?.recurring?.interval ?? "",
    recurringIntervalCount: price?.recurring?.interval_count ?? 1,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    trialStart: iso(subscription.trial_start),
    trialEnd: iso(subscription.trial_end),
    // A cancellation scheduled for the period's end is Gatehouse's cancel-at-period-end.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || (cancelAt !== null && cancelAt <= periodEnd),
    canceledAt: iso(subscription.canceled_at),
    startedAt: iso(subscription.start_date),
    customerId,
    productId: price ? productIdOf(price) : "",
    priceId: price?.id ?? "",
    discountId: null,
    seats: null,
    cancellationReason: null,
    cancellationComment: subscription.cancellation_details?.comment ?? null,
    metadata: subscription.metadata,
    customFieldData: {},
    paymentMethodId: idOf(subscription.default_payment_method) ?? cards.get(customerId) ?? null,
    anchorCandidates: [subscription.billing_cycle_anchor, subscription.start_date].flatMap((at) =>
      at ? [new Date(at * 1000).toISOString()] : [],
    ),
    notImportable: notImportable(subscription),
  };
}
