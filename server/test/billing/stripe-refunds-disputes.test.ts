import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, createToken, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { confirmCheckout, createCheckout, createProduct, US_ADDRESS } from "../helpers/checkout.ts";
import { deliverStripeEvent, stripeEventOf } from "../helpers/stripe-events.ts";
import { startWithStripeSeller } from "../helpers/stripe-seller.ts";
import type { StripeObject, StripeStandIn } from "../helpers/stripe-stand-in.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Refunds through Stripe with their asynchronous outcomes (pending until
 * charge.refund.updated, a succeeded card refund failing after all, no webhook at all), and
 * disputes — recorded in Polar's Dispute shape (`GET /v1/disputes/`), the merchant mailed when one
 * opens and closes, the order refunded once when one is lost — however often and in whatever
 * order Stripe's events come.
 */

const SECRET = "sk_test_51RefundsSecretKey00001";
const WEBHOOK_SECRET = "whsec_RefundsSigningSecret0001";

type Order = {
  id: string;
  customer_id: string;
  status: string;
  refunded_amount: number;
  refunded_tax_amount: number;
};
type Refund = { id: string; status: string; amount: number; dispute: Record<string, unknown> | null };
type Dispute = {
  id: string;
  status: string;
  resolved: boolean;
  closed: boolean;
  amount: number;
  tax_amount: number;
  order_id: string;
  payment_id: string;
};

let stripe: StripeStandIn;
let server: TestServer;
let seller: BillingOrg;
let productId: string;

