import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expect422, sdk10, v1 } from "../helpers/billing.ts";
import { buyProduct, type CheckoutJson, createCheckout, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { readPdf } from "../helpers/pdf-text.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Several currencies per product: a checkout picks the buyer's currency (explicit `currency`,
 * else the organization's default presentment currency, else the product's first one), and
 * the order, subscription, renewals, plan change, refund and invoice stay in it; the metrics
 * answer per currency. Hand-computed amounts, all in minor units.
 *
 * Products (each priced in two currencies):
 *   Atlas (one-time)        EUR 45.00, USD 50.00
 *   Studio (monthly)        USD 20.00, EUR 18.00
 *   Studio Plus (monthly)   USD 40.00, EUR 36.00
 *   Dollar Plan (monthly)   USD 30.00 only
 *   Euro Mug (one-time)     EUR 12.00 only
 *
 * The business that the end-to-end and metrics tests read (UTC, seller "currencies-sales"):
 *   Jan 05 10:00  Atlas bought in EUR, 45.00
 *   Jan 06 10:00  Atlas bought in USD (the default currency), 50.00
 *   Jan 10 15:00  Studio subscribed in EUR, 18.00 / month
 *   Jan 12 09:00  5.00 of the EUR Atlas order refunded
 *   Feb 10 15:00  Studio renews in EUR, 18.00
 *   Feb 20 12:00  now, for the metrics
 */

type Price = { id: string; price_currency: string; amount_type: string };
type Product = { id: string; prices: Price[] };
type Order = {
  id: string;
  currency: string;
  subtotal_amount: number;
  net_amount: number;
  total_amount: number;
  billing_reason: string;
  subscription_id: string | null;
};
type Period = Record<string, number> & { timestamp: string };
type Metrics = { periods: Period[]; totals: Record<string, number> };

let server: TestServer;
let catalog: BillingOrg;
let sales: BillingOrg;
const clock = testClock();
const products: Record<string, Product> = {};
const saleProducts: Record<string, Product> = {};

const fixed = (amount: number, currency: string) => ({
  amount_type: "fixed",
  price_amount: amount,
  price_currency: currency,
});

async function defineProducts(org: BillingOrg, into: Record<string, Product>): Promise<void> {
  const make = async (key: string, name: string, prices: object[], extra: object = {}) => {
    into[key] = (await createProduct(server, org.token, { name, prices, ...extra })) as unknown as Product;
  };
  await make("atlas", "Atlas", [fixed(4500, "eur"), fixed(5000, "usd")]);
  await make("studio", "Studio", [fixed(2000, "usd"), fixed(1800, "eur")], { recurring_interval: "month" });
  await make("plus", "Studio Plus", [fixed(4000, "usd"), fixed(3600, "eur")], { recurring_interval: "month" });
  await make("dollar", "Dollar Plan", [fixed(3000, "usd")], { recurring_interval: "month" });
  await make("mug", "Euro Mug", [fixed(1200, "eur")]);
}

const priceIn = (product: Product | undefined, currency: string) =>
  product?.prices.find((price) => price.price_currency === currency)?.id;

const renew = () =>
  runRenewalsExclusive({
    db: server.gatehouse.database.db,
    processor: createPaymentProcessor(server.gatehouse.database.db),
  });

async function ordersOf(query: Record<string, string>): Promise<Order[]> {
  const listed = await v1<{ items: Order[] }>(server, "GET", "/orders/", { token: sales.token, query });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.items;
}

const sold: { eurAtlas?: Order; usdAtlas?: Order; studio?: Order; subscriptionId?: string } = {};

