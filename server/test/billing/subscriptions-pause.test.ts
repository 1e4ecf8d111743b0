import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import type { SubscriptionResource } from "../../src/billing/subscriptions/schemas.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Pause and resume (Polar's model): pause at period end and its undo, the renewal that pauses
 * instead of charging, benefits revoked while paused and granted again, resume by hand (a new
 * period charged at once) and at `resumes_at`, the portal's pause setting, the metadata-only
 * update, the meter period fields, both SDKs, another organization's subscription.
 */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "pause-a");
  b = await billingOrg(server, "pause-b");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

const renew = () =>
  runRenewalsExclusive({
    db: server.gatehouse.database.db,
    processor: createPaymentProcessor(server.gatehouse.database.db),
  });

async function plan(name: string, extraPrices: unknown[] = []) {
  return createProduct(server, a.token, {
    name,
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: 1500, price_currency: "usd" }, ...extraPrices],
  });
}

async function subscribe(productId: string): Promise<SubscriptionResource> {
  const { checkout } = await buyProduct(server, a.token, productId, {
    email: `pause-${crypto.randomUUID()}@example.com`,
  });
  return get(String(checkout.subscription_id));
}

async function get(id: string): Promise<SubscriptionResource> {
  const response = await v1<SubscriptionResource>(server, "GET", `/subscriptions/${id}`, { token: a.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const patch = (id: string, body: unknown, token = a.token) =>
  v1<SubscriptionResource>(server, "PATCH", `/subscriptions/${id}`, { token, body });

async function eventTypes(subscriptionId: string): Promise<string[]> {
  const rows = await server.gatehouse.database.db
    .selectFrom("billing_event")
    .select(["type", "payload"])
    .where("type", "like", "subscription.%")
    .orderBy("created_at")
    .execute();
  return rows.filter((row) => row.payload.includes(subscriptionId)).map((row) => row.type);
}

async function grantOf(benefitId: string, subscriptionId: string): Promise<boolean | undefined> {
  await drainGrantJobs(server.gatehouse.database.db);
  const response = await v1<{ items: { subscription_id: string | null; is_granted: boolean }[] }>(
    server,
    "GET",
    `/benefits/${benefitId}/grants`,
    { token: a.token },
  );
  return response.body.items.find((grant) => grant.subscription_id === subscriptionId)?.is_granted;
}

async function ordersOf(subscriptionId: string): Promise<{ billing_reason: string; total_amount: number }[]> {
  const all = await v1<{ items: { subscription_id: string | null; billing_reason: string; total_amount: number }[] }>(
    server,
    "GET",
    "/orders/",
    { token: a.token, query: { limit: "100" } },
  );
  return all.body.items.filter((order) => order.subscription_id === subscriptionId);
}

describe("pause and resume", () => {
  it("new fields: not pausing, no meter period without metered prices", async () => {
    const subscription = await subscribe((await plan("Fields plan")).id);
    expect(subscription).toMatchObject({
      pause_at_period_end: false,
      paused_at: null,
      resumes_at: null,
      current_meter_period_start: null,
      current_meter_period_end: null,
    });
  });

  it("pauses at the period's end instead of renewing, revokes benefits, resumes with a new charged period", async () => {
    const perk = await v1<{ id: string }>(server, "POST", "/benefits/", {
      token: a.token,
      body: { type: "custom", description: "Pause perk", properties: { note: "hi" } },
    });
    expect(perk.status, JSON.stringify(perk.body)).toBe(201);
    const product = await plan("Pause plan");
    await v1(server, "POST", `/products/${product.id}/benefits`, {
      token: a.token,
      body: { benefits: [perk.body.id] },
    });
    const subscription = await subscribe(product.id);
    expect(await grantOf(perk.body.id, subscription.id)).toBe(true);

    const scheduled = await patch(subscription.id, { pause_at_period_end: true });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body).toMatchObject({ status: "active", pause_at_period_end: true, resumes_at: null });
    // Twice is a conflict, as Polar's CannotPauseSubscription.
    expectError(await patch(subscription.id, { pause_at_period_end: true }), 409, "CannotPauseSubscription");
    // Undone and scheduled again.
    const undone = await patch(subscription.id, { pause_at_period_end: false });
    expect(undone.body.pause_at_period_end).toBe(false);
    expectError(await patch(subscription.id, { pause_at_period_end: false }), 409, "NoScheduledPause");
    expect((await patch(subscription.id, { pause_at_period_end: true })).status).toBe(200);

    clock.set(new Date(Date.parse(subscription.current_period_end) + 60_000).toISOString());
    try {
      const run = await renew();
      expect(run.paused).toBeGreaterThanOrEqual(1);
      const paused = await get(subscription.id);
      expect(paused).toMatchObject({
        status: "paused",
        pause_at_period_end: false,
        current_period_end: subscription.current_period_end,
      });
      expect(paused.paused_at).not.toBeNull();
      expect(await grantOf(perk.body.id, subscription.id)).toBe(false);
      // No renewal order while paused, however long.
      clock.set(new Date(Date.parse(subscription.current_period_end) + 70 * 86_400_000).toISOString());
      await renew();
      expect((await ordersOf(subscription.id)).map((order) => order.billing_reason)).toEqual(["subscription_create"]);
      // Neither a cancellation at period end nor a plan change applies to a paused subscription.
      expectError(await patch(subscription.id, { cancel_at_period_end: true }), 403, "AlreadyCanceledSubscription");

      const resumed = await patch(subscription.id, { resume: true });
      expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
      expect(resumed.body).toMatchObject({ status: "active", paused_at: null, resumes_at: null });
      expect(resumed.body.current_period_start > subscription.current_period_end).toBe(true);
      expectError(await patch(subscription.id, { resume: true }), 409, "NotPausedSubscription");
      await renew();
      const orders = await ordersOf(subscription.id);
      expect(orders.map((order) => order.billing_reason).sort()).toEqual(["subscription_create", "subscription_cycle"]);
      expect(await grantOf(perk.body.id, subscription.id)).toBe(true);
      expect(await eventTypes(subscription.id)).toEqual(
        expect.arrayContaining(["subscription.paused", "subscription.resumed"]),
      );
    } finally {
      clock.reset();
    }
  });

  it("resumes by itself at resumes_at, which must come after the period's end", async () => {
    const subscription = await subscribe((await plan("Scheduled resume plan")).id);
    const early = await patch(subscription.id, {
      pause_at_period_end: true,
      resumes_at: subscription.current_period_start,
    });
    expect422(early, "body");
    expect(JSON.stringify(early.body)).toContain("resumes_at");
    const resumesAt = new Date(Date.parse(subscription.current_period_end) + 10 * 86_400_000).toISOString();
    const scheduled = await patch(subscription.id, { pause_at_period_end: true, resumes_at: resumesAt });
    expect(scheduled.body).toMatchObject({ pause_at_period_end: true, resumes_at: resumesAt });
    clock.set(new Date(Date.parse(subscription.current_period_end) + 60_000).toISOString());
    try {
      await renew();
      expect((await get(subscription.id)).status).toBe("paused");
      clock.set(new Date(Date.parse(resumesAt) + 60_000).toISOString());
      const run = await renew();
      expect(run.resumed).toBeGreaterThanOrEqual(1);
      const resumed = await get(subscription.id);
      expect(resumed).toMatchObject({ status: "active", resumes_at: null, paused_at: null });
      expect((await ordersOf(subscription.id)).map((order) => order.billing_reason).sort()).toEqual([
        "subscription_create",
        "subscription_cycle",
      ]);
    } finally {
      clock.reset();
    }
  });

  it("a cancellation replaces a scheduled pause; a paused subscription can be revoked", async () => {
    const product = await plan("Cancel pause plan");
    const first = await subscribe(product.id);
    await patch(first.id, { pause_at_period_end: true });
    const canceled = await patch(first.id, { cancel_at_period_end: true });
    expect(canceled.body).toMatchObject({ cancel_at_period_end: true, pause_at_period_end: false });
    expectError(await patch(first.id, { pause_at_period_end: true }), 409, "CannotPauseSubscription");

    const second = await subscribe(product.id);
    await patch(second.id, { pause_at_period_end: true });
    clock.set(new Date(Date.parse(second.current_period_end) + 60_000).toISOString());
    try {
      await renew();
      expect((await get(second.id)).status).toBe("paused");
      const revoked = await v1<SubscriptionResource>(server, "DELETE", `/subscriptions/${second.id}`, {
        token: a.token,
      });
      expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
      expect(revoked.body).toMatchObject({ status: "canceled", paused_at: expect.any(String) });
    } finally {
      clock.reset();
    }
  });

  it("bad input answers 4xx and changes nothing", async () => {
    const subscription = await subscribe((await plan("Bad input plan")).id);
    expect422(await patch(subscription.id, { pause_at_period_end: "yes" }), "body");
    expect422(await patch(subscription.id, { resume: false }), "body");
    expect422(await patch(subscription.id, { pause_at_period_end: true, resumes_at: "tomorrow" }), "body");
    expectError(await patch(subscription.id, { resume: true }), 409, "NotPausedSubscription");
    expect(await get(subscription.id)).toMatchObject({ status: "active", pause_at_period_end: false });
    // Another organization's subscription is not found.
    expect((await patch(subscription.id, { pause_at_period_end: true }, b.token)).status).toBe(404);
    expect((await get(subscription.id)).pause_at_period_end).toBe(false);
  });

  it("updates the metadata alone", async () => {
    const subscription = await subscribe((await plan("Metadata plan")).id);
    const updated = await patch(subscription.id, { metadata: { seat: "north", tier: 2 } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.metadata).toEqual({ seat: "north", tier: 2 });
    expect422(await patch(subscription.id, { metadata: { "": { nested: true } } }), "body");
    expect((await get(subscription.id)).metadata).toEqual({ seat: "north", tier: 2 });
  });

  it("both SDKs pause, read and resume; 1.0 reads the new fields", async () => {
    const subscription = await subscribe((await plan("SDK pause plan")).id);
    const ten = sdk10(server, a.token);
    const scheduled = await ten.subscriptions.update(subscription.id, { pause_at_period_end: true });
    expect(scheduled.pause_at_period_end).toBe(true);
    const old = sdk047(server, a.token);
    const read = await old.subscriptions.get({ id: subscription.id });
    expect(read.status).toBe("active");
    const undone = await ten.subscriptions.update(subscription.id, { pause_at_period_end: false });
    expect(undone.pause_at_period_end).toBe(false);
    const withMetadata = await ten.subscriptions.update(subscription.id, { metadata: { from: "sdk" } });
    expect(withMetadata.metadata).toEqual({ from: "sdk" });
    await ten.subscriptions.update(subscription.id, { pause_at_period_end: true });
    clock.set(new Date(Date.parse(subscription.current_period_end) + 60_000).toISOString());
    try {
      await renew();
      const paused = await old.subscriptions.get({ id: subscription.id });
      expect(paused.status).toBe("paused");
      expect((await old.subscriptions.list({ productId: subscription.product_id })).result.items[0]?.status).toBe(
        "paused",
      );
      const resumed = await ten.subscriptions.update(subscription.id, { resume: true });
      expect(resumed.status).toBe("active");
    } finally {
      clock.reset();
    }
  });

  it("the portal pauses and resumes where the organization allows it (PauseResumeNotAllowed otherwise); both SDKs", async () => {
    const subscription = await subscribe((await plan("Portal pause plan")).id);
    const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: subscription.customer_id },
    });
    let token = session.body.token;
    const portal = (body: unknown) =>
      v1<SubscriptionResource>(server, "PATCH", `/customer-portal/subscriptions/${subscription.id}`, { token, body });
    // Polar's default: off.
    expectError(await portal({ pause_at_period_end: true }), 403, "PauseResumeNotAllowed");
    expectError(await portal({ resume: true }), 403, "PauseResumeNotAllowed");
    expect((await get(subscription.id)).pause_at_period_end).toBe(false);
    const on = await v1(server, "PATCH", `/organizations/${a.organization.id}`, {
      token: a.token,
      body: { customer_portal_settings: { subscription: { update_seats: true, update_plan: true, pause: true } } },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    try {
      const ten = sdk10(server, token);
      const scheduled = await ten.customerPortal.subscriptions.update(subscription.id, { pause_at_period_end: true });
      expect(scheduled.pause_at_period_end).toBe(true);
      expectError(await portal({ pause_at_period_end: true }), 409, "CannotPauseSubscription");
      const undone = await portal({ pause_at_period_end: false });
      expect(undone.body.pause_at_period_end).toBe(false);
      await portal({ pause_at_period_end: true });
      clock.set(new Date(Date.parse(subscription.current_period_end) + 60_000).toISOString());
      await renew();
      // A customer session lasts an hour: a new one after the month went by.
      token = (
        await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
          token: a.token,
          body: { customer_id: subscription.customer_id },
        })
      ).body.token;
      const old = sdk047(server, token);
      const listed = await old.customerPortal.subscriptions.list({ customerSession: token }, {});
      expect(listed.result.items.find((item) => item.id === subscription.id)?.status).toBe("paused");
      const resumed = await sdk10(server, token).customerPortal.subscriptions.update(subscription.id, { resume: true });
      expect(resumed.status).toBe("active");
      // Another customer's subscription is not found.
      const other = await subscribe((await plan("Portal other plan")).id);
      const otherResponse = await v1(server, "PATCH", `/customer-portal/subscriptions/${other.id}`, {
        token,
        body: { resume: true },
      });
      expect(otherResponse.status).toBe(404);
    } finally {
      clock.reset();
      await v1(server, "PATCH", `/organizations/${a.organization.id}`, {
        token: a.token,
        body: { customer_portal_settings: { subscription: { update_seats: true, update_plan: true, pause: false } } },
      });
    }
  });
});