beforeAll(async () => {
  ({ stripe, server, seller } = await startWithStripeSeller(
    "stripe-refunds",
    { secret_key: SECRET, publishable_key: "pk_test_51RefundsPublishable001", webhook_secret: WEBHOOK_SECRET },
    "acct_1Refunds0001",
  ));
  productId = (await createProduct(server, seller.token, { name: "Refundable handbook" })).id;
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const deliver = (type: string, object: unknown, on = server) =>
  deliverStripeEvent(on, seller.organization.id, stripeEventOf(type, object), WEBHOOK_SECRET);

/** A 25.00 order paid through Stripe: the order and its PaymentIntent. */
async function paidOrder(): Promise<{ order: Order; intent: StripeObject }> {
  const checkout = await createCheckout(server, seller.token, productId);
  const confirmed = await confirmCheckout(server, checkout.client_secret, {
    customer_email: "refund-buyer@example.com",
    customer_billing_address: US_ADDRESS,
    confirmation_token_id: stripe.confirmationToken("4242 4242 4242 4242"),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const orders = await v1<{ items: Order[] }>(server, "GET", "/orders/", {
    token: seller.token,
    query: { checkout_id: checkout.id },
  });
  const intent = stripe
    .objectsOf("payment_intent")
    .find((object) => (object.metadata as Record<string, string>).checkout_id === checkout.id);
  if (!orders.body.items[0] || !intent) throw new Error("no order");
  return { order: orders.body.items[0], intent };
}

const orderOf = async (id: string) => (await v1<Order>(server, "GET", `/orders/${id}`, { token: seller.token })).body;
const refundsOf = async (orderId: string) =>
  (
    await v1<{ items: Refund[] }>(server, "GET", "/refunds/", {
      token: seller.token,
      query: { order_id: orderId },
    })
  ).body.items;
const refund = (orderId: string, amount: number) =>
  v1<Refund>(server, "POST", "/refunds/", {
    token: seller.token,
    body: { order_id: orderId, reason: "customer_request", amount },
  });
const stripeRefundOf = (intent: StripeObject) => {
  const found = stripe.objectsOf("refund").filter((object) => object.payment_intent === intent.id);
  if (found.length !== 1) throw new Error(`${found.length} refunds at Stripe`);
  return found[0] as StripeObject;
};
const eventsOf = async (type: string, id: string) =>
  (
    await server.gatehouse.database.db
      .selectFrom("billing_event")
      .select("payload")
      .where("organization_id", "=", seller.organization.id)
      .where("type", "=", type)
      .execute()
  ).filter((row) => row.payload.includes(id));

describe("refunds through Stripe that settle later", () => {
  it("a pending refund holds its amount on the order, settles on charge.refund.updated, once", async () => {
    const { order, intent } = await paidOrder();
    stripe.refundsSettleLater = true;
    try {
      const created = await refund(order.id, 1000);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.status).toBe("pending");
      // Reserved (as every refund is, from its creation): nobody can refund more than is left while Stripe works on it.
      expect(await orderOf(order.id)).toMatchObject({ status: "partially_refunded", refunded_amount: 1000 });
      expectError(await refund(order.id, 2000), 400, "RefundAmountTooHigh");

      const atStripe = stripeRefundOf(intent);
      expect(atStripe.metadata).toEqual({ organization_id: seller.organization.id, refund_id: created.body.id });
      // A stale copy that still says pending, then the real update: only Stripe's current state counts.
      const stale = { ...atStripe };
      stripe.settleRefund(atStripe.id, "succeeded");
      expect((await deliver("charge.refund.updated", stale)).status).toBe(200);
      expect(await refundsOf(order.id)).toEqual([
        expect.objectContaining({ id: created.body.id, status: "succeeded" }),
      ]);
      expect((await deliver("charge.refund.updated", atStripe)).status).toBe(200);
      expect(
        (await deliver("charge.refunded", { id: "ch_x", object: "charge", payment_intent: intent.id })).status,
      ).toBe(200);
      expect(await orderOf(order.id)).toMatchObject({ status: "partially_refunded", refunded_amount: 1000 });
      expect(await eventsOf("order.refunded", order.id)).toHaveLength(1);
      expect(await eventsOf("refund.updated", created.body.id)).toHaveLength(1);
    } finally {
      stripe.refundsSettleLater = false;
    }
  });

  it("a pending refund that fails gives its amount back to the order; charge.refunded alone settles one too", async () => {
    const { order, intent } = await paidOrder();
    stripe.refundsSettleLater = true;
    try {
      const created = await refund(order.id, 2500);
      expect(created.body.status).toBe("pending");
      stripe.settleRefund(stripeRefundOf(intent).id, "failed");
      // Stripe's charge.refunded names the charge, not the refund: Gatehouse asks about its own.
      expect(
        (await deliver("charge.refunded", { id: "ch_y", object: "charge", payment_intent: intent.id })).status,
      ).toBe(200);
      expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: "failed" })]);
      expect(await orderOf(order.id)).toMatchObject({ status: "paid", refunded_amount: 0 });
    } finally {
      stripe.refundsSettleLater = false;
    }
    // The order can be refunded again.
    expect((await refund(order.id, 2500)).body.status).toBe("succeeded");
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refunded_amount: 2500 });
  });

  it("a card refund that failed after succeeding is reversed: the order is paid again", async () => {
    const { order, intent } = await paidOrder();
    const created = await refund(order.id, 2500);
    expect(created.body.status).toBe("succeeded");
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded" });
    const failed = stripe.settleRefund(stripeRefundOf(intent).id, "failed");
    expect((await deliver("charge.refund.updated", failed)).status).toBe(200);
    expect((await deliver("charge.refund.updated", failed)).status).toBe(200);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(await orderOf(order.id)).toMatchObject({ status: "paid", refunded_amount: 0, refunded_tax_amount: 0 });
  });

  it("a refund made in Stripe's dashboard is not Gatehouse's: recorded, nothing changed", async () => {
    const { order, intent } = await paidOrder();
    const foreign = {
      id: "re_dashboard1",
      object: "refund",
      payment_intent: intent.id,
      status: "succeeded",
      metadata: {},
    };
    expect((await deliver("charge.refund.updated", foreign)).status).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: "paid", refunded_amount: 0 });
  });
});

describe("a pending refund whose webhook never comes", () => {
  it("is asked about again once its recheck time has passed (as after a restart)", async () => {
    const { order, intent } = await paidOrder();
    stripe.refundsSettleLater = true;
    let second: TestServer | null = null;
    try {
      const created = await refund(order.id, 500);
      expect(created.body.status).toBe("pending");
      stripe.settleRefund(stripeRefundOf(intent).id, "succeeded");
      await server.gatehouse.database.db
        .updateTable("billing_refund")
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", created.body.id)
        .execute();
      // Another process starts on the same database: its refund resumption asks Stripe, once.
      second = await startTestServer({ database: server.database, env: { STRIPE_API_URL: stripe.url } });
      expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: "succeeded" })]);
      expect(await orderOf(order.id)).toMatchObject({ status: "partially_refunded", refunded_amount: 500 });
      // Asked with GET /v1/refunds/{id}, not by creating it again.
      expect(stripe.objectsOf("refund").filter((object) => object.payment_intent === intent.id)).toHaveLength(1);
    } finally {
      stripe.refundsSettleLater = false;
      await second?.close();
    }
  });
});

