import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueGrantJobs } from "../../src/billing/benefit-grants/worker.ts";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import { nthPeriod, periodBoundary } from "../../src/billing/subscriptions/period.ts";
import { runRenewals, runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import type { SubscriptionResource } from "../../src/billing/subscriptions/schemas.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import {
  buyProduct,
  cardToken,
  confirmCheckout,
  createCheckout,
  createProduct,
  US_ADDRESS,
} from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Subscriptions end to end: a checkout of a recurring product → the subscription and its
 * subscription_create order; renewals driven by the test clock (exact periods, month ends),
 * dunning, cancel at period end, revoke, two renewal workers at once, tenant isolation.
 */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
const clock = testClock();
const DAY = 86_400_000;

const renewalContext = () => ({
  db: server.gatehouse.database.db,
  processor: createPaymentProcessor(server.gatehouse.database.db),
});
/** One renewal run, after the server's periodic run should one be in progress (same process). */
const renew = () => runRenewalsExclusive(renewalContext());

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "subs-a");
  b = await billingOrg(server, "subs-b");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

async function monthlyProduct(token: string, body: Record<string, unknown> = {}) {
  return createProduct(server, token, {
    name: "Monthly plan",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: 1000, price_currency: "usd" }],
    ...body,
  });
}

async function subscriptionsOf(token: string, productId: string): Promise<SubscriptionResource[]> {
  const response = await v1<{ items: SubscriptionResource[] }>(server, "GET", "/subscriptions/", {
    token,
    query: { product_id: productId },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items;
}

async function subscribe(token: string, productId: string, card?: string): Promise<SubscriptionResource> {
  // A new buyer each time: the organizations keep Polar's default allow_multiple_subscriptions false.
  const { checkout, confirmed } = await buyProduct(server, token, productId, {
    email: `subscriber-${crypto.randomUUID()}@example.com`,
    ...(card ? { card } : {}),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect(checkout.status).toBe("succeeded");
  const [subscription] = await subscriptionsOf(token, productId);
  expect(subscription).toBeDefined();
  return subscription!;
}

async function ordersOf(token: string, subscriptionId: string): Promise<OrderResource[]> {
  const all = await v1<{ items: OrderResource[] }>(server, "GET", "/orders/", { token, query: { limit: "100" } });
  return all.body.items
    .filter((order) => order.subscription_id === subscriptionId)
    .sort((x, y) => x.created_at.localeCompare(y.created_at));
}

async function getSubscription(token: string, id: string): Promise<SubscriptionResource> {
  const response = await v1<SubscriptionResource>(server, "GET", `/subscriptions/${id}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** Events of one transaction share a timestamp (a frozen clock): ordered as Polar emits them within one change. */
const EVENT_RANK = [
  "subscription.created",
  "subscription.updated",
  "subscription.active",
  "subscription.canceled",
  "subscription.uncanceled",
  "subscription.revoked",
];
async function eventTypes(subscriptionId: string): Promise<string[]> {
  const rows = await server.gatehouse.database.db
    .selectFrom("billing_event")
    .select(["type", "payload", "created_at"])
    .where("type", "like", "subscription.%")
    .execute();
  return rows
    .filter((row) => row.payload.includes(subscriptionId))
    .sort((x, y) => x.created_at.localeCompare(y.created_at) || EVENT_RANK.indexOf(x.type) - EVENT_RANK.indexOf(y.type))
    .map((row) => row.type);
}

describe("billing periods", () => {
  it("anchors month ends on the start day: Jan 31 → Feb 28/29 → Mar 31", () => {
    const anchor = "2027-01-31T10:00:00.000Z";
    expect([1, 2, 3, 4].map((n) => periodBoundary(anchor, "month", 1, n))).toEqual([
      "2027-02-28T10:00:00.000Z",
      "2027-03-31T10:00:00.000Z",
      "2027-04-30T10:00:00.000Z",
      "2027-05-31T10:00:00.000Z",
    ]);
    expect(periodBoundary("2028-01-31T00:00:00.000Z", "month", 1, 1)).toBe("2028-02-29T00:00:00.000Z");
    expect(periodBoundary("2028-02-29T00:00:00.000Z", "year", 1, 1)).toBe("2029-02-28T00:00:00.000Z");
    expect(periodBoundary("2028-02-29T00:00:00.000Z", "year", 1, 4)).toBe("2032-02-29T00:00:00.000Z");
    expect(nthPeriod("2027-01-01T00:00:00.000Z", "week", 2, 1)).toEqual({
      start: "2027-01-15T00:00:00.000Z",
      end: "2027-01-29T00:00:00.000Z",
    });
    expect(nthPeriod("2027-12-31T23:00:00.000Z", "day", 1, 0)).toEqual({
      start: "2027-12-31T23:00:00.000Z",
      end: "2028-01-01T23:00:00.000Z",
    });
    expect(periodBoundary("2027-11-30T00:00:00.000Z", "month", 3, 1)).toBe("2028-02-29T00:00:00.000Z");
  });
});

describe("subscriptions", () => {
  it("a checkout of a recurring price creates the subscription and its subscription_create order", async () => {
    const product = await monthlyProduct(a.token);
    const subscription = await subscribe(a.token, product.id);
    expect(subscription).toMatchObject({
      status: "active",
      amount: 1000,
      currency: "usd",
      recurring_interval: "month",
      recurring_interval_count: 1,
      cancel_at_period_end: false,
      product_id: product.id,
      ended_at: null,
      canceled_at: null,
    });
    expect(subscription.prices.map((price) => price.id)).toEqual([product.prices[0]!.id]);
    expect(subscription.customer.email).toMatch(/^subscriber-.*@example.com$/);
    expect(subscription.checkout_id).not.toBeNull();
    const orders = await ordersOf(a.token, subscription.id);
    expect(orders.map((order) => [order.billing_reason, order.status, order.checkout_id])).toEqual([
      ["subscription_create", "paid", subscription.checkout_id],
    ]);
    expect(await eventTypes(subscription.id)).toEqual(["subscription.created", "subscription.active"]);

    // Both SDKs parse it (strict models).
    const polar = sdk047(server, a.token);
    const listed = await polar.subscriptions.list({ productId: product.id, active: true });
    expect(listed.result.items.map((item) => item.id)).toEqual([subscription.id]);
    const got = await polar.subscriptions.get({ id: subscription.id });
    expect(got.status).toBe("active");
    const polar10 = sdk10(server, a.token);
    const got10 = await polar10.subscriptions.get(subscription.id);
    expect(got10.id).toBe(subscription.id);
    const listed10 = await polar10.subscriptions.list({
      customer_id: subscription.customer_id,
      sorting: ["-started_at"],
    });
    expect(listed10.items.map((item) => item.id)).toContain(subscription.id);
  });

  it("renews on the clock with exact periods across month ends, one subscription_cycle order each", async () => {
    clock.freeze();
    clock.set("2027-01-31T10:00:00.000Z");
    try {
      const product = await monthlyProduct(a.token, { name: "Month-end plan" });
      const subscription = await subscribe(a.token, product.id);
      expect([subscription.current_period_start, subscription.current_period_end]).toEqual([
        "2027-01-31T10:00:00.000Z",
        "2027-02-28T10:00:00.000Z",
      ]);

      clock.set("2027-02-28T10:00:00.000Z");
      await renew();
      let current = await getSubscription(a.token, subscription.id);
      expect([current.status, current.current_period_start, current.current_period_end]).toEqual([
        "active",
        "2027-02-28T10:00:00.000Z",
        "2027-03-31T10:00:00.000Z",
      ]);

      // Downtime: two periods missed, caught up one at a time.
      clock.set("2027-05-01T00:00:00.000Z");
      await renew();
      current = await getSubscription(a.token, subscription.id);
      expect([current.current_period_start, current.current_period_end]).toEqual([
        "2027-04-30T10:00:00.000Z",
        "2027-05-31T10:00:00.000Z",
      ]);
      const orders = await ordersOf(a.token, subscription.id);
      expect(orders.map((order) => [order.billing_reason, order.status, order.total_amount])).toEqual([
        ["subscription_create", "paid", orders[0]!.total_amount],
        ["subscription_cycle", "paid", orders[0]!.total_amount],
        ["subscription_cycle", "paid", orders[0]!.total_amount],
        ["subscription_cycle", "paid", orders[0]!.total_amount],
      ]);
      expect(
        orders.slice(1).every((order) => order.checkout_id === null && order.customer_id === subscription.customer_id),
      ).toBe(true);
      // Nothing more is due: a second run cycles nothing.
      await renew();
      expect(await ordersOf(a.token, subscription.id)).toHaveLength(4);
    } finally {
      clock.reset();
    }
  });

  it("a failed renewal goes past_due, retries on the dunning schedule, and recovers", async () => {
    clock.freeze();
    clock.set("2027-03-10T12:00:00.000Z");
    try {
      const product = await monthlyProduct(a.token, { name: "Dunning plan" });
      // 4000 0027 6000 3184: authenticated on-session, declined off-session.
      const checkout = await createCheckout(server, a.token, product.id);
      const token = await cardToken(server, checkout.client_secret, "4000002760003184");
      const confirmed = await confirmCheckout(server, checkout.client_secret, {
        customer_email: "dunning@example.com",
        customer_billing_address: US_ADDRESS,
        confirmation_token_id: token,
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const auth = await v1<{ status: string }>(
        server,
        "POST",
        `/checkouts/client/${checkout.client_secret}/authentication`,
        { body: { outcome: "succeed" } },
      );
      expect(auth.status, JSON.stringify(auth.body)).toBe(200);
      const [subscription] = await subscriptionsOf(a.token, product.id);
      expect(subscription!.status).toBe("active");

      clock.set(subscription!.current_period_end);
      await renew();
      expect((await getSubscription(a.token, subscription!.id)).status).toBe("past_due");
      // The customer is told, with the day of the next try (+2 days), and a link to the portal.
      const failed = await server.smtp.mailTo("dunning@example.com", "Your payment for Dunning plan failed");
      const retryDay = new Date(Date.parse(subscription!.current_period_end) + 2 * DAY).toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
      expect(failed.text).toContain(`We will try again on ${retryDay}`);
      expect(failed.links.some((link) => link.includes("/portal/"))).toBe(true);
      // +1 day: not yet retried; +2 days: the first retry fails again.
      clock.advance(DAY);
      await renew();
      clock.advance(DAY);
      await renew();
      const db = server.gatehouse.database.db;
      const renewal = await db
        .selectFrom("billing_subscription_renewal")
        .selectAll()
        .where("subscription_id", "=", subscription!.id)
        .executeTakeFirstOrThrow();
      expect([renewal.status, renewal.attempts, renewal.next_attempt_at]).toEqual([
        "pending",
        2,
        new Date(Date.parse(subscription!.current_period_end) + 4 * DAY).toISOString(),
      ]);
      // The customer's card is replaced (as the portal's payment-method update will do): the next retry succeeds.
      await db
        .updateTable("billing_subscription")
        .set({ payment_method_id: "pm_card_visa" })
        .where("id", "=", subscription!.id)
        .execute();
      clock.advance(2 * DAY);
      await renew();
      const recovered = await getSubscription(a.token, subscription!.id);
      expect(recovered.status).toBe("active");
      expect((await ordersOf(a.token, subscription!.id)).map((order) => order.billing_reason)).toEqual([
        "subscription_create",
        "subscription_cycle",
      ]);
      expect(await eventTypes(subscription!.id)).toEqual([
        "subscription.created",
        "subscription.active",
        "subscription.updated",
        "subscription.updated",
        "subscription.updated",
        "subscription.active",
      ]);
      // One failed-payment mail for the renewal, whatever the retries and updates.
      await expect
        .poll(
          async () =>
            (await db.selectFrom("billing_event").select("id").where("mailed_at", "is", null).execute()).length,
        )
        .toBe(0);
      const failedMails = await db
        .selectFrom("mail_outbox")
        .select("id")
        .where("to", "=", "dunning@example.com")
        .where("kind", "=", "payment-failed")
        .execute();
      expect(failedMails).toHaveLength(1);
    } finally {
      clock.reset();
    }
  });

  it("dunning exhausted: canceled and revoked after the +7 days retry", async () => {
    clock.freeze();
    clock.set("2027-06-01T08:00:00.000Z");
    try {
      const product = await monthlyProduct(a.token, { name: "Unpaid plan" });
      const checkout = await createCheckout(server, a.token, product.id);
      const token = await cardToken(server, checkout.client_secret, "4000002760003184");
      expect(
        (
          await confirmCheckout(server, checkout.client_secret, {
            customer_email: "unpaid@example.com",
            customer_billing_address: US_ADDRESS,
            confirmation_token_id: token,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/authentication`, {
            body: { outcome: "succeed" },
          })
        ).status,
      ).toBe(200);
      const [subscription] = await subscriptionsOf(a.token, product.id);
      const end = Date.parse(subscription!.current_period_end);
      for (const days of [0, 2, 4]) {
        clock.set(new Date(end + days * DAY).toISOString());
        await renew();
        expect((await getSubscription(a.token, subscription!.id)).status).toBe("past_due");
      }
      clock.set(new Date(end + 7 * DAY).toISOString());
      await renew();
      const ended = await getSubscription(a.token, subscription!.id);
      expect([ended.status, ended.ended_at]).toEqual(["canceled", new Date(end + 7 * DAY).toISOString()]);
      expect((await eventTypes(subscription!.id)).slice(-3)).toEqual([
        "subscription.updated",
        "subscription.canceled",
        "subscription.revoked",
      ]);
      expect((await ordersOf(a.token, subscription!.id)).map((order) => order.billing_reason)).toEqual([
        "subscription_create",
      ]);
    } finally {
      clock.reset();
    }
  });

  it("cancel at period end, uncancel, cancel again: ends at the period end (revoked then)", async () => {
    clock.freeze();
    clock.set("2027-07-15T09:00:00.000Z");
    try {
      const product = await monthlyProduct(a.token, { name: "Cancel plan" });
      const subscription = await subscribe(a.token, product.id);
      clock.advance(1000);
      const polar = sdk047(server, a.token);
      const canceled = await polar.subscriptions.update({
        id: subscription.id,
        subscriptionUpdate: {
          cancelAtPeriodEnd: true,
          customerCancellationReason: "too_expensive",
          customerCancellationComment: "pricey",
        },
      });
      expect(canceled).toMatchObject({
        status: "active",
        cancelAtPeriodEnd: true,
        customerCancellationReason: "too_expensive",
        customerCancellationComment: "pricey",
      });
      expect(canceled.endsAt?.toISOString()).toBe(subscription.current_period_end);
      expect(canceled.canceledAt?.toISOString()).toBe("2027-07-15T09:00:01.000Z");
      clock.advance(1000);
      // Canceling twice: Polar's AlreadyCanceledSubscription.
      expectError(
        await v1(server, "PATCH", `/subscriptions/${subscription.id}`, {
          token: a.token,
          body: { cancel_at_period_end: true },
        }),
        403,
        "AlreadyCanceledSubscription",
      );

      clock.advance(1000);
      const uncanceled = await v1<SubscriptionResource>(server, "PATCH", `/subscriptions/${subscription.id}`, {
        token: a.token,
        body: { cancel_at_period_end: false },
      });
      expect(uncanceled.status).toBe(200);
      expect(uncanceled.body).toMatchObject({
        cancel_at_period_end: false,
        canceled_at: null,
        ends_at: null,
        customer_cancellation_reason: null,
      });

      clock.advance(1000);
      expect(
        (
          await v1(server, "PATCH", `/subscriptions/${subscription.id}`, {
            token: a.token,
            body: { cancel_at_period_end: true },
          })
        ).status,
      ).toBe(200);
      const listed = await v1<{ items: SubscriptionResource[] }>(server, "GET", "/subscriptions/", {
        token: a.token,
        query: { product_id: product.id, cancel_at_period_end: "true" },
      });
      expect(listed.body.items.map((item) => item.id)).toEqual([subscription.id]);

      clock.set(subscription.current_period_end);
      await renew();
      const ended = await getSubscription(a.token, subscription.id);
      expect([ended.status, ended.ended_at]).toEqual(["canceled", subscription.current_period_end]);
      expect(await ordersOf(a.token, subscription.id)).toHaveLength(1);
      expect(await eventTypes(subscription.id)).toEqual([
        "subscription.created",
        "subscription.active",
        "subscription.updated",
        "subscription.canceled",
        "subscription.updated",
        "subscription.uncanceled",
        "subscription.updated",
        "subscription.canceled",
        "subscription.updated",
        "subscription.revoked",
      ]);
      // Ended at period end (canceled before): no second subscription.canceled.
      const inactive = await v1<{ items: SubscriptionResource[] }>(server, "GET", "/subscriptions/", {
        token: a.token,
        query: { product_id: product.id, active: "false" },
      });
      expect(inactive.body.items.map((item) => item.id)).toEqual([subscription.id]);
    } finally {
      clock.reset();
    }
  });

  it("revoke (PATCH revoke: true, and DELETE) ends now; an ended subscription can't be changed", async () => {
    const product = await monthlyProduct(a.token, { name: "Revoke plan" });
    const first = await subscribe(a.token, product.id);
    const revoked = await v1<SubscriptionResource>(server, "PATCH", `/subscriptions/${first.id}`, {
      token: a.token,
      body: { revoke: true, customer_cancellation_reason: "unused" },
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body).toMatchObject({ status: "canceled", customer_cancellation_reason: "unused" });
    expect(revoked.body.ended_at).not.toBeNull();
    expect((await eventTypes(first.id)).slice(2)).toEqual([
      "subscription.updated",
      "subscription.canceled",
      "subscription.revoked",
    ]);
    expectError(
      await v1(server, "PATCH", `/subscriptions/${first.id}`, {
        token: a.token,
        body: { cancel_at_period_end: false },
      }),
      403,
      "AlreadyCanceledSubscription",
    );
    expectError(
      await v1(server, "DELETE", `/subscriptions/${first.id}`, { token: a.token }),
      403,
      "AlreadyCanceledSubscription",
    );

    const product2 = await monthlyProduct(a.token, { name: "Revoke plan 2" });
    const second = await subscribe(a.token, product2.id);
    const polar = sdk047(server, a.token);
    const deleted = await polar.subscriptions.revoke({ id: second.id });
    expect(deleted.status).toBe("canceled");
    // bad bodies: 422, never 500
    expect(
      (await v1(server, "PATCH", `/subscriptions/${second.id}`, { token: a.token, body: { revoke: false } })).status,
    ).toBe(422);
    expect(
      (
        await v1(server, "PATCH", `/subscriptions/${second.id}`, {
          token: a.token,
          body: { cancel_at_period_end: true, customer_cancellation_reason: "nope" },
        })
      ).status,
    ).toBe(422);
  });

  it("two renewal workers at once cycle each subscription exactly once", async () => {
    clock.freeze();
    clock.set("2027-09-05T00:00:00.000Z");
    try {
      const product = await monthlyProduct(a.token, { name: "Race plan" });
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { confirmed } = await buyProduct(server, a.token, product.id, { email: `race-${i}@example.com` });
        expect(confirmed.status).toBe(200);
      }
      for (const item of await subscriptionsOf(a.token, product.id)) ids.push(item.id);
      expect(ids).toHaveLength(3);
      clock.set("2027-10-05T00:00:00.000Z");
      // Three workers at once (raw runs: they overlap), then one more run once they are done.
      await Promise.all([runRenewals(renewalContext()), runRenewals(renewalContext()), runRenewals(renewalContext())]);
      await renew();
      for (const id of ids) {
        const current = await getSubscription(a.token, id);
        expect([current.status, current.current_period_start, current.current_period_end]).toEqual([
          "active",
          "2027-10-05T00:00:00.000Z",
          "2027-11-05T00:00:00.000Z",
        ]);
        expect((await ordersOf(a.token, id)).map((order) => order.billing_reason)).toEqual([
          "subscription_create",
          "subscription_cycle",
        ]);
      }
      const payments = await server.gatehouse.database.db
        .selectFrom("payment")
        .select("description")
        .where("description", "like", "Subscription renewal %")
        .execute();
      expect(payments.filter((payment) => ids.some((id) => payment.description.endsWith(id)))).toHaveLength(3);
    } finally {
      clock.reset();
    }
  });

  it("grants the product's benefits for the subscription, cycles them at renewals, revokes them when it ends", async () => {
    const perk = await v1<{ id: string }>(server, "POST", "/benefits/", {
      token: a.token,
      body: { type: "custom", description: "Plan perk", properties: { note: "hi" } },
    });
    expect(perk.status, JSON.stringify(perk.body)).toBe(201);
    const product = await monthlyProduct(a.token, { name: "Perk plan" });
    expect(
      (
        await v1(server, "POST", `/products/${product.id}/benefits`, {
          token: a.token,
          body: { benefits: [perk.body.id] },
        })
      ).status,
    ).toBe(200);
    const subscription = await subscribe(a.token, product.id);
    type Grant = {
      subscription_id: string | null;
      order_id: string | null;
      is_granted: boolean;
      revoked_at: string | null;
    };
    const grants = async () =>
      (await v1<{ items: Grant[] }>(server, "GET", `/benefits/${perk.body.id}/grants`, { token: a.token })).body.items;
    /** The grant worker (the server's poller, and this run) applies the jobs. */
    const settle = async (done: (items: Grant[]) => boolean) => {
      for (let i = 0; i < 100; i += 1) {
        await runDueGrantJobs(server.gatehouse.database.db);
        const items = await grants();
        if (done(items)) return items;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return grants();
    };
    const granted = await settle((items) => items.some((grant) => grant.is_granted));
    expect(granted.map((grant) => [grant.subscription_id, grant.order_id, grant.is_granted])).toEqual([
      [subscription.id, null, true],
    ]);

    clock.set(new Date(Date.parse(subscription.current_period_end) + 1000).toISOString());
    try {
      await renew();
      const jobs = await server.gatehouse.database.db
        .selectFrom("benefit_grant_job")
        .select(["action"])
        .where("subscription_id", "=", subscription.id)
        .execute();
      expect(jobs.map((job) => job.action).sort()).toEqual(["cycle", "grant"]);
      await v1(server, "DELETE", `/subscriptions/${subscription.id}`, { token: a.token });
      const revoked = await settle((items) => items.every((grant) => !grant.is_granted));
      expect(revoked.map((grant) => [grant.subscription_id, grant.is_granted])).toEqual([[subscription.id, false]]);
    } finally {
      clock.reset();
    }
  });

  it("a charge that throws after the claim (processor unreachable) loses nothing: the next run charges once", async () => {
    clock.freeze();
    clock.set("2027-11-02T00:00:00.000Z");
    try {
      const product = await monthlyProduct(a.token, { name: "Crash plan" });
      const subscription = await subscribe(a.token, product.id);
      clock.set(subscription.current_period_end);
      const processor = createPaymentProcessor(server.gatehouse.database.db);
      const unreachable = {
        ...processor,
        name: processor.name,
        checkoutMetadata: processor.checkoutMetadata.bind(processor),
        charge: processor.charge.bind(processor),
        completeAuthentication: processor.completeAuthentication.bind(processor),
        refund: processor.refund.bind(processor),
        savedPaymentMethod: processor.savedPaymentMethod.bind(processor),
        chargeOffSession: async () => {
          throw new Error("processor unreachable");
        },
      };
      const errors: unknown[] = [];
      const failedRun = await runRenewalsExclusive({
        db: server.gatehouse.database.db,
        processor: unreachable,
        logger: { error: (_message: string, error: unknown) => errors.push(error) },
      });
      // (Subscriptions of the earlier tests are due too at this clock: each is claimed once, none charged.)
      expect(failedRun.paid).toBe(0);
      expect(failedRun.errors).toBe(failedRun.cycled);
      expect(String(errors[0])).toContain("processor unreachable");
      // The period was claimed and its charge recorded as due, in one transaction.
      const claimed = await getSubscription(a.token, subscription.id);
      expect([claimed.status, claimed.current_period_start]).toEqual(["active", subscription.current_period_end]);
      expect(await ordersOf(a.token, subscription.id)).toHaveLength(1);
      await renew();
      await renew();
      expect((await ordersOf(a.token, subscription.id)).map((order) => order.billing_reason)).toEqual([
        "subscription_create",
        "subscription_cycle",
      ]);
      expect((await getSubscription(a.token, subscription.id)).current_period_start).toBe(
        subscription.current_period_end,
      );
    } finally {
      clock.reset();
    }
  });

  it("tenant isolation: another organization's subscriptions are not found and never listed", async () => {
    const product = await monthlyProduct(a.token, { name: "Isolated plan" });
    const subscription = await subscribe(a.token, product.id);
    expectError(
      await v1(server, "GET", `/subscriptions/${subscription.id}`, { token: b.token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "PATCH", `/subscriptions/${subscription.id}`, { token: b.token, body: { revoke: true } }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "DELETE", `/subscriptions/${subscription.id}`, { token: b.token }),
      404,
      "ResourceNotFound",
    );
    const listed = await v1<{ items: SubscriptionResource[] }>(server, "GET", "/subscriptions/", { token: b.token });
    expect(listed.body.items).toEqual([]);
    expect((await getSubscription(a.token, subscription.id)).status).toBe("active");
  });
});
