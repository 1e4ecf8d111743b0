import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, expectError, v1 } from "../helpers/billing.ts";
import { confirmCheckout, createCheckout, createProduct, US_ADDRESS } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startWithStripeSeller } from "../helpers/stripe-seller.ts";
import type { StripeStandIn } from "../helpers/stripe-stand-in.ts";
import type { TestServer } from "../helpers/test-server.ts";

/**
 * Payment methods through Stripe: a card added in the portal is a SetupIntent confirmed with the
 * Payment Element's ConfirmationToken (saved for off-session use on a Stripe Customer); 3-D
 * Secure is finished by the page and confirmed; a removed card is detached at Stripe. A plan
 * change charges the saved card off-session; a renewal Stripe declines for want of
 * authentication goes past due, mails the customer, and recovers once they add a card.
 */

const SECRET = "sk_test_51PortalCardsSecretKey01";

let stripe: StripeStandIn;
let server: TestServer;
let seller: BillingOrg;
const PATH = "/customer-portal/customers/me/payment-methods";

beforeAll(async () => {
  ({ stripe, server, seller } = await startWithStripeSeller(
    "stripe-portal-cards",
    { secret_key: SECRET, publishable_key: "pk_test_51PortalCardsPublishable1", webhook_secret: "whsec_PortalCards01" },
    "acct_1PortalCards01",
    // The renewal job runs often here: the test clock moves the subscriptions to their renewal.
    { RENEWAL_INTERVAL_MS: "100" },
  ));
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

type Method = { id: string; method_metadata: { brand: string; last4: string } };

const monthly = (name: string, amount: number) =>
  createProduct(server, seller.token, {
    name,
    prices: [{ amount_type: "fixed", price_amount: amount, price_currency: "usd", recurring_interval: "month" }],
    recurring_interval: "month",
  });

async function stripeSubscriber(email: string, card = "4242 4242 4242 4242") {
  const product = await monthly(`Stripe plan ${email}`, 900);
  const checkout = await createCheckout(server, seller.token, product.id);
  const confirmed = await confirmCheckout(server, checkout.client_secret, {
    customer_email: email,
    customer_billing_address: US_ADDRESS,
    confirmation_token_id: stripe.confirmationToken(card),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  if (confirmed.body.payment_processor_metadata.intent_status === "requires_action") {
    const intentId = String(confirmed.body.payment_processor_metadata.intent_client_secret).split("_secret_")[0]!;
    stripe.authenticate(intentId, "succeed");
    const completed = await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/authentication`, {
      body: { outcome: "succeed" },
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  }
  const subscriptions = await v1<{ items: Array<{ id: string; customer_id: string }> }>(
    server,
    "GET",
    "/subscriptions/",
    { token: seller.token, query: { product_id: product.id } },
  );
  const subscription = subscriptions.body.items[0]!;
  const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: seller.token,
    body: { customer_id: subscription.customer_id },
  });
  return { token: session.body.token, subscription };
}

const add = (token: string, card: string, setDefault: boolean) =>
  v1<{ status: string; payment_method?: Method; client_secret?: string }>(server, "POST", PATH, {
    token,
    body: {
      confirmation_token_id: stripe.confirmationToken(card),
      set_default: setDefault,
      return_url: "https://shop.example.com/portal",
    },
  });

describe("the portal's cards through Stripe", () => {
  it("adds a card with a SetupIntent, makes it the default, detaches the old one at Stripe", async () => {
    const { token, subscription } = await stripeSubscriber("stripe-cards@example.com");
    const before = (await v1<{ items: Method[] }>(server, "GET", PATH, { token })).body.items;
    expect(before.map((method) => method.method_metadata.last4)).toEqual(["4242"]);
    const old = before[0]!;

    const added = await add(token, "5555 5555 5555 4444", true);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.payment_method).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      method_metadata: { last4: "4444" },
    });
    const setup = stripe.objectsOf("setup_intent").at(-1)!;
    expect(setup).toMatchObject({
      status: "succeeded",
      usage: "off_session",
      customer: expect.stringMatching(/^cus_/),
    });
    const row = await server.gatehouse.database.db
      .selectFrom("billing_subscription")
      .select("payment_method_id")
      .where("id", "=", subscription.id)
      .executeTakeFirstOrThrow();
    expect(row.payment_method_id).toBe(added.body.payment_method!.id);

    expect((await v1(server, "DELETE", `${PATH}/${old.id}`, { token })).status).toBe(204);
    expect(stripe.object(old.id)?.customer).toBeNull();
    expect(stripe.requests.some((request) => request.path === `/v1/payment_methods/${old.id}/detach`)).toBe(true);
    const after = (await v1<{ items: Method[] }>(server, "GET", PATH, { token })).body.items;
    expect(after.map((method) => method.method_metadata.last4)).toEqual(["4444"]);
  });

  it("3-D Secure: the page gets the SetupIntent's client secret, then confirms; declines keep Stripe's words", async () => {
    const { token } = await stripeSubscriber("stripe-secure-cards@example.com");
    const pending = await add(token, "4000 0025 0000 3155", false);
    expect(pending.body).toEqual({
      status: "requires_action",
      client_secret: expect.stringMatching(/^seti_.+_secret_/),
    });
    const setupId = pending.body.client_secret!.split("_secret_")[0]!;
    stripe.authenticate(setupId, "succeed");
    const confirmed = await v1<{ status: string; payment_method: Method }>(server, "POST", `${PATH}/confirm`, {
      token,
      body: { setup_intent_id: setupId, set_default: false },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(confirmed.body.payment_method.method_metadata.last4).toBe("3155");

    const declined = await add(token, "4000 0000 0000 9995", false);
    expectError(declined, 400, "PaymentError");
    expect((declined.body as { detail?: string }).detail).toBe("Your card has insufficient funds.");
    const tokens = await v1(server, "POST", `${PATH}/test-card-tokens`, {
      token,
      body: { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" },
    });
    expectError(tokens, 403, "NotPermitted");
  });
});

describe("subscriptions through Stripe", () => {
  it("an upgrade charges the saved card off-session now: one PaymentIntent, a subscription_update order", async () => {
    const { subscription } = await stripeSubscriber("stripe-upgrade@example.com");
    const saved = (
      await server.gatehouse.database.db
        .selectFrom("billing_subscription")
        .select("payment_method_id")
        .where("id", "=", subscription.id)
        .executeTakeFirstOrThrow()
    ).payment_method_id;
    const pro = await monthly("Stripe pro", 2900);
    const changed = await v1<{ product_id: string }>(server, "PATCH", `/subscriptions/${subscription.id}`, {
      token: seller.token,
      body: { product_id: pro.id, proration_behavior: "invoice" },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.product_id).toBe(pro.id);
    const orders = await v1<{ items: Array<{ billing_reason: string; total_amount: number; status: string }> }>(
      server,
      "GET",
      "/orders/",
      { token: seller.token, query: { subscription_id: subscription.id } },
    );
    const update = orders.body.items.find((order) => order.billing_reason === "subscription_update");
    expect(update?.status).toBe("paid");
    const charge = stripe
      .objectsOf("payment_intent")
      .filter((intent) => intent.description === `Subscription update ${subscription.id}`);
    expect(charge).toEqual([
      // The card the subscription was bought with, on its Stripe Customer (no buyer present: off-session).
      expect.objectContaining({
        status: "succeeded",
        amount: update!.total_amount,
        payment_method: saved,
        customer: expect.stringMatching(/^cus_/),
      }),
    ]);
  });

  it("a renewal Stripe declines (authentication required) goes past due, mails the customer; a new default card recovers it", async () => {
    const clock = testClock();
    const email = "stripe-dunning@example.com";
    // 4000 0027 6000 3184: authenticated on-session, declined off-session.
    const { subscription } = await stripeSubscriber(email, "4000 0027 6000 3184");
    const statusOf = async () =>
      (
        await v1<{ status: string; current_period_end: string }>(server, "GET", `/subscriptions/${subscription.id}`, {
          token: seller.token,
        })
      ).body;
    const periodEnd = (await statusOf()).current_period_end;
    try {
      clock.set(periodEnd);
      await expect.poll(async () => (await statusOf()).status, { timeout: 10_000 }).toBe("past_due");
      const mail = await server.smtp.mailTo(email, "failed");
      expect(mail.links.some((link) => link.includes("/portal/"))).toBe(true);
      const declined = stripe
        .objectsOf("payment_intent")
        .filter((intent) => intent.description === `Subscription renewal ${subscription.id}`);
      expect(declined.map((intent) => intent.status)).toEqual(["requires_payment_method"]);

      // In the portal (opened from the mail), a new card as the default: the renewal is tried at once.
      const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
        token: seller.token,
        body: { customer_id: subscription.customer_id },
      });
      const added = await add(session.body.token, "4242 4242 4242 4242", true);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      await expect.poll(async () => (await statusOf()).status, { timeout: 10_000 }).toBe("active");
      const renewals = stripe
        .objectsOf("payment_intent")
        .filter((intent) => intent.description === `Subscription renewal ${subscription.id}`);
      expect(renewals.map((intent) => [intent.status, intent.payment_method])).toEqual([
        ["requires_payment_method", expect.any(String)],
        ["succeeded", added.body.payment_method!.id],
      ]);
    } finally {
      clock.reset();
      clock.uninstall();
    }
  });
});
