import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, v1 } from "../helpers/billing.ts";
import { type CheckoutJson, confirmCheckout, createCheckout, createProduct, US_ADDRESS } from "../helpers/checkout.ts";
import { deliverStripeEvent, stripeEventOf } from "../helpers/stripe-events.ts";
import { startWithStripeSeller } from "../helpers/stripe-seller.ts";
import type { StripeStandIn } from "../helpers/stripe-stand-in.ts";
import type { TestServer } from "../helpers/test-server.ts";

/**
 * Stripe's webhooks in: `POST /v1/integrations/stripe/webhook/{organization_id}`
 * checks Stripe-Signature with the organization's signing secret (signed here with the SDK's own
 * test-header helper), records the event by its id before acting, and settles the checkout from
 * the payment's state at Stripe — so a repeated or out-of-order event changes nothing twice.
 */

const SECRET = "sk_test_51WebhookSecretKey00001";
const WEBHOOK_SECRET = "whsec_WebhookSigningSecret00001";

let stripe: StripeStandIn;
let server: TestServer;
let seller: BillingOrg;
let productId: string;

beforeAll(async () => {
  ({ stripe, server, seller } = await startWithStripeSeller(
    "stripe-webhooks",
    { secret_key: SECRET, publishable_key: "pk_test_51WebhookPublishable001", webhook_secret: WEBHOOK_SECRET },
    "acct_1Webhook0001",
  ));
  productId = (await createProduct(server, seller.token, { name: "Webhook handbook" })).id;
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const eventOf = stripeEventOf;
const deliver = (organizationId: string, payload: string, secret = WEBHOOK_SECRET) =>
  deliverStripeEvent(server, organizationId, payload, secret);

/** A checkout confirmed with the 3-D Secure card: its PaymentIntent waits for the challenge. */
async function challengedCheckout() {
  const checkout = await createCheckout(server, seller.token, productId);
  const confirmed = await confirmCheckout(server, checkout.client_secret, {
    customer_email: "webhook-buyer@example.com",
    customer_billing_address: US_ADDRESS,
    confirmation_token_id: stripe.confirmationToken("4000 0025 0000 3155"),
  });
  expect(confirmed.body.payment_processor_metadata).toMatchObject({ intent_status: "requires_action" });
  const intentId = String(confirmed.body.payment_processor_metadata.intent_client_secret).split("_secret_")[0] ?? "";
  return { checkout, intentId };
}

const checkoutStatus = async (checkout: CheckoutJson) =>
  (await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: seller.token })).body.status;
const ordersOf = async (checkout: CheckoutJson) =>
  (
    await v1<{ items: unknown[] }>(server, "GET", "/orders/", {
      token: seller.token,
      query: { checkout_id: checkout.id },
    })
  ).body.items;

