import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRenewals } from "../../src/billing/subscriptions/renewal-job.ts";
import { type Database, openDatabase } from "../../src/db/database.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Two scheduler processes on one PostgreSQL database: the test server's pool and a second,
 * independent pool (what a second Gatehouse instance has) run renewals at the same time over
 * several due subscriptions. Each period is claimed once: one renewal row and one
 * subscription_cycle order per subscription, and a pending proration billed once.
 */

let server: TestServer;
let a: BillingOrg;
let second: Database;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "workers");
  second = openDatabase({ database: { kind: "postgres", url: server.database.env.DATABASE_URL! } });
});

afterAll(async () => {
  clock.uninstall();
  await second?.close();
  await server?.close();
});

describe("renewals from two database pools", () => {
  it("cycle each due subscription exactly once", async () => {
    // Frozen first, then set: exact timestamps.
    clock.freeze();
    clock.set("2027-09-01T00:00:00.000Z");
    try {
      const product = await createProduct(server, a.token, {
        name: "Workers plan",
        recurring_interval: "month",
        prices: [{ amount_type: "fixed", price_amount: 1000, price_currency: "usd" }],
      });
      const ids: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const { checkout } = await buyProduct(server, a.token, product.id, {
          email: `worker-${i}-${crypto.randomUUID()}@example.com`,
        });
        ids.push(String(checkout.subscription_id));
      }
      // One of them has a pending proration (prorate): it must be billed once too.
      const pro = await createProduct(server, a.token, {
        name: "Workers pro",
        recurring_interval: "month",
        prices: [{ amount_type: "fixed", price_amount: 4000, price_currency: "usd" }],
      });
      clock.set("2027-09-16T00:00:00.000Z");
      const changed = await v1(server, "PATCH", `/subscriptions/${ids[0]}`, {
        token: a.token,
        body: { product_id: pro.id, proration_behavior: "prorate" },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);

      clock.set("2027-10-01T00:00:00.000Z");
      const first = server.gatehouse.database.db;
      const results = await Promise.all([
        runRenewals({ db: first, processor: createPaymentProcessor(first) }),
        runRenewals({ db: second.db, processor: createPaymentProcessor(second.db) }),
        runRenewals({ db: first, processor: createPaymentProcessor(first) }),
        runRenewals({ db: second.db, processor: createPaymentProcessor(second.db) }),
      ]);
      expect(results.reduce((sum, result) => sum + result.cycled, 0)).toBe(6);
      expect(results.reduce((sum, result) => sum + result.paid, 0)).toBe(6);

      const renewals = await first
        .selectFrom("billing_subscription_renewal")
        .select(["subscription_id", "status", "amount"])
        .where("subscription_id", "in", ids)
        .execute();
      expect(renewals.map((row) => row.subscription_id).sort()).toEqual([...ids].sort());
      expect(renewals.every((row) => row.status === "paid")).toBe(true);
      const orders = await first
        .selectFrom("billing_order")
        .select(["subscription_id", "subtotal_amount"])
        .where("billing_reason", "=", "subscription_cycle")
        .where("subscription_id", "in", ids)
        .execute();
      expect(orders.map((row) => row.subscription_id).sort()).toEqual([...ids].sort());
      // Half a period left: (4000 − 1000) × 0.5 = 1500 on top of 4000, once.
      expect(orders.find((row) => row.subscription_id === ids[0])?.subtotal_amount).toBe(5500);
      const payments = await first
        .selectFrom("payment")
        .select(["amount"])
        .where("description", "like", "Subscription renewal %")
        .execute();
      expect(payments).toHaveLength(6);
      for (const id of ids) {
        const subscription = await v1<{ current_period_start: string }>(server, "GET", `/subscriptions/${id}`, {
          token: a.token,
        });
        expect(subscription.body.current_period_start).toBe("2027-10-01T00:00:00.000Z");
      }
    } finally {
      clock.reset();
    }
  });
});