describe("a refund whose answer from Stripe is lost", () => {
  it("stays pending, then the resumption asks again with the same key: one refund at Stripe, settled once", async () => {
    const { order, intent } = await paidOrder();
    stripe.dropAnswersTo = "/v1/refunds";
    let created: Awaited<ReturnType<typeof refund>>;
    try {
      created = await refund(order.id, 700);
    } finally {
      stripe.dropAnswersTo = null;
    }
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe("pending");
    // Stripe did refund; Gatehouse keeps the amount reserved and does not call it failed.
    expect(stripeRefundOf(intent)).toMatchObject({ amount: 700, status: "succeeded" });
    expect(await orderOf(order.id)).toMatchObject({ refunded_amount: 700 });
    await server.gatehouse.database.db
      .updateTable("billing_refund")
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", created.body.id)
      .execute();
    const second = await startTestServer({ database: server.database, env: { STRIPE_API_URL: stripe.url } });
    try {
      expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: "succeeded", amount: 700 })]);
    } finally {
      await second.close();
    }
    expect(stripe.objectsOf("refund").filter((object) => object.payment_intent === intent.id)).toHaveLength(1);
    expect(await eventsOf("order.refunded", order.id)).toHaveLength(1);
  });
});

describe("disputes", () => {
  const disputesOf = async (orderId: string) =>
    (
      await v1<{ items: Dispute[] }>(server, "GET", "/disputes/", {
        token: seller.token,
        query: { order_id: orderId },
      })
    ).body.items;

  it("an opened dispute is listed in Polar's shape and mailed to the owner; a lost one refunds the order once", async () => {
    const { order, intent } = await paidOrder();
    const opened = stripe.openDispute(intent.id, { reason: "product_not_received" });
    expect((await deliver("charge.dispute.created", opened)).status).toBe(200);
    const [dispute] = await disputesOf(order.id);
    expect(dispute).toEqual({
      created_at: expect.any(String),
      modified_at: null,
      id: expect.any(String),
      status: "needs_response",
      resolved: false,
      closed: false,
      amount: 2500,
      tax_amount: 0,
      currency: "usd",
      reason: "product_not_received",
      evidence_due_by: new Date(Number(opened.created) * 1000 + 7 * 86_400_000).toISOString(),
      past_due: false,
      order_id: order.id,
      payment_id: expect.any(String),
      customer: expect.objectContaining({ id: order.customer_id, email: "refund-buyer@example.com" }),
      case_id: null,
    });
    const payments = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/payments/", {
      token: seller.token,
      query: { order_id: order.id },
    });
    expect(dispute?.payment_id).toBe(payments.body.items[0]?.id);
    expect((await v1<Dispute>(server, "GET", `/disputes/${dispute?.id}`, { token: seller.token })).body).toEqual(
      dispute,
    );
    const notice = await server.smtp.mailTo(seller.owner.email, "is disputed");
    expect(notice.subject).toBe(`A payment of 25.00 USD to ${seller.organization.name} is disputed`);
    expect(notice.text).toContain("product not received");
    expect(notice.text).toContain("Respond with your evidence in your Stripe dashboard by");

    stripe.moveDispute(opened.id, "lost");
    // The closing event twice and a stale copy of the opening one, at once.
    const deliveries = await Promise.all([
      deliver("charge.dispute.closed", stripe.object(opened.id)),
      deliver("charge.dispute.closed", stripe.object(opened.id)),
      deliver("charge.dispute.created", opened),
    ]);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(await disputesOf(order.id)).toEqual([
      expect.objectContaining({ status: "lost", resolved: true, closed: true }),
    ]);
    const refunds = await refundsOf(order.id);
    expect(refunds).toEqual([
      expect.objectContaining({
        status: "succeeded",
        amount: 2500,
        dispute: expect.objectContaining({ status: "lost" }),
      }),
    ]);
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refunded_amount: 2500 });
    // No refund at Stripe: the bank already took the money back.
    expect(stripe.objectsOf("refund").filter((object) => object.payment_intent === intent.id)).toEqual([]);
    // Polar's SDKs read them.
    const viaSdk = await sdk047(server, seller.token).disputes.list({ orderId: order.id });
    expect(viaSdk.result.items.map((item) => [item.status, item.resolved, item.amount])).toEqual([
      ["lost", true, 2500],
    ]);
    expect((await sdk047(server, seller.token).disputes.get({ id: viaSdk.result.items[0]!.id })).orderId).toBe(
      order.id,
    );
    const lost = await server.smtp.mailTo(seller.owner.email, "You lost a dispute");
    expect(lost.text).toContain("recorded it as a refund of the order");
  });

  it("a won dispute leaves the order paid; an early warning closed unescalated is prevented", async () => {
    const { order, intent } = await paidOrder();
    const opened = stripe.openDispute(intent.id);
    expect((await deliver("charge.dispute.created", opened)).status).toBe(200);
    expect((await deliver("charge.dispute.closed", stripe.moveDispute(opened.id, "won"))).status).toBe(200);
    expect(await disputesOf(order.id)).toEqual([expect.objectContaining({ status: "won", resolved: true })]);
    expect(await orderOf(order.id)).toMatchObject({ status: "paid", refunded_amount: 0 });
    expect(await refundsOf(order.id)).toEqual([]);

    const other = await paidOrder();
    const inquiry = stripe.openDispute(other.intent.id, { status: "warning_needs_response" });
    expect((await deliver("charge.dispute.created", inquiry)).status).toBe(200);
    expect(await disputesOf(other.order.id)).toEqual([expect.objectContaining({ status: "early_warning" })]);
    expect((await deliver("charge.dispute.closed", stripe.moveDispute(inquiry.id, "warning_closed"))).status).toBe(200);
    expect(await disputesOf(other.order.id)).toEqual([
      expect.objectContaining({ status: "prevented", resolved: false, closed: true }),
    ]);
  });

  it("lists with filters and needs disputes:read; another organization sees none", async () => {
    const listed = await v1<{ items: Dispute[]; pagination: { total_count: number } }>(server, "GET", "/disputes/", {
      token: seller.token,
      query: { status: "won" },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.items.every((item) => item.status === "won")).toBe(true);
    expect(listed.body.pagination.total_count).toBe(listed.body.items.length);
    expect((await v1(server, "GET", "/disputes/")).status).toBe(401);
    const unknown = await v1(server, "GET", `/disputes/${crypto.randomUUID()}`, { token: seller.token });
    expectError(unknown, 404, "ResourceNotFound");
    expect((await v1(server, "GET", "/disputes/", { token: seller.token, query: { status: "open" } })).status).toBe(
      422,
    );
  });

  it("accept (1.0 SDK): Stripe closes it as lost and the order is refunded once; only an open dispute", async () => {
    const { order, intent } = await paidOrder();
    const opened = stripe.openDispute(intent.id, { reason: "fraudulent" });
    expect((await deliver("charge.dispute.created", opened)).status).toBe(200);
    const [dispute] = await disputesOf(order.id);
    if (!dispute) throw new Error("no dispute");
    const owner = { client: seller.owner.client, query: { organization_id: seller.organization.id } };
    // Accepting concedes a refund: a token needs refunds:write (Gatehouse tokens cannot hold disputes:write).
    const readOnly = await createToken(server, seller.owner, seller.organization.id, ["disputes:read", "refunds:read"]);
    expectError(await v1(server, "POST", `/disputes/${dispute.id}/accept`, { token: readOnly }), 403, "NotPermitted");
    const accepted = await sdk10(server, seller.token).disputes.accept(dispute.id);
    expect(accepted).toMatchObject({ id: dispute.id, status: "lost", resolved: true, closed: true });
    expect(stripe.requests.some((r) => r.method === "POST" && r.path === `/v1/disputes/${opened.id}/close`)).toBe(true);
    // Stripe's own charge.dispute.closed for the loss changes nothing twice.
    expect((await deliver("charge.dispute.closed", stripe.object(opened.id))).status).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", refunded_amount: 2500 });
    expect(await refundsOf(order.id)).toHaveLength(1);
    expectError(await v1(server, "POST", `/disputes/${dispute.id}/accept`, owner), 409, "DisputeNotOpenError");
    expectError(await v1(server, "POST", `/disputes/${crypto.randomUUID()}/accept`, owner), 404, "ResourceNotFound");
  });
});
