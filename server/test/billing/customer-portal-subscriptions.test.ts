import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The customer portal's subscription writes: change product (the organization's proration
 * behavior), cancel / uncancel with the customer's reason, DELETE (cancel at period end), the
 * update preview; the customer's own subscriptions only; both SDKs with a polar_cst_ token.
 */

let server: TestServer;
let a: BillingOrg;
const clock = testClock();

type Sub = {
  id: string;
  product_id: string;
  amount: number;
  cancel_at_period_end: boolean;
  customer_cancellation_reason: string | null;
  customer_cancellation_comment: string | null;
  customer_id: string;
  status: string;
};

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "portal-subs");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

const plan = (name: string, amount: number) =>
  createProduct(server, a.token, {
    name,
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: amount, price_currency: "usd" }],
  });

async function subscribed(productId: string, tag: string): Promise<{ subscription: Sub; token: string }> {
  const { checkout } = await buyProduct(server, a.token, productId, {
    email: `${tag}-${crypto.randomUUID()}@example.com`,
  });
  const subscription = (
    await v1<Sub>(server, "GET", `/subscriptions/${String(checkout.subscription_id)}`, { token: a.token })
  ).body;
  const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: a.token,
    body: { customer_id: subscription.customer_id },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  return { subscription, token: session.body.token };
}

const portal = <T>(method: string, path: string, token: string, body?: unknown) =>
  v1<T>(server, method, `/customer-portal/subscriptions/${path}`, { token, ...(body === undefined ? {} : { body }) });

describe("customer portal subscriptions", () => {
  it("cancel with a reason, uncancel, DELETE; another customer's subscription is 404", async () => {
    const product = await plan("Portal cancel plan", 1000);
    const mine = await subscribed(product.id, "portal-cancel");
    const theirs = await subscribed(product.id, "portal-theirs");

    const canceled = await portal<Sub>("PATCH", mine.subscription.id, mine.token, {
      cancel_at_period_end: true,
      cancellation_reason: "too_expensive",
      cancellation_comment: "Pricey",
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({
      cancel_at_period_end: true,
      customer_cancellation_reason: "too_expensive",
      customer_cancellation_comment: "Pricey",
    });
    const uncanceled = await portal<Sub>("PATCH", mine.subscription.id, mine.token, { cancel_at_period_end: false });
    expect(uncanceled.body).toMatchObject({ cancel_at_period_end: false, customer_cancellation_reason: null });
    const deleted = await portal<Sub>("DELETE", mine.subscription.id, mine.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ cancel_at_period_end: true, status: "active" });

    for (const [method, body] of [
      ["PATCH", { cancel_at_period_end: true }],
      ["DELETE", undefined],
      ["POST", { product_id: product.id }],
    ] as const) {
      const path = method === "POST" ? `${theirs.subscription.id}/update-preview` : theirs.subscription.id;
      expect((await portal(method, path, mine.token, body)).status, method).toBe(404);
    }
    expect(
      (await v1<Sub>(server, "GET", `/subscriptions/${theirs.subscription.id}`, { token: a.token })).body
        .cancel_at_period_end,
    ).toBe(false);
  });

  it("change product with the organization's proration behavior, preview first; allow_customer_updates false refuses", async () => {
    // Frozen first, then set: exact timestamps.
    clock.freeze();
    clock.set("2027-09-01T00:00:00.000Z");
    try {
      const basic = await plan("Portal basic", 1000);
      const pro = await plan("Portal pro", 4000);
      const { subscription } = await subscribed(basic.id, "portal-change");
      clock.set("2027-09-16T00:00:00.000Z");
      // A fresh session (a customer session expires within the day).
      const token = (
        await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
          token: a.token,
          body: { customer_id: subscription.customer_id },
        })
      ).body.token;
      const previewed = await portal<Record<string, unknown>>("POST", `${subscription.id}/update-preview`, token, {
        product_id: pro.id,
      });
      expect(previewed.body).toEqual({
        product_id: pro.id,
        proration_behavior: "prorate",
        currency: "usd",
        current_amount: 1000,
        new_amount: 4000,
        proration_amount: 1500,
        tax_amount: 0,
        due_now: 0,
        next_renewal_amount: 5500,
        next_renewal_at: "2027-10-01T00:00:00.000Z",
      });
      const changed = await portal<Sub>("PATCH", subscription.id, token, { product_id: pro.id });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ product_id: pro.id, amount: 4000 });

      const off = await v1(server, "PATCH", `/organizations/${a.organization.id}`, {
        token: a.token,
        body: { subscription_settings: { allow_customer_updates: false } },
      });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      const refused = await portal<{ error: string }>("PATCH", subscription.id, token, { product_id: basic.id });
      expect(refused.status).toBe(403);
      await v1(server, "PATCH", `/organizations/${a.organization.id}`, {
        token: a.token,
        body: { subscription_settings: { allow_customer_updates: true } },
      });
    } finally {
      clock.reset();
    }
  });

  it("both SDKs: customerPortal.subscriptions.update (cancel and product) and cancel with a polar_cst_ token", async () => {
    const basic = await plan("SDK basic", 1500);
    const other = await plan("SDK other", 1500);
    const { subscription, token } = await subscribed(basic.id, "portal-sdk");
    const polar = sdk047(server, a.token);
    const canceled = await polar.customerPortal.subscriptions.update(
      { customerSession: token },
      { id: subscription.id, customerSubscriptionUpdate: { cancelAtPeriodEnd: true, cancellationReason: "unused" } },
    );
    expect([canceled.cancelAtPeriodEnd, canceled.customerCancellationReason]).toEqual([true, "unused"]);
    const back = await polar.customerPortal.subscriptions.update(
      { customerSession: token },
      { id: subscription.id, customerSubscriptionUpdate: { cancelAtPeriodEnd: false } },
    );
    expect(back.cancelAtPeriodEnd).toBe(false);
    const switched = await polar.customerPortal.subscriptions.update(
      { customerSession: token },
      { id: subscription.id, customerSubscriptionUpdate: { productId: other.id } },
    );
    expect(switched.productId).toBe(other.id);
    const ten = sdk10(server, token);
    const tenBack = await ten.customerPortal.subscriptions.update(subscription.id, { product_id: basic.id });
    expect(tenBack.product_id).toBe(basic.id);
    const tenCanceled = await ten.customerPortal.subscriptions.cancel(subscription.id);
    expect(tenCanceled.cancel_at_period_end).toBe(true);
    const again = await polar.customerPortal.subscriptions.update(
      { customerSession: token },
      { id: subscription.id, customerSubscriptionUpdate: { cancelAtPeriodEnd: false } },
    );
    expect(again.cancelAtPeriodEnd).toBe(false);
    await polar.customerPortal.subscriptions.cancel({ customerSession: token }, { id: subscription.id });
    expect(
      (await v1<Sub>(server, "GET", `/subscriptions/${subscription.id}`, { token: a.token })).body.cancel_at_period_end,
    ).toBe(true);
  });
});
