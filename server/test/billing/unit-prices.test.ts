import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expect422, sdk10, v1 } from "../helpers/billing.ts";
import { buyProduct, type CheckoutJson, createCheckout, createProduct, US_ADDRESS } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Unit-based prices bought by quantity: the checkout's units within the price's bounds, priced by
 * its tiers (volume and graduated, decimal unit amounts, rounded half up once); link presets;
 * draft orders with units; a subscription's units changed mid-period with proration, fewer at the
 * period's end. Every amount is worked out by hand in its comment.
 */

let server: TestServer;
let a: BillingOrg;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "unit-prices");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

type Units = CheckoutJson & {
  units: number | null;
  min_units: number | null;
  max_units: number | null;
  seats: number | null;
};
type Order = {
  id: string;
  billing_reason: string;
  subtotal_amount: number;
  units: number | null;
  seats: number | null;
  items: Array<{ label: string; amount: number }>;
};
type Subscription = {
  id: string;
  customer_id: string;
  amount: number;
  units: number | null;
  seats: number | null;
  pending_update: { units: number | null; seats: number | null; applies_at: string } | null;
};

/** One-time credits, volume tiers: 1–100 at 12.5¢, 101–1000 at 10.25¢; at least 5. */
const creditsPrice = {
  amount_type: "unit_based",
  price_currency: "usd",
  minimum_units: 5,
  unit_label: { en: { "=1": "credit", other: "credits" }, fr: { one: "crédit", other: "crédits" } },
  tiers: {
    type: "volume",
    tiers: [
      { bound: 100, unit_amount: "12.5" },
      { bound: 1000, unit_amount: "10.25" },
    ],
  },
};

/** Monthly API seats, graduated tiers: the first 10 at 150¢, every one after at 99.75¢; no limit. */
const apiPrice = {
  amount_type: "unit_based",
  price_currency: "usd",
  tiers: {
    type: "graduated",
    tiers: [{ bound: 10, unit_amount: "150" }, { unit_amount: "99.75" }],
  },
};

type Detail = { loc: unknown[]; msg: string; type: string; ctx?: unknown };
/** The `detail` of a 422 answer. */
const detailOf = (response: { body: unknown }): Detail[] => (response.body as { detail: Detail[] }).detail;

const clientUpdate = (secret: string, body: Record<string, unknown>) =>
  v1<Units>(server, "PATCH", `/checkouts/client/${secret}`, { body });

