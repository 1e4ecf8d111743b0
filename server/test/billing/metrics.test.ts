import { RFCDate } from "polar-sdk-047/types/rfcdate.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, createToken, expect422, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createCheckout, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Revenue metrics against hand-computed figures for a fixture business built
 * through the API on a frozen clock: one-time sales (one discounted, then partly refunded), a
 * monthly plan that renews and is revoked, a yearly plan canceled at period end with a reason, a
 * trial that converts, and an abandoned checkout — in UTC and in New York (months and days that
 * differ, a DST change). Through HTTP and both SDKs.
 *
 * The business (UTC):
 *   Jan 05 10:00  lamp sold, 50.00                              (checkout 1)
 *   Jan 10 15:00  A subscribes to Pro, 20.00 / month           (checkout 2)
 *   Jan 20 03:30  lamp sold at 10 % off, 45.00 — Jan 19 in NY  (checkout 3); 15.00 refunded Feb 12
 *   Jan 25 12:00  a lamp checkout left open                    (checkout 4)
 *   Feb 01 02:00  C subscribes to Team, 120.00 / year — Jan 31 in NY (checkout 5)
 *   Feb 10 15:00  A renews, 20.00
 *   Feb 15 12:00  D starts a 14-day trial of Studio, 30.00 / month (checkout 6)
 *   Feb 20 12:00  C cancels at period end: too expensive
 *   Mar 01 12:00  D's trial converts, 30.00
 *   Mar 05 12:00  A is revoked
 *   Mar 20 12:00  now
 */

type Period = Record<string, number> & { timestamp: string };
type Metrics = { periods: Period[]; totals: Record<string, number>; metrics: Record<string, { type: string }> };

let server: TestServer;
let seller: BillingOrg;
const ids: Record<string, string> = {};
const clock = testClock();

const renew = () =>
  runRenewalsExclusive({
    db: server.gatehouse.database.db,
    processor: createPaymentProcessor(server.gatehouse.database.db),
  });

async function subscriptionOf(checkoutId: string): Promise<string> {
  const listed = await v1<{ items: Array<{ subscription_id: string | null }> }>(server, "GET", "/orders/", {
    token: seller.token,
    query: { checkout_id: checkoutId },
  });
  return String(listed.body.items[0]?.subscription_id);
}

