import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expectError, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The portal's per-meter quantities (Gatehouse extension, for the portal's usage chart):
 * GET /v1/customer-portal/meters/{id}/quantities counts the signed-in customer's events only.
 */

let server: TestServer;
let a: BillingOrg;
const clock = testClock();
const db = () => server.gatehouse.database.db;

type Quantities = { quantities: Array<{ timestamp: string; quantity: number }>; total: number };
type PortalMeter = { id: string; consumed_units: number };

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "cmq-a");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

async function ingest(customerId: string, count: number, timestamp: string): Promise<void> {
  const events = Array.from({ length: count }, () => ({ name: "cmq.call", customer_id: customerId, timestamp }));
  const response = await v1(server, "POST", "/events/ingest", { token: a.token, body: { events } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function portalMeter(customerId: string): Promise<{ token: string; meter: PortalMeter }> {
  const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: a.token,
    body: { customer_id: customerId },
  });
  expect(session.status).toBe(201);
  const list = await v1<{ items: PortalMeter[] }>(server, "GET", "/customer-portal/meters/", {
    token: session.body.token,
  });
  expect(list.body.items).toHaveLength(1);
  return { token: session.body.token, meter: list.body.items[0]! };
}

describe("portal meter quantities", () => {
  it("buckets the customer's own events by day, sums to consumed_units; another customer's meter is 404", async () => {
    clock.freeze();
    clock.set("2027-06-01T00:00:00.000Z");
    try {
      const meter = await v1<{ id: string }>(server, "POST", "/meters/", {
        token: a.token,
        body: {
          name: "Calls",
          filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "cmq.call" }] },
          aggregation: { func: "count" },
        },
      });
      expect(meter.status).toBe(201);
      const benefit = await v1<{ id: string }>(server, "POST", "/benefits/", {
        token: a.token,
        body: {
          type: "meter_credit",
          description: "50 calls",
          properties: { meter_id: meter.body.id, units: 50, rollover: false },
        },
      });
      const product = await createProduct(server, a.token, {
        name: "Calls plan",
        recurring_interval: "month",
        prices: [{ amount_type: "fixed", price_amount: 500, price_currency: "usd" }],
      });
      await v1(server, "POST", `/products/${product.id}/benefits`, {
        token: a.token,
        body: { benefits: [benefit.body.id] },
      });
      const mine = String(
        (await buyProduct(server, a.token, product.id, { email: `cmq-${crypto.randomUUID()}@example.com` })).checkout
          .customer_id,
      );
      const theirs = String(
        (await buyProduct(server, a.token, product.id, { email: `cmq-${crypto.randomUUID()}@example.com` })).checkout
          .customer_id,
      );
      await drainGrantJobs(db());

      await ingest(mine, 3, "2027-06-02T10:00:00Z");
      await ingest(mine, 2, "2027-06-04T23:59:00Z");
      await ingest(theirs, 7, "2027-06-02T11:00:00Z");
      clock.set("2027-06-05T12:00:00.000Z");

      const { token, meter: own } = await portalMeter(mine);
      expect(own.consumed_units).toBe(5);
      const query = { start_timestamp: "2027-06-01T00:00:00Z", end_timestamp: "2027-06-05T12:00:00Z", interval: "day" };
      const response = await v1<Quantities>(server, "GET", `/customer-portal/meters/${own.id}/quantities`, {
        token,
        query,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.quantities.map((bucket) => [bucket.timestamp.slice(0, 10), bucket.quantity])).toEqual([
        ["2027-06-01", 0],
        ["2027-06-02", 3],
        ["2027-06-03", 0],
        ["2027-06-04", 2],
        ["2027-06-05", 0],
      ]);
      expect(response.body.total).toBe(own.consumed_units);
      expect(response.body.quantities.reduce((sum, bucket) => sum + bucket.quantity, 0)).toBe(own.consumed_units);

      // The other customer sees their 7, and neither sees the other's meter.
      const other = await portalMeter(theirs);
      expect(
        (
          await v1<Quantities>(server, "GET", `/customer-portal/meters/${other.meter.id}/quantities`, {
            token: other.token,
            query,
          })
        ).body.total,
      ).toBe(7);
      expectError(
        await v1(server, "GET", `/customer-portal/meters/${other.meter.id}/quantities`, { token, query }),
        404,
        "ResourceNotFound",
      );
      expectError(
        await v1(server, "GET", `/customer-portal/meters/${own.id}/quantities`, { token: other.token, query }),
        404,
        "ResourceNotFound",
      );
      // Bad input is 422; no session is 401.
      expect(
        (
          await v1(server, "GET", `/customer-portal/meters/${own.id}/quantities`, {
            token,
            query: { ...query, interval: "minute" },
          })
        ).status,
      ).toBe(422);
      expect((await v1(server, "GET", `/customer-portal/meters/${own.id}/quantities`, { query })).status).toBe(401);
    } finally {
      clock.reset();
    }
  });
});