describe("checkouts of unit-based prices", () => {
  it("prices volume tiers for the units chosen, rounded half up once, within the price's bounds", async () => {
    const product = await createProduct(server, a.token, { name: "Credits", prices: [creditsPrice] });
    // Nothing chosen yet: the minimum, 5 × 12.5 = 62.5 → 63.
    const created = (await createCheckout(server, a.token, product.id)) as Units;
    expect(created).toMatchObject({ units: 5, min_units: 5, max_units: 1000, seats: null, amount: 63 });

    // The merchant sets 7: 7 × 12.5 = 87.5 → 88.
    const updated = await v1<Units>(server, "PATCH", `/checkouts/${created.id}`, {
      token: a.token,
      body: { units: 7 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ units: 7, amount: 88, total_amount: 88 });

    // The buyer takes 150: past the first bound, every unit at 10.25 → 1537.5 → 1538.
    const chosen = await clientUpdate(created.client_secret, { units: 150 });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toMatchObject({ units: 150, amount: 1538, min_units: 5, max_units: 1000 });

    // Outside the bounds: Polar's 422 at body.units, and nothing changes.
    const few = await clientUpdate(created.client_secret, { units: 4 });
    expect422(few, "body");
    expect(detailOf(few)).toEqual([
      {
        loc: ["body", "units"],
        msg: "Minimum 5 units required.",
        type: "greater_than_equal",
        ctx: { code: "units_minimum", ge: 5 },
      },
    ]);
    const many = await clientUpdate(created.client_secret, { units: 1001 });
    expect(detailOf(many)[0]).toMatchObject({
      loc: ["body", "units"],
      msg: "Maximum 1000 units allowed.",
    });
    const seats = await clientUpdate(created.client_secret, { seats: 3 });
    expect(detailOf(seats)[0]).toMatchObject({
      loc: ["body", "seats"],
      msg: "Seats can only be set for seat-based pricing.",
    });
    const kept = await v1<Units>(server, "GET", `/checkouts/${created.id}`, { token: a.token });
    expect(kept.body).toMatchObject({ units: 150, amount: 1538 });

    // The SDK 1.0 reads the units back on both shapes.
    const polar = sdk10(server, a.token);
    expect(await polar.checkouts.get(created.id)).toMatchObject({ units: 150, min_units: 5, max_units: 1000 });
    expect(await polar.checkouts.clientGet(created.client_secret)).toMatchObject({ units: 150 });
  });

  it("refuses units on a price not bought by units, and answers null units there", async () => {
    const fixed = await createProduct(server, a.token, { name: "Fixed book" });
    const checkout = (await createCheckout(server, a.token, fixed.id)) as Units;
    expect(checkout).toMatchObject({ units: null, min_units: null, max_units: null });
    const refused = await v1(server, "POST", "/checkouts/", {
      token: a.token,
      body: { products: [fixed.id], units: 3 },
    });
    expect422(refused, "body");
    expect(JSON.stringify(refused.body)).toContain("Units can only be set for unit-based pricing.");
  });

  it("a paid checkout's order carries the units, its invoice line names them in the buyer's words", async () => {
    const product = await createProduct(server, a.token, { name: "Credit pack", prices: [creditsPrice] });
    const { checkout } = await buyProduct(server, a.token, product.id, {
      email: `credits-${crypto.randomUUID().slice(0, 8)}@example.com`,
      checkout: { units: 12 },
    });
    // 12 × 12.5 = 150.
    expect(checkout).toMatchObject({ status: "succeeded", units: 12, amount: 150 });
    const orders = await v1<{ items: Order[] }>(server, "GET", `/orders/?product_id=${product.id}`, {
      token: a.token,
    });
    expect(orders.body.items).toHaveLength(1);
    expect(orders.body.items[0]).toMatchObject({ units: 12, seats: null, subtotal_amount: 150 });
    expect(orders.body.items[0]?.items.map((item) => [item.label, item.amount])).toEqual([
      ["Credit pack (12 credits)", 150],
    ]);

    // A French buyer: the French plural, French digits grouping (1 000 crédits at 10.25 = 10250).
    const french = await buyProduct(server, a.token, product.id, {
      email: `credits-fr-${crypto.randomUUID().slice(0, 8)}@example.com`,
      checkout: { units: 1000, locale: "fr" },
    });
    expect(french.checkout).toMatchObject({ status: "succeeded", amount: 10250 });
    const frenchOrder = await v1<{ items: Order[] }>(
      server,
      "GET",
      `/orders/?customer_id=${String(french.checkout.customer_id)}`,
      { token: a.token },
    );
    const label = frenchOrder.body.items.find((order) => order.units === 1000)?.items[0]?.label;
    expect(label?.replace(/\s/g, " ")).toBe("Credit pack (1 000 crédits)");
  });
});

describe("checkout links with a units preset", () => {
  it("stores the preset, opens checkouts with it, and refuses it where a product has no unit-based price", async () => {
    const product = await createProduct(server, a.token, { name: "Linked credits", prices: [creditsPrice] });
    const link = await v1<{ id: string; units: number | null; seats: number | null; url: string }>(
      server,
      "POST",
      "/checkout-links/",
      { token: a.token, body: { payment_processor: "stripe", products: [product.id], units: 40 } },
    );
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    expect(link.body).toMatchObject({ units: 40, seats: null });
    const opened = await fetch(link.body.url, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const secret = String(opened.headers.get("location")).split("/checkout/")[1] ?? "";
    const checkout = await v1<Units>(server, "GET", `/checkouts/client/${secret}`);
    // 40 × 12.5 = 500.
    expect(checkout.body).toMatchObject({ units: 40, amount: 500 });

    const below = await v1(server, "PATCH", `/checkout-links/${link.body.id}`, { token: a.token, body: { units: 2 } });
    expect422(below, "body");
    expect(JSON.stringify(below.body)).toContain("Minimum 5 units required. (Linked credits)");
    const fixed = await createProduct(server, a.token, { name: "Plain book" });
    const refused = await v1(server, "POST", "/checkout-links/", {
      token: a.token,
      body: { payment_processor: "stripe", products: [fixed.id], units: 3 },
    });
    expect422(refused, "body");
    expect(JSON.stringify(refused.body)).toContain("Product Plain book has no unit-based price.");
  });
});

describe("draft orders with units", () => {
  it("prices the units by the tiers and refuses a missing count, an amount beside it and units elsewhere", async () => {
    const product = await createProduct(server, a.token, { name: "Draft credits", prices: [creditsPrice] });
    const customer = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: a.token,
      body: { email: `draft-units-${crypto.randomUUID().slice(0, 8)}@example.com`, billing_address: US_ADDRESS },
    });
    expect(customer.status).toBe(201);
    const draft = (body: Record<string, unknown>) =>
      v1<Order>(server, "POST", "/orders/", {
        token: a.token,
        body: { customer_id: customer.body.id, product_id: product.id, ...body },
      });

    // 101 units fall in the second tier: 101 × 10.25 = 1035.25 → 1035.
    const created = await draft({ units: 101 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ units: 101, subtotal_amount: 1035 });
    expect(created.body.items).toEqual([
      expect.objectContaining({ label: "Draft credits (101 credits)", amount: 1035 }),
    ]);

    const count = async () =>
      (
        await v1<{ pagination: { total_count: number } }>(server, "GET", `/orders/?product_id=${product.id}`, {
          token: a.token,
        })
      ).body.pagination.total_count;
    const missing = await draft({});
    expect(detailOf(missing)[0]?.loc).toEqual(["body", "units"]);
    const both = await draft({ units: 10, amount: 5000 });
    expect(detailOf(both)[0]?.loc).toEqual(["body", "amount"]);
    const few = await draft({ units: 4 });
    expect(detailOf(few)[0]?.msg).toBe("Minimum 5 units required.");
    const fixed = await createProduct(server, a.token, { name: "Draft fixed" });
    const elsewhere = await v1(server, "POST", "/orders/", {
      token: a.token,
      body: { customer_id: customer.body.id, product_id: fixed.id, units: 3 },
    });
    expect422(elsewhere, "body");
    expect(await count()).toBe(1);
  });
});

