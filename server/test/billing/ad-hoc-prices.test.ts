import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expect422, sdk10, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Polar's ad-hoc checkout prices (`prices`: product id → prices): made for one checkout
 * (`source: "ad_hoc"`), they replace that product's own prices there, are charged, renewed and
 * changed as the subscription's price, and never show in the catalogue. A refused request
 * leaves neither a checkout nor a price behind.
 */

let server: TestServer;
let a: BillingOrg;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "ad-hoc-a");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

type Price = { id: string; source: string; amount_type: string; price_currency: string; price_amount?: number };
type CheckoutJson = {
  id: string;
  amount: number;
  currency: string;
  product_price_id: string;
  product_price: Price;
  prices: Record<string, Price[]>;
  subscription_id: string | null;
  customer_id: string | null;
  status: string;
};

const priceRows = async () =>
  Number(
    (
      await server.gatehouse.database.db
        .selectFrom("product_price")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("organization_id", "=", a.organization.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("ad-hoc checkout prices", () => {
  it("sell a product at the checkout's own price, in its currency, without touching the catalogue", async () => {
    const product = await createProduct(server, a.token, {
      name: "Consulting day",
      prices: [{ amount_type: "fixed", price_amount: 50_000, price_currency: "usd" }],
    });
    const { checkout } = await buyProduct(server, a.token, product.id, {
      email: `adhoc-${crypto.randomUUID()}@example.com`,
      checkout: {
        prices: { [product.id]: [{ amount_type: "fixed", price_amount: 39_000, price_currency: "eur" }] },
      },
    });
    const bought = checkout as unknown as CheckoutJson;
    expect(bought).toMatchObject({ status: "succeeded", currency: "eur", amount: 39_000 });
    expect(bought.product_price).toMatchObject({ source: "ad_hoc", price_amount: 39_000, price_currency: "eur" });
    expect(bought.prices[product.id]?.map((price) => [price.source, price.price_amount])).toEqual([["ad_hoc", 39_000]]);
    const orders = await v1<{ items: OrderResource[] }>(server, "GET", "/orders/", {
      token: a.token,
      query: { customer_id: String(bought.customer_id) },
    });
    expect(orders.body.items.map((order) => [order.currency, order.subtotal_amount])).toEqual([["eur", 39_000]]);
    expect(orders.body.items[0]?.items[0]?.product_price_id).toBe(bought.product_price_id);
    // The catalogue still sells the product at its own price only.
    const listed = await sdk10(server, a.token).products.get(product.id);
    expect(listed.prices.map((price) => [price.source, price.price_currency])).toEqual([["catalog", "usd"]]);
    const plain = await v1<CheckoutJson>(server, "POST", "/checkouts/", {
      token: a.token,
      body: { products: [product.id] },
    });
    expect(plain.body).toMatchObject({ currency: "usd", amount: 50_000 });
    expect(plain.body.prices[product.id]?.map((price) => price.source)).toEqual(["catalog"]);
  });

  it("renew a subscription at its ad-hoc price and change the units of an ad-hoc unit-based one", async () => {
    clock.freeze();
    clock.set("2027-11-01T00:00:00.000Z");
    try {
      const plan = await createProduct(server, a.token, {
        name: "Negotiated plan",
        recurring_interval: "month",
        prices: [{ amount_type: "fixed", price_amount: 9_900, price_currency: "usd" }],
      });
      const fixed = await buyProduct(server, a.token, plan.id, {
        email: `adhoc-sub-${crypto.randomUUID()}@example.com`,
        checkout: { prices: { [plan.id]: [{ amount_type: "fixed", price_amount: 7_500, price_currency: "usd" }] } },
      });
      const seats = await createProduct(server, a.token, {
        name: "Negotiated devices",
        recurring_interval: "month",
        prices: [{ amount_type: "fixed", price_amount: 1_000, price_currency: "usd" }],
      });
      // 4 devices at 250 (volume, up to 10), then 200 each.
      const devices = await buyProduct(server, a.token, seats.id, {
        email: `adhoc-units-${crypto.randomUUID()}@example.com`,
        checkout: {
          units: 4,
          prices: {
            [seats.id]: [
              {
                amount_type: "unit_based",
                price_currency: "usd",
                tiers: { type: "volume", tiers: [{ bound: 10, unit_amount: "250" }, { unit_amount: "200" }] },
              },
            ],
          },
        },
      });
      expect(devices.checkout).toMatchObject({ status: "succeeded", amount: 1_000, units: 4 });
      // 12 devices, asked for now: 12 × 200 = 2,400 a month from the next period; the change applies at once.
      const changed = await v1<{ units: number }>(
        server,
        "PATCH",
        `/subscriptions/${devices.checkout.subscription_id}`,
        {
          token: a.token,
          body: { units: 12, proration_behavior: "invoice" },
        },
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.units).toBe(12);

      clock.set("2027-12-01T00:00:00.000Z");
      await runRenewalsExclusive({
        db: server.gatehouse.database.db,
        processor: createPaymentProcessor(server.gatehouse.database.db),
      });
      const cycleOf = async (subscriptionId: unknown) => {
        const orders = await v1<{ items: OrderResource[] }>(server, "GET", "/orders/", {
          token: a.token,
          query: { limit: "100" },
        });
        return orders.body.items.find(
          (order) => order.subscription_id === subscriptionId && order.billing_reason === "subscription_cycle",
        );
      };
      expect((await cycleOf(fixed.checkout.subscription_id))?.subtotal_amount).toBe(7_500);
      expect((await cycleOf(devices.checkout.subscription_id))?.subtotal_amount).toBe(2_400);
    } finally {
      clock.reset();
    }
  });

  it("are refused like a product's prices, leaving no checkout and no price", async () => {
    const oneTime = await createProduct(server, a.token, {
      name: "Ad-hoc refusals",
      prices: [{ amount_type: "fixed", price_amount: 1_000, price_currency: "usd" }],
    });
    const other = await createProduct(server, a.token, { name: "Not in the checkout" });
    const before = await priceRows();
    const checkoutsBefore = (await v1<{ items: unknown[] }>(server, "GET", "/checkouts/", { token: a.token })).body
      .items.length;
    const cases: Array<[Record<string, unknown>, unknown[]]> = [
      [{ [other.id]: [{ amount_type: "fixed", price_amount: 900 }] }, ["body", "prices", other.id]],
      [
        {
          [oneTime.id]: [
            { amount_type: "fixed", price_amount: 900, price_currency: "usd" },
            { amount_type: "custom", price_currency: "usd" },
          ],
        },
        ["body", "prices", oneTime.id, 1],
      ],
      [
        {
          [oneTime.id]: [
            { amount_type: "metered_unit", meter_id: crypto.randomUUID(), unit_amount: "1", price_currency: "usd" },
          ],
        },
        ["body", "prices", oneTime.id, 0],
      ],
      // A valid price, then a currency the product cannot be sold in: the whole request fails.
      [{ [oneTime.id]: [{ amount_type: "fixed", price_amount: 900, price_currency: "eur" }] }, ["body", "products", 0]],
    ];
    for (const [prices, loc] of cases) {
      const refused = await v1<{ detail: Array<{ loc: unknown[] }> }>(server, "POST", "/checkouts/", {
        token: a.token,
        body: { products: [oneTime.id], prices, ...(loc[1] === "products" ? { currency: "gbp" } : {}) },
      });
      expect422(refused, "body");
      expect(refused.body.detail[0]?.loc, JSON.stringify(refused.body)).toEqual(loc);
    }
    expect(await priceRows()).toBe(before);
    expect((await v1<{ items: unknown[] }>(server, "GET", "/checkouts/", { token: a.token })).body.items.length).toBe(
      checkoutsBefore,
    );
  });
});
