import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expectError, v1 } from "../helpers/billing.ts";
import { type CheckoutJson, confirmCheckout, createCheckout, createProduct, US_ADDRESS } from "../helpers/checkout.ts";
import { startWithStripeSeller } from "../helpers/stripe-seller.ts";
import type { StripeStandIn } from "../helpers/stripe-stand-in.ts";
import type { TestServer } from "../helpers/test-server.ts";

/**
 * An organization with its Stripe account connected is paid through it — its checkouts
 * carry the publishable key (not test mode), a confirm is one PaymentIntent confirmed with the
 * page's ConfirmationToken (never two under parallel confirms), 3-D Secure is completed by the page
 * and read back, refunds are Stripe refunds; an organization without Stripe stays in test mode.
 */

const SECRET = "sk_test_51CheckoutSecretKey0001";
const PUBLISHABLE = "pk_test_51CheckoutPublishable01";

let stripe: StripeStandIn;
let server: TestServer;
let seller: BillingOrg;
let productId: string;

beforeAll(async () => {
  ({ stripe, server, seller } = await startWithStripeSeller(
    "stripe-checkout",
    { secret_key: SECRET, publishable_key: PUBLISHABLE, webhook_secret: "whsec_CheckoutSigningSecret01" },
    "acct_1Checkout0001",
  ));
  productId = (await createProduct(server, seller.token, { name: "Stripe handbook" })).id;
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const buyer = (card: string, email = "stripe-buyer@example.com") => ({
  customer_email: email,
  customer_billing_address: US_ADDRESS,
  confirmation_token_id: stripe.confirmationToken(card),
});
/** The PaymentIntent requests of a checkout: keyed by the checkout and the card's token. */
const paymentIntents = (checkoutId: string) =>
  stripe.requests.filter(
    (request) => request.path === "/v1/payment_intents" && request.idempotencyKey?.startsWith(`${checkoutId}:ctoken_`),
  );

describe("a checkout of an organization paid through Stripe", () => {
  it("carries the publishable key, not test mode, and refuses test card tokens", async () => {
    const checkout = await createCheckout(server, seller.token, productId);
    expect(checkout.payment_processor_metadata).toEqual({ publishable_key: PUBLISHABLE });
    const publicView = await v1<CheckoutJson>(server, "GET", `/checkouts/client/${checkout.client_secret}`);
    expect(publicView.body.payment_processor_metadata).toEqual({ publishable_key: PUBLISHABLE });
    const refused = await v1<{ detail: string }>(
      server,
      "POST",
      `/checkouts/client/${checkout.client_secret}/test-card-tokens`,
      { body: { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" } },
    );
    expectError(refused, 403, "NotPermitted");
    expect(refused.body.detail).toBe(
      "This checkout takes cards through Stripe: test card tokens are for test mode only.",
    );
  });

  it("is paid by one PaymentIntent confirmed with the page's token: an order, a payment, the card", async () => {
    const checkout = await createCheckout(server, seller.token, productId);
    const confirmed = await confirmCheckout(server, checkout.client_secret, buyer("4242 4242 4242 4242"));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const after = await v1<CheckoutJson & { payment_id?: string }>(server, "GET", `/checkouts/${checkout.id}`, {
      token: seller.token,
    });
    expect(after.body.status).toBe("succeeded");
    expect(after.body.payment_processor_metadata).toMatchObject({
      publishable_key: PUBLISHABLE,
      intent_status: "succeeded",
      card_brand: "visa",
      card_last4: "4242",
    });
    const orders = await v1<{ items: Array<{ checkout_id: string; total_amount: number; status: string }> }>(
      server,
      "GET",
      "/orders/",
      { token: seller.token, query: { checkout_id: checkout.id } },
    );
    expect(orders.body.items).toHaveLength(1);
    expect(orders.body.items[0]).toMatchObject({ status: "paid" });
    const [intentRequest] = paymentIntents(checkout.id);
    expect(intentRequest?.key).toBe(SECRET);
    const payments = await v1<{ items: Array<{ status: string; method_metadata?: { last4: string } }> }>(
      server,
      "GET",
      "/payments/",
      { token: seller.token, query: { checkout_id: checkout.id } },
    );
    expect(payments.body.items).toEqual([
      expect.objectContaining({ status: "succeeded", method_metadata: { brand: "visa", last4: "4242" } }),
    ]);
    const paid = [...stripe.requests].reverse().find((request) => request.path === "/v1/payment_intents");
    expect(paid?.idempotencyKey).toMatch(new RegExp(`^${checkout.id}:ctoken_`));
    expect(orders.body.items[0]?.total_amount).toBeGreaterThanOrEqual(2500);
  });

  it("parallel confirms of one checkout make one PaymentIntent and one order", async () => {
    const checkout = await createCheckout(server, seller.token, productId);
    const body = buyer("4242 4242 4242 4242", "parallel@example.com");
    const answers = await Promise.all([1, 2, 3].map(() => confirmCheckout(server, checkout.client_secret, body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // Stripe holds one PaymentIntent for this checkout, succeeded once.
    const intents = stripe
      .objectsOf("payment_intent")
      .filter((intent) => (intent.metadata as Record<string, string>).checkout_id === checkout.id);
    expect(intents.map((intent) => intent.status)).toEqual(["succeeded"]);
    const orders = await v1<{ items: unknown[] }>(server, "GET", "/orders/", {
      token: seller.token,
      query: { checkout_id: checkout.id },
    });
    expect(orders.body.items).toHaveLength(1);
  });

  it("a decline leaves the checkout open with Stripe's message; another card pays it", async () => {
    const checkout = await createCheckout(server, seller.token, productId);
    const declined = await confirmCheckout(server, checkout.client_secret, buyer("4000 0000 0000 0002"));
    expectError(declined, 400, "PaymentError");
    expect(declined.body.detail).toBe("Your card was declined.");
    const open = await v1<CheckoutJson>(server, "GET", `/checkouts/client/${checkout.client_secret}`);
    expect(open.body.status).toBe("open");
    expect(open.body.payment_processor_metadata).toEqual({ publishable_key: PUBLISHABLE });
    // Stripe keeps the declined answer under its idempotency key: the next card is a new attempt.
    const paid = await confirmCheckout(server, checkout.client_secret, buyer("4242 4242 4242 4242"));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(
      (await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: seller.token })).body.status,
    ).toBe("succeeded");
    expect(paymentIntents(checkout.id)).toHaveLength(2);
  });

  it("3-D Secure: the page gets the PaymentIntent's client secret, completes it with Stripe.js, and the checkout is paid", async () => {
    const checkout = await createCheckout(server, seller.token, productId);
    const confirmed = await confirmCheckout(server, checkout.client_secret, buyer("4000 0025 0000 3155"));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const metadata = confirmed.body.payment_processor_metadata;
    expect(metadata).toMatchObject({
      intent_status: "requires_action",
      intent_client_secret: expect.stringMatching(/^pi_/),
    });
    const intentId = String(metadata.intent_client_secret).split("_secret_")[0] ?? "";
    stripe.authenticate(intentId, "succeed");
    const completed = await v1<CheckoutJson>(
      server,
      "POST",
      `/checkouts/client/${checkout.client_secret}/authentication`,
      {
        body: { outcome: "succeed" },
      },
    );
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.status).toBe("succeeded");
  });

  it("refunds an order through Stripe", async () => {
    const checkout = await createCheckout(server, seller.token, productId);
    expect((await confirmCheckout(server, checkout.client_secret, buyer("4242 4242 4242 4242"))).status).toBe(200);
    const orders = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/orders/", {
      token: seller.token,
      query: { checkout_id: checkout.id },
    });
    const orderId = orders.body.items[0]?.id ?? "";
    const refund = await v1<{ status: string; amount: number }>(server, "POST", "/refunds/", {
      token: seller.token,
      body: { order_id: orderId, reason: "customer_request", amount: 1000 },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body.status).toBe("succeeded");
    const stripeRefund = stripe.requests.filter((request) => request.path === "/v1/refunds").at(-1);
    expect(stripeRefund?.key).toBe(SECRET);
    const paidIntent = stripe
      .objectsOf("payment_intent")
      .find((intent) => (intent.metadata as Record<string, string>).checkout_id === checkout.id);
    expect(stripe.objectsOf("refund").filter((object) => object.payment_intent === paidIntent?.id)).toEqual([
      expect.objectContaining({ amount: 1000, status: "succeeded" }),
    ]);
  });

  it("an organization without Stripe stays in test mode", async () => {
    const other = await billingOrg(server, "stripe-less");
    const product = await createProduct(server, other.token);
    const checkout = await createCheckout(server, other.token, product.id);
    expect(checkout.payment_processor_metadata).toEqual({ test_mode: "true" });
  });
});
