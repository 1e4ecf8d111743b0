import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, expectError, v1 } from "../helpers/billing.ts";
import { type CheckoutJson, confirmCheckout, createCheckout, createProduct, US_ADDRESS } from "../helpers/checkout.ts";
import { deliverStripeEvent, stripeEventOf } from "../helpers/stripe-events.ts";
import { startWithStripeSeller } from "../helpers/stripe-seller.ts";
import type { StripeStandIn } from "../helpers/stripe-stand-in.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Stripe charged but Gatehouse never heard — the answer lost on the
 * way, or the process stopped before committing it. The confirm says so (502, "do not pay
 * again") and the checkout stays confirmed with its charge on record; Stripe's webhook, or else
 * the next sweep of any process (asking again with the same idempotency key), completes it:
 * one PaymentIntent, one order, never a second charge.
 */

const SECRET = "sk_test_51LostAnswerSecretKey001";
const WEBHOOK_SECRET = "whsec_LostAnswerSigningSecret01";

let stripe: StripeStandIn;
let server: TestServer;
let seller: BillingOrg;
let productId: string;

beforeAll(async () => {
  ({ stripe, server, seller } = await startWithStripeSeller(
    "stripe-lost-answers",
    { secret_key: SECRET, publishable_key: "pk_test_51LostAnswerPublishable1", webhook_secret: WEBHOOK_SECRET },
    "acct_1LostAnswer001",
  ));
  productId = (await createProduct(server, seller.token, { name: "Lost answer handbook" })).id;
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const intentsOf = (checkoutId: string) =>
  stripe
    .objectsOf("payment_intent")
    .filter((intent) => (intent.metadata as Record<string, string>).checkout_id === checkoutId);
const ordersOf = async (checkoutId: string) =>
  (
    await v1<{ items: unknown[] }>(server, "GET", "/orders/", {
      token: seller.token,
      query: { checkout_id: checkoutId },
    })
  ).body.items;
/** The seller's payments of a checkout (Polar's payments list): one per charge, however often it was asked. */
const paymentsOf = async (checkoutId: string) =>
  (
    await v1<{ items: Array<{ status: string }> }>(server, "GET", "/payments/", {
      token: seller.token,
      query: { checkout_id: checkoutId },
    })
  ).body.items.map((payment) => payment.status);
const statusOf = async (checkoutId: string) =>
  (await v1<CheckoutJson>(server, "GET", `/checkouts/${checkoutId}`, { token: seller.token })).body.status;

/** A confirm whose PaymentIntent Stripe makes (and charges) but whose answer never arrives. */
async function confirmWithLostAnswer(email: string) {
  const checkout = await createCheckout(server, seller.token, productId);
  const body = {
    customer_email: email,
    customer_billing_address: US_ADDRESS,
    confirmation_token_id: stripe.confirmationToken("4242 4242 4242 4242"),
  };
  stripe.dropAnswersTo = "/v1/payment_intents";
  try {
    const unanswered = await confirmCheckout(server, checkout.client_secret, body);
    expectError(unanswered, 502, "PaymentProcessorUnavailable");
    expect(unanswered.body.detail).toContain("do not pay again");
  } finally {
    stripe.dropAnswersTo = null;
  }
  expect(intentsOf(checkout.id).map((intent) => intent.status)).toEqual(["succeeded"]);
  expect(await statusOf(checkout.id)).toBe("confirmed");
  expect(await ordersOf(checkout.id)).toEqual([]);
  // The buyer pressing "Pay" again is refused: the checkout is no longer open.
  const again = await confirmCheckout(server, checkout.client_secret, {
    ...body,
    confirmation_token_id: stripe.confirmationToken("4242 4242 4242 4242"),
  });
  expect(again.status).toBe(403);
  return checkout;
}

/**
 * The confirming process stopped long ago (the checkout is past the sweep's grace period); another
 * process starts on the same database and its checkout sweep runs until the checkout is paid.
 */
async function sweepFromAnotherProcess(checkoutId: string): Promise<void> {
  await server.gatehouse.database.db
    .updateTable("checkout")
    .set({ modified_at: new Date(Date.now() - 5 * 60_000).toISOString() })
    .where("id", "=", checkoutId)
    .execute();
  const second = await startTestServer({
    database: server.database,
    env: { STRIPE_API_URL: stripe.url, CHECKOUT_EXPIRY_INTERVAL_MS: "100" },
  });
  try {
    for (let i = 0; i < 100 && (await statusOf(checkoutId)) !== "succeeded"; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    await second.close();
  }
}

describe("Stripe charged, Gatehouse never heard", () => {
  it("Stripe's webhook completes the checkout: one PaymentIntent, one order", async () => {
    const checkout = await confirmWithLostAnswer("lost-webhook@example.com");
    const [intent] = intentsOf(checkout.id);
    const delivered = await deliverStripeEvent(
      server,
      seller.organization.id,
      stripeEventOf("payment_intent.succeeded", intent),
      WEBHOOK_SECRET,
    );
    expect(delivered.status).toBe(200);
    expect(await statusOf(checkout.id)).toBe("succeeded");
    expect(await ordersOf(checkout.id)).toHaveLength(1);
    expect(intentsOf(checkout.id)).toHaveLength(1);
    expect(await paymentsOf(checkout.id)).toEqual(["succeeded"]);
  });

  it("without a webhook, a process that starts afterwards asks Stripe again with the same key: one charge, one order", async () => {
    const checkout = await confirmWithLostAnswer("lost-restart@example.com");
    const keys = stripe.requests
      .filter((request) => request.path === "/v1/payment_intents")
      .map((request) => request.idempotencyKey)
      .filter((key) => key?.startsWith(checkout.id));
    await sweepFromAnotherProcess(checkout.id);
    expect(await statusOf(checkout.id)).toBe("succeeded");
    expect(await ordersOf(checkout.id)).toHaveLength(1);
    expect(intentsOf(checkout.id)).toHaveLength(1);
    expect(await paymentsOf(checkout.id)).toEqual(["succeeded"]);
    const asked = stripe.requests.filter(
      (request) => request.path === "/v1/payment_intents" && request.idempotencyKey?.startsWith(checkout.id),
    );
    // Asked again with the first confirm's key: Stripe answered what it did then.
    expect(new Set(asked.map((request) => request.idempotencyKey))).toEqual(new Set(keys));
    expect(asked.length).toBeGreaterThan(keys.length);
  });

  it("a charge that never reached Stripe is made by the sweep once Stripe answers again", async () => {
    const checkout = await createCheckout(server, seller.token, productId);
    stripe.unavailable = true;
    try {
      const down = await confirmCheckout(server, checkout.client_secret, {
        customer_email: "stripe-down@example.com",
        customer_billing_address: US_ADDRESS,
        confirmation_token_id: stripe.confirmationToken("4242 4242 4242 4242"),
      });
      expectError(down, 502, "PaymentProcessorUnavailable");
    } finally {
      stripe.unavailable = false;
    }
    expect(intentsOf(checkout.id)).toEqual([]);
    expect(await statusOf(checkout.id)).toBe("confirmed");
    await sweepFromAnotherProcess(checkout.id);
    expect(await statusOf(checkout.id)).toBe("succeeded");
    expect(intentsOf(checkout.id)).toHaveLength(1);
    expect(await ordersOf(checkout.id)).toHaveLength(1);
  });
});