describe("a subscription's units", () => {
  it("graduated tiers at checkout, more units now with a proration, fewer at the period's end", async () => {
    clock.freeze();
    clock.set("2027-03-01T00:00:00.000Z");
    try {
      const product = await createProduct(server, a.token, {
        name: "API seats",
        recurring_interval: "month",
        prices: [apiPrice],
      });
      const { checkout } = await buyProduct(server, a.token, product.id, {
        email: `api-${crypto.randomUUID().slice(0, 8)}@example.com`,
        checkout: { units: 12 },
      });
      // 10 × 150 + 2 × 99.75 = 1500 + 199.5 = 1699.5 → 1700.
      expect(checkout).toMatchObject({ status: "succeeded", units: 12, amount: 1700, min_units: 1, max_units: null });
      const id = String(checkout.subscription_id);
      const get = async () => (await v1<Subscription>(server, "GET", `/subscriptions/${id}`, { token: a.token })).body;
      expect(await get()).toMatchObject({ units: 12, seats: null, amount: 1700, pending_update: null });

      // Half-way through March (15.5 of 31 days left): 20 units cost 10 × 150 + 10 × 99.75 =
      // 2497.5 → 2498; the proration is ½ × (2498 − 1700) = 399, charged now.
      clock.set("2027-03-16T12:00:00.000Z");
      const preview = await v1<{ proration_amount: number; due_now: number; new_amount: number }>(
        server,
        "POST",
        `/subscriptions/${id}/update-preview`,
        { token: a.token, body: { units: 20, proration_behavior: "invoice" } },
      );
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body).toMatchObject({ new_amount: 2498, proration_amount: 399, due_now: 399 });
      const grown = await sdk10(server, a.token).subscriptions.update(id, { units: 20, proration_behavior: "invoice" });
      expect(grown).toMatchObject({ units: 20, amount: 2498, pending_update: null });
      const orders = async () =>
        (
          await v1<{ items: Order[] }>(server, "GET", `/orders/?product_id=${product.id}&sorting=created_at`, {
            token: a.token,
          })
        ).body.items;
      expect((await orders()).map((order) => [order.billing_reason, order.subtotal_amount, order.units])).toEqual([
        ["subscription_create", 1700, 12],
        ["subscription_update", 399, 20],
      ]);

      // Seats on a unit-based subscription, and outside the bounds: refused, nothing changes.
      const seats = await v1(server, "PATCH", `/subscriptions/${id}`, { token: a.token, body: { seats: 3 } });
      expect(seats.status).toBe(422);
      expect(JSON.stringify(seats.body)).toContain("The subscription is not seat-based.");
      const zero = await v1(server, "PATCH", `/subscriptions/${id}`, { token: a.token, body: { units: 0 } });
      expect(zero.status).toBe(422);

      // Fewer units wait for the period's end: 3 × 150 = 450 from April on.
      const shrunk = await v1<Subscription>(server, "PATCH", `/subscriptions/${id}`, {
        token: a.token,
        body: { units: 3 },
      });
      expect(shrunk.status, JSON.stringify(shrunk.body)).toBe(200);
      expect(shrunk.body).toMatchObject({ units: 20, amount: 2498 });
      expect(shrunk.body.pending_update).toMatchObject({
        units: 3,
        seats: null,
        applies_at: "2027-04-01T00:00:00.000Z",
      });
      const state = await v1<{ active_subscriptions: Array<{ id: string; units: number | null }> }>(
        server,
        "GET",
        `/customers/${shrunk.body.customer_id}/state`,
        { token: a.token },
      );
      expect(state.body.active_subscriptions.find((item) => item.id === id)?.units).toBe(20);

      clock.set("2027-04-01T00:00:00.000Z");
      await runRenewalsExclusive({
        db: server.gatehouse.database.db,
        processor: createPaymentProcessor(server.gatehouse.database.db),
      });
      expect(await get()).toMatchObject({ units: 3, amount: 450, pending_update: null });
      const renewal = (await orders()).at(-1);
      expect(renewal).toMatchObject({ billing_reason: "subscription_cycle", subtotal_amount: 450, units: 3 });
      // The price has no unit label: "unit"/"units".
      expect(renewal?.items[0]?.label).toBe("Subscription renewal (2027-04-01 – 2027-05-01) (3 units)");
    } finally {
      clock.reset();
    }
  });

  it("the customer changes the units in the portal, as the seller would", async () => {
    const product = await createProduct(server, a.token, {
      name: "Portal API seats",
      recurring_interval: "month",
      prices: [apiPrice],
    });
    const { checkout } = await buyProduct(server, a.token, product.id, {
      email: `portal-${crypto.randomUUID().slice(0, 8)}@example.com`,
      checkout: { units: 2 },
    });
    // 2 × 150 = 300.
    expect(checkout).toMatchObject({ units: 2, amount: 300 });
    const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: checkout.customer_id },
    });
    expect(session.status).toBe(201);
    const id = String(checkout.subscription_id);
    // Fewer units: nothing is charged, they wait for the period's end.
    const changed = await v1<Subscription>(server, "PATCH", `/customer-portal/subscriptions/${id}`, {
      token: session.body.token,
      body: { units: 1 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ units: 2, amount: 300 });
    expect(changed.body.pending_update).toMatchObject({ units: 1 });
    const viaSdk = await sdk10(server, session.body.token).customerPortal.subscriptions.update(id, { units: 2 });
    // Asking for the current count cancels the waiting reduction.
    expect(viaSdk).toMatchObject({ units: 2, pending_update: null });
  });
});
