import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BillingOrg,
  billingOrg,
  createToken,
  expect422,
  expectError,
  sdk10,
  sdk047,
  v1,
} from "../helpers/billing.ts";
import {
  buyProduct,
  cardToken,
  confirmCheckout,
  createCheckout,
  createProduct,
  TEST_CARDS,
  US_ADDRESS,
} from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Polar's payments: GET /v1/payments/ and /v1/payments/{id} list every charge
 * attempt of the organization — declined ones and those waiting for 3-D Secure included — with
 * the checkout and the order it paid for. Through HTTP and both SDKs.
 */

type PaymentJson = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  method: string;
  method_metadata?: { brand: string; last4: string };
  decline_reason: string | null;
  decline_message: string | null;
  checkout_id: string | null;
  order_id: string | null;
  organization_id: string;
  processor: string;
};

let server: TestServer;
let seller: BillingOrg;
let other: BillingOrg;
let productId: string;
let retried: { checkoutId: string; orderId: string };
const buyer = `pay-${crypto.randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "payments");
  other = await billingOrg(server, "payments-other");
  productId = (
    await createProduct(server, seller.token, {
      name: "Payment lamp",
      prices: [{ amount_type: "fixed", price_amount: 4200, price_currency: "usd" }],
    })
  ).id;
  // Declined first, then paid: two attempts on one checkout.
  const checkout = await createCheckout(server, seller.token, productId);
  const declined = await confirmCheckout(server, checkout.client_secret, {
    customer_email: buyer.toUpperCase(),
    customer_billing_address: US_ADDRESS,
    confirmation_token_id: await cardToken(server, checkout.client_secret, TEST_CARDS.genericDecline),
  });
  expect(declined.status).toBe(400);
  const paid = await confirmCheckout(server, checkout.client_secret, {
    customer_email: buyer,
    customer_billing_address: US_ADDRESS,
    confirmation_token_id: await cardToken(server, checkout.client_secret, TEST_CARDS.success),
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const orders = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/orders/", {
    token: seller.token,
    query: { checkout_id: checkout.id },
  });
  retried = { checkoutId: checkout.id, orderId: String(orders.body.items[0]?.id) };
  // A 3-D Secure card: the payment waits for the buyer.
  await buyProduct(server, seller.token, productId, { email: "secure@example.com", card: TEST_CARDS.threeDSecure });
});

afterAll(async () => {
  await server?.close();
});

const list = (query: Record<string, string | string[]> = {}, token = seller.token) =>
  v1<{ items: PaymentJson[]; pagination: { total_count: number } }>(server, "GET", "/payments/", { token, query });

describe("payments", () => {
  it("lists every attempt with its checkout, order, card and decline", async () => {
    const forCheckout = await list({ checkout_id: retried.checkoutId, sorting: "created_at" });
    expect(forCheckout.status).toBe(200);
    expect(forCheckout.body.items.map(({ id: _id, ...item }) => item)).toEqual([
      {
        created_at: expect.any(String),
        modified_at: null,
        processor: "stripe",
        status: "failed",
        trigger: "purchase",
        amount: 4200,
        currency: "usd",
        method: "card",
        method_metadata: { brand: "visa", last4: "0002" },
        decline_reason: "generic_decline",
        decline_message: expect.any(String),
        organization_id: seller.organization.id,
        checkout_id: retried.checkoutId,
        order_id: null,
      },
      {
        created_at: expect.any(String),
        modified_at: null,
        processor: "stripe",
        status: "succeeded",
        trigger: "purchase",
        amount: 4200,
        currency: "usd",
        method: "card",
        method_metadata: { brand: "visa", last4: "4242" },
        decline_reason: null,
        decline_message: null,
        organization_id: seller.organization.id,
        checkout_id: retried.checkoutId,
        order_id: retried.orderId,
      },
    ]);
    const pending = await list({ status: "pending" });
    expect(pending.body.items.map((item) => item.method_metadata?.last4)).toEqual(["3155"]);
    expect((await list()).body.pagination.total_count).toBe(3);
  });

  it("filters by order, status and customer email, sorts, gets one; another organization sees none", async () => {
    const byOrder = await list({ order_id: retried.orderId });
    expect(byOrder.body.items.map((item) => item.status)).toEqual(["succeeded"]);
    expect((await list({ status: "failed" })).body.items.map((item) => item.decline_reason)).toEqual([
      "generic_decline",
    ]);
    expect((await list({ customer_email: buyer })).body.pagination.total_count).toBe(2);
    expect((await list({ method: "card", sorting: "-amount" })).body.pagination.total_count).toBe(3);

    const one = byOrder.body.items[0] as PaymentJson;
    const got = await v1<PaymentJson>(server, "GET", `/payments/${one.id}`, { token: seller.token });
    expect(got.body).toEqual(one);
    expectError(await v1(server, "GET", `/payments/${one.id}`, { token: other.token }), 404, "ResourceNotFound");
    expect((await list({}, other.token)).body.items).toEqual([]);
    expect422(await list({ status: "lost" }), "query");
  });

  it("a token with payments:read alone may list; one without it may not", async () => {
    const reader = await createToken(server, seller.owner, seller.organization.id, ["payments:read"]);
    expect((await list({}, reader)).body.pagination.total_count).toBe(3);
    const ordersOnly = await createToken(server, seller.owner, seller.organization.id, ["orders:read"]);
    expect((await list({}, ordersOnly)).status).toBe(403);
  });

  it("works through @polar-sh/sdk 0.47 and 1.0", async () => {
    const old = sdk047(server, seller.token);
    const page = await old.payments.list({ organizationId: seller.organization.id, orderId: retried.orderId });
    const items = [];
    for await (const result of page) items.push(...result.result.items);
    expect(items.map((item) => [item.status, item.method])).toEqual([["succeeded", "card"]]);
    const got = await old.payments.get({ id: String(items[0]?.id) });
    expect(got.amount).toBe(4200);

    const now = await sdk10(server, seller.token).payments.list({ status: ["failed"] });
    expect(now.items.map((item) => item.decline_reason)).toEqual(["generic_decline"]);
  });
});
