import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, sdk10, v1 } from "../helpers/billing.ts";
import { confirmCheckout, createCheckout, createProduct, US_ADDRESS } from "../helpers/checkout.ts";
import { deliverStripeEvent, stripeEventOf } from "../helpers/stripe-events.ts";
import { startWithStripeSeller } from "../helpers/stripe-seller.ts";
import type { StripeObject, StripeStandIn } from "../helpers/stripe-stand-in.ts";
import type { TestServer } from "../helpers/test-server.ts";

/**
 * A dispute's details as Stripe reports them (reason, evidence deadline, late evidence), kept
 * current on every event even when the status stays, with the disputed order's customer.
 */

const SECRET = "sk_test_51DisputeDetailsKey0001";
const WEBHOOK_SECRET = "whsec_DisputeDetailsSecret001";

type Dispute = {
  id: string;
  status: string;
  reason: string | null;
  evidence_due_by: string | null;
  past_due: boolean;
  customer: { id: string; email: string | null };
  case_id: string | null;
};

let stripe: StripeStandIn;
let server: TestServer;
let seller: BillingOrg;
let productId: string;

beforeAll(async () => {
  ({ stripe, server, seller } = await startWithStripeSeller(
    "dispute-details",
    { secret_key: SECRET, publishable_key: "pk_test_51DisputeDetails00001", webhook_secret: WEBHOOK_SECRET },
    "acct_1DisputeDetails01",
  ));
  productId = (await createProduct(server, seller.token, { name: "Disputed course" })).id;
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const deliver = (type: string, object: unknown) =>
  deliverStripeEvent(server, seller.organization.id, stripeEventOf(type, object), WEBHOOK_SECRET);

async function paidOrder(email: string): Promise<{ orderId: string; customerId: string; intent: StripeObject }> {
  const checkout = await createCheckout(server, seller.token, productId);
  const confirmed = await confirmCheckout(server, checkout.client_secret, {
    customer_email: email,
    customer_billing_address: US_ADDRESS,
    confirmation_token_id: stripe.confirmationToken("4242 4242 4242 4242"),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const orders = await v1<{ items: Array<{ id: string; customer_id: string }> }>(server, "GET", "/orders/", {
    token: seller.token,
    query: { checkout_id: checkout.id },
  });
  const intent = stripe
    .objectsOf("payment_intent")
    .find((object) => (object.metadata as Record<string, string>).checkout_id === checkout.id);
  const order = orders.body.items[0];
  if (!order || !intent) throw new Error("no order");
  return { orderId: order.id, customerId: order.customer_id, intent };
}

const disputeOf = async (orderId: string) => {
  const list = await v1<{ items: Dispute[] }>(server, "GET", "/disputes/", {
    token: seller.token,
    query: { order_id: orderId },
  });
  expect(list.body.items).toHaveLength(1);
  return list.body.items[0] as Dispute;
};

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe("dispute details", () => {
  it("answers reason, deadline and customer; a later event updates the details without a status change", async () => {
    const { orderId, customerId, intent } = await paidOrder("disputer@example.com");
    const opened = stripe.openDispute(intent.id, { reason: "product_not_received" });
    expect((await deliver("charge.dispute.created", opened)).status).toBe(200);
    const evidence = opened.evidence_details as { due_by: number; past_due: boolean };
    const first = await disputeOf(orderId);
    expect(first).toMatchObject({
      status: "needs_response",
      reason: "product_not_received",
      evidence_due_by: iso(evidence.due_by),
      past_due: false,
      customer: { id: customerId, email: "disputer@example.com" },
      case_id: null,
    });

    // Stripe extends the deadline and flags evidence sent late; the status stays.
    evidence.due_by += 86_400;
    evidence.past_due = true;
    expect((await deliver("charge.dispute.updated", stripe.object(opened.id))).status).toBe(200);
    const updated = await disputeOf(orderId);
    expect(updated).toMatchObject({ status: "needs_response", evidence_due_by: iso(evidence.due_by), past_due: true });
    // The 1.0 SDK reads it as declared.
    const viaSdk = await sdk10(server, seller.token).disputes.get(first.id);
    expect(viaSdk).toMatchObject({ reason: "product_not_received", past_due: true, case_id: null });
    expect(viaSdk.customer.id).toBe(customerId);
  });

  it("is past due once the deadline passes while a response is awaited, not once it is closed", async () => {
    const { orderId, intent } = await paidOrder("late@example.com");
    const opened = stripe.openDispute(intent.id);
    (opened.evidence_details as { due_by: number }).due_by = Math.floor(Date.now() / 1000) - 60;
    expect((await deliver("charge.dispute.created", opened)).status).toBe(200);
    expect((await disputeOf(orderId)).past_due).toBe(true);
    expect((await deliver("charge.dispute.closed", stripe.moveDispute(opened.id, "won"))).status).toBe(200);
    expect(await disputeOf(orderId)).toMatchObject({ status: "won", past_due: false });
  });

  it("a lost dispute's refund embeds it without customer and case", async () => {
    const { orderId, intent } = await paidOrder("lost@example.com");
    const opened = stripe.openDispute(intent.id, { reason: "fraudulent" });
    expect((await deliver("charge.dispute.created", opened)).status).toBe(200);
    expect((await deliver("charge.dispute.closed", stripe.moveDispute(opened.id, "lost"))).status).toBe(200);
    const refunds = await v1<{ items: Array<{ dispute: Record<string, unknown> | null }> }>(
      server,
      "GET",
      "/refunds/",
      {
        token: seller.token,
        query: { order_id: orderId },
      },
    );
    const embedded = refunds.body.items[0]?.dispute;
    expect(embedded).toMatchObject({ status: "lost", reason: "fraudulent", past_due: false });
    expect(embedded).not.toHaveProperty("customer");
    expect(embedded).not.toHaveProperty("case_id");
  });

  it("answers 404 in Polar's shape for an unknown dispute", async () => {
    const missing = await v1(server, "GET", `/disputes/${crypto.randomUUID()}`, { token: seller.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: "ResourceNotFound" });
  });
});
