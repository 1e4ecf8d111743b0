import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct, US_ADDRESS } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { WebhookReceiver } from "../helpers/webhook-receiver.ts";

/**
 * Draft orders (Polar's orders.create and orders.finalize): the seller charges a customer's saved
 * card for a one-time product without a checkout. Amounts are computed by hand below.
 */

type Order = {
  id: string;
  status: string;
  paid: boolean;
  subtotal_amount: number;
  tax_amount: number;
  total_amount: number;
  due_amount: number;
  invoice_number: string | null;
  receipt_number: string | null;
  description: string;
  items: Array<{ label: string; amount: number; tax_amount: number }>;
  metadata: Record<string, unknown>;
};

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_RETRY_BASE_MS: "20", WEBHOOK_RETRY_MAX_MS: "60" } });
  a = await billingOrg(server, "drafts-a");
  b = await billingOrg(server, "drafts-b");
  // 8% on every US customer of organization a.
  const rate = await v1(server, "POST", "/tax-rates/", { token: a.token, body: { country: "US", basis_points: 800 } });
  expect(rate.status, JSON.stringify(rate.body)).toBe(201);
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.stop()));
});
afterAll(async () => {
  await server?.close();
});

async function receiverFor(org: BillingOrg): Promise<WebhookReceiver> {
  const target = await new WebhookReceiver().start();
  receivers.push(target);
  const created = await v1<{ secret: string }>(server, "POST", "/webhooks/endpoints", {
    token: org.token,
    body: { url: target.url, format: "raw", events: ["order.created", "order.updated", "order.paid"] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  target.secret = created.body.secret;
  return target;
}

async function customer(org: BillingOrg, email: string): Promise<string> {
  const created = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: org.token,
    body: { email, name: "Grace Draft", billing_address: US_ADDRESS },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

const createDraft = (org: BillingOrg, body: Record<string, unknown>) =>
  v1<Order>(server, "POST", "/orders/", { token: org.token, body });
const finalize = (org: BillingOrg, id: string, body: Record<string, unknown> = {}) =>
  v1<Order>(server, "POST", `/orders/${id}/finalize`, { token: org.token, body });
const orderCount = async (org: BillingOrg) =>
  (await v1<{ pagination: { total_count: number } }>(server, "GET", "/orders/", { token: org.token })).body.pagination
    .total_count;

const typesFor = (target: WebhookReceiver, orderId: string) =>
  target.received
    .filter((hook) => (hook.payload.data as { id?: string }).id === orderId)
    .map((hook) => hook.payload.type);

describe("POST /v1/orders/ and /v1/orders/{id}/finalize", () => {
  it("a draft is priced as a checkout would, refused without a card, then charged to the customer's card", async () => {
    const hooks = await receiverFor(a);
    const customerId = await customer(a, "grace-draft@example.com");
    const product = await createProduct(server, a.token, { name: "Consulting hour" });

    const created = await createDraft(a, { customer_id: customerId, product_id: product.id, metadata: { ref: "Q-7" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const draft = created.body;
    // 2500 at 8%: 200 tax, 2700 due; no number until finalize.
    expect(draft).toMatchObject({
      status: "draft",
      paid: false,
      subtotal_amount: 2500,
      tax_amount: 200,
      total_amount: 2700,
      due_amount: 2700,
      invoice_number: null,
      receipt_number: null,
      metadata: { ref: "Q-7" },
    });
    expect(draft.items).toEqual([expect.objectContaining({ label: "Consulting hour", amount: 2500, tax_amount: 200 })]);
    await hooks.waitFor(() => typesFor(hooks, draft.id).includes("order.created"));
    expect(typesFor(hooks, draft.id)).toEqual(["order.created"]);

    // No saved card yet: Polar's PaymentFailed, and the order stays a draft.
    expectError(await finalize(a, draft.id), 402, "PaymentFailed");
    expect((await v1<Order>(server, "GET", `/orders/${draft.id}`, { token: a.token })).body.status).toBe("draft");

    // A subscription bought with the test card makes that card the customer's default.
    const plan = await createProduct(server, a.token, { name: "Support plan", recurring_interval: "month" });
    await buyProduct(server, a.token, plan.id, {
      email: "grace-draft@example.com",
      checkout: { customer_id: customerId },
    });
    const paid = await finalize(a, draft.id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: "paid", paid: true, total_amount: 2700, due_amount: 0 });
    expect(paid.body.invoice_number).toMatch(/-\d{4}$/);
    expect(paid.body.receipt_number).toMatch(/^RCPT-[A-Z]{8}-\d{4}$/);
    // Deliveries may arrive in any order: wait for all three, then check there is nothing else.
    await hooks.waitFor(() =>
      ["order.paid", "order.updated"].every((type) => typesFor(hooks, draft.id).includes(type)),
    );
    expect(typesFor(hooks, draft.id).sort()).toEqual(["order.created", "order.paid", "order.updated"]);
    // Verified by standardwebhooks and the 1.0 SDK; 0.47 predates drafts and can't read a null invoice number.
    const refusals = hooks.received.flatMap((hook) => hook.refusals);
    expect(refusals.every((refusal) => refusal.startsWith("sdk 0.47") && refusal.includes("invoice_number"))).toBe(
      true,
    );

    // The charge is a payment of the order.
    const payments = await v1<{ items: Array<{ order_id: string | null; amount: number; status: string }> }>(
      server,
      "GET",
      "/payments/",
      { token: a.token, query: { order_id: draft.id } },
    );
    expect(payments.body.items).toEqual([expect.objectContaining({ order_id: draft.id, amount: 2700 })]);

    // Finalize twice: Polar's 412 OrderNotDraft, nothing charged again.
    expectError(await finalize(a, draft.id), 412, "OrderNotDraft");
    // Through the 1.0 SDK: the paid order as declared.
    expect((await sdk10(server, a.token).orders.get(draft.id)).status).toBe("paid");
  });

  it("takes the seller's amount and description; a free draft is paid without a card", async () => {
    const customerId = await customer(a, "grace-free@example.com");
    const product = await createProduct(server, a.token, { name: "Token pack" });
    const custom = await createDraft(a, {
      customer_id: customerId,
      product_id: product.id,
      amount: 1250,
      description: "5,000 tokens",
    });
    expect(custom.status, JSON.stringify(custom.body)).toBe(201);
    // 1250 at 8% = 100.
    expect(custom.body).toMatchObject({ subtotal_amount: 1250, tax_amount: 100, total_amount: 1350 });
    expect(custom.body.items[0]).toMatchObject({ label: "5,000 tokens", amount: 1250 });

    const free = await createProduct(server, a.token, { name: "Free sample", prices: [{ amount_type: "free" }] });
    const draft = await sdk10(server, a.token).orders.create({ customer_id: customerId, product_id: free.id });
    expect(draft.status).toBe("draft");
    expect(draft.invoice_number).toBeNull();
    const paid = await sdk10(server, a.token).orders.finalize(draft.id, {});
    expect(paid).toMatchObject({ status: "paid", total_amount: 0, receipt_number: null });
    expect(paid.invoice_number).toMatch(/-\d{4}$/);
  });

  it("refuses what Polar refuses, with 4xx, and changes nothing", async () => {
    const customerId = await customer(a, "grace-refusals@example.com");
    const product = await createProduct(server, a.token, { name: "Refusal product" });
    const before = await orderCount(a);

    const unknownCustomer = await createDraft(a, { customer_id: crypto.randomUUID(), product_id: product.id });
    expect422(unknownCustomer, "body");
    expect(JSON.stringify(unknownCustomer.body)).toContain("customer_id");

    const unknownProduct = await createDraft(a, { customer_id: customerId, product_id: crypto.randomUUID() });
    expect422(unknownProduct, "body");

    const archived = await createProduct(server, a.token, { name: "Old product" });
    await v1(server, "PATCH", `/products/${archived.id}`, { token: a.token, body: { is_archived: true } });
    const archivedDraft = await createDraft(a, { customer_id: customerId, product_id: archived.id });
    expect422(archivedDraft, "body");
    expect(JSON.stringify(archivedDraft.body)).toContain("archived");

    const recurring = await createProduct(server, a.token, { name: "Monthly", recurring_interval: "month" });
    expect422(await createDraft(a, { customer_id: customerId, product_id: recurring.id }), "body");

    const payWhatYouWant = await createProduct(server, a.token, {
      name: "Tip jar",
      prices: [{ amount_type: "custom", price_currency: "usd" }],
    });
    expect422(await createDraft(a, { customer_id: customerId, product_id: payWhatYouWant.id }), "body");
    expect422(await createDraft(a, { customer_id: customerId, product_id: product.id, units: 3 }), "body");
    expect422(await createDraft(a, { customer_id: customerId, product_id: product.id, amount: 10 }), "body");
    expect422(await createDraft(a, { customer_id: customerId, product_id: product.id, currency: "eur" }), "body");
    expect(await orderCount(a)).toBe(before);

    // A paid order is no draft.
    const bought = await buyProduct(server, a.token, product.id, { email: "grace-refusals@example.com" });
    const orders = await v1<{ items: Order[] }>(server, "GET", "/orders/", {
      token: a.token,
      query: { checkout_id: bought.checkout.id },
    });
    const paidOrder = orders.body.items[0];
    if (!paidOrder) throw new Error("no order for the checkout");
    expectError(await finalize(a, paidOrder.id), 412, "OrderNotDraft");
  });

  it("keeps organizations apart", async () => {
    const customerId = await customer(a, "grace-tenant@example.com");
    const product = await createProduct(server, a.token, { name: "Tenant product" });
    const draft = await createDraft(a, { customer_id: customerId, product_id: product.id });
    expect(draft.status).toBe(201);
    expectError(await finalize(b, draft.body.id), 404, "ResourceNotFound");
    expect422(await createDraft(b, { customer_id: customerId, product_id: product.id }), "body");
    const readOnly = await v1(server, "POST", "/orders/", {
      token: a.token,
      body: { customer_id: customerId, product_id: product.id, organization_id: b.organization.id },
    });
    expect(readOnly.status).toBe(404);
  });
});
