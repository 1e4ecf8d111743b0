import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expect422, expectError, sdk047, v1 } from "../helpers/billing.ts";
import { cardToken, confirmCheckout, createCheckout, createProduct, US_ADDRESS } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The portal's payment methods are editable (Polar's
 * `customers/me/payment-methods`): add a card (test mode tokenizes it like Stripe.js would),
 * make it the one the subscriptions are charged to — which retries a failed renewal at once —
 * and remove a card no live subscription is charged to.
 */

type Method = { id: string; method_metadata: { brand: string; last4: string } };
type Added = { status: string; payment_method?: Method; client_secret?: string };

let server: TestServer;
let seller: BillingOrg;
let other: BillingOrg;
const clock = testClock();
const DAY = 86_400_000;
const PATH = "/customer-portal/customers/me/payment-methods";

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "portal-cards");
  other = await billingOrg(server, "portal-cards-other");
});
afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

/** A monthly subscription bought with `card`; the buyer's customer session token and the subscription. */
async function subscriber(email: string, card = "4242424242424242") {
  const product = await createProduct(server, seller.token, {
    name: `Plan for ${email}`,
    prices: [{ amount_type: "fixed", price_amount: 1500, price_currency: "usd", recurring_interval: "month" }],
    recurring_interval: "month",
  });
  const checkout = await createCheckout(server, seller.token, product.id);
  const confirmed = await confirmCheckout(server, checkout.client_secret, {
    customer_email: email,
    customer_billing_address: US_ADDRESS,
    confirmation_token_id: await cardToken(server, checkout.client_secret, card),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  if (confirmed.body.payment_processor_metadata.intent_status === "requires_action")
    await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/authentication`, {
      body: { outcome: "succeed" },
    });
  const subscriptions = await v1<{ items: Array<{ id: string; customer_id: string; status: string }> }>(
    server,
    "GET",
    "/subscriptions/",
    { token: seller.token, query: { product_id: product.id } },
  );
  const subscription = subscriptions.body.items[0]!;
  return { token: await sessionOf(subscription.customer_id), subscription };
}

/** A customer session (as the seller's app makes one when the customer opens the portal). */
async function sessionOf(customerId: string): Promise<string> {
  const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: seller.token,
    body: { customer_id: customerId },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  return session.body.token;
}

async function testCard(token: string, number: string): Promise<string> {
  const tokenized = await v1<{ id: string }>(server, "POST", `${PATH}/test-card-tokens`, {
    token,
    body: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" },
  });
  expect(tokenized.status, JSON.stringify(tokenized.body)).toBe(201);
  return tokenized.body.id;
}

const addCard = async (token: string, number: string, setDefault = false) =>
  v1<Added>(server, "POST", PATH, {
    token,
    body: {
      confirmation_token_id: await testCard(token, number),
      set_default: setDefault,
      return_url: "https://shop.example.com/portal",
    },
  });
const listed = async (token: string) =>
  (await v1<{ items: Method[] }>(server, "GET", PATH, { token })).body.items.map(
    (method) => method.method_metadata.last4,
  );
const chargedCard = async (subscriptionId: string) =>
  (
    await server.gatehouse.database.db
      .selectFrom("billing_subscription")
      .select("payment_method_id")
      .where("id", "=", subscriptionId)
      .executeTakeFirstOrThrow()
  ).payment_method_id;

describe("a failed renewal and the portal", () => {
  it("a new default card retries the past-due renewal at once, and it recovers", async () => {
    clock.freeze();
    clock.set("2027-06-10T12:00:00.000Z");
    try {
      // 4000 0027 6000 3184: authenticated on-session, declined off-session.
      const { subscription } = await subscriber("portal-dunning@example.com", "4000002760003184");
      const renew = () =>
        runRenewalsExclusive({
          db: server.gatehouse.database.db,
          processor: createPaymentProcessor(server.gatehouse.database.db),
        });
      const current = await v1<{ current_period_end: string }>(server, "GET", `/subscriptions/${subscription.id}`, {
        token: seller.token,
      });
      clock.set(current.body.current_period_end);
      await renew();
      const statusOf = async () =>
        (await v1<{ status: string }>(server, "GET", `/subscriptions/${subscription.id}`, { token: seller.token })).body
          .status;
      expect(await statusOf()).toBe("past_due");
      // The mail's link leads to the portal; the customer adds a card there as the default.
      await server.smtp.mailTo("portal-dunning@example.com", "failed");
      clock.advance(DAY / 2);
      const added = await addCard(await sessionOf(subscription.customer_id), "4242424242424242", true);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      // Not two days later: now.
      await renew();
      expect(await statusOf()).toBe("active");
    } finally {
      clock.reset();
    }
  });
});

describe("the portal's payment methods", () => {
  it("add a card, make it the default, remove the old one (not while a subscription is charged to it)", async () => {
    const { token, subscription } = await subscriber("cards@example.com");
    expect(await listed(token)).toEqual(["4242"]);
    const first = (await v1<{ items: Method[] }>(server, "GET", PATH, { token })).body.items[0]!;

    const added = await addCard(token, "5555555555554444");
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toEqual({
      status: "succeeded",
      payment_method: expect.objectContaining({
        type: "card",
        processor: "stripe",
        customer_id: subscription.customer_id,
        method_metadata: expect.objectContaining({ brand: "mastercard", last4: "4444" }),
      }),
    });
    expect(await listed(token)).toEqual(["4444", "4242"]);
    // Adding a card is no payment of the seller's.
    const payments = await v1<{ items: Array<{ amount: number }> }>(server, "GET", "/payments/", {
      token: seller.token,
    });
    expect(payments.body.items.some((payment) => payment.amount === 0)).toBe(false);

    const inUse = await v1<{ detail: string }>(server, "DELETE", `${PATH}/${first.id}`, { token });
    expectError(inUse, 400, "PaymentMethodInUseByActiveSubscription");
    const newId = added.body.payment_method!.id;
    const settings = async () =>
      (
        await v1<{ payment_processor_metadata: unknown; default_payment_method_id: string }>(
          server,
          "GET",
          `${PATH}/settings`,
          { token },
        )
      ).body;
    expect(await settings()).toEqual({
      payment_processor_metadata: { test_mode: "true" },
      default_payment_method_id: first.id,
    });
    const madeDefault = await v1<Method>(server, "POST", `${PATH}/${newId}/default`, { token });
    expect(madeDefault.status, JSON.stringify(madeDefault.body)).toBe(200);
    expect(await chargedCard(subscription.id)).toBe(newId);
    expect((await settings()).default_payment_method_id).toBe(newId);

    expect((await v1(server, "DELETE", `${PATH}/${first.id}`, { token })).status).toBe(204);
    expect(await listed(token)).toEqual(["4444"]);
    expectError(await v1(server, "DELETE", `${PATH}/${first.id}`, { token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "DELETE", `${PATH}/${newId}`, { token }),
      400,
      "PaymentMethodInUseByActiveSubscription",
    );
  });

  it("a declined card is refused with the card's message; another customer cannot touch this one's cards", async () => {
    const { token } = await subscriber("declined-card@example.com");
    const declined = await addCard(token, "4000000000000002");
    expectError(declined, 400, "PaymentError");
    expect((declined.body as { detail?: string }).detail).toBe("Your card was declined.");
    expect(await listed(token)).toEqual(["4242"]);
    const mine = (await v1<{ items: Method[] }>(server, "GET", PATH, { token })).body.items[0]!;

    const stranger = await subscriber("stranger@example.com");
    expectError(await v1(server, "DELETE", `${PATH}/${mine.id}`, { token: stranger.token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "POST", `${PATH}/${mine.id}/default`, { token: stranger.token }),
      404,
      "ResourceNotFound",
    );
    expect(await listed(token)).toEqual(["4242"]);
    expect422(
      await v1(server, "POST", PATH, {
        token,
        body: { confirmation_token_id: "ctoken_x", set_default: true, return_url: "not a url" },
      }),
      "body",
    );
  });

  it("a card asking for 3-D Secure is saved once its setup is confirmed, by its own customer only", async () => {
    const { token } = await subscriber("secure-card@example.com");
    const pending = await addCard(token, "4000002500003155");
    expect(pending.status).toBe(201);
    expect(pending.body).toEqual({ status: "requires_action", client_secret: expect.stringMatching(/_secret_/) });
    const setupId = pending.body.client_secret!.split("_secret_")[0]!;
    const stranger = await subscriber("secure-stranger@example.com");
    expectError(
      await v1(server, "POST", `${PATH}/confirm`, {
        token: stranger.token,
        body: { setup_intent_id: setupId, set_default: true },
      }),
      404,
      "ResourceNotFound",
    );
    // The page completes the challenge (test mode: the checkout's authentication stand-in, by the payment's id).
    await server.gatehouse.database.db
      .updateTable("payment")
      .set({ status: "succeeded", client_secret: null })
      .where("id", "=", setupId)
      .execute();
    const confirmed = await v1<Added>(server, "POST", `${PATH}/confirm`, {
      token,
      body: { setup_intent_id: setupId, set_default: false },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(confirmed.body.payment_method?.method_metadata.last4).toBe("3155");
    expect(await listed(token)).toEqual(["3155", "4242"]);
  });

  it("test card tokens are test mode's; the Polar SDK adds and deletes cards", async () => {
    const { token } = await subscriber("sdk-cards@example.com");
    const polar = sdk047(server, other.token);
    const added = await polar.customerPortal.customers.addPaymentMethod(
      { customerSession: token },
      {
        confirmationTokenId: await testCard(token, "4242424242424242"),
        setDefault: false,
        returnUrl: "https://shop.example.com/portal",
      },
    );
    expect(added.status).toBe("succeeded");
    const page = await polar.customerPortal.customers.listPaymentMethods({ customerSession: token }, {});
    expect(page.result.items).toHaveLength(2);
    const extra = page.result.items.find(
      (item) => item.id !== (added as { paymentMethod: { id: string } }).paymentMethod.id,
    );
    await expect(
      polar.customerPortal.customers.deletePaymentMethod({ customerSession: token }, { id: extra!.id }),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: expect.stringContaining('"error":"PaymentMethodInUseByActiveSubscription"'),
    });
  });
});