async function buildBusiness(): Promise<void> {
  const product = async (name: string, amount: number, extra: Record<string, unknown> = {}) =>
    (
      await createProduct(server, seller.token, {
        name,
        ...extra,
        prices: [{ amount_type: "fixed", price_amount: amount, price_currency: "usd" }],
      })
    ).id;
  clock.set("2027-01-01T00:00:00.000Z");
  ids.lamp = await product("Lamp", 5000);
  ids.pro = await product("Pro", 2000, { recurring_interval: "month" });
  ids.team = await product("Team", 12000, { recurring_interval: "year" });
  ids.studio = await product("Studio", 3000, {
    recurring_interval: "month",
    trial_interval: "day",
    trial_interval_count: 14,
  });
  const discount = await v1<{ id: string }>(server, "POST", "/discounts/", {
    token: seller.token,
    body: { type: "percentage", duration: "once", name: "Ten off", basis_points: 1000 },
  });
  expect(discount.status).toBe(201);

  clock.set("2027-01-05T10:00:00.000Z");
  await buyProduct(server, seller.token, ids.lamp, { email: "one@example.com" });
  clock.set("2027-01-10T15:00:00.000Z");
  const a = await buyProduct(server, seller.token, ids.pro, { email: "a@example.com" });
  ids.subscriptionA = await subscriptionOf(String(a.checkout.id));
  clock.set("2027-01-20T03:30:00.000Z");
  const b = await buyProduct(server, seller.token, ids.lamp, {
    email: "b@example.com",
    checkout: { discount_id: discount.body.id },
  });
  clock.set("2027-01-25T12:00:00.000Z");
  await createCheckout(server, seller.token, ids.lamp);
  clock.set("2027-02-01T02:00:00.000Z");
  const c = await buyProduct(server, seller.token, ids.team, { email: "c@example.com" });
  ids.subscriptionC = await subscriptionOf(String(c.checkout.id));
  clock.set("2027-02-10T15:00:00.000Z");
  await renew();
  clock.set("2027-02-12T09:00:00.000Z");
  const orderB = await v1<{ items: Array<{ id: string; net_amount: number }> }>(server, "GET", "/orders/", {
    token: seller.token,
    query: { checkout_id: String(b.checkout.id) },
  });
  expect(orderB.body.items[0]?.net_amount).toBe(4500);
  const refund = await v1(server, "POST", "/refunds/", {
    token: seller.token,
    body: { order_id: orderB.body.items[0]?.id, amount: 1500, reason: "customer_request" },
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(201);
  clock.set("2027-02-15T12:00:00.000Z");
  await buyProduct(server, seller.token, ids.studio, { email: "d@example.com" });
  clock.set("2027-02-20T12:00:00.000Z");
  const canceled = await v1(server, "PATCH", `/subscriptions/${ids.subscriptionC}`, {
    token: seller.token,
    body: { cancel_at_period_end: true, customer_cancellation_reason: "too_expensive" },
  });
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
  clock.set("2027-03-01T12:00:00.000Z");
  await renew();
  clock.set("2027-03-05T12:00:00.000Z");
  expect((await v1(server, "DELETE", `/subscriptions/${ids.subscriptionA}`, { token: seller.token })).status).toBe(200);
  clock.set("2027-03-20T12:00:00.000Z");
}

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "metrics");
  clock.freeze();
  await buildBusiness();
}, 60_000);

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

