import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, sdk10, v1 } from "../helpers/billing.ts";
import { createProduct } from "../helpers/checkout.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { WebhookReceiver } from "../helpers/webhook-receiver.ts";

/**
 * Polar's subscriptions.create: the seller starts a subscription on a free recurring product for
 * an existing customer, without a checkout and without an order; its benefits are granted.
 */

type Subscription = {
  id: string;
  status: string;
  amount: number;
  customer_id: string;
  product_id: string;
  checkout_id: string | null;
  current_period_start: string;
  current_period_end: string | null;
  metadata: Record<string, unknown>;
};

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_RETRY_BASE_MS: "20", WEBHOOK_RETRY_MAX_MS: "60" } });
  a = await billingOrg(server, "sub-create-a");
  b = await billingOrg(server, "sub-create-b");
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.stop()));
});
afterAll(async () => {
  await server?.close();
});

async function customer(org: BillingOrg, email: string, externalId?: string): Promise<string> {
  const created = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: org.token,
    body: { email, name: "Linus Free", ...(externalId ? { external_id: externalId } : {}) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

const freePlan = (org: BillingOrg, name = "Community plan") =>
  createProduct(server, org.token, { name, recurring_interval: "month", prices: [{ amount_type: "free" }] });

const create = (org: BillingOrg, body: Record<string, unknown>) =>
  v1<Subscription>(server, "POST", "/subscriptions/", { token: org.token, body });

describe("POST /v1/subscriptions/", () => {
  it("starts an active subscription on a free plan, grants its benefits, sends Polar's webhooks", async () => {
    const target = await new WebhookReceiver().start();
    receivers.push(target);
    const endpoint = await v1<{ secret: string }>(server, "POST", "/webhooks/endpoints", {
      token: a.token,
      body: {
        url: target.url,
        format: "raw",
        events: ["subscription.created", "subscription.updated", "order.created"],
      },
    });
    target.secret = endpoint.body.secret;
    const benefit = await v1<{ id: string }>(server, "POST", "/benefits/", {
      token: a.token,
      body: { type: "custom", description: "Community forum", properties: { note: "Welcome" } },
    });
    expect(benefit.status, JSON.stringify(benefit.body)).toBe(201);
    const plan = await freePlan(a);
    await v1(server, "POST", `/products/${plan.id}/benefits`, {
      token: a.token,
      body: { benefits: [benefit.body.id] },
    });
    const customerId = await customer(a, "linus-free@example.com");

    const created = await create(a, { customer_id: customerId, product_id: plan.id, metadata: { source: "sales" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: "active",
      amount: 0,
      customer_id: customerId,
      product_id: plan.id,
      checkout_id: null,
      metadata: { source: "sales" },
    });
    // A month from now.
    const start = new Date(created.body.current_period_start);
    const end = new Date(created.body.current_period_end ?? "");
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);

    // Deliveries may arrive in any order: wait for both, then check there is nothing else.
    await target.waitFor((hooks) =>
      ["subscription.created", "subscription.updated"].every((type) =>
        hooks.some((hook) => hook.payload.type === type),
      ),
    );
    const types = target.received.map((hook) => hook.payload.type).sort();
    expect(types).toEqual(["subscription.created", "subscription.updated"]);
    // No order for a subscription made without a checkout (Polar).
    const orders = await v1<{ items: unknown[] }>(server, "GET", "/orders/", {
      token: a.token,
      query: { customer_id: customerId },
    });
    expect(orders.body.items).toEqual([]);

    await drainGrantJobs(server.gatehouse.database.db);
    const grants = await v1<{ items: Array<{ is_granted: boolean; subscription_id: string | null }> }>(
      server,
      "GET",
      `/benefits/${benefit.body.id}/grants`,
      { token: a.token },
    );
    expect(grants.body.items).toEqual([
      expect.objectContaining({ is_granted: true, subscription_id: created.body.id }),
    ]);
  });

  it("finds the customer by external id, through the 1.0 SDK", async () => {
    const plan = await freePlan(a, "Hobby plan");
    await customer(a, "linus-ext@example.com", "user-42");
    const created = await sdk10(server, a.token).subscriptions.create({
      external_customer_id: "user-42",
      product_id: plan.id,
    });
    expect(created.status).toBe("active");
  });

  it("refuses what Polar refuses (422) and changes nothing", async () => {
    const customerId = await customer(a, "linus-refusals@example.com");
    const count = async () =>
      (
        await v1<{ pagination: { total_count: number } }>(server, "GET", "/subscriptions/", {
          token: a.token,
          query: { customer_id: customerId },
        })
      ).body.pagination.total_count;

    const plan = await freePlan(a, "Refusal plan");
    const unknownCustomer = await create(a, { customer_id: crypto.randomUUID(), product_id: plan.id });
    expect422(unknownCustomer, "body");
    expect(JSON.stringify(unknownCustomer.body)).toContain("Customer does not exist.");
    expect422(await create(a, { external_customer_id: "nobody", product_id: plan.id }), "body");
    expect422(await create(a, { customer_id: customerId, product_id: crypto.randomUUID() }), "body");

    const oneTime = await createProduct(server, a.token, { name: "One-time", prices: [{ amount_type: "free" }] });
    const refusedOneTime = await create(a, { customer_id: customerId, product_id: oneTime.id });
    expect422(refusedOneTime, "body");
    expect(JSON.stringify(refusedOneTime.body)).toContain("Product is not a recurring product.");

    const paid = await createProduct(server, a.token, { name: "Pro plan", recurring_interval: "month" });
    const refusedPaid = await create(a, { customer_id: customerId, product_id: paid.id });
    expect422(refusedPaid, "body");
    expect(JSON.stringify(refusedPaid.body)).toContain("Product is not free.");

    const archived = await freePlan(a, "Retired plan");
    await v1(server, "PATCH", `/products/${archived.id}`, { token: a.token, body: { is_archived: true } });
    expect422(await create(a, { customer_id: customerId, product_id: archived.id }), "body");
    expect422(await create(a, { product_id: plan.id }), "body");

    expect(await count()).toBe(0);
  });

  it("keeps organizations apart", async () => {
    const plan = await freePlan(a, "Tenant plan");
    const customerId = await customer(a, "linus-tenant@example.com");
    expect422(await create(b, { customer_id: customerId, product_id: plan.id }), "body");
    const bPlan = await freePlan(b, "Other plan");
    expect422(await create(b, { customer_id: customerId, product_id: bPlan.id }), "body");
  });
});
