import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import { runRenewals, runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import type { SubscriptionResource } from "../../src/billing/subscriptions/schemas.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expect422, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createCheckout, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * metered_unit prices: the product's `meter` embedding, the subscription's metered
 * prices and meters, and at each renewal one order item per metered price for the ended period's
 * usage, min(quantity × unit_amount, cap_amount), billed once even when renewals run twice.
 */

let server: TestServer;
let a: BillingOrg;
const clock = testClock();

const renew = () =>
  runRenewalsExclusive({
    db: server.gatehouse.database.db,
    processor: createPaymentProcessor(server.gatehouse.database.db),
  });

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "metered-a");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

type Meter = { id: string; name: string };
async function createMeter(
  name: string,
  event: string,
  aggregation: Record<string, unknown> = { func: "count" },
): Promise<Meter> {
  const response = await v1<Meter>(server, "POST", "/meters/", {
    token: a.token,
    body: {
      name,
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: event }] },
      aggregation,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function ingest(events: Array<Record<string, unknown>>): Promise<void> {
  const response = await v1<{ inserted: number }>(server, "POST", "/events/ingest", {
    token: a.token,
    body: { events },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function ordersOf(subscriptionId: string): Promise<OrderResource[]> {
  const all = await v1<{ items: OrderResource[] }>(server, "GET", "/orders/", {
    token: a.token,
    query: { limit: "100" },
  });
  return all.body.items
    .filter((order) => order.subscription_id === subscriptionId)
    .sort((x, y) => x.created_at.localeCompare(y.created_at));
}

const getSubscription = async (id: string) =>
  (await v1<SubscriptionResource>(server, "GET", `/subscriptions/${id}`, { token: a.token })).body;

describe("metered prices", () => {
  it("products embed the real meter; an unknown meter is a 422", async () => {
    const calls = await createMeter("API calls", "embed.call");
    const product = await createProduct(server, a.token, {
      name: "Embed plan",
      recurring_interval: "month",
      prices: [
        { amount_type: "fixed", price_amount: 1000, price_currency: "usd" },
        {
          amount_type: "metered_unit",
          meter_id: calls.id,
          unit_amount: "0.5",
          cap_amount: null,
          price_currency: "usd",
        },
      ],
    });
    expect(product.prices[1]).toMatchObject({
      amount_type: "metered_unit",
      unit_amount: "0.5",
      meter_id: calls.id,
      meter: { id: calls.id, name: "API calls", unit: "scalar" },
    });
    const got = await sdk10(server, a.token).products.get(product.id);
    const metered = got.prices.find((price) => price.amount_type === "metered_unit");
    expect(metered && "meter" in metered ? metered.meter.name : null).toBe("API calls");
    // A checkout starts on the static price even when a metered price is listed first.
    const meteredFirst = await createProduct(server, a.token, {
      name: "Metered first",
      recurring_interval: "month",
      prices: [
        { amount_type: "metered_unit", meter_id: calls.id, unit_amount: 1, price_currency: "usd" },
        { amount_type: "fixed", price_amount: 700, price_currency: "usd" },
      ],
    });
    const checkout = await createCheckout(server, a.token, meteredFirst.id);
    expect(checkout).toMatchObject({ product_price_id: meteredFirst.prices[1]!.id, amount: 700 });
    const unknown = await v1(server, "POST", "/products/", {
      token: a.token,
      body: {
        name: "Bad",
        recurring_interval: "month",
        prices: [{ amount_type: "metered_unit", meter_id: crypto.randomUUID(), unit_amount: 1, price_currency: "usd" }],
      },
    });
    expect422(unknown, "body");
  });

  it("bills each metered price's usage of the ended period at renewal, capped, exactly once", async () => {
    clock.freeze();
    clock.set("2027-03-01T00:00:00.000Z");
    try {
      const calls = await createMeter("Calls", "mp.call");
      const tokens = await createMeter("Tokens", "mp.tokens", { func: "sum", property: "tokens" });
      const product = await createProduct(server, a.token, {
        name: "Usage plan",
        recurring_interval: "month",
        prices: [
          { amount_type: "fixed", price_amount: 1000, price_currency: "usd" },
          { amount_type: "metered_unit", meter_id: calls.id, unit_amount: "0.5", price_currency: "usd" },
          { amount_type: "metered_unit", meter_id: tokens.id, unit_amount: 2, cap_amount: 300, price_currency: "usd" },
        ],
      });
      const { checkout } = await buyProduct(server, a.token, product.id, {
        email: `mp-${crypto.randomUUID()}@example.com`,
      });
      expect(checkout.status).toBe("succeeded");
      const id = String(checkout.subscription_id);
      const customerId = String(checkout.customer_id);
      const created = await getSubscription(id);
      expect(created.prices.map((price) => price.amount_type)).toEqual(["fixed", "metered_unit", "metered_unit"]);
      expect(created.meters.map((meter) => [meter.meter_id, meter.consumed_units, meter.amount])).toEqual([
        [calls.id, 0, 0],
        [tokens.id, 0, 0],
      ]);

      // 7 calls (3.5 → 4 cents) and 180 tokens (360 → capped at 300) in March; one call after it.
      await ingest([
        ...Array.from({ length: 7 }, (_, index) => ({
          name: "mp.call",
          customer_id: customerId,
          timestamp: `2027-03-${String(index + 2).padStart(2, "0")}T10:00:00Z`,
        })),
        { name: "mp.tokens", customer_id: customerId, timestamp: "2027-03-05T10:00:00Z", metadata: { tokens: 100 } },
        { name: "mp.tokens", customer_id: customerId, timestamp: "2027-03-31T23:59:59Z", metadata: { tokens: 80 } },
        { name: "mp.call", customer_id: customerId, timestamp: "2027-04-01T00:00:00Z" },
      ]);
      clock.set("2027-03-20T00:00:00.000Z");
      const during = await sdk047(server, a.token).subscriptions.get({ id });
      expect(during.meters.map((meter) => [meter.meterId, meter.consumedUnits, meter.amount])).toEqual([
        [calls.id, 8, 4],
        [tokens.id, 180, 300],
      ]);
      expect(during.meters[0]?.meter.name).toBe("Calls");

      clock.set("2027-04-01T00:00:00.000Z");
      // Two workers at once (raw runs, not serialized): one claim bills the period.
      const ctx = { db: server.gatehouse.database.db, processor: createPaymentProcessor(server.gatehouse.database.db) };
      await Promise.all([runRenewals(ctx), runRenewals(ctx)]);
      await renew();
      const orders = await ordersOf(id);
      expect(orders.map((order) => [order.billing_reason, order.subtotal_amount, order.total_amount])).toEqual([
        ["subscription_create", 1000, 1000],
        ["subscription_cycle", 1304, 1304],
      ]);
      const cycle = orders[1]!;
      expect(cycle.items.map((item) => item.amount)).toEqual([1000, 4, 300]);
      expect(cycle.items[1]?.label).toContain("Calls");
      // The new period counts from its start: the call at 04-01 00:00.
      const after = await getSubscription(id);
      expect(after.meters.map((meter) => [meter.consumed_units, meter.amount])).toEqual([
        [1, 1],
        [0, 0],
      ]);

      // An empty period bills the fixed price and zero-amount usage items.
      clock.set("2027-05-01T00:00:00.000Z");
      await renew();
      const third = (await ordersOf(id))[2]!;
      expect(third.items.map((item) => item.amount)).toEqual([1000, 1, 0]);
      expect(third.subtotal_amount).toBe(1001);
    } finally {
      clock.reset();
    }
  });

  it("bills the usage beyond the meter's credits (Polar: consumption minus included credits)", async () => {
    clock.freeze();
    clock.set("2027-06-01T00:00:00.000Z");
    try {
      const builds = await createMeter("Builds", "mp.build");
      const benefit = await v1<{ id: string }>(server, "POST", "/benefits/", {
        token: a.token,
        body: {
          type: "meter_credit",
          description: "10 builds",
          properties: { meter_id: builds.id, units: 10, rollover: false },
        },
      });
      const product = await createProduct(server, a.token, {
        name: "Builds plan",
        recurring_interval: "month",
        prices: [
          { amount_type: "fixed", price_amount: 2000, price_currency: "usd" },
          {
            amount_type: "metered_unit",
            meter_id: builds.id,
            unit_amount: "12.5",
            cap_amount: 1000,
            price_currency: "usd",
          },
        ],
      });
      expect(
        (
          await v1(server, "POST", `/products/${product.id}/benefits`, {
            token: a.token,
            body: { benefits: [benefit.body.id] },
          })
        ).status,
      ).toBe(200);
      const { checkout } = await buyProduct(server, a.token, product.id, {
        email: `mpc-${crypto.randomUUID()}@example.com`,
      });
      const id = String(checkout.subscription_id);
      await drainGrantJobs(server.gatehouse.database.db);
      await ingest(
        Array.from({ length: 25 }, () => ({
          name: "mp.build",
          customer_id: String(checkout.customer_id),
          timestamp: "2027-06-10T00:00:00Z",
        })),
      );
      // 25 builds, 10 included: 15 × 12.5 = 187.5 → 188 cents.
      expect(
        (await getSubscription(id)).meters.map((meter) => [meter.consumed_units, meter.credited_units, meter.amount]),
      ).toEqual([[25, 10, 188]]);
      // The portal's subscription shows the meter by id and name only.
      const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
        token: a.token,
        body: { customer_id: String(checkout.customer_id) },
      });
      const portal = await sdk047(server, a.token).customerPortal.subscriptions.get(
        { customerSession: session.body.token },
        { id },
      );
      expect(portal.meters.map((meter) => [meter.meter.name, meter.amount])).toEqual([["Builds", 188]]);
      const raw = await v1<{ meters: Array<{ meter: Record<string, unknown> }> }>(
        server,
        "GET",
        `/customer-portal/subscriptions/${id}`,
        { token: session.body.token },
      );
      expect(Object.keys(raw.body.meters[0]!.meter).sort()).toEqual(["created_at", "id", "modified_at", "name"]);
      clock.set("2027-07-01T00:00:00.000Z");
      await renew();
      const cycle = (await ordersOf(id))[1]!;
      expect(cycle.items.map((item) => item.amount)).toEqual([2000, 188]);
      expect(cycle.total_amount).toBe(2188);
    } finally {
      clock.reset();
    }
  });
});
