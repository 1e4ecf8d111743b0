import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { person } from "../organization/fixtures.ts";

/**
 * Customer meters: meter_credit grants and their reset + rollover at each cycle,
 * revoke, /v1/customer-meters through both SDKs, customer state's active_meters, the portal's
 * meters and the /api/auth/usage path of a signed-in user.
 */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
const clock = testClock();

const db = () => server.gatehouse.database.db;
const renew = () => runRenewalsExclusive({ db: db(), processor: createPaymentProcessor(db()) });

type Numbers = { id: string; meter_id: string; consumed_units: number; credited_units: number; balance: number };

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "cm-a");
  b = await billingOrg(server, "cm-b");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

async function createMeter(org: BillingOrg, name: string, event: string): Promise<{ id: string; name: string }> {
  const response = await v1<{ id: string; name: string }>(server, "POST", "/meters/", {
    token: org.token,
    body: {
      name,
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: event }] },
      aggregation: { func: "count" },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function ingest(
  org: BillingOrg,
  customerId: string,
  name: string,
  count: number,
  timestamp: string,
): Promise<void> {
  const events = Array.from({ length: count }, () => ({ name, customer_id: customerId, timestamp }));
  const response = await v1(server, "POST", "/events/ingest", { token: org.token, body: { events } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function creditBenefit(meterId: string, units: number, rollover: boolean): Promise<string> {
  const response = await v1<{ id: string }>(server, "POST", "/benefits/", {
    token: a.token,
    body: { type: "meter_credit", description: `${units} credits`, properties: { meter_id: meterId, units, rollover } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function metersOf(customerId: string): Promise<Record<string, [number, number, number]>> {
  const response = await v1<{ items: Numbers[] }>(server, "GET", "/customer-meters/", {
    token: a.token,
    query: { customer_id: customerId },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return Object.fromEntries(
    response.body.items.map((item) => [item.meter_id, [item.consumed_units, item.credited_units, item.balance]]),
  );
}

describe("meter credits", () => {
  it("credits at grant; reset and rollover of the unused balance at each cycle; revoke takes the last credit back", async () => {
    clock.freeze();
    clock.set("2027-03-01T00:00:00.000Z");
    try {
      const rolling = await createMeter(a, "Rolling", "cm.rolling");
      const plain = await createMeter(a, "Plain", "cm.plain");
      const product = await createProduct(server, a.token, {
        name: "Credits plan",
        recurring_interval: "month",
        prices: [{ amount_type: "fixed", price_amount: 500, price_currency: "usd" }],
      });
      const linked = await v1(server, "POST", `/products/${product.id}/benefits`, {
        token: a.token,
        body: { benefits: [await creditBenefit(rolling.id, 100, true), await creditBenefit(plain.id, 50, false)] },
      });
      expect(linked.status).toBe(200);
      const { checkout } = await buyProduct(server, a.token, product.id, {
        email: `cm-${crypto.randomUUID()}@example.com`,
      });
      const customerId = String(checkout.customer_id);
      await drainGrantJobs(db());
      expect(await metersOf(customerId)).toEqual({ [rolling.id]: [0, 100, 100], [plain.id]: [0, 50, 50] });

      // March: 30 of 100 used (70 roll over); 60 of 50 used (balance −10, nothing rolls over).
      await ingest(a, customerId, "cm.rolling", 30, "2027-03-10T00:00:00Z");
      await ingest(a, customerId, "cm.plain", 60, "2027-03-10T00:00:00Z");
      expect(await metersOf(customerId)).toEqual({ [rolling.id]: [30, 100, 70], [plain.id]: [60, 50, -10] });

      clock.set("2027-04-01T00:00:00.000Z");
      await renew();
      await drainGrantJobs(db());
      expect(await metersOf(customerId)).toEqual({ [rolling.id]: [0, 170, 170], [plain.id]: [0, 50, 50] });

      // April: 200 used of 170: the negative balance does not roll over.
      await ingest(a, customerId, "cm.rolling", 200, "2027-04-10T00:00:00Z");
      expect((await metersOf(customerId))[rolling.id]).toEqual([200, 170, -30]);
      clock.set("2027-05-01T00:00:00.000Z");
      await renew();
      await drainGrantJobs(db());
      expect(await metersOf(customerId)).toEqual({ [rolling.id]: [0, 100, 100], [plain.id]: [0, 50, 50] });

      // The system events behind it, as /v1/events lists them.
      const events = await v1<{ items: Array<{ name: string; source: string; metadata: Record<string, unknown> }> }>(
        server,
        "GET",
        "/events/",
        { token: a.token, query: { customer_id: customerId, source: "system", limit: "100" } },
      );
      expect(events.status).toBe(200);
      const credited = events.body.items
        .filter((event) => event.name === "meter.credited" && event.metadata.meter_id === rolling.id)
        .map((event) => event.metadata.units);
      expect(credited.sort()).toEqual([100, 100, 100, 70].sort());

      // Revoked: the last credit of each meter is taken back.
      const subscription = String(checkout.subscription_id);
      expect(
        (await v1(server, "PATCH", `/subscriptions/${subscription}`, { token: a.token, body: { revoke: true } }))
          .status,
      ).toBe(200);
      await drainGrantJobs(db());
      expect(await metersOf(customerId)).toEqual({ [rolling.id]: [0, 0, 0], [plain.id]: [0, 0, 0] });
    } finally {
      clock.reset();
    }
  });
});

describe("customer meters API, state and portal", () => {
  let meterId: string;
  let customerId: string;
  let customerMeterId: string;
  let owner: Awaited<ReturnType<typeof person>>;

  beforeAll(async () => {
    const meter = await createMeter(a, "Requests", "cm.request");
    meterId = meter.id;
    owner = await person(server, "cm-user");
    const created = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: a.token,
      body: { email: owner.email, external_id: owner.id },
    });
    customerId = created.body.id;
    const product = await createProduct(server, a.token, {
      name: "Requests plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 900, price_currency: "usd" }],
    });
    await v1(server, "POST", `/products/${product.id}/benefits`, {
      token: a.token,
      body: { benefits: [await creditBenefit(meterId, 10, false)] },
    });
    const { checkout } = await buyProduct(server, a.token, product.id, { email: owner.email });
    expect(checkout.customer_id).toBe(customerId);
    await drainGrantJobs(db());
    await ingest(a, customerId, "cm.request", 4, new Date().toISOString());
  });

  it("lists and gets through both SDKs, filters by customer, external id and meter; other organizations see nothing", async () => {
    const ten = sdk10(server, a.token);
    const page = await ten.customerMeters.list({ external_customer_id: owner.id });
    expect(page.items).toHaveLength(1);
    const item = page.items[0]!;
    customerMeterId = item.id;
    expect(item).toMatchObject({
      customer_id: customerId,
      meter_id: meterId,
      consumed_units: 4,
      credited_units: 10,
      balance: 6,
      customer: { id: customerId },
      meter: { id: meterId, name: "Requests" },
    });
    expect((await ten.customerMeters.get(item.id)).balance).toBe(6);
    const old = sdk047(server, a.token);
    const listed = await old.customerMeters.list({ meterId, sorting: ["-balance"] });
    expect(listed.result.items.map((row) => row.id)).toContain(item.id);
    expect((await old.customerMeters.get({ id: item.id })).consumedUnits).toBe(4);
    expect(
      (
        await v1<{ items: unknown[] }>(server, "GET", "/customer-meters/", {
          token: a.token,
          query: { external_customer_id: "nobody" },
        })
      ).body.items,
    ).toEqual([]);
    expectError(await v1(server, "GET", `/customer-meters/${item.id}`, { token: b.token }), 404, "ResourceNotFound");
    expect((await v1<{ items: unknown[] }>(server, "GET", "/customer-meters/", { token: b.token })).body.items).toEqual(
      [],
    );
    expect((await v1(server, "GET", "/customer-meters/", { token: a.token, query: { sorting: "nope" } })).status).toBe(
      422,
    );
  });

  it("customer state lists the active meters", async () => {
    const state = await v1<{ active_meters: Numbers[] }>(server, "GET", `/customers/${customerId}/state`, {
      token: a.token,
    });
    expect(state.status).toBe(200);
    expect(state.body.active_meters).toEqual([
      expect.objectContaining({
        id: customerMeterId,
        meter_id: meterId,
        consumed_units: 4,
        credited_units: 10,
        balance: 6,
      }),
    ]);
    const old = await sdk047(server, a.token).customers.getStateExternal({ externalId: owner.id });
    expect(old.activeMeters[0]).toMatchObject({ meterId, balance: 6 });
  });

  it("the portal lists and gets the customer's own meters", async () => {
    const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: customerId },
    });
    const token = session.body.token;
    const old = sdk047(server, a.token);
    const page = await old.customerPortal.customerMeters.list({ customerSession: token }, {});
    expect(page.result.items.map((item) => [item.id, item.meter.name, item.balance])).toEqual([
      [customerMeterId, "Requests", 6],
    ]);
    expect(
      (await old.customerPortal.customerMeters.get({ customerSession: token }, { id: customerMeterId })).consumedUnits,
    ).toBe(4);
    const ten = sdk10(server, token);
    expect((await ten.customerPortal.customerMeters.list({ query: "requ" })).items).toHaveLength(1);
    expect((await ten.customerPortal.customerMeters.list({ query: "other" })).items).toHaveLength(0);
    // Another customer's session does not see it.
    const other = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: a.token,
      body: { email: `other-${crypto.randomUUID()}@example.com` },
    });
    const otherSession = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: other.body.id },
    });
    expectError(
      await v1(server, "GET", `/customer-portal/meters/${customerMeterId}`, { token: otherSession.body.token }),
      404,
      "ResourceNotFound",
    );
  });

  it("a signed-in user ingests usage and lists their meters through /api/auth/usage", async () => {
    const ingested = await owner.client.post<{ inserted: number }>("/usage/ingest", {
      event: "cm.request",
      metadata: { path: "/x" },
      organizationId: a.organization.id,
    });
    expect(ingested.status, JSON.stringify(ingested.body)).toBe(200);
    expect(ingested.body.inserted).toBe(1);
    const listed = await owner.client.get<{ items: Numbers[] }>("/usage/meters/list", {
      query: { organizationId: a.organization.id },
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.items.map((item) => [item.meter_id, item.consumed_units, item.balance])).toEqual([
      [meterId, 5, 5],
    ]);
    // Not a customer of b; no organization at all; not signed in; a bad body.
    expect(
      (await owner.client.post("/usage/ingest", { event: "cm.request", organizationId: b.organization.id })).status,
    ).toBe(403);
    expect((await owner.client.post("/usage/ingest", { event: "cm.request" })).status).toBe(400);
    expect(
      (await server.client().post("/usage/ingest", { event: "cm.request", organizationId: a.organization.id })).status,
    ).toBe(401);
    expect((await owner.client.post("/usage/ingest", { metadata: {}, organizationId: a.organization.id })).status).toBe(
      400,
    );
    expect(
      (
        await owner.client.post("/usage/ingest", {
          event: "x",
          metadata: { nested: { no: 1 } },
          organizationId: a.organization.id,
        })
      ).status,
    ).toBe(400);
  });
});

describe("customer meters made by events (Polar makes one for every meter with matching events)", () => {
  let c: BillingOrg;
  beforeAll(async () => {
    c = await billingOrg(server, "cm-c");
  });

  async function createCustomer(externalId?: string): Promise<string> {
    const response = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: c.token,
      body: { email: `cm-${crypto.randomUUID()}@example.com`, ...(externalId ? { external_id: externalId } : {}) },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id;
  }

  async function meterWith(filter: object): Promise<string> {
    const response = await v1<{ id: string }>(server, "POST", "/meters/", {
      token: c.token,
      body: { name: `m-${crypto.randomUUID().slice(0, 8)}`, filter, aggregation: { func: "count" } },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id;
  }

  async function send(events: object[]): Promise<{ inserted: number; duplicates: number }> {
    const response = await v1<{ inserted: number; duplicates: number }>(server, "POST", "/events/ingest", {
      token: c.token,
      body: { events },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  async function customerMeters(customerId: string): Promise<Record<string, number>> {
    const response = await v1<{ items: Numbers[] }>(server, "GET", "/customer-meters/", {
      token: c.token,
      query: { customer_id: customerId },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return Object.fromEntries(response.body.items.map((item) => [item.meter_id, item.consumed_units]));
  }

  it("ingestion makes the customer meters of the meters its events match, by customer id and external id, and counts only events as inserted", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const calls = await meterWith({
      conjunction: "and",
      clauses: [{ property: "name", operator: "eq", value: `${tag}.call` }],
    });
    const pro = await meterWith({
      conjunction: "and",
      clauses: [
        { property: "name", operator: "eq", value: `${tag}.call` },
        { property: "tier", operator: "eq", value: "pro" },
      ],
    });
    const untouched = await meterWith({
      conjunction: "and",
      clauses: [{ property: "name", operator: "eq", value: `${tag}.other` }],
    });
    // Ordering strings is left to the database (collations differ): the batch is asked of it.
    const ordered = await meterWith({
      conjunction: "and",
      clauses: [
        { property: "name", operator: "eq", value: `${tag}.call` },
        { property: "tier", operator: "gt", value: "o" },
      ],
    });
    const byId = await createCustomer();
    const external = `ext-${tag}`;
    const byExternal = await createCustomer(external);
    const answer = await send([
      { name: `${tag}.call`, customer_id: byId, metadata: { tier: "free" } },
      { name: `${tag}.call`, customer_id: byId, metadata: { tier: "free" } },
      { name: `${tag}.call`, external_customer_id: external, metadata: { tier: "pro" } },
      // A number is not the string "pro": typed comparison, as the meter counts.
      { name: `${tag}.call`, external_customer_id: external, metadata: { tier: 7 } },
    ]);
    expect(answer).toEqual({ inserted: 4, duplicates: 0 });
    expect(await customerMeters(byId)).toEqual({ [calls]: 2 });
    expect(await customerMeters(byExternal)).toEqual({ [calls]: 2, [pro]: 1, [ordered]: 1 });

    // Again: the customer meters stay one per pair.
    expect(await send([{ name: `${tag}.call`, customer_id: byId, metadata: { tier: "pro" } }])).toEqual({
      inserted: 1,
      duplicates: 0,
    });
    expect(await customerMeters(byId)).toEqual({ [calls]: 3, [pro]: 1, [ordered]: 1 });
    const listed = await v1<{ items: Numbers[] }>(server, "GET", "/customer-meters/", {
      token: c.token,
      query: { meter_id: untouched },
    });
    expect(listed.body.items).toEqual([]);
  });

  it("a meter created after the events, and a customer created after events under its external id, get their customer meters", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const early = await createCustomer();
    const external = `late-${tag}`;
    await send([
      { name: `${tag}.job`, customer_id: early },
      { name: `${tag}.job`, external_customer_id: external },
      { name: `${tag}.job`, external_customer_id: external },
    ]);
    const jobs = await meterWith({
      conjunction: "and",
      clauses: [{ property: "name", operator: "eq", value: `${tag}.job` }],
    });
    expect(await customerMeters(early)).toEqual({ [jobs]: 1 });

    const late = await createCustomer(external);
    expect(await customerMeters(late)).toEqual({ [jobs]: 2 });

    // A meter whose filter changes to match stored events gets their customers' meters too.
    const renamed = await meterWith({
      conjunction: "and",
      clauses: [{ property: "name", operator: "eq", value: `${tag}.none` }],
    });
    expect(await customerMeters(early)).toEqual({ [jobs]: 1 });
    const patched = await v1(server, "PATCH", `/meters/${renamed}`, {
      token: c.token,
      body: { filter: { conjunction: "or", clauses: [{ property: "name", operator: "eq", value: `${tag}.job` }] } },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(await customerMeters(early)).toEqual({ [jobs]: 1, [renamed]: 1 });
  });

  it("a refused batch makes no customer meter", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const meter = await meterWith({
      conjunction: "and",
      clauses: [{ property: "name", operator: "eq", value: `${tag}.x` }],
    });
    const customer = await createCustomer();
    const refused = await v1(server, "POST", "/events/ingest", {
      token: c.token,
      body: {
        events: [
          { name: `${tag}.x`, customer_id: customer },
          { name: `${tag}.x`, customer_id: crypto.randomUUID() },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(await customerMeters(customer)).toEqual({});
    await send([{ name: `${tag}.x`, customer_id: customer }]);
    expect(await customerMeters(customer)).toEqual({ [meter]: 1 });
  });
});
