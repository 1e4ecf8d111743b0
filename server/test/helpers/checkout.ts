import { expect } from "vitest";
import { v1 } from "./billing.ts";
import type { TestServer } from "./test-server.ts";

/**
 * Shared steps for checkout suites (server tests and the web e2e): a product, a checkout, a
 * test card token, and `buyProduct` = create → confirm with a Stripe test card → the checkout.
 */

export type Json = Record<string, unknown>;
export type CheckoutJson = Json & {
  id: string;
  client_secret: string;
  status: string;
  url: string;
  total_amount: number;
  tax_amount: number | null;
  amount: number;
  discount_amount: number;
  net_amount: number;
  customer_id: string | null;
  payment_processor_metadata: Record<string, string>;
};

/** Stripe's documented test card numbers. */
export const TEST_CARDS = {
  success: "4242424242424242",
  genericDecline: "4000000000000002",
  insufficientFunds: "4000000000009995",
  threeDSecure: "4000002500003155",
} as const;

/** Seat-based tiers: 2–4 seats at $10.00, 5–10 at $8.00 (volume): 3 seats cost $30.00. */
export const VOLUME_SEAT_TIERS = {
  seat_tier_type: "volume",
  tiers: [
    { min_seats: 2, max_seats: 4, price_per_seat: 1000 },
    { min_seats: 5, max_seats: 10, price_per_seat: 800 },
  ],
};

/** A monthly product with one seat-based price in dollars (by default any number of seats at $10.00 each). */
export function createSeatProduct(
  server: TestServer,
  token: string,
  name: string,
  seatTiers: Json = { tiers: [{ min_seats: 1, price_per_seat: 1000 }] },
  extra: Json = {},
) {
  return createProduct(server, token, {
    name,
    recurring_interval: "month",
    prices: [{ amount_type: "seat_based", price_currency: "usd", seat_tiers: seatTiers }],
    ...extra,
  });
}

export async function createProduct(
  server: TestServer,
  token: string,
  body: Json = {},
): Promise<{ id: string; prices: Array<{ id: string }> } & Json> {
  const response = await v1<{ id: string; prices: Array<{ id: string }> } & Json>(server, "POST", "/products/", {
    token,
    body: {
      name: "Checkout product",
      prices: [{ amount_type: "fixed", price_amount: 2500, price_currency: "usd" }],
      ...body,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export async function createCheckout(
  server: TestServer,
  token: string,
  productId: string,
  body: Json = {},
): Promise<CheckoutJson> {
  const response = await v1<CheckoutJson>(server, "POST", "/checkouts/", {
    token,
    body: { products: [productId], ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** What Stripe.js would do in the browser: a `ctoken_...` for a card number. */
export async function cardToken(
  server: TestServer,
  clientSecret: string,
  number: string = TEST_CARDS.success,
): Promise<string> {
  const response = await v1<{ id: string }>(server, "POST", `/checkouts/client/${clientSecret}/test-card-tokens`, {
    body: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: "123" },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

/** Confirms through the public client route (no credentials); the raw response. */
export function confirmCheckout(server: TestServer, clientSecret: string, body: Json) {
  return v1<CheckoutJson & { error?: string; detail?: unknown }>(
    server,
    "POST",
    `/checkouts/client/${clientSecret}/confirm`,
    { body },
  );
}

export const US_ADDRESS = { country: "US", state: "NY", line1: "1 Main St", city: "New York", postal_code: "10001" };

export type BuyOptions = { card?: string; email?: string; checkout?: Json; confirm?: Json };

/**
 * Buys `productId`: a checkout (token's organization), a test card token (default 4242...),
 * confirm with an email and a US address. Returns the checkout as GET then shows it (succeeded
 * for the success card) and the confirm response.
 */
export async function buyProduct(server: TestServer, token: string, productId: string, options: BuyOptions = {}) {
  const checkout = await createCheckout(server, token, productId, options.checkout ?? {});
  // A card when the checkout takes one: a payment, or a subscription's card setup (trials).
  const confirmationTokenId =
    checkout.is_payment_form_required === false
      ? undefined
      : await cardToken(server, checkout.client_secret, options.card ?? TEST_CARDS.success);
  const confirmed = await confirmCheckout(server, checkout.client_secret, {
    customer_email: options.email ?? "buyer@example.com",
    customer_billing_address: US_ADDRESS,
    ...(confirmationTokenId ? { confirmation_token_id: confirmationTokenId } : {}),
    ...options.confirm,
  });
  const after = await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token });
  return { checkout: after.body, confirmed };
}