async function metrics(query: Record<string, string | string[]>, token = seller.token): Promise<Metrics> {
  const response = await v1<Metrics>(server, "GET", "/metrics/", { token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const pick = (period: Record<string, number | string> | undefined, slugs: string[]) =>
  Object.fromEntries(slugs.map((slug) => [slug, period?.[slug]]));

const ORDER_SLUGS = [
  "orders",
  "revenue",
  "net_revenue",
  "cumulative_revenue",
  "net_cumulative_revenue",
  "average_order_value",
  "net_average_order_value",
  "one_time_products",
  "one_time_products_revenue",
  "one_time_products_net_revenue",
  "new_subscriptions",
  "new_subscriptions_revenue",
  "renewed_subscriptions",
  "renewed_subscriptions_revenue",
];
const SUBSCRIPTION_SLUGS = [
  "active_subscriptions",
  "committed_subscriptions",
  "monthly_recurring_revenue",
  "committed_monthly_recurring_revenue",
  "trial_monthly_recurring_revenue",
  "annual_recurring_revenue",
  "average_revenue_per_user",
  "canceled_subscriptions",
  "canceled_subscriptions_too_expensive",
  "canceled_subscriptions_other",
  "churned_subscriptions",
  "churn_rate",
];
const CHECKOUT_SLUGS = ["checkouts", "succeeded_checkouts", "checkouts_conversion"];

describe("GET /v1/metrics/ over the fixture business", () => {
  it("months in UTC: orders, revenue after refunds, subscriptions, MRR, checkouts and churn", async () => {
    const body = await metrics({ start_date: "2027-01-01", end_date: "2027-03-31", interval: "month" });
    expect(body.periods.map((period) => period.timestamp)).toEqual([
      "2027-01-01T00:00:00.000Z",
      "2027-02-01T00:00:00.000Z",
      "2027-03-01T00:00:00.000Z",
    ]);
    const [january, february, march] = body.periods;
    // January: 50.00 + 20.00 + 45.00 (15.00 of it refunded later).
    expect(pick(january, ORDER_SLUGS)).toEqual({
      orders: 3,
      revenue: 11500,
      net_revenue: 10000,
      cumulative_revenue: 11500,
      net_cumulative_revenue: 10000,
      average_order_value: 3833,
      net_average_order_value: 3333,
      one_time_products: 2,
      one_time_products_revenue: 9500,
      one_time_products_net_revenue: 8000,
      new_subscriptions: 1,
      new_subscriptions_revenue: 2000,
      renewed_subscriptions: 0,
      renewed_subscriptions_revenue: 0,
    });
    // February: Team 120.00, A's renewal 20.00, D's trial (a 0.00 order).
    expect(pick(february, ORDER_SLUGS)).toEqual({
      orders: 3,
      revenue: 14000,
      net_revenue: 14000,
      cumulative_revenue: 25500,
      net_cumulative_revenue: 24000,
      average_order_value: 4667,
      net_average_order_value: 4667,
      one_time_products: 0,
      one_time_products_revenue: 0,
      one_time_products_net_revenue: 0,
      new_subscriptions: 2,
      new_subscriptions_revenue: 12000,
      renewed_subscriptions: 1,
      renewed_subscriptions_revenue: 2000,
    });
    // March: D's first paid month.
    expect(pick(march, ORDER_SLUGS)).toEqual({
      orders: 1,
      revenue: 3000,
      net_revenue: 3000,
      cumulative_revenue: 28500,
      net_cumulative_revenue: 27000,
      average_order_value: 3000,
      net_average_order_value: 3000,
      one_time_products: 0,
      one_time_products_revenue: 0,
      one_time_products_net_revenue: 0,
      new_subscriptions: 0,
      new_subscriptions_revenue: 0,
      renewed_subscriptions: 1,
      renewed_subscriptions_revenue: 3000,
    });
    // End of January: A (20.00 / month).
    expect(pick(january, SUBSCRIPTION_SLUGS)).toEqual({
      active_subscriptions: 1,
      committed_subscriptions: 1,
      monthly_recurring_revenue: 2000,
      committed_monthly_recurring_revenue: 2000,
      trial_monthly_recurring_revenue: 0,
      annual_recurring_revenue: 24000,
      average_revenue_per_user: 2000,
      canceled_subscriptions: 0,
      canceled_subscriptions_too_expensive: 0,
      canceled_subscriptions_other: 0,
      churned_subscriptions: 0,
      churn_rate: 0,
    });
    // End of February: A, C (10.00 / month, canceled so not committed), D in trial.
    expect(pick(february, SUBSCRIPTION_SLUGS)).toEqual({
      active_subscriptions: 3,
      committed_subscriptions: 2,
      monthly_recurring_revenue: 3000,
      committed_monthly_recurring_revenue: 2000,
      trial_monthly_recurring_revenue: 3000,
      annual_recurring_revenue: 36000,
      average_revenue_per_user: 1500,
      canceled_subscriptions: 1,
      canceled_subscriptions_too_expensive: 1,
      canceled_subscriptions_other: 0,
      churned_subscriptions: 0,
      churn_rate: 0,
    });
    // Now (March 20): C until its year ends, D paying; A revoked on March 5 (no reason: other).
    expect(pick(march, SUBSCRIPTION_SLUGS)).toEqual({
      active_subscriptions: 2,
      committed_subscriptions: 1,
      monthly_recurring_revenue: 4000,
      committed_monthly_recurring_revenue: 3000,
      trial_monthly_recurring_revenue: 0,
      annual_recurring_revenue: 48000,
      average_revenue_per_user: 2000,
      canceled_subscriptions: 1,
      canceled_subscriptions_too_expensive: 0,
      canceled_subscriptions_other: 1,
      churned_subscriptions: 1,
      churn_rate: 1 / 3,
    });
    expect(pick(january, CHECKOUT_SLUGS)).toEqual({ checkouts: 4, succeeded_checkouts: 3, checkouts_conversion: 0.75 });
    expect(pick(february, CHECKOUT_SLUGS)).toEqual({ checkouts: 2, succeeded_checkouts: 2, checkouts_conversion: 1 });
    expect(pick(march, CHECKOUT_SLUGS)).toEqual({ checkouts: 0, succeeded_checkouts: 0, checkouts_conversion: 0 });
    // Totals: flows add up, stocks are the last period's, ratios from the summed parts.
    expect(pick(body.totals, [...ORDER_SLUGS, ...SUBSCRIPTION_SLUGS, ...CHECKOUT_SLUGS])).toEqual({
      orders: 7,
      revenue: 28500,
      net_revenue: 27000,
      cumulative_revenue: 28500,
      net_cumulative_revenue: 27000,
      average_order_value: 4071,
      net_average_order_value: 3857,
      one_time_products: 2,
      one_time_products_revenue: 9500,
      one_time_products_net_revenue: 8000,
      new_subscriptions: 3,
      new_subscriptions_revenue: 14000,
      renewed_subscriptions: 2,
      renewed_subscriptions_revenue: 5000,
      active_subscriptions: 2,
      committed_subscriptions: 1,
      monthly_recurring_revenue: 4000,
      committed_monthly_recurring_revenue: 3000,
      trial_monthly_recurring_revenue: 0,
      annual_recurring_revenue: 48000,
      average_revenue_per_user: 2000,
      canceled_subscriptions: 2,
      canceled_subscriptions_too_expensive: 1,
      canceled_subscriptions_other: 1,
      churned_subscriptions: 1,
      // 1 ended of the 3 the range had (none at its start, 3 started within it).
      churn_rate: 1 / 3,
      checkouts: 6,
      succeeded_checkouts: 5,
      checkouts_conversion: 5 / 6,
    });
    const REST = {
      new_subscriptions_net_revenue: 14000,
      renewed_subscriptions_net_revenue: 5000,
      committed_annual_recurring_revenue: 36000,
      canceled_subscriptions_customer_service: 0,
      canceled_subscriptions_low_quality: 0,
      canceled_subscriptions_missing_features: 0,
      canceled_subscriptions_switched_service: 0,
      canceled_subscriptions_too_complex: 0,
      canceled_subscriptions_unused: 0,
    };
    expect(pick(body.totals, Object.keys(REST))).toEqual(REST);
    // Every metric the API answers is asserted above.
    expect(Object.keys(body.totals).sort()).toEqual(
      [...ORDER_SLUGS, ...SUBSCRIPTION_SLUGS, ...CHECKOUT_SLUGS, ...Object.keys(REST)].sort(),
    );
    expect(body.metrics.monthly_recurring_revenue).toEqual({
      slug: "monthly_recurring_revenue",
      display_name: "Monthly Recurring Revenue",
      type: "currency",
    });
    expect(body.metrics.churn_rate?.type).toBe("percentage");
  });

  it("months in New York: Team's sale of Feb 1 02:00 UTC is January's", async () => {
    const body = await metrics({
      start_date: "2027-01-01",
      end_date: "2027-02-28",
      interval: "month",
      timezone: "America/New_York",
    });
    expect(body.periods.map((period) => period.timestamp)).toEqual([
      "2027-01-01T05:00:00.000Z",
      "2027-02-01T05:00:00.000Z",
    ]);
    expect(body.periods.map((period) => pick(period, ["orders", "revenue", "new_subscriptions"]))).toEqual([
      { orders: 4, revenue: 23500, new_subscriptions: 2 },
      { orders: 2, revenue: 2000, new_subscriptions: 1 },
    ]);
  });

  it("days: the discounted sale is Jan 20 in UTC and Jan 19 in New York; a DST day is 23 hours", async () => {
    const utc = await metrics({ start_date: "2027-01-19", end_date: "2027-01-20", interval: "day" });
    expect(utc.periods.map((period) => [period.timestamp, period.revenue])).toEqual([
      ["2027-01-19T00:00:00.000Z", 0],
      ["2027-01-20T00:00:00.000Z", 4500],
    ]);
    const newYork = await metrics({
      start_date: "2027-01-19",
      end_date: "2027-01-20",
      interval: "day",
      timezone: "America/New_York",
    });
    expect(newYork.periods.map((period) => [period.timestamp, period.revenue])).toEqual([
      ["2027-01-19T05:00:00.000Z", 4500],
      ["2027-01-20T05:00:00.000Z", 0],
    ]);
    const dst = await metrics({
      start_date: "2027-03-13",
      end_date: "2027-03-15",
      interval: "day",
      timezone: "America/New_York",
    });
    expect(dst.periods.map((period) => period.timestamp)).toEqual([
      "2027-03-13T05:00:00.000Z",
      "2027-03-14T05:00:00.000Z",
      "2027-03-15T04:00:00.000Z",
    ]);
    // Cumulative revenue carries what came before the range.
    expect(dst.periods.map((period) => period.cumulative_revenue)).toEqual([28500, 28500, 28500]);
  });

  it("filters by product, billing type and customer; `metrics` answers only those asked for", async () => {
    const base = { start_date: "2027-01-01", end_date: "2027-03-31", interval: "month" };
    const lamp = await metrics({ ...base, product_id: ids.lamp as string });
    expect(pick(lamp.totals, ["orders", "revenue", "net_revenue", "checkouts", "active_subscriptions"])).toEqual({
      orders: 2,
      revenue: 9500,
      net_revenue: 8000,
      checkouts: 3,
      active_subscriptions: 0,
    });
    const recurring = await metrics({ ...base, billing_type: "recurring" });
    expect(
      pick(recurring.totals, ["orders", "revenue", "one_time_products", "checkouts", "active_subscriptions"]),
    ).toEqual({
      orders: 5,
      revenue: 19000,
      one_time_products: 0,
      checkouts: 3,
      active_subscriptions: 2,
    });
    const oneTime = await metrics({ ...base, billing_type: "one_time" });
    expect(pick(oneTime.totals, ["orders", "revenue", "monthly_recurring_revenue"])).toEqual({
      orders: 2,
      revenue: 9500,
      monthly_recurring_revenue: 0,
    });
    const customers = await v1<{ items: Array<{ id: string; email: string }> }>(server, "GET", "/customers/", {
      token: seller.token,
      query: { email: "c@example.com" },
    });
    const c = await metrics({ ...base, customer_id: String(customers.body.items[0]?.id) });
    expect(pick(c.totals, ["orders", "revenue", "monthly_recurring_revenue", "canceled_subscriptions"])).toEqual({
      orders: 1,
      revenue: 12000,
      monthly_recurring_revenue: 1000,
      canceled_subscriptions: 1,
    });
    // Every product named: the orders themselves are counted, not their hourly totals; same figures.
    const everyProduct = await metrics({ ...base, product_id: [ids.lamp, ids.pro, ids.team, ids.studio] as string[] });
    const all = await metrics(base);
    for (const slug of ORDER_SLUGS) expect([slug, everyProduct.totals[slug]]).toEqual([slug, all.totals[slug]]);
    expect(everyProduct.periods).toEqual(all.periods);
    const focused = await metrics({ ...base, metrics: ["revenue", "orders"] });
    expect(Object.keys(focused.periods[0] ?? {}).sort()).toEqual(["orders", "revenue", "timestamp"]);
    expect(Object.keys(focused.totals).sort()).toEqual(["orders", "revenue"]);
    expect(Object.keys(focused.metrics).sort()).toEqual(["orders", "revenue"]);
  });

  it("GET /v1/metrics/export: the same periods as CSV, timestamps in the query's zone", async () => {
    const query = {
      start_date: "2027-01-01",
      end_date: "2027-02-28",
      interval: "month",
      timezone: "America/New_York",
      metrics: ["orders", "revenue"],
    };
    const response = await fetch(
      `${server.url}/v1/metrics/export?${new URLSearchParams([
        ...Object.entries(query).filter(([key]) => key !== "metrics"),
        ["metrics", "orders"],
        ["metrics", "revenue"],
      ] as Array<[string, string]>)}`,
      { headers: { authorization: `Bearer ${seller.token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("polar-metrics-2027-01-01-2027-02-28.csv");
    expect(await response.text()).toBe(
      "timestamp,orders,revenue\r\n2027-01-01T00:00:00-05:00,4,23500\r\n2027-02-01T00:00:00-05:00,2,2000\r\n",
    );
    const csv = await sdk10(server, seller.token).metrics.export({
      start_date: "2027-01-01",
      end_date: "2027-01-31",
      interval: "month",
    });
    expect(String(csv).split("\r\n")[1]).toMatch(/^2027-01-01T00:00:00\+00:00,3,11500,/);
  });

  it("refuses bad input with 422 and keeps other organizations' figures apart", async () => {
    const refused: Array<Record<string, string>> = [
      { start_date: "2027-01-01", end_date: "2026-12-31", interval: "day" },
      { start_date: "2027-01-01", end_date: "2027-01-31", interval: "day", timezone: "Mars/Olympus" },
      { start_date: "2020-01-01", end_date: "2027-01-31", interval: "day" },
      { start_date: "2027-02-30", end_date: "2027-03-01", interval: "day" },
      { start_date: "0050-01-01", end_date: "0050-01-02", interval: "day" },
      { start_date: "2027-01-01", end_date: "2027-01-31", interval: "minute" },
      { start_date: "2027-01-01", end_date: "2027-01-31", interval: "day", metrics: "nonsense" },
      { start_date: "2027-01-01", end_date: "2027-01-31" },
    ];
    for (const query of refused)
      expect422(await v1(server, "GET", "/metrics/", { token: seller.token, query }), "query");
    const other = await billingOrg(server, "metrics-other");
    const empty = await metrics({ start_date: "2027-01-01", end_date: "2027-03-31", interval: "month" }, other.token);
    expect(empty.totals.revenue).toBe(0);
    expect(empty.totals.active_subscriptions).toBe(0);
    const readOnly = await createToken(server, seller.owner, seller.organization.id, ["metrics:read"]);
    expect((await v1(server, "GET", "/metrics/limits", { token: readOnly })).status).toBe(200);
    const noScope = await createToken(server, seller.owner, seller.organization.id, ["orders:read"]);
    expect(
      (
        await v1(server, "GET", "/metrics/", {
          token: noScope,
          query: { start_date: "2027-01-01", end_date: "2027-01-02", interval: "day" },
        })
      ).status,
    ).toBe(403);
  });

  it("the Polar SDKs' metrics.get and metrics.limits (0.47 strict, 1.0)", async () => {
    const old = sdk047(server, seller.token);
    const got = await old.metrics.get({
      startDate: new RFCDate("2027-01-01"),
      endDate: new RFCDate("2027-03-31"),
      interval: "month",
      timezone: "America/New_York",
    });
    expect(got.periods).toHaveLength(3);
    expect(got.totals.revenue).toBe(28500);
    expect(got.metrics.monthlyRecurringRevenue?.displayName).toBe("Monthly Recurring Revenue");
    const limits = await old.metrics.limits();
    expect(limits.intervals.day.maxDays).toBeGreaterThanOrEqual(366);
    const current = sdk10(server, seller.token);
    const gotNew = await current.metrics.get({
      start_date: "2027-01-01",
      end_date: "2027-03-31",
      interval: "month",
    });
    expect(gotNew.totals.monthly_recurring_revenue).toBe(4000);
    expect((await current.metrics.limits()).min_date).toBe("2020-01-01");
  });
});