describe("Stripe's webhooks", () => {
  it("payment_intent.succeeded finishes a checkout whose buyer left after the challenge; a repeat changes nothing", async () => {
    const { checkout, intentId } = await challengedCheckout();
    // The buyer passed the challenge at Stripe and closed the page: only the webhook tells Gatehouse.
    stripe.authenticate(intentId, "succeed");
    const payload = eventOf("payment_intent.succeeded", stripe.object(intentId));
    expect(await deliver(seller.organization.id, payload)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(await checkoutStatus(checkout)).toBe("succeeded");
    expect(await ordersOf(checkout)).toHaveLength(1);

    expect(await deliver(seller.organization.id, payload)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await ordersOf(checkout)).toHaveLength(1);
    const recorded = await server.gatehouse.database.db
      .selectFrom("billing_stripe_event")
      .selectAll()
      .where("organization_id", "=", seller.organization.id)
      .where("type", "=", "payment_intent.succeeded")
      .execute();
    expect(recorded.filter((row) => row.payload === payload)).toEqual([
      expect.objectContaining({ processed_at: expect.any(String) }),
    ]);
  });

  it("a late payment_failed for a payment that then succeeded changes nothing: Stripe's state decides", async () => {
    const { checkout, intentId } = await challengedCheckout();
    const staleFailure = eventOf("payment_intent.payment_failed", {
      ...stripe.object(intentId),
      status: "requires_payment_method",
    });
    stripe.authenticate(intentId, "succeed");
    expect(
      (await deliver(seller.organization.id, eventOf("payment_intent.succeeded", stripe.object(intentId)))).status,
    ).toBe(200);
    expect((await deliver(seller.organization.id, staleFailure)).status).toBe(200);
    expect(await checkoutStatus(checkout)).toBe("succeeded");
    expect(await ordersOf(checkout)).toHaveLength(1);
  });

  it("a crash between Stripe's answer and Gatehouse's commit: Stripe's event finishes the checkout, once", async () => {
    const { checkout, intentId } = await challengedCheckout();
    // As if the process died once Stripe had answered: the checkout is confirmed, its payment unrecorded.
    await server.gatehouse.database.db
      .updateTable("checkout")
      .set({
        payment_id: null,
        payment_processor_metadata: JSON.stringify({ publishable_key: "pk_test_51WebhookPublishable001" }),
      })
      .where("id", "=", checkout.id)
      .execute();
    stripe.authenticate(intentId, "succeed");
    const payload = eventOf("payment_intent.succeeded", stripe.object(intentId));
    const deliveries = await Promise.all([
      deliver(seller.organization.id, payload),
      deliver(seller.organization.id, payload),
    ]);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(await checkoutStatus(checkout)).toBe("succeeded");
    expect(await ordersOf(checkout)).toHaveLength(1);
  });

  it("the webhook overtaking the confirm's answer: one order, and the confirm still answers the payment", async () => {
    const checkout = await createCheckout(server, seller.token, productId);
    const webhooks: Array<Promise<{ status: number }>> = [];
    stripe.beforeAnsweringPaymentIntent = async (intent) => {
      // Stripe's event is delivered and handled before Gatehouse hears back from its own call.
      webhooks.push(deliver(seller.organization.id, eventOf("payment_intent.succeeded", intent)));
      await webhooks.at(-1);
    };
    try {
      const confirmed = await confirmCheckout(server, checkout.client_secret, {
        customer_email: "overtaken@example.com",
        customer_billing_address: US_ADDRESS,
        confirmation_token_id: stripe.confirmationToken("4242 4242 4242 4242"),
      });
      expect(await Promise.all(webhooks)).toEqual([{ status: 200, body: { received: true, duplicate: false } }]);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      // Polar's CheckoutPublicConfirmed always says "confirmed"; the card is on it, paid.
      expect(confirmed.body).toMatchObject({
        status: "confirmed",
        payment_processor_metadata: { intent_status: "succeeded", card_last4: "4242" },
      });
    } finally {
      stripe.beforeAnsweringPaymentIntent = null;
    }
    expect(await Promise.all(webhooks)).toEqual([{ status: 200, body: { received: true, duplicate: false } }]);
    expect(await checkoutStatus(checkout)).toBe("succeeded");
    expect(await ordersOf(checkout)).toHaveLength(1);
  });

  it("a failed challenge reported by webhook reopens the checkout for another card", async () => {
    const { checkout, intentId } = await challengedCheckout();
    stripe.authenticate(intentId, "fail");
    expect(
      (await deliver(seller.organization.id, eventOf("payment_intent.payment_failed", stripe.object(intentId)))).status,
    ).toBe(200);
    expect(await checkoutStatus(checkout)).toBe("open");
    expect(await ordersOf(checkout)).toHaveLength(0);
  });

  it("refuses a payload not signed with the organization's secret, and an organization without Stripe", async () => {
    const { checkout, intentId } = await challengedCheckout();
    stripe.authenticate(intentId, "succeed");
    const payload = eventOf("payment_intent.succeeded", stripe.object(intentId));
    const forged = await deliver(seller.organization.id, payload, "whsec_SomebodyElsesSecret00001");
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      error: "WebhookVerificationError",
      detail: "The Stripe-Signature header does not match this organization's webhook signing secret.",
    });
    const unsigned = await fetch(`${server.url}/v1/integrations/stripe/webhook/${seller.organization.id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    expect(await checkoutStatus(checkout)).toBe("confirmed");

    const other = await billingOrg(server, "stripe-webhooks-none");
    const unconnected = await deliver(other.organization.id, payload);
    expect(unconnected.status).toBe(404);
    expect(unconnected.body).toMatchObject({ error: "ResourceNotFound" });
    expect422(await v1(server, "POST", "/integrations/stripe/webhook/not-a-uuid", { body: payload }), "path");
  });

  it("ignores a payment of another organization's checkout, and events it does not act on yet", async () => {
    const { checkout, intentId } = await challengedCheckout();
    stripe.authenticate(intentId, "succeed");
    const foreign = {
      ...stripe.object(intentId),
      metadata: { organization_id: "someone-else", checkout_id: checkout.id },
    };
    expect((await deliver(seller.organization.id, eventOf("payment_intent.succeeded", foreign))).body).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await checkoutStatus(checkout)).toBe("confirmed");
    expect(
      (await deliver(seller.organization.id, eventOf("customer.created", { id: "cus_1", object: "customer" }))).status,
    ).toBe(200);
    // A dispute Stripe does not know on this account: nothing to record.
    expect(
      (await deliver(seller.organization.id, eventOf("charge.dispute.created", { id: "dp_1", object: "dispute" })))
        .status,
    ).toBe(200);
  });
});
