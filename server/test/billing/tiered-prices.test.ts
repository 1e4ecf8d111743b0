import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import type { SubscriptionResource } from "../../src/billing/subscriptions/schemas.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expect422, sdk10, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Tiered prices in the catalogue (`unit_based`, `metered_tiers`) and a product's price set per
 * currency; metered tiers billed at renewal from the meter, volume and graduated, with a cap.
 * Every amount is worked out by hand in its comment.
 */

let server: TestServer;
let a: BillingOrg;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "tiered-a");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

type Meter = { id: string };
async function sumMeter(name: string, event: string): Promise<Meter> {
  const response = await v1<Meter>(server, "POST", "/meters/", {
    token: a.token,
    body: {
      name,
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: event }] },
      aggregation: { func: "sum", property: "n" },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function ingest(customerId: string, name: string, timestamp: string, n: number): Promise<void> {
  const response = await v1(server, "POST", "/events/ingest", {
    token: a.token,
    body: { events: [{ name, customer_id: customerId, timestamp, metadata: { n } }] },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const postProduct = (body: Record<string, unknown>) => v1(server, "POST", "/products/", { token: a.token, body });

describe("tiered prices in the catalogue", () => {
  it("creates unit-based and metered-tier prices and answers them as Polar's SDK declares", async () => {
    const meter = await sumMeter("Storage", "tp.storage");
    const seats = await createProduct(server, a.token, {
      name: "Devices",
      prices: [
        {
          amount_type: "unit_based",
          price_currency: "usd",
          minimum_units: 2,
          unit_label: { en: { "=1": "device", other: "devices" } },
          tiers: {
            type: "graduated",
            tiers: [
              { bound: 10, unit_amount: 500 },
              { bound: 100, unit_amount: "250.5" },
            ],
          },
        },
      ],
    });
    expect(seats.prices[0]).toMatchObject({
      amount_type: "unit_based",
      source: "catalog",
      minimum_units: 2,
      maximum_units: 100,
      unit_label: { en: { "=1": "device", other: "devices" } },
      tiers: {
        type: "graduated",
        tiers: [
          { bound: 10, unit_amount: "500" },
          { bound: 100, unit_amount: "250.5" },
        ],
      },
    });
    expect(seats.prices[0]).not.toHaveProperty("type");

    const usage = await createProduct(server, a.token, {
      name: "Storage plan",
      recurring_interval: "month",
      prices: [
        { amount_type: "free", price_currency: "usd" },
        {
          amount_type: "metered_tiers",
          price_currency: "usd",
          meter_id: meter.id,
          cap_amount: 5000,
          tiers: { type: "volume", tiers: [{ bound: 1000, unit_amount: "0.1" }, { unit_amount: "0.05" }] },
        },
      ],
    });
    expect(usage.prices[1]).toMatchObject({
      amount_type: "metered_tiers",
      meter_id: meter.id,
      meter: { id: meter.id, name: "Storage" },
      cap_amount: 5000,
      tiers: {
        type: "volume",
        tiers: [
          { bound: 1000, unit_amount: "0.1" },
          { bound: null, unit_amount: "0.05" },
        ],
      },
    });
    // Polar's SDK 1.0 reads both back with their own types.
    const got = await sdk10(server, a.token).products.get(usage.id);
    expect(got.prices.map((price) => price.amount_type)).toEqual(["free", "metered_tiers"]);
    const unit = await sdk10(server, a.token).products.get(seats.id);
    expect(unit.prices[0]).toMatchObject({ amount_type: "unit_based", minimum_units: 2, maximum_units: 100 });
  });

  it("refuses bad tiers, metered tiers on a one-time product, an unknown meter and a minimum past the bound", async () => {
    const meter = await sumMeter("Refusals", "tp.refusals");
    const tiers = { type: "volume", tiers: [{ bound: 5, unit_amount: "1" }] };
    const outOfOrder = await postProduct({
      name: "Bad tiers",
      prices: [
        {
          amount_type: "unit_based",
          tiers: {
            type: "graduated",
            tiers: [
              { bound: 5, unit_amount: "1" },
              { bound: 3, unit_amount: "1" },
            ],
          },
        },
      ],
    });
    expect422(outOfOrder, "body");
    expect(JSON.stringify(outOfOrder.body)).toContain("Each tier's bound must be greater than the previous tier's.");
    expect422(
      await postProduct({
        name: "One-time metered",
        prices: [{ amount_type: "metered_tiers", meter_id: meter.id, tiers }],
      }),
      "body",
    );
    expect422(
      await postProduct({
        name: "Unknown meter",
        recurring_interval: "month",
        prices: [{ amount_type: "metered_tiers", meter_id: crypto.randomUUID(), tiers }],
      }),
      "body",
    );
    const tooMany = await postProduct({
      name: "Minimum past bound",
      prices: [{ amount_type: "unit_based", minimum_units: 6, tiers }],
    });
    expect422(tooMany, "body");
    expect(JSON.stringify(tooMany.body)).toContain("minimum_units");
  });

  it("keeps one static price per currency", async () => {
    const both = await createProduct(server, a.token, {
      name: "Two currencies",
      prices: [
        { amount_type: "fixed", price_amount: 1000, price_currency: "usd" },
        { amount_type: "fixed", price_amount: 900, price_currency: "eur" },
      ],
    });
    expect(both.prices).toMatchObject([
      { price_currency: "usd", price_amount: 1000 },
      { price_currency: "eur", price_amount: 900 },
    ]);
    const twice = await postProduct({
      name: "Twice in USD",
      prices: [
        { amount_type: "fixed", price_amount: 1000, price_currency: "usd" },
        { amount_type: "custom", price_currency: "usd" },
      ],
    });
    expect(twice.status).toBe(422);
    expect((twice.body as { detail: unknown[] }).detail).toEqual([
      {
        loc: ["body", "prices", 1],
        msg: "Only one static price (fixed, custom or free) is allowed per currency",
        type: "value_error",
      },
    ]);
    // An update keeping the USD price may add a GBP one but not a second USD one; a refusal changes nothing.
    const [usd, eur] = both.prices;
    const refused = await v1(server, "PATCH", `/products/${both.id}`, {
      token: a.token,
      body: { prices: [{ id: usd?.id }, { amount_type: "fixed", price_amount: 800, price_currency: "usd" }] },
    });
    expect(refused.status).toBe(422);
    expect((refused.body as { detail: Array<{ loc: unknown[] }> }).detail[0]?.loc).toEqual(["body", "prices", 1]);
    const updated = await v1<{ prices: Array<{ id: string; price_currency: string; is_archived: boolean }> }>(
      server,
      "PATCH",
      `/products/${both.id}`,
      {
        token: a.token,
        body: { prices: [{ id: usd?.id }, { id: eur?.id }, { amount_type: "free", price_currency: "gbp" }] },
      },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.prices.filter((price) => !price.is_archived).map((price) => price.price_currency)).toEqual([
      "usd",
      "eur",
      "gbp",
    ]);
  });
});

describe("metered tiers at renewal", () => {
  it("bills graduated and volume tiers from the ended period's usage, the cap applied after", async () => {
    clock.freeze();
    clock.set("2027-08-01T00:00:00.000Z");
    try {
      const calls = await sumMeter("Tiered calls", "tp.calls");
      const tokens = await sumMeter("Tiered tokens", "tp.tokens");
      const product = await createProduct(server, a.token, {
        name: "Tiered usage",
        recurring_interval: "month",
        prices: [
          { amount_type: "fixed", price_amount: 1000, price_currency: "usd" },
          {
            amount_type: "metered_tiers",
            price_currency: "usd",
            meter_id: calls.id,
            tiers: {
              type: "graduated",
              tiers: [{ bound: 100, unit_amount: "0" }, { bound: 1000, unit_amount: "0.5" }, { unit_amount: "0.25" }],
            },
          },
          {
            amount_type: "metered_tiers",
            price_currency: "usd",
            meter_id: tokens.id,
            cap_amount: 60,
            tiers: { type: "volume", tiers: [{ bound: 1000, unit_amount: "0.1" }, { unit_amount: "0.05" }] },
          },
        ],
      });
      const { checkout } = await buyProduct(server, a.token, product.id, {
        email: `tp-${crypto.randomUUID()}@example.com`,
      });
      const id = String(checkout.subscription_id);
      const customerId = String(checkout.customer_id);
      // August: 1,250 calls, 1,500 tokens.
      await ingest(customerId, "tp.calls", "2027-08-03T10:00:00Z", 600);
      await ingest(customerId, "tp.calls", "2027-08-30T10:00:00Z", 650);
      await ingest(customerId, "tp.tokens", "2027-08-10T10:00:00Z", 1500);
      clock.set("2027-08-31T00:00:00.000Z");
      const live = await v1<SubscriptionResource>(server, "GET", `/subscriptions/${id}`, { token: a.token });
      // Calls: 100 × 0 + 900 × 0.5 + 250 × 0.25 = 512.5 → 513. Tokens: 1,500 × 0.05 = 75, capped at 60.
      expect(live.body.meters.map((meter) => [meter.consumed_units, meter.amount])).toEqual([
        [1250, 513],
        [1500, 60],
      ]);

      clock.set("2027-09-01T00:00:00.000Z");
      const renew = () =>
        runRenewalsExclusive({
          db: server.gatehouse.database.db,
          processor: createPaymentProcessor(server.gatehouse.database.db),
        });
      await renew();
      // September: 150 calls, 300 tokens.
      await ingest(customerId, "tp.calls", "2027-09-05T10:00:00Z", 150);
      await ingest(customerId, "tp.tokens", "2027-09-06T10:00:00Z", 300);
      clock.set("2027-10-01T00:00:00.000Z");
      await renew();

      const orders = await v1<{ items: OrderResource[] }>(server, "GET", "/orders/", {
        token: a.token,
        query: { limit: "100", customer_id: customerId },
      });
      const cycles = orders.body.items
        .filter((order) => order.subscription_id === id && order.billing_reason === "subscription_cycle")
        .sort((x, y) => x.created_at.localeCompare(y.created_at));
      // Calls 150: 100 × 0 + 50 × 0.5 = 25. Tokens 300: 300 × 0.1 = 30 (under the cap).
      expect(cycles.map((order) => [order.items.map((item) => item.amount), order.subtotal_amount])).toEqual([
        [[1000, 513, 60], 1573],
        [[1000, 25, 30], 1055],
      ]);
    } finally {
      clock.reset();
    }
  });
});
