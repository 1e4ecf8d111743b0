import { afterAll, beforeAll, expect, it } from "vitest";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Seat changes, the billing side: a seat-based subscription's seat count changes — more
 * seats at once with a proration (charged now with `invoice`), fewer at the period's end (shown
 * as Polar's `pending_update`, applied by the renewal, never below the seats in use).
 */

let server: TestServer;
let seller: BillingOrg;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "seat-changes");
});
afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

type Order = { billing_reason: string; subtotal_amount: number; seats: number | null };

it("adds seats now with a proration and removes them at the period's end", async () => {
  clock.freeze();
  clock.set("2027-03-01T00:00:00.000Z");
  try {
    const product = await createProduct(server, seller.token, {
      name: "Seat changes plan",
      recurring_interval: "month",
      prices: [
        {
          amount_type: "seat_based",
          price_currency: "usd",
          seat_tiers: { tiers: [{ min_seats: 1, price_per_seat: 1000 }] },
        },
      ],
    });
    const { checkout } = await buyProduct(server, seller.token, product.id, {
      email: `changes-${crypto.randomUUID().slice(0, 8)}@example.com`,
      checkout: { seats: 3 },
    });
    expect(checkout.status).toBe("succeeded");
    const id = String(checkout.subscription_id);
    const polar = sdk047(server, seller.token);

    // Half-way through March (31 days): 2 more seats cost half of 2 × 1000, charged now.
    clock.set("2027-03-16T12:00:00.000Z");
    const preview = await v1<{ proration_amount: number; due_now: number; new_amount: number }>(
      server,
      "POST",
      `/subscriptions/${id}/update-preview`,
      { token: seller.token, body: { seats: 5, proration_behavior: "invoice" } },
    );
    expect(preview.body).toMatchObject({ new_amount: 5000, proration_amount: 1000, due_now: 1000 });
    const grown = await polar.subscriptions.update({
      id,
      subscriptionUpdate: { seats: 5, prorationBehavior: "invoice" },
    });
    expect(grown).toMatchObject({ seats: 5, amount: 5000, pendingUpdate: null });
    const orders = await v1<{ items: Order[] }>(server, "GET", `/orders/?subscription_id=${id}&sorting=created_at`, {
      token: seller.token,
    });
    expect(orders.body.items.map((order) => [order.billing_reason, order.subtotal_amount])).toEqual([
      ["subscription_create", 3000],
      ["subscription_update", 1000],
    ]);

    // Two seats in use: going below is refused; going to 2 waits for the period's end.
    for (const label of ["a", "b"])
      await polar.customerSeats.assignSeat({
        subscriptionId: id,
        email: `${label}-${crypto.randomUUID()}@example.com`,
      });
    const below = await v1(server, "PATCH", `/subscriptions/${id}`, { token: seller.token, body: { seats: 1 } });
    expect(below.status).toBe(422);
    expect(JSON.stringify(below.body)).toContain("2 seats are assigned");
    const shrunk = await polar.subscriptions.update({ id, subscriptionUpdate: { seats: 2 } });
    expect(shrunk).toMatchObject({ seats: 5, amount: 5000 });
    expect(shrunk.pendingUpdate).toMatchObject({ seats: 2 });
    expect(shrunk.pendingUpdate?.appliesAt.toISOString()).toBe("2027-04-01T00:00:00.000Z");

    clock.set("2027-04-01T00:00:00.000Z");
    await runRenewalsExclusive({
      db: server.gatehouse.database.db,
      processor: createPaymentProcessor(server.gatehouse.database.db),
    });
    const renewed = await polar.subscriptions.get({ id });
    expect(renewed).toMatchObject({ seats: 2, amount: 2000, pendingUpdate: null });
    const after = await v1<{ items: Order[] }>(server, "GET", `/orders/?subscription_id=${id}&sorting=created_at`, {
      token: seller.token,
    });
    expect(after.body.items.at(-1)).toMatchObject({ billing_reason: "subscription_cycle", subtotal_amount: 2000 });
  } finally {
    clock.reset();
  }
});
