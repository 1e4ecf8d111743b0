import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerWalletTopUp } from "../../src/billing/wallets/top-up-schemas.ts";
import { topUpChargeKey } from "../../src/billing/wallets/top-up-service.ts";
import { type BillingOrg, v1 } from "../helpers/billing.ts";
import { confirmCheckout, createCheckout, createProduct, US_ADDRESS } from "../helpers/checkout.ts";
import { startWithStripeSeller } from "../helpers/stripe-seller.ts";
import type { StripeStandIn } from "../helpers/stripe-stand-in.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * A wallet top-up through Stripe whose answer is lost: Stripe charged the saved card, Gatehouse
 * never heard. The request answers 202 pending and credits nothing; the resumption of the next
 * process asks Stripe again under the top-up's key: one PaymentIntent, one credit.
 */

const SECRET = "sk_test_51WalletTopUpSecretKey01";

let stripe: StripeStandIn;
let server: TestServer;
let seller: BillingOrg;

beforeAll(async () => {
  ({ stripe, server, seller } = await startWithStripeSeller(
    "stripe-top-ups",
    { secret_key: SECRET, publishable_key: "pk_test_51WalletTopUpPublishable1", webhook_secret: "whsec_TopUps01" },
    "acct_1WalletTopUp01",
  ));
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

/** A subscriber whose card Stripe saved at checkout; their portal session. */
async function subscriber(email: string): Promise<string> {
  const product = await createProduct(server, seller.token, {
    name: "Top-up plan",
    prices: [{ amount_type: "fixed", price_amount: 900, price_currency: "usd", recurring_interval: "month" }],
    recurring_interval: "month",
  });
  const checkout = await createCheckout(server, seller.token, product.id);
  const confirmed = await confirmCheckout(server, checkout.client_secret, {
    customer_email: email,
    customer_billing_address: US_ADDRESS,
    confirmation_token_id: stripe.confirmationToken("4242 4242 4242 4242"),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const subscriptions = await v1<{ items: Array<{ customer_id: string }> }>(server, "GET", "/subscriptions/", {
    token: seller.token,
    query: { product_id: product.id },
  });
  const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: seller.token,
    body: { customer_id: subscriptions.body.items[0]?.customer_id },
  });
  return session.body.token;
}

describe("a top-up whose answer from Stripe is lost", () => {
  it("stays pending, then the next process asks again with the same key: one PaymentIntent, credited once", async () => {
    const token = await subscriber("stripe-top-up@example.com");
    stripe.dropAnswersTo = "/v1/payment_intents";
    let pending: Awaited<ReturnType<typeof v1<CustomerWalletTopUp>>>;
    try {
      pending = await v1<CustomerWalletTopUp>(server, "POST", "/customer-portal/wallets/top-ups", {
        token,
        body: { currency: "usd", amount: 2500 },
      });
    } finally {
      stripe.dropAnswersTo = null;
    }
    expect(pending.status, JSON.stringify(pending.body)).toBe(202);
    expect(pending.body).toMatchObject({ status: "pending", payment_id: null, wallet: null });
    const key = topUpChargeKey(pending.body.id);
    const asked = () =>
      stripe.requests.filter((request) => request.path === "/v1/payment_intents" && request.idempotencyKey === key)
        .length;
    const intents = () =>
      stripe.objectsOf("payment_intent").filter((intent) => intent.description === `Wallet top-up ${pending.body.id}`);
    // Stripe charged (the SDK's own retries ask under the same key); Gatehouse credits nothing it has not heard of.
    const askedBefore = asked();
    expect(askedBefore).toBeGreaterThanOrEqual(1);
    expect(intents()).toEqual([expect.objectContaining({ amount: 2500, status: "succeeded" })]);
    const wallets = async () =>
      (await v1<{ items: Array<{ balance: number }> }>(server, "GET", "/customer-portal/wallets/", { token })).body
        .items;
    expect(await wallets()).toEqual([]);

    // Its request's lease runs out (its process is gone); the next process resumes it at start.
    await server.gatehouse.database.db
      .updateTable("billing_customer_wallet_top_up")
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", pending.body.id)
      .execute();
    const next = await startTestServer({ database: server.database, env: { STRIPE_API_URL: stripe.url } });
    try {
      const read = await v1<CustomerWalletTopUp>(next, "GET", `/customer-portal/wallets/top-ups/${pending.body.id}`, {
        token,
      });
      expect(read.body).toMatchObject({
        status: "succeeded",
        payment_id: expect.stringMatching(/^pi_/),
        wallet: { balance: 2500 },
      });
    } finally {
      await next.close();
    }
    // Asked again under the same key: Stripe still holds one PaymentIntent.
    expect(asked()).toBeGreaterThan(askedBefore);
    expect(intents()).toHaveLength(1);
    expect(await wallets()).toEqual([expect.objectContaining({ balance: 2500 })]);
  });
});
