import type Stripe from "stripe";
import { stripeClient } from "../../../payment-processors/stripe/client.ts";
import { type ImportKind, type Origin, OriginReadError, type OriginSnapshot } from "../records.ts";
import { toCustomer, toProducts, toSubscription } from "./records.ts";

/**
 * A Stripe account as an origin (`--api-key`: its secret key; STRIPE_API_URL honoured): its
 * products and prices, customers with their default card, and subscriptions. Stripe keeps the
 * cards, and Gatehouse charges them through the same account, so they keep working.
 */
export function stripeOrigin(apiKey: string, apiUrl: string | undefined): Origin {
  const stripe = stripeClient(apiKey, apiUrl);
  return {
    source: "stripe",
    input: apiUrl ?? "https://api.stripe.com",
    read: (progress) => readAll(stripe, progress).catch(rethrowRead),
  };
}

/** The account the key belongs to, or null when the key may not read it (a restricted key). */
export async function stripeAccountOf(apiKey: string, apiUrl: string | undefined): Promise<string | null> {
  try {
    return (await stripeClient(apiKey, apiUrl).accounts.retrieveCurrent()).id;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 403) return null;
    return rethrowRead(error);
  }
}

function rethrowRead(error: unknown): never {
  throw new OriginReadError(`Stripe: ${error instanceof Error ? error.message : String(error)}`);
}

async function all<T>(list: Stripe.ApiListPromise<T>, seen: (count: number) => void): Promise<T[]> {
  const items: T[] = [];
  for await (const item of list) {
    items.push(item);
    if (items.length % 100 === 0) seen(items.length);
  }
  seen(items.length);
  return items;
}

async function readAll(stripe: Stripe, progress: (kind: ImportKind, count: number) => void): Promise<OriginSnapshot> {
  const products = await all(stripe.products.list({ limit: 100 }), (n) => progress("product", n));
  const prices = await all(stripe.prices.list({ limit: 100 }), () => undefined);
  const customers = await all(stripe.customers.list({ limit: 100 }), (n) => progress("customer", n));
  const subscriptions = await all(stripe.subscriptions.list({ limit: 100, status: "all" }), (n) =>
    progress("subscription", n),
  );
  const cards = new Map(customers.map((customer) => [customer.id, defaultCard(customer)]));
  return {
    custom_field: [],
    meter: [],
    benefit: [],
    product: toProducts(products, prices),
    discount: [],
    customer: customers.map((customer) => toCustomer(customer, cards.get(customer.id) ?? null)),
    subscription: subscriptions.map((subscription) => toSubscription(subscription, cards)),
    license_key: [],
  };
}

function defaultCard(customer: Stripe.Customer): string | null {
  const method = customer.invoice_settings?.default_payment_method;
  return typeof method === "string" ? method : (method?.id ?? null);
}
