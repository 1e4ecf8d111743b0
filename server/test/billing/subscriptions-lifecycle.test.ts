import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import type { SubscriptionResource } from "../../src/billing/subscriptions/schemas.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import {
  buyProduct,
  type CheckoutJson,
  cardToken,
  confirmCheckout,
  createCheckout,
  createProduct,
  US_ADDRESS,
} from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The subscription lifecycle: trials (checkout → trialing → first
 * charge at trial end), allow_multiple_subscriptions, plan changes with proration (invoice and
 * prorate), discount durations at renewals, customer.state_changed.
 */

let server: TestServer;
let a: BillingOrg;
const clock = testClock();
const DAY = 86_400_000;

const renew = () =>
  runRenewalsExclusive({
    db: server.gatehouse.database.db,
    processor: createPaymentProcessor(server.gatehouse.database.db),
  });

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "life-a");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

const email = (tag: string) => `${tag}-${crypto.randomUUID()}@example.com`;

async function plan(name: string, amount: number, body: Record<string, unknown> = {}) {
  return createProduct(server, a.token, {
    name,
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: amount, price_currency: "usd" }],
    ...body,
  });
}

async function subscriptionOfCheckout(checkout: CheckoutJson): Promise<SubscriptionResource> {
  const id = checkout.subscription_id;
  expect(typeof id).toBe("string");
  const response = await v1<SubscriptionResource>(server, "GET", `/subscriptions/${String(id)}`, { token: a.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function getSubscription(id: string): Promise<SubscriptionResource> {
  return (await v1<SubscriptionResource>(server, "GET", `/subscriptions/${id}`, { token: a.token })).body;
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

async function eventsOf(id: string, prefix = "subscription."): Promise<string[]> {
  const rows = await server.gatehouse.database.db
    .selectFrom("billing_event")
    .select(["type", "payload", "created_at", "id"])
    .where("type", "like", `${prefix}%`)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.filter((row) => row.payload.includes(id)).map((row) => row.type);
}

describe("trials", () => {
  it("a product's trial: card saved, nothing charged, trialing, then the first period charged at trial end", async () => {
    // Frozen first, then set: exact timestamps.
    clock.freeze();
    clock.set("2027-06-01T08:00:00.000Z");
    try {
      const product = await plan("Trial plan", 1000, { trial_interval: "day", trial_interval_count: 14 });
      const checkout = await createCheckout(server, a.token, product.id);
      const trialEnd = "2027-06-15T08:00:00.000Z";
      expect(checkout).toMatchObject({
        allow_trial: true,
        active_trial_interval: "day",
        active_trial_interval_count: 14,
        trial_end: trialEnd,
        trial_interval: null,
        trial_interval_count: null,
      });
      expect(checkout).toMatchObject({
        total_amount: 1000,
        is_payment_required: false,
        is_payment_setup_required: true,
        is_payment_form_required: true,
      });
      // The card is required (setup) even though nothing is charged.
      const missing = await confirmCheckout(server, checkout.client_secret, {
        customer_email: email("trial"),
        customer_billing_address: US_ADDRESS,
      });
      expect(missing.status).toBe(422);

      const { checkout: done } = await buyProduct(server, a.token, product.id, { email: email("trial") });
      expect(done.status).toBe("succeeded");
      const subscription = await subscriptionOfCheckout(done);
      expect(subscription).toMatchObject({
        status: "trialing",
        trial_start: "2027-06-01T08:00:00.000Z",
        trial_end: trialEnd,
        current_period_start: "2027-06-01T08:00:00.000Z",
        current_period_end: trialEnd,
        amount: 1000,
      });
      const [created] = await ordersOf(subscription.id);
      expect(created).toMatchObject({
        billing_reason: "subscription_create",
        subtotal_amount: 0,
        total_amount: 0,
        status: "paid",
      });
      expect(await eventsOf(subscription.id)).toEqual(["subscription.created"]);

      // Within the trial: nothing to renew.
      clock.set("2027-06-14T08:00:00.000Z");
      await renew();
      expect((await getSubscription(subscription.id)).status).toBe("trialing");

      clock.set(trialEnd);
      await renew();
      const active = await getSubscription(subscription.id);
      expect(active).toMatchObject({
        status: "active",
        current_period_start: trialEnd,
        current_period_end: "2027-07-15T08:00:00.000Z",
        trial_end: trialEnd,
      });
      const orders = await ordersOf(subscription.id);
      expect(orders.map((order) => [order.billing_reason, order.subtotal_amount, order.total_amount])).toEqual([
        ["subscription_create", 0, 0],
        ["subscription_cycle", 1000, 1000],
      ]);
      const events = await eventsOf(subscription.id);
      // Events of one transaction share the frozen timestamp: compared as a multiset.
      expect(events.filter((type) => type === "subscription.active")).toHaveLength(1);
      expect(events.slice(1).sort()).toEqual(["subscription.active", "subscription.updated", "subscription.updated"]);
      expect(await eventsOf(subscription.customer_id, "customer.state_changed")).not.toHaveLength(0);
    } finally {
      clock.reset();
    }
  });

  it("the checkout's own trial overrides the product's; allow_trial false (merchant or buyer) has none", async () => {
    const product = await plan("Override plan", 1200, { trial_interval: "month", trial_interval_count: 1 });
    const week = await createCheckout(server, a.token, product.id, { trial_interval: "week", trial_interval_count: 2 });
    expect(week).toMatchObject({
      trial_interval: "week",
      trial_interval_count: 2,
      active_trial_interval: "week",
      active_trial_interval_count: 2,
    });
    expect(Date.parse(String(week.trial_end)) - Date.now()).toBeGreaterThan(13 * DAY);
    const none = await createCheckout(server, a.token, product.id, { allow_trial: false });
    expect(none).toMatchObject({
      allow_trial: false,
      active_trial_interval: null,
      trial_end: null,
      is_payment_required: true,
    });
    const buyer = await createCheckout(server, a.token, product.id);
    const updated = await v1<CheckoutJson>(server, "PATCH", `/checkouts/client/${buyer.client_secret}`, {
      body: { allow_trial: false },
    });
    expect(updated.body).toMatchObject({ allow_trial: false, active_trial_interval: null, is_payment_required: true });
    // One-time products never have a trial.
    const once = await createProduct(server, a.token, {
      name: "One-time",
      prices: [{ amount_type: "fixed", price_amount: 500, price_currency: "usd" }],
    });
    expect(
      await createCheckout(server, a.token, once.id, { trial_interval: "day", trial_interval_count: 3 }),
    ).toMatchObject({ active_trial_interval: null, is_payment_setup_required: false });
  });

  it("a declined first charge after the trial goes past_due; cancel during a trial ends at the trial end", async () => {
    // Frozen first, then set: exact timestamps.
    clock.freeze();
    clock.set("2027-08-01T00:00:00.000Z");
    try {
      const product = await plan("Trial dunning", 900, { trial_interval: "week", trial_interval_count: 1 });
      // 4000 0027 6000 3184: authenticated on-session (the setup), declined off-session.
      const checkout = await createCheckout(server, a.token, product.id);
      const token = await cardToken(server, checkout.client_secret, "4000002760003184");
      const confirmed = await confirmCheckout(server, checkout.client_secret, {
        customer_email: email("trial-decline"),
        customer_billing_address: US_ADDRESS,
        confirmation_token_id: token,
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/authentication`, {
        body: { outcome: "succeed" },
      });
      const declining = await subscriptionOfCheckout(
        (await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token })).body,
      );
      expect(declining.status).toBe("trialing");

      const cancelingBuyer = email("trial-cancel");
      const { checkout: other } = await buyProduct(server, a.token, product.id, { email: cancelingBuyer });
      const canceled = await subscriptionOfCheckout(other);
      const patch = await v1<SubscriptionResource>(server, "PATCH", `/subscriptions/${canceled.id}`, {
        token: a.token,
        body: { cancel_at_period_end: true },
      });
      expect(patch.body).toMatchObject({ status: "trialing", cancel_at_period_end: true, ends_at: canceled.trial_end });

      clock.set("2027-08-08T00:00:00.000Z");
      await renew();
      expect((await getSubscription(declining.id)).status).toBe("past_due");
      const ended = await getSubscription(canceled.id);
      expect(ended).toMatchObject({ status: "canceled", ended_at: "2027-08-08T00:00:00.000Z" });
      expect((await ordersOf(canceled.id)).map((order) => order.billing_reason)).toEqual(["subscription_create"]);

      // One trial per customer and product (Polar's TrialAlreadyRedeemed); without the trial, they may subscribe.
      const again = await buyProduct(server, a.token, product.id, { email: cancelingBuyer });
      expect(again.confirmed.status).toBe(403);
      expect(again.confirmed.body).toEqual({
        error: "TrialAlreadyRedeemed",
        detail: "You have already used a trial for this product. Trials can only be used once per customer.",
      });
      const paying = await buyProduct(server, a.token, product.id, {
        email: cancelingBuyer,
        confirm: { allow_trial: false },
      });
      expect(paying.checkout.status).toBe("succeeded");
      expect(await subscriptionOfCheckout(paying.checkout)).toMatchObject({ status: "active", trial_start: null });
    } finally {
      clock.reset();
    }
  });
});

describe("allow_multiple_subscriptions", () => {
  it("false (Polar's default): a customer with a running subscription can't check out another one (403 AlreadyActiveSubscriptionError)", async () => {
    const product = await plan("Single plan", 700);
    const buyer = email("single");
    const first = await buyProduct(server, a.token, product.id, { email: buyer });
    expect(first.checkout.status).toBe("succeeded");
    const again = await buyProduct(server, a.token, product.id, { email: buyer.toUpperCase() });
    // Polar's AlreadyActiveSubscriptionError.
    expect(again.confirmed.status).toBe(403);
    expect(again.confirmed.body).toEqual({
      error: "AlreadyActiveSubscriptionError",
      detail: "You already have an active subscription.",
    });
    expect(again.checkout.status).toBe("open");
    // Known at create (customer_id): refused there already.
    const refused = await v1(server, "POST", "/checkouts/", {
      token: a.token,
      body: { products: [product.id], customer_id: first.checkout.customer_id },
    });
    expect(refused.status).toBe(403);
    // One-time purchases are not concerned; allowing multiple lets the second subscription through.
    const settings = await v1(server, "PATCH", `/organizations/${a.organization.id}`, {
      token: a.token,
      body: { subscription_settings: { allow_multiple_subscriptions: true } },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const allowed = await buyProduct(server, a.token, product.id, { email: buyer });
    expect(allowed.checkout.status).toBe("succeeded");
    await v1(server, "PATCH", `/organizations/${a.organization.id}`, {
      token: a.token,
      body: { subscription_settings: { allow_multiple_subscriptions: false } },
    });
  });
});

describe("plan changes with proration", () => {
  type Preview = {
    product_id: string;
    proration_behavior: string;
    currency: string;
    current_amount: number;
    new_amount: number;
    proration_amount: number;
    tax_amount: number;
    due_now: number;
    next_renewal_amount: number;
    next_renewal_at: string | null;
  };
  const preview = async (id: string, body: Record<string, unknown>) =>
    v1<Preview>(server, "POST", `/subscriptions/${id}/update-preview`, { token: a.token, body });
  const change = async (id: string, body: Record<string, unknown>) =>
    v1<SubscriptionResource>(server, "PATCH", `/subscriptions/${id}`, { token: a.token, body });

  async function subscribedAt(iso: string, amount: number, tag: string): Promise<SubscriptionResource> {
    clock.set(iso);
    const product = await plan(`${tag} basic`, amount);
    const { checkout } = await buyProduct(server, a.token, product.id, { email: email(tag) });
    return subscriptionOfCheckout(checkout);
  }

  it("invoice: the upgrade's proration is charged now (subscription_update order); a downgrade's credit goes to the next renewal", async () => {
    clock.freeze();
    try {
      const subscription = await subscribedAt("2027-09-01T00:00:00.000Z", 1000, "invoice");
      const pro = await plan("Invoice pro", 3000);
      // Half the period left (15 of 30 days): (3000 − 1000) × 0.5.
      clock.set("2027-09-16T00:00:00.000Z");
      const expected = {
        product_id: pro.id,
        proration_behavior: "invoice",
        currency: "usd",
        current_amount: 1000,
        new_amount: 3000,
        proration_amount: 1000,
        tax_amount: 0,
        due_now: 1000,
        next_renewal_amount: 3000,
        next_renewal_at: "2027-10-01T00:00:00.000Z",
      };
      expect((await preview(subscription.id, { product_id: pro.id, proration_behavior: "invoice" })).body).toEqual(
        expected,
      );
      const changed = await change(subscription.id, { product_id: pro.id, proration_behavior: "invoice" });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({
        product_id: pro.id,
        amount: 3000,
        status: "active",
        current_period_end: "2027-10-01T00:00:00.000Z",
      });
      expect(changed.body.prices.map((price) => price.id)).toEqual([pro.prices[0]!.id]);
      const update = (await ordersOf(subscription.id)).find((order) => order.billing_reason === "subscription_update");
      expect(update).toMatchObject({ subtotal_amount: 1000, total_amount: 1000, status: "paid", product_id: pro.id });
      expect(update!.items.map((item) => [item.amount, item.proration])).toEqual([[1000, true]]);
      // Order.subscription embeds Polar's OrderSubscription (both SDKs parse it).
      expect(update!.subscription).toMatchObject({
        id: subscription.id,
        product_id: pro.id,
        amount: 3000,
        status: "active",
        metadata: {},
      });
      const viaSdk = await sdk047(server, a.token).orders.get({ id: update!.id });
      expect(viaSdk.subscription?.id).toBe(subscription.id);
      expect((await sdk10(server, a.token).orders.get(update!.id)).subscription?.id).toBe(subscription.id);

      // Downgrade with a quarter left (2027-09-23T12:00 → 7.5 of 30 days): (1000 − 3000) × 0.25 = −500, a credit.
      const basic = await plan("Invoice basic again", 1000);
      clock.set("2027-09-23T12:00:00.000Z");
      const down = await preview(subscription.id, { product_id: basic.id, proration_behavior: "invoice" });
      expect(down.body).toMatchObject({ proration_amount: -500, due_now: 0, tax_amount: 0, next_renewal_amount: 500 });
      expect((await change(subscription.id, { product_id: basic.id, proration_behavior: "invoice" })).status).toBe(200);
      clock.set("2027-10-01T00:00:00.000Z");
      await renew();
      const cycle = (await ordersOf(subscription.id)).filter((order) => order.billing_reason === "subscription_cycle");
      expect(cycle.map((order) => [order.subtotal_amount, order.total_amount])).toEqual([[500, 500]]);
      expect(cycle[0]!.items.map((item) => [item.amount, item.proration])).toEqual([
        [1000, false],
        [-500, true],
      ]);
      // The credit was used once: the following renewal is the full price.
      clock.set("2027-11-01T00:00:00.000Z");
      await renew();
      expect(
        (await ordersOf(subscription.id))
          .filter((order) => order.billing_reason === "subscription_cycle")
          .map((order) => order.total_amount),
      ).toEqual([500, 1000]);
    } finally {
      clock.reset();
    }
  });

  it("prorate (the organization's default): the proration is added to the next renewal, rounded to minor units", async () => {
    clock.freeze();
    try {
      const subscription = await subscribedAt("2027-09-01T00:00:00.000Z", 1000, "prorate");
      const plus = await plan("Prorate plus", 2000);
      // 10 of 30 days left: (2000 − 1000) / 3 = 333.33 → 333.
      clock.set("2027-09-21T00:00:00.000Z");
      const expected = {
        product_id: plus.id,
        proration_behavior: "prorate",
        currency: "usd",
        current_amount: 1000,
        new_amount: 2000,
        proration_amount: 333,
        tax_amount: 0,
        due_now: 0,
        next_renewal_amount: 2333,
        next_renewal_at: "2027-10-01T00:00:00.000Z",
      };
      expect((await preview(subscription.id, { product_id: plus.id })).body).toEqual(expected);
      expect((await change(subscription.id, { product_id: plus.id })).body).toMatchObject({
        product_id: plus.id,
        amount: 2000,
      });
      expect((await ordersOf(subscription.id)).map((order) => order.billing_reason)).toEqual(["subscription_create"]);
      clock.set("2027-10-01T00:00:00.000Z");
      await renew();
      const [cycle] = (await ordersOf(subscription.id)).filter(
        (order) => order.billing_reason === "subscription_cycle",
      );
      expect(cycle).toMatchObject({ subtotal_amount: 2333, total_amount: 2333, product_id: plus.id });
      expect(cycle!.items.map((item) => [item.amount, item.proration])).toEqual([
        [2000, false],
        [333, true],
      ]);
      expect(await eventsOf(subscription.customer_id, "customer.state_changed")).not.toHaveLength(0);
    } finally {
      clock.reset();
    }
  });

  it("invoice with a declined card: 400 PaymentError, nothing changed (no order, same product and amount)", async () => {
    const product = await plan("Declining basic", 1000);
    const pro = await plan("Declining pro", 5000);
    // 4000 0027 6000 3184: authenticated on-session at checkout, declined off-session.
    const checkout = await createCheckout(server, a.token, product.id);
    const token = await cardToken(server, checkout.client_secret, "4000002760003184");
    await confirmCheckout(server, checkout.client_secret, {
      customer_email: email("declining"),
      customer_billing_address: US_ADDRESS,
      confirmation_token_id: token,
    });
    await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/authentication`, {
      body: { outcome: "succeed" },
    });
    const subscription = await subscriptionOfCheckout(
      (await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token })).body,
    );
    const refused = await change(subscription.id, { product_id: pro.id, proration_behavior: "invoice" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "PaymentError" });
    expect(await getSubscription(subscription.id)).toMatchObject({ product_id: product.id, amount: 1000 });
    expect((await ordersOf(subscription.id)).map((order) => order.billing_reason)).toEqual(["subscription_create"]);
  });

  it("refuses what Polar refuses: same product, another interval, a one-time product, another organization's product", async () => {
    const product = await plan("Refusal plan", 1000);
    const { checkout } = await buyProduct(server, a.token, product.id, { email: email("refuse") });
    const subscription = await subscriptionOfCheckout(checkout);
    const yearly = await createProduct(server, a.token, {
      name: "Yearly",
      recurring_interval: "year",
      prices: [{ amount_type: "fixed", price_amount: 10000, price_currency: "usd" }],
    });
    const once = await createProduct(server, a.token, {
      name: "Once",
      prices: [{ amount_type: "fixed", price_amount: 100, price_currency: "usd" }],
    });
    for (const productId of [product.id, yearly.id, once.id, crypto.randomUUID()]) {
      const refused = await change(subscription.id, { product_id: productId });
      expect(refused.status, productId).toBe(422);
    }
    expect((await getSubscription(subscription.id)).product_id).toBe(product.id);

    // Both SDKs send the change (0.47's SubscriptionUpdateProduct, 1.0's SubscriptionUpdateBase).
    const target = await plan("SDK target", 1500);
    const viaSdk = await sdk047(server, a.token).subscriptions.update({
      id: subscription.id,
      subscriptionUpdate: { productId: target.id, prorationBehavior: "prorate" },
    });
    expect([viaSdk.productId, viaSdk.amount]).toEqual([target.id, 1500]);
    const back = await sdk10(server, a.token).subscriptions.update(subscription.id, {
      product_id: product.id,
      proration_behavior: "prorate",
    });
    expect([back.product_id, back.amount]).toEqual([product.id, 1000]);
  });
});

describe("discount durations at renewals", () => {
  async function discount(body: Record<string, unknown>): Promise<string> {
    const response = await v1<{ id: string }>(server, "POST", "/discounts/", {
      token: a.token,
      body: { name: "Duration test", type: "percentage", ...body },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id;
  }

  it("once: the first paid period only (after a trial too); repeating: duration_in_months periods; forever: every period", async () => {
    // Frozen first, then set: exact timestamps.
    clock.freeze();
    clock.set("2027-01-10T00:00:00.000Z");
    try {
      const product = await plan("Discounted plan", 1000);
      const trialProduct = await plan("Discounted trial plan", 1000, {
        trial_interval: "month",
        trial_interval_count: 1,
      });
      const cases = [
        {
          productId: product.id,
          discountId: await discount({ basis_points: 1000, duration: "once" }),
          first: 900,
          cycles: [1000, 1000, 1000, 1000],
        },
        {
          productId: product.id,
          discountId: await discount({ basis_points: 2000, duration: "repeating", duration_in_months: 3 }),
          first: 800,
          cycles: [800, 800, 1000, 1000],
        },
        {
          productId: product.id,
          discountId: await discount({ basis_points: 5000, duration: "forever" }),
          first: 500,
          cycles: [500, 500, 500, 500],
        },
        // A trial: period 0 is the first paid one (at trial end), discounted once.
        {
          productId: trialProduct.id,
          discountId: await discount({ basis_points: 1000, duration: "once" }),
          first: 0,
          cycles: [900, 1000, 1000, 1000],
        },
      ];
      const subscriptions: string[] = [];
      for (const item of cases) {
        const { checkout } = await buyProduct(server, a.token, item.productId, {
          email: email("discounted"),
          checkout: { discount_id: item.discountId },
        });
        expect(checkout.status).toBe("succeeded");
        subscriptions.push(String(checkout.subscription_id));
      }
      for (const month of ["02", "03", "04", "05"]) {
        clock.set(`2027-${month}-10T00:00:00.000Z`);
        await renew();
      }
      for (const [index, item] of cases.entries()) {
        const orders = await ordersOf(subscriptions[index]!);
        expect(
          orders.map((order) => order.total_amount),
          `case ${index}`,
        ).toEqual([item.first, ...item.cycles]);
      }
    } finally {
      clock.reset();
    }
  });
  it("PATCH discount_id (Polar's SubscriptionUpdateDiscount): from the next period, by its duration; null removes it", async () => {
    clock.freeze();
    clock.set("2027-01-10T00:00:00.000Z");
    try {
      const product = await plan("Rediscounted plan", 1000);
      const { checkout } = await buyProduct(server, a.token, product.id, { email: email("rediscount") });
      const id = String(checkout.subscription_id);
      const patch = (body: Record<string, unknown>) =>
        v1<SubscriptionResource>(server, "PATCH", `/subscriptions/${id}`, { token: a.token, body });
      const once = await discount({ basis_points: 1000, duration: "once" });
      expect((await patch({ discount_id: once })).body).toMatchObject({ discount_id: once, discount: { id: once } });
      clock.set("2027-02-10T00:00:00.000Z");
      await renew();
      clock.set("2027-03-10T00:00:00.000Z");
      await renew();
      const forever = await discount({ basis_points: 5000, duration: "forever" });
      expect((await patch({ discount_id: forever })).status).toBe(200);
      clock.set("2027-04-10T00:00:00.000Z");
      await renew();
      expect((await patch({ discount_id: null })).body).toMatchObject({ discount_id: null, discount: null });
      clock.set("2027-05-10T00:00:00.000Z");
      await renew();
      expect((await ordersOf(id)).map((order) => order.total_amount)).toEqual([1000, 900, 1000, 500, 1000]);
      // A discount for another product is refused (422), the subscription unchanged.
      const other = await plan("Other plan", 1000);
      const elsewhere = await discount({ basis_points: 1000, duration: "forever", products: [other.id] });
      expect((await patch({ discount_id: elsewhere })).status).toBe(422);
    } finally {
      clock.reset();
    }
  });
});
