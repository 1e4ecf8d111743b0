import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meterQuantity } from "../../src/billing/meters/service.ts";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
let c1: string;
let c2: string;
let late: string;

type Clause = { property: string; operator: string; value: string | number | boolean };
type Filter = { conjunction: "and" | "or"; clauses: Array<Clause | Filter> };
type Meter = {
  id: string;
  name: string;
  archived_at: string | null;
  filter: Filter;
  aggregation: Record<string, unknown>;
} & Record<string, unknown>;

const api = (name: string): Clause => ({ property: "name", operator: "eq", value: name });
const and = (...clauses: Array<Clause | Filter>): Filter => ({ conjunction: "and", clauses });
const or = (...clauses: Array<Clause | Filter>): Filter => ({ conjunction: "or", clauses });

async function customer(org: BillingOrg, email: string, externalId?: string): Promise<string> {
  const response = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: org.token,
    body: { email, ...(externalId ? { external_id: externalId } : {}) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function ingest(org: BillingOrg, events: Array<Record<string, unknown>>): Promise<void> {
  const response = await v1<{ inserted: number }>(server, "POST", "/events/ingest", {
    token: org.token,
    body: { events },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.inserted).toBe(events.length);
}

async function createMeter(
  org: BillingOrg,
  filter: Filter,
  aggregation: Record<string, unknown> = { func: "count" },
  name = "Meter",
): Promise<Meter> {
  const response = await v1<Meter>(server, "POST", "/meters/", {
    token: org.token,
    body: { name, filter, aggregation },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const JAN = { start_timestamp: "2025-01-01T00:00:00Z", end_timestamp: "2025-01-31T23:00:00Z", interval: "month" };
async function total(org: BillingOrg, meterId: string, query: Record<string, string | string[]> = {}): Promise<number> {
  const response = await v1<{ total: number }>(server, "GET", `/meters/${meterId}/quantities`, {
    token: org.token,
    query: { ...JAN, ...query },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.total;
}

/**
 * c1's "api.call" events (e6 by external id), one "other" event, c2's event, and org b's events
 * for a customer with the same external id. e4's values all have the "wrong" type.
 */
beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "meters-a");
  b = await billingOrg(server, "meters-b");
  c1 = await customer(a, "c1@example.com", "ext-1");
  c2 = await customer(a, "c2@example.com");
  const cb = await customer(b, "cb@example.com", "ext-1");
  await ingest(a, [
    {
      name: "api.call",
      customer_id: c1,
      timestamp: "2025-01-01T10:00:00Z",
      metadata: { tokens: 10, cost: 1.5, model: "gpt-4", premium: true },
    },
    {
      name: "api.call",
      customer_id: c1,
      timestamp: "2025-01-01T11:30:00Z",
      metadata: { tokens: 20, cost: 2.5, model: "gpt-3.5", premium: false },
    },
    {
      name: "api.call",
      customer_id: c1,
      timestamp: "2025-01-02T10:00:00Z",
      metadata: { tokens: 30, cost: 0.5, model: "claude", premium: true },
    },
    {
      name: "api.call",
      customer_id: c1,
      timestamp: "2025-01-03T10:00:00Z",
      metadata: { tokens: "40", model: 5, premium: "true" },
    },
    { name: "other", customer_id: c1, timestamp: "2025-01-03T12:00:00Z", metadata: { tokens: 1000 } },
    {
      name: "api.call",
      external_customer_id: "ext-1",
      timestamp: "2025-01-02T12:00:00Z",
      metadata: { tokens: 5, model: "gpt-4", premium: false },
    },
    { name: "api.call", customer_id: c2, timestamp: "2025-01-10T00:00:00Z", metadata: { tokens: 7 } },
    // Before its customer exists: counted for that customer through external_customer_id.
    { name: "api.call", external_customer_id: "ext-late", timestamp: "2025-01-11T00:00:00Z", metadata: { tokens: 3 } },
    // Outside January.
    { name: "api.call", customer_id: c1, timestamp: "2025-02-01T00:00:00Z", metadata: { tokens: 100 } },
  ]);
  late = await customer(a, "late@example.com", "ext-late");
  await ingest(b, [
    {
      name: "api.call",
      customer_id: cb,
      timestamp: "2025-01-01T10:00:00Z",
      metadata: { tokens: 999_999, model: "gpt-4", premium: true },
    },
  ]);
});
afterAll(() => server?.close());

describe("meter filters: every operator on typed metadata, for customer c1", () => {
  const cases: Array<[string, Filter, number]> = [
    ["name eq", and(api("api.call")), 5],
    ["name eq other", and(api("other")), 1],
    ["name ne", and({ property: "name", operator: "ne", value: "api.call" }), 1],
    ["name like", and({ property: "name", operator: "like", value: "api" }), 5],
    ["name not_like", and({ property: "name", operator: "not_like", value: "api" }), 1],
    [
      "timestamp gte/lt",
      and(
        api("api.call"),
        { property: "timestamp", operator: "gte", value: "2025-01-02T00:00:00Z" },
        { property: "timestamp", operator: "lt", value: "2025-01-03T00:00:00Z" },
      ),
      2,
    ],
    ["integer eq", and(api("api.call"), { property: "tokens", operator: "eq", value: 10 }), 1],
    [
      "integer ne (a string value never matches)",
      and(api("api.call"), { property: "tokens", operator: "ne", value: 10 }),
      3,
    ],
    ["integer gt", and(api("api.call"), { property: "tokens", operator: "gt", value: 10 }), 2],
    ["integer gte", and(api("api.call"), { property: "tokens", operator: "gte", value: 20 }), 2],
    ["integer lt", and(api("api.call"), { property: "tokens", operator: "lt", value: 20 }), 2],
    ["integer lte", and(api("api.call"), { property: "tokens", operator: "lte", value: 20 }), 3],
    ["metadata.<key> form", and(api("api.call"), { property: "metadata.tokens", operator: "gt", value: 10 }), 2],
    ["float gt", and(api("api.call"), { property: "cost", operator: "gt", value: 1.0 }), 2],
    ["float lte", and(api("api.call"), { property: "cost", operator: "lte", value: 1.5 }), 2],
    ["string eq", and(api("api.call"), { property: "model", operator: "eq", value: "gpt-4" }), 2],
    [
      "string ne (a number value never matches)",
      and(api("api.call"), { property: "model", operator: "ne", value: "gpt-4" }),
      2,
    ],
    ["string gt", and(api("api.call"), { property: "model", operator: "gt", value: "d" }), 3],
    ["string like", and(api("api.call"), { property: "model", operator: "like", value: "gpt" }), 3],
    ["string like is case-sensitive", and(api("api.call"), { property: "model", operator: "like", value: "GPT" }), 0],
    ["string not_like", and(api("api.call"), { property: "model", operator: "not_like", value: "gpt" }), 1],
    ["number value vs stored number", and(api("api.call"), { property: "model", operator: "eq", value: 5 }), 1],
    ["string value vs stored string", and(api("api.call"), { property: "tokens", operator: "eq", value: "40" }), 1],
    [
      "string value never matches a number",
      and(api("api.call"), { property: "tokens", operator: "eq", value: "10" }),
      0,
    ],
    ["boolean eq true", and(api("api.call"), { property: "premium", operator: "eq", value: true }), 2],
    ["boolean eq false", and(api("api.call"), { property: "premium", operator: "eq", value: false }), 2],
    [
      'boolean ne true (the string "true" never matches)',
      and(api("api.call"), { property: "premium", operator: "ne", value: true }),
      2,
    ],
    ["missing key matches nothing", and(api("api.call"), { property: "absent", operator: "ne", value: 1 }), 0],
    ["like on a number matches nothing", and(api("api.call"), { property: "tokens", operator: "like", value: 1 }), 0],
    [
      "or of and",
      and(
        api("api.call"),
        or(
          { property: "model", operator: "eq", value: "claude" },
          and({ property: "premium", operator: "eq", value: false }, { property: "tokens", operator: "lt", value: 10 }),
        ),
      ),
      2,
    ],
    ["or across names", or(api("other"), and(api("api.call"), { property: "tokens", operator: "eq", value: 30 })), 2],
    [
      "a unix time out of Date's range matches nothing (was a 500)",
      and(api("api.call"), { property: "timestamp", operator: "gt", value: 1e21 }),
      0,
    ],
    ["empty and matches everything", and(), 6],
    ["empty or matches nothing", or(), 0],
  ];
  it.each(cases)("%s", async (_label, filter, expected) => {
    const meter = await createMeter(a, filter);
    expect(await total(a, meter.id, { customer_id: c1 })).toBe(expected);
  });
});

describe("meter aggregations over c1's api.call events", () => {
  const cases: Array<[Record<string, unknown>, number]> = [
    [{ func: "count" }, 5],
    [{ func: "sum", property: "tokens" }, 65],
    [{ func: "max", property: "tokens" }, 30],
    [{ func: "min", property: "tokens" }, 5],
    [{ func: "avg", property: "tokens" }, 16.25],
    [{ func: "sum", property: "cost" }, 4.5],
    [{ func: "avg", property: "metadata.cost" }, 1.5],
    [{ func: "unique", property: "model" }, 4],
    [{ func: "sum", property: "absent" }, 0],
  ];
  it.each(cases)("%j", async (aggregation, expected) => {
    const meter = await createMeter(a, and(api("api.call")), aggregation);
    expect(await total(a, meter.id, { customer_id: c1 })).toBeCloseTo(expected, 10);
  });

  it("meterQuantity counts a customer's events by id and by external id, in [from, to)", async () => {
    const db = server.gatehouse.database.db;
    const meter = await createMeter(a, and(api("api.call")), { func: "sum", property: "tokens" });
    expect(await meterQuantity(db, a.organization.id, meter.id, { customerId: c1 })).toBe(165);
    expect(
      await meterQuantity(db, a.organization.id, meter.id, {
        customerId: c1,
        from: "2025-01-01T11:30:00.000Z",
        to: "2025-01-02T12:00:00.000Z",
      }),
    ).toBe(50);
    expect(await meterQuantity(db, a.organization.id, meter.id, { customerId: late })).toBe(3);
    expect(await meterQuantity(db, a.organization.id, meter.id, {})).toBe(175);
    // Org b's events (same name, same external id) are never counted; b cannot use a's meter.
    await expect(meterQuantity(db, b.organization.id, meter.id, {})).rejects.toMatchObject({ status: 404 });
  });
});

describe("quantities", () => {
  it("buckets by hour, day, week and month; per customer; by external id; empty buckets are 0", async () => {
    const meter = await createMeter(a, and(api("api.call")));
    const get = (query: Record<string, string | string[]>) =>
      v1<{ quantities: Array<{ timestamp: string; quantity: number }>; total: number }>(
        server,
        "GET",
        `/meters/${meter.id}/quantities`,
        { token: a.token, query },
      );
    const days = await get({
      start_timestamp: "2025-01-01T00:00:00Z",
      end_timestamp: "2025-01-04T00:00:00Z",
      interval: "day",
      customer_id: c1,
    });
    expect(days.body).toEqual({
      quantities: [
        { timestamp: "2025-01-01T00:00:00.000Z", quantity: 2 },
        { timestamp: "2025-01-02T00:00:00.000Z", quantity: 2 },
        { timestamp: "2025-01-03T00:00:00.000Z", quantity: 1 },
        { timestamp: "2025-01-04T00:00:00.000Z", quantity: 0 },
      ],
      total: 5,
    });
    const hours = await get({
      start_timestamp: "2025-01-01T10:15:00Z",
      end_timestamp: "2025-01-01T12:00:00Z",
      interval: "hour",
    });
    expect(hours.body.quantities).toEqual([
      { timestamp: "2025-01-01T10:00:00.000Z", quantity: 1 },
      { timestamp: "2025-01-01T11:00:00.000Z", quantity: 1 },
      { timestamp: "2025-01-01T12:00:00.000Z", quantity: 0 },
    ]);
    // 2025-01-01 is a Wednesday: weeks start on Monday 2024-12-30.
    const weeks = await get({
      start_timestamp: "2025-01-01T00:00:00Z",
      end_timestamp: "2025-01-12T00:00:00Z",
      interval: "week",
    });
    expect(weeks.body).toEqual({
      quantities: [
        { timestamp: "2024-12-30T00:00:00.000Z", quantity: 5 },
        { timestamp: "2025-01-06T00:00:00.000Z", quantity: 2 },
      ],
      total: 7,
    });
    const months = await get({
      start_timestamp: "2025-01-15T00:00:00Z",
      end_timestamp: "2025-02-15T00:00:00Z",
      interval: "month",
    });
    expect(months.body).toEqual({
      quantities: [
        { timestamp: "2025-01-01T00:00:00.000Z", quantity: 7 },
        { timestamp: "2025-02-01T00:00:00.000Z", quantity: 1 },
      ],
      total: 8,
    });
    const external = await get({ ...JAN, external_customer_id: "ext-late" });
    expect(external.body.total).toBe(1);
    const both = await get({ ...JAN, customer_id: [c1, c2] });
    expect(both.body.total).toBe(6);
    const metadata = await get({ ...JAN, "metadata[model]": "gpt-4" });
    expect(metadata.body.total).toBe(2);

    // Per customer first (c1: 5, c2: 1, ext-late: 1), then across customers.
    const perCustomer = async (func: string) => (await get({ ...JAN, customer_aggregation_function: func })).body.total;
    expect([
      await perCustomer("max"),
      await perCustomer("min"),
      await perCustomer("sum"),
      await perCustomer("count"),
      await perCustomer("unique"),
    ]).toEqual([5, 1, 7, 3, 2]);
    expect(await perCustomer("avg")).toBeCloseTo(7 / 3, 10);
    const perCustomerDays = await get({
      start_timestamp: "2025-01-01T00:00:00Z",
      end_timestamp: "2025-01-02T00:00:00Z",
      interval: "day",
      customer_aggregation_function: "max",
    });
    expect(perCustomerDays.body.quantities.map((q) => q.quantity)).toEqual([2, 2]);

    // A time zone's days: Berlin is UTC+1 in January; 2025-03-30 has 23 hours (DST).
    const berlin = await get({
      start_timestamp: "2025-01-01T00:00:00Z",
      end_timestamp: "2025-01-02T12:00:00Z",
      interval: "day",
      timezone: "Europe/Berlin",
      customer_id: c1,
    });
    expect(berlin.body).toEqual({
      quantities: [
        { timestamp: "2024-12-31T23:00:00.000Z", quantity: 2 },
        { timestamp: "2025-01-01T23:00:00.000Z", quantity: 2 },
      ],
      total: 4,
    });
    // Kolkata is UTC+5:30: its hours start at :30 UTC.
    const kolkata = await get({
      start_timestamp: "2025-01-01T10:00:00Z",
      end_timestamp: "2025-01-01T11:45:00Z",
      interval: "hour",
      timezone: "Asia/Kolkata",
    });
    expect(kolkata.body.quantities).toEqual([
      { timestamp: "2025-01-01T09:30:00.000Z", quantity: 1 },
      { timestamp: "2025-01-01T10:30:00.000Z", quantity: 0 },
      { timestamp: "2025-01-01T11:30:00.000Z", quantity: 1 },
    ]);
    const dst = await get({
      start_timestamp: "2025-03-30T12:00:00Z",
      end_timestamp: "2025-03-31T12:00:00Z",
      interval: "day",
      timezone: "Europe/Berlin",
    });
    expect(dst.body.quantities.map((q) => q.timestamp)).toEqual([
      "2025-03-29T23:00:00.000Z",
      "2025-03-30T22:00:00.000Z",
    ]);
    expect422(await get({ ...JAN, timezone: "Mars/Olympus" }), "query");

    expect422(await get({ ...JAN, interval: "minute" }), "query");
    expect422(await get({ interval: "day" }), "query");
    expect422(
      await get({ start_timestamp: "2025-01-02T00:00:00Z", end_timestamp: "2024-01-01T00:00:00Z", interval: "day" }),
      "query",
    );
    expect422(
      await get({ start_timestamp: "2000-01-01T00:00:00Z", end_timestamp: "2025-01-01T00:00:00Z", interval: "hour" }),
      "query",
    );
  });
});

describe("/v1/meters through @polar-sh/sdk 0.47 (strict responses)", () => {
  it("creates, gets, lists, updates, archives and reads quantities", async () => {
    const polar = sdk047(server, a.token);
    const created = await polar.meters.create({
      name: "SDK tokens",
      filter: {
        conjunction: "and",
        clauses: [
          { property: "name", operator: "eq", value: "api.call" },
          { conjunction: "or", clauses: [{ property: "premium", operator: "eq", value: true }] },
        ],
      },
      aggregation: { func: "sum", property: "tokens" },
      metadata: { team: "ml" },
    });
    expect(created).toMatchObject({
      name: "SDK tokens",
      unit: "scalar",
      aggregation: { func: "sum", property: "tokens" },
      metadata: { team: "ml" },
      organizationId: a.organization.id,
      archivedAt: null,
    });
    expect((await polar.meters.get({ id: created.id })).filter).toEqual(created.filter);
    const quantities = await polar.meters.quantities({
      id: created.id,
      startTimestamp: new Date("2025-01-01T00:00:00Z"),
      endTimestamp: new Date("2025-01-03T00:00:00Z"),
      interval: "day",
      customerId: c1,
    });
    expect(quantities.total).toBe(40);
    expect(quantities.quantities.map((q) => q.quantity)).toEqual([10, 30, 0]);

    const updated = await polar.meters.update({
      id: created.id,
      meterUpdate: { name: "SDK tokens 2", aggregation: { func: "count" }, isArchived: true },
    });
    expect(updated).toMatchObject({ name: "SDK tokens 2", aggregation: { func: "count" } });
    expect(updated.archivedAt).toBeInstanceOf(Date);
    const archived = await polar.meters.list({ isArchived: true, limit: 100 });
    expect(archived.result.items.map((m) => m.id)).toContain(created.id);
    const live = await polar.meters.list({ isArchived: false, limit: 100, query: "SDK" });
    expect(live.result.items.map((m) => m.id)).not.toContain(created.id);
    const restored = await polar.meters.update({
      id: created.id,
      meterUpdate: { isArchived: false, unit: "custom", customLabel: "request", customMultiplier: 1000 },
    });
    expect(restored).toMatchObject({
      archivedAt: null,
      unit: "custom",
      customLabel: "request",
      customMultiplier: 1000,
    });
  });
});

describe("/v1/meters through @polar-sh/sdk 1.0", () => {
  it("creates, gets, lists, updates and reads quantities", async () => {
    const polar = sdk10(server, a.token);
    const created = await polar.meters.create({
      name: "SDK10 unique",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
      aggregation: { func: "unique", property: "model" },
    });
    expect(created).toMatchObject({
      name: "SDK10 unique",
      aggregation: { func: "unique", property: "model" },
      archived_at: null,
    });
    expect((await polar.meters.get(created.id)).id).toBe(created.id);
    const page = await polar.meters.list({ query: "SDK10", sorting: ["-created_at"] });
    expect(page.items.map((m) => m.id)).toEqual([created.id]);
    const quantities = await polar.meters.quantities(created.id, {
      start_timestamp: "2025-01-01T00:00:00Z",
      end_timestamp: "2025-01-31T00:00:00Z",
      interval: "month",
      customer_id: c1,
    });
    expect(quantities).toEqual({ quantities: [{ timestamp: "2025-01-01T00:00:00.000Z", quantity: 4 }], total: 4 });
    const updated = await polar.meters.update(created.id, {
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "other" }] },
      aggregation: { func: "max", property: "tokens" },
    });
    expect(updated.aggregation).toEqual({ func: "max", property: "tokens" });
    expect(
      (
        await polar.meters.quantities(created.id, {
          start_timestamp: "2025-01-01T00:00:00Z",
          end_timestamp: "2025-01-31T00:00:00Z",
          interval: "year",
        })
      ).total,
    ).toBe(1000);
  });
});

describe("tenant isolation and validation", () => {
  it("another organization's meter is 404; its events are never counted", async () => {
    const meter = await createMeter(a, and(api("api.call")), { func: "max", property: "tokens" });
    expect(await total(a, meter.id)).toBe(30);
    expectError(await v1(server, "GET", `/meters/${meter.id}`, { token: b.token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "PATCH", `/meters/${meter.id}`, { token: b.token, body: { name: "stolen" } }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "GET", `/meters/${meter.id}/quantities`, { token: b.token, query: JAN }),
      404,
      "ResourceNotFound",
    );
    const listed = await v1<{ items: Meter[] }>(server, "GET", "/meters/", { token: b.token, query: { limit: "100" } });
    expect(listed.body.items).toEqual([]);
  });

  it("422 for bad meters; nothing is created", async () => {
    const bad = (body: Record<string, unknown>) =>
      v1(server, "POST", "/meters/", {
        token: a.token,
        body: { name: "Bad meter", filter: and(api("x")), aggregation: { func: "count" }, ...body },
      });
    expect422(await bad({ filter: and({ property: "name", operator: "contains", value: "x" }) }), "body");
    expect422(await bad({ filter: { conjunction: "xor", clauses: [] } }), "body");
    expect422(
      await bad({
        filter: { conjunction: "and", clauses: [{ property: "tokens", operator: "eq", value: { nested: true } }] },
      }),
      "body",
    );
    expect422(await bad({ filter: and({ property: 'a"b', operator: "eq", value: 1 }) }), "body");
    expect422(await bad({ aggregation: { func: "sum" } }), "body");
    expect422(await bad({ aggregation: { func: "median", property: "x" } }), "body");
    expect422(await bad({ name: "ab" }), "body");
    expect422(await bad({ unit: "custom" }), "body");
    expect422(await bad({ filter: and(and(and(and(and(and(api("x"))))))) }), "body");
    const listed = await v1<{ items: Meter[] }>(server, "GET", "/meters/", {
      token: a.token,
      query: { query: "Bad meter" },
    });
    expect(listed.body.items).toEqual([]);
    expect422(await v1(server, "GET", "/meters/not-a-uuid", { token: a.token }), "path");
  });
});

describe("events with large metadata", () => {
  it("are ingested (up to 50 keys of 500 characters) and counted with the small ones, by id and by external id", async () => {
    const org = await billingOrg(server, "meters-large");
    const cl = await customer(org, "large@example.com", "ext-large");
    // Incompressible text: on PostgreSQL such events are outside the covering indexes (migration 0021).
    const noise = (seed: number) =>
      Array.from({ length: 500 }, (_, i) => String.fromCharCode(33 + ((seed * 7919 + i * i * 31 + i) % 90))).join("");
    const huge = Object.fromEntries(Array.from({ length: 48 }, (_, i) => [`k${i}`, noise(i)]));
    await ingest(org, [
      { name: "api.call", customer_id: cl, timestamp: "2025-01-01T10:00:00Z", metadata: { tokens: 1, model: "gpt-4" } },
      {
        name: "api.call",
        customer_id: cl,
        timestamp: "2025-01-01T11:00:00Z",
        metadata: { ...huge, tokens: 10, model: "gpt-4" },
      },
      {
        name: "api.call",
        external_customer_id: "ext-large",
        timestamp: "2025-01-01T12:00:00Z",
        metadata: { note: noise(99), tokens: 100, model: "gpt-4" },
      },
      {
        name: "api.call",
        external_customer_id: "ext-large",
        timestamp: "2025-01-01T13:00:00Z",
        metadata: { tokens: 1000, model: "gpt-4" },
      },
      {
        name: "api.call",
        customer_id: cl,
        timestamp: "2025-01-01T14:00:00Z",
        metadata: { note: noise(7), tokens: 10_000, model: "claude" },
      },
    ]);
    const db = server.gatehouse.database.db;
    const meter = await createMeter(org, and(api("api.call"), { property: "model", operator: "eq", value: "gpt-4" }), {
      func: "sum",
      property: "tokens",
    });
    expect(await meterQuantity(db, org.organization.id, meter.id, { customerId: cl })).toBe(1111);
    expect(
      await meterQuantity(db, org.organization.id, meter.id, {
        customerId: cl,
        from: "2025-01-01T11:00:00.000Z",
        to: "2025-01-01T13:00:00.000Z",
      }),
    ).toBe(110);
    const count = await createMeter(org, and(api("api.call")), { func: "count" });
    expect(await meterQuantity(db, org.organization.id, count.id, { customerId: cl })).toBe(5);
    const events = await v1<{ items: Array<{ metadata: Record<string, unknown> }> }>(server, "GET", "/events/", {
      token: org.token,
      query: { customer_id: cl, sorting: "timestamp" },
    });
    expect(events.status).toBe(200);
    expect(events.body.items[1]?.metadata).toEqual({ ...huge, tokens: 10, model: "gpt-4" });
  });
});
