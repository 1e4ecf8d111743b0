import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueGrantJobs } from "../../src/billing/benefit-grants/worker.ts";
import { type BillingOrg, billingOrg, createToken, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** GET /v1/customers/{id}/state and /v1/customers/external/{external_id}/state: Polar's CustomerState. */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "state-a");
  b = await billingOrg(server, "state-b");
});

afterAll(async () => {
  await server?.close();
});

async function customerOf(org: BillingOrg) {
  const externalId = `state-${crypto.randomUUID()}`;
  const created = await v1<Record<string, unknown> & { id: string }>(server, "POST", "/customers/", {
    token: org.token,
    body: { email: `${externalId}@example.com`, external_id: externalId, name: "State" },
  });
  expect(created.status).toBe(201);
  return { customer: created.body, externalId };
}

describe("customer state", () => {
  it("is the customer with active_subscriptions, granted_benefits and active_meters (empty for now), by id and by external id", async () => {
    const { customer, externalId } = await customerOf(a);
    const byId = await v1(server, "GET", `/customers/${customer.id}/state`, { token: a.token });
    expect(byId.status, JSON.stringify(byId.body)).toBe(200);
    expect(byId.body).toEqual({ ...customer, active_subscriptions: [], granted_benefits: [], active_meters: [] });
    const byExternal = await v1(server, "GET", `/customers/external/${externalId}/state`, { token: a.token });
    expect(byExternal.body).toEqual(byId.body);
  });

  it("needs customers:read; another organization's customer and an unknown one are 404", async () => {
    const { customer, externalId } = await customerOf(a);
    const readOnly = await createToken(server, a.owner, a.organization.id, ["customers:read"]);
    expect((await v1(server, "GET", `/customers/${customer.id}/state`, { token: readOnly })).status).toBe(200);
    const noScope = await createToken(server, a.owner, a.organization.id, ["orders:read"]);
    expectError(await v1(server, "GET", `/customers/${customer.id}/state`, { token: noScope }), 403, "NotPermitted");
    expectError(
      await v1(server, "GET", `/customers/${customer.id}/state`, { token: b.token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "GET", `/customers/external/${externalId}/state`, { token: b.token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "GET", `/customers/${crypto.randomUUID()}/state`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
    expectError(await v1(server, "GET", `/customers/${customer.id}/state`), 401, "Unauthorized");
    // The owner's session reads it too.
    expect(
      (
        await v1(server, "GET", `/customers/${customer.id}/state`, {
          client: a.owner.client,
          query: { organization_id: a.organization.id },
        })
      ).status,
    ).toBe(200);
  });

  it("lists the customer's active subscriptions (Polar's CustomerStateSubscription), not other customers'", async () => {
    const product = await createProduct(server, a.token, {
      name: "State plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1500, price_currency: "usd" }],
    });
    const { checkout } = await buyProduct(server, a.token, product.id, {
      email: `state-sub-${crypto.randomUUID()}@example.com`,
    });
    expect(checkout.status).toBe("succeeded");
    await buyProduct(server, a.token, product.id, { email: `state-other-${crypto.randomUUID()}@example.com` });
    const customerId = checkout.customer_id!;
    const subscriptions = await v1<{ items: Array<{ id: string; current_period_end: string }> }>(
      server,
      "GET",
      "/subscriptions/",
      { token: a.token, query: { customer_id: customerId } },
    );
    const [subscription] = subscriptions.body.items;
    const state = await v1<{ active_subscriptions: Array<Record<string, unknown>> }>(
      server,
      "GET",
      `/customers/${customerId}/state`,
      { token: a.token },
    );
    expect(state.status, JSON.stringify(state.body)).toBe(200);
    expect(state.body.active_subscriptions).toEqual([
      expect.objectContaining({
        id: subscription!.id,
        status: "active",
        amount: 1500,
        currency: "usd",
        recurring_interval: "month",
        product_id: product.id,
        discount_id: null,
        cancel_at_period_end: false,
        current_period_end: subscription!.current_period_end,
        metadata: {},
        meters: [],
      }),
    ]);
    const polar = sdk047(server, a.token);
    const parsed = await polar.customers.getState({ id: customerId });
    expect(parsed.activeSubscriptions.map((item) => item.id)).toEqual([subscription!.id]);
    expect((await sdk10(server, a.token).customers.getState(customerId)).active_subscriptions).toHaveLength(1);
  });

  it("lists the benefits granted to the customer (Polar's CustomerStateBenefitGrant)", async () => {
    const perk = await v1<{ id: string }>(server, "POST", "/benefits/", {
      token: a.token,
      body: { type: "custom", description: "State perk", properties: { note: "hi" }, metadata: { tier: "gold" } },
    });
    expect(perk.status, JSON.stringify(perk.body)).toBe(201);
    const product = await createProduct(server, a.token, { name: "Perk product" });
    expect(
      (
        await v1(server, "POST", `/products/${product.id}/benefits`, {
          token: a.token,
          body: { benefits: [perk.body.id] },
        })
      ).status,
    ).toBe(200);
    const { checkout } = await buyProduct(server, a.token, product.id, {
      email: `state-perk-${crypto.randomUUID()}@example.com`,
    });
    const customerId = checkout.customer_id!;
    // The grant is applied by the durable worker (the server's poller, or this drain).
    let state: { granted_benefits: Array<Record<string, unknown>> } = { granted_benefits: [] };
    for (let attempt = 0; attempt < 50 && state.granted_benefits.length === 0; attempt += 1) {
      await runDueGrantJobs(server.gatehouse.database.db);
      state = (await v1<typeof state>(server, "GET", `/customers/${customerId}/state`, { token: a.token })).body;
      if (state.granted_benefits.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(state.granted_benefits).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        created_at: expect.any(String),
        granted_at: expect.any(String),
        benefit_id: perk.body.id,
        benefit_type: "custom",
        benefit_metadata: { tier: "gold" },
        properties: expect.any(Object),
      }),
    ]);
    expect(Object.keys(state.granted_benefits[0]!).sort()).toEqual([
      "benefit_id",
      "benefit_metadata",
      "benefit_type",
      "created_at",
      "granted_at",
      "id",
      "modified_at",
      "properties",
    ]);
    const parsed = await sdk047(server, a.token).customers.getState({ id: customerId });
    expect(parsed.grantedBenefits.map((grant) => grant.benefitId)).toEqual([perk.body.id]);
    expect((await sdk10(server, a.token).customers.getState(customerId)).granted_benefits).toHaveLength(1);
  });

  it("through SDK 0.47 and 1.0", async () => {
    const { customer, externalId } = await customerOf(a);
    const polar = sdk047(server, a.token);
    const state = await polar.customers.getState({ id: customer.id });
    expect(state).toMatchObject({ id: customer.id, activeSubscriptions: [], grantedBenefits: [], activeMeters: [] });
    expect((await polar.customers.getStateExternal({ externalId })).id).toBe(customer.id);
    const ten = sdk10(server, a.token);
    expect((await ten.customers.getState(customer.id)).id).toBe(customer.id);
    expect((await ten.customers.getStateExternal(externalId)).granted_benefits).toEqual([]);
  });
});

describe("customer.state_changed from subscription changes", () => {
  async function stateEvents(
    customerId: string,
  ): Promise<
    Array<{ active_subscriptions: Array<{ id: string; product_id: string; cancel_at_period_end: boolean }> }>
  > {
    const rows = await server.gatehouse.database.db
      .selectFrom("billing_event")
      .select(["payload", "created_at", "id"])
      .where("type", "=", "customer.state_changed")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows
      .filter((row) => row.payload.includes(customerId))
      .map(
        (row) =>
          (
            JSON.parse(row.payload) as {
              data: { active_subscriptions: Array<{ id: string; product_id: string; cancel_at_period_end: boolean }> };
            }
          ).data,
      );
  }

  it("one per change: created, product changed, canceled, uncanceled, revoked — each with the state after it", async () => {
    const plan = (name: string) =>
      createProduct(server, a.token, {
        name,
        recurring_interval: "month",
        prices: [{ amount_type: "fixed", price_amount: 1000, price_currency: "usd" }],
      });
    const basic = await plan("State events basic");
    const other = await plan("State events other");
    const { checkout } = await buyProduct(server, a.token, basic.id, {
      email: `state-events-${crypto.randomUUID()}@example.com`,
    });
    const customerId = checkout.customer_id!;
    const id = String(checkout.subscription_id);
    const patch = (body: Record<string, unknown>) =>
      v1(server, "PATCH", `/subscriptions/${id}`, { token: a.token, body });
    expect((await patch({ product_id: other.id, proration_behavior: "prorate" })).status).toBe(200);
    expect((await patch({ cancel_at_period_end: true })).status).toBe(200);
    expect((await patch({ cancel_at_period_end: false })).status).toBe(200);
    expect((await v1(server, "DELETE", `/subscriptions/${id}`, { token: a.token })).status).toBe(200);
    const events = await stateEvents(customerId);
    expect(
      events.map((event) => event.active_subscriptions.map((item) => [item.product_id, item.cancel_at_period_end])),
    ).toEqual([[[basic.id, false]], [[other.id, false]], [[other.id, true]], [[other.id, false]], []]);
  });
});