async function buildBusiness(): Promise<void> {
  clock.set("2027-01-01T00:00:00.000Z");
  await defineProducts(sales, saleProducts);
  clock.set("2027-01-05T10:00:00.000Z");
  const eur = await buyProduct(server, sales.token, saleProducts.atlas!.id, {
    email: "eur@example.com",
    checkout: { currency: "eur" },
    confirm: { customer_billing_name: "Eur Buyer" },
  });
  sold.eurAtlas = (await ordersOf({ checkout_id: eur.checkout.id }))[0];
  clock.set("2027-01-06T10:00:00.000Z");
  const usd = await buyProduct(server, sales.token, saleProducts.atlas!.id, { email: "usd@example.com" });
  sold.usdAtlas = (await ordersOf({ checkout_id: usd.checkout.id }))[0];
  clock.set("2027-01-10T15:00:00.000Z");
  const studio = await buyProduct(server, sales.token, saleProducts.studio!.id, {
    email: "studio@example.com",
    checkout: { currency: "eur" },
  });
  sold.studio = (await ordersOf({ checkout_id: studio.checkout.id }))[0];
  sold.subscriptionId = sold.studio?.subscription_id ?? undefined;
  clock.set("2027-01-12T09:00:00.000Z");
  const refund = await v1<{ currency: string; amount: number }>(server, "POST", "/refunds/", {
    token: sales.token,
    body: { order_id: sold.eurAtlas?.id, amount: 500, reason: "customer_request" },
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(201);
  expect(refund.body).toMatchObject({ currency: "eur", amount: 500 });
  clock.set("2027-02-10T15:00:00.000Z");
  await renew();
  clock.set("2027-02-20T12:00:00.000Z");
}

beforeAll(async () => {
  server = await startTestServer();
  catalog = await billingOrg(server, "currencies-catalog");
  sales = await billingOrg(server, "currencies-sales");
  await defineProducts(catalog, products);
  clock.freeze();
  await buildBusiness();
}, 90_000);

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

const checkout = (productId: string, body: Record<string, unknown> = {}) =>
  createCheckout(server, catalog.token, productId, body);

describe("a checkout's currency", () => {
  it("is the organization's default presentment currency when the product is priced in it", async () => {
    const created = await checkout(products.atlas!.id);
    expect(created).toMatchObject({
      currency: "usd",
      product_price_id: priceIn(products.atlas, "usd"),
      amount: 5000,
      total_amount: 5000,
    });
  });

  it("is the one asked for, in any case, with that currency's price and amounts", async () => {
    const created = await checkout(products.atlas!.id, { currency: "EUR" });
    expect(created).toMatchObject({
      currency: "eur",
      product_price_id: priceIn(products.atlas, "eur"),
      amount: 4500,
      net_amount: 4500,
      total_amount: 4500,
    });
    // Polar's answer lists every active price of each product, in every currency.
    const prices = (created.prices as Record<string, Price[]>)[products.atlas!.id] ?? [];
    expect(prices.map((price) => price.price_currency).sort()).toEqual(["eur", "usd"]);
  });

  it("is the product's first currency when it is not priced in the default one", async () => {
    const created = await checkout(products.mug!.id);
    expect(created).toMatchObject({ currency: "eur", amount: 1200 });
  });

  it("refuses a currency the product is not priced in, and a code that is not one", async () => {
    const missing = await v1<{ detail: Array<{ loc: unknown[]; msg: string }> }>(server, "POST", "/checkouts/", {
      token: catalog.token,
      body: { products: [products.atlas!.id], currency: "gbp" },
    });
    expect422(missing, "body");
    expect(missing.body.detail).toEqual([
      expect.objectContaining({
        loc: ["body", "products", 0],
        msg: "Product is not available in the specified currency.",
      }),
    ]);
    const malformed = await v1<{ detail: Array<{ loc: unknown[] }> }>(server, "POST", "/checkouts/", {
      token: catalog.token,
      body: { products: [products.atlas!.id], currency: "euro" },
    });
    expect422(malformed, "body");
    expect(malformed.body.detail[0]?.loc).toEqual(["body", "currency"]);
  });

  it("follows the organization's default presentment currency when it changes", async () => {
    const other = await billingOrg(server, "currencies-default");
    const own: Record<string, Product> = {};
    await defineProducts(other, own);
    const patched = await v1<{ default_presentment_currency: string }>(
      server,
      "PATCH",
      `/organizations/${other.organization.id}`,
      { token: other.token, body: { default_presentment_currency: "eur" } },
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.default_presentment_currency).toBe("eur");
    const created = await createCheckout(server, other.token, own.studio!.id);
    expect(created).toMatchObject({ currency: "eur", amount: 1800 });
    // A product without a price in the default currency still sells, in its own.
    expect(await createCheckout(server, other.token, own.dollar!.id)).toMatchObject({ currency: "usd", amount: 3000 });
  });

  it("moves with the merchant's update, and a failed move changes nothing", async () => {
    const created = await checkout(products.atlas!.id, { amount: null });
    const moved = await v1<CheckoutJson>(server, "PATCH", `/checkouts/${created.id}`, {
      token: catalog.token,
      body: { currency: "eur" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      currency: "eur",
      product_price_id: priceIn(products.atlas, "eur"),
      amount: 4500,
    });
    const refused = await v1<{ detail: Array<{ loc: unknown[]; msg: string }> }>(
      server,
      "PATCH",
      `/checkouts/${created.id}`,
      { token: catalog.token, body: { currency: "jpy" } },
    );
    expect422(refused, "body");
    expect(refused.body.detail[0]).toMatchObject({
      loc: ["body", "currency"],
      msg: "Product is not available in the specified currency.",
    });
    const after = await v1<CheckoutJson>(server, "GET", `/checkouts/${created.id}`, { token: catalog.token });
    expect(after.body).toMatchObject({ currency: "eur", amount: 4500 });
  });

  it("follows a price the buyer picks, and is kept when the buyer switches product", async () => {
    const created = await checkout(products.atlas!.id, {
      products: [products.atlas!.id, products.studio!.id],
      currency: "eur",
    });
    const client = (body: object) =>
      v1<CheckoutJson>(server, "PATCH", `/checkouts/client/${created.client_secret}`, { body });
    const switched = await client({ product_id: products.studio!.id });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body).toMatchObject({
      currency: "eur",
      product_price_id: priceIn(products.studio, "eur"),
      amount: 1800,
    });
    const dollars = await client({ product_price_id: priceIn(products.studio, "usd") });
    expect(dollars.body).toMatchObject({ currency: "usd", amount: 2000 });
    // The buyer cannot name a currency: the public update has no such field (ignored).
    const ignored = await client({ currency: "eur" });
    expect(ignored.body).toMatchObject({ currency: "usd", amount: 2000 });
  });

  it("drops a fixed discount that has no amount in the new currency", async () => {
    const discount = await v1<{ id: string }>(server, "POST", "/discounts/", {
      token: catalog.token,
      body: { type: "fixed", duration: "once", name: "Five dollars", amounts: { usd: 500 } },
    });
    expect(discount.status, JSON.stringify(discount.body)).toBe(201);
    const created = await checkout(products.atlas!.id, { discount_id: discount.body.id });
    expect(created).toMatchObject({ currency: "usd", discount_amount: 500, total_amount: 4500 });
    const moved = await v1<CheckoutJson>(server, "PATCH", `/checkouts/${created.id}`, {
      token: catalog.token,
      body: { currency: "eur" },
    });
    expect(moved.body).toMatchObject({ currency: "eur", discount_id: null, discount_amount: 0, total_amount: 4500 });
  });

  it("is taken by @polar-sh/sdk 1.0's checkouts.create", async () => {
    const polar = sdk10(server, catalog.token);
    const created = await polar.checkouts.create({ products: [products.studio!.id], currency: "eur" });
    expect(created).toMatchObject({ currency: "eur", product_price_id: priceIn(products.studio, "eur") });
    expect(created.amount).toBe(1800);
  });
});

describe("a product bought in each of its currencies", () => {
  it("makes orders in the checkout's currency", () => {
    expect(sold.eurAtlas).toMatchObject({ currency: "eur", subtotal_amount: 4500, net_amount: 4500 });
    expect(sold.usdAtlas).toMatchObject({ currency: "usd", subtotal_amount: 5000, net_amount: 5000 });
    expect(sold.studio).toMatchObject({
      currency: "eur",
      subtotal_amount: 1800,
      billing_reason: "subscription_create",
    });
  });

  it("keeps a subscription and its renewals in its currency", async () => {
    const subscription = await v1<{ currency: string; amount: number; prices: Price[] }>(
      server,
      "GET",
      `/subscriptions/${sold.subscriptionId}`,
      { token: sales.token },
    );
    expect(subscription.body).toMatchObject({ currency: "eur", amount: 1800 });
    expect(subscription.body.prices.map((price) => price.price_currency)).toEqual(["eur"]);
    const orders = await ordersOf({ product_id: saleProducts.studio!.id });
    expect(orders.map((order) => [order.billing_reason, order.currency, order.subtotal_amount]).sort()).toEqual([
      ["subscription_create", "eur", 1800],
      ["subscription_cycle", "eur", 1800],
    ]);
  });

  it("refunds in the order's currency", async () => {
    const order = await v1<Order & { refunded_amount: number }>(server, "GET", `/orders/${sold.eurAtlas?.id}`, {
      token: sales.token,
    });
    expect(order.body).toMatchObject({ currency: "eur", refunded_amount: 500 });
  });

  it("invoices in the order's currency", async () => {
    const orderId = sold.eurAtlas?.id;
    expect((await v1(server, "POST", `/orders/${orderId}/invoice`, { token: sales.token })).status).toBe(202);
    const { url } = (await v1<{ url: string }>(server, "GET", `/orders/${orderId}/invoice`, { token: sales.token }))
      .body;
    const pdf = await readPdf(new Uint8Array(await (await fetch(url)).arrayBuffer()));
    // The invoice names amounts with the ISO code; none of them is in dollars.
    expect(pdf.lines).toEqual(
      expect.arrayContaining(["Total45.00 EUR", "Refunded5.00 EUR", "Total after refunds40.00 EUR"]),
    );
    expect(pdf.lines.join("\n")).not.toMatch(/USD|\$/);
  });
});

describe("metrics per currency", () => {
  const metrics = async (query: Record<string, string>) => {
    const response = await v1<Metrics>(server, "GET", "/metrics/", {
      token: sales.token,
      query: { start_date: "2027-01-01", end_date: "2027-02-28", interval: "month", ...query },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const SLUGS = [
    "orders",
    "revenue",
    "net_revenue",
    "cumulative_revenue",
    "average_order_value",
    "one_time_products",
    "one_time_products_revenue",
    "renewed_subscriptions_revenue",
    "active_subscriptions",
    "monthly_recurring_revenue",
    "checkouts",
    "succeeded_checkouts",
  ];
  const pick = (values: Record<string, number> | undefined) =>
    Object.fromEntries(SLUGS.map((slug) => [slug, values?.[slug]]));

  it("answers the euro business alone: money and counts", async () => {
    const eur = await metrics({ currency: "EUR" });
    // Jan: Atlas 45.00 (5.00 refunded) + Studio 18.00; Feb: the renewal 18.00.
    expect(eur.periods.map(pick)).toEqual([
      {
        orders: 2,
        revenue: 6300,
        net_revenue: 5800,
        cumulative_revenue: 6300,
        average_order_value: 3150,
        one_time_products: 1,
        one_time_products_revenue: 4500,
        renewed_subscriptions_revenue: 0,
        active_subscriptions: 1,
        monthly_recurring_revenue: 1800,
        checkouts: 2,
        succeeded_checkouts: 2,
      },
      {
        orders: 1,
        revenue: 1800,
        net_revenue: 1800,
        cumulative_revenue: 8100,
        average_order_value: 1800,
        one_time_products: 0,
        one_time_products_revenue: 0,
        renewed_subscriptions_revenue: 1800,
        active_subscriptions: 1,
        monthly_recurring_revenue: 1800,
        checkouts: 0,
        succeeded_checkouts: 0,
      },
    ]);
    expect(pick(eur.totals)).toMatchObject({ orders: 3, revenue: 8100, net_revenue: 7600, average_order_value: 2700 });
  });

  it("answers the dollar business alone", async () => {
    const usd = await metrics({ currency: "usd" });
    expect(usd.periods.map((period) => [period.orders, period.revenue, period.checkouts])).toEqual([
      [1, 5000, 1],
      [0, 0, 0],
    ]);
    expect(pick(usd.totals)).toMatchObject({
      orders: 1,
      revenue: 5000,
      active_subscriptions: 0,
      monthly_recurring_revenue: 0,
    });
  });

  it("without a currency, sums money in the default currency and counts every order", async () => {
    const all = await metrics({});
    expect(all.periods.map((period) => [period.orders, period.revenue, period.active_subscriptions])).toEqual([
      [3, 5000, 1],
      [1, 0, 1],
    ]);
    expect(all.totals.monthly_recurring_revenue).toBe(0);
  });

  it("refuses a currency that is not a code", async () => {
    const response = await v1(server, "GET", "/metrics/", {
      token: sales.token,
      query: { start_date: "2027-01-01", end_date: "2027-02-28", interval: "month", currency: "euros" },
    });
    expect422(response, "query");
  });
});

describe("a plan change", () => {
  it("stays in the subscription's currency, and so does the next renewal", async () => {
    // Halfway through the period Feb 10 15:00 → Mar 10 15:00 (14 of 28 days left).
    clock.set("2027-02-24T15:00:00.000Z");
    const id = sold.subscriptionId;
    const refused = await v1<{ detail: Array<{ msg: string }> }>(server, "PATCH", `/subscriptions/${id}`, {
      token: sales.token,
      body: { product_id: saleProducts.dollar!.id },
    });
    expect422(refused, "body");
    expect(refused.body.detail[0]?.msg).toBe("Product has no fixed or free price in eur.");

    const changed = await v1<{ currency: string; amount: number; product_id: string }>(
      server,
      "PATCH",
      `/subscriptions/${id}`,
      { token: sales.token, body: { product_id: saleProducts.plus!.id, proration_behavior: "invoice" } },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ currency: "eur", amount: 3600, product_id: saleProducts.plus!.id });
    // Due now: half a period of the difference, (36.00 − 18.00) / 2 = 9.00, in euros.
    const proration = (await ordersOf({ product_id: saleProducts.plus!.id })).find(
      (order) => order.billing_reason === "subscription_update",
    );
    expect(proration).toMatchObject({ currency: "eur", subtotal_amount: 900 });

    clock.set("2027-03-10T15:00:00.000Z");
    await renew();
    const cycle = (await ordersOf({ product_id: saleProducts.plus!.id })).find(
      (order) => order.billing_reason === "subscription_cycle",
    );
    expect(cycle).toMatchObject({ currency: "eur", subtotal_amount: 3600 });
  });
});
