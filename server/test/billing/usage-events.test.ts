import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordSystemEvent } from "../../src/billing/usage-events/service.ts";
import { inTransaction } from "../../src/db/transaction.ts";
import {
  type BillingOrg,
  billingOrg,
  createToken,
  expect422,
  expectError,
  sdk10,
  sdk047,
  v1,
} from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
let c1: string;
let cb: string;

type Ingested = { inserted: number; duplicates: number };
type Event = {
  id: string;
  name: string;
  source: string;
  customer_id: string | null;
  customer: { id: string } | null;
  external_customer_id: string | null;
  metadata: Record<string, unknown>;
  timestamp: string;
  label: string;
};
type EventList = { items: Event[]; pagination: { total_count: number; max_page: number } };

async function customer(org: BillingOrg, email: string, externalId?: string): Promise<string> {
  const response = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: org.token,
    body: { email, ...(externalId ? { external_id: externalId } : {}) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

const ingest = (org: BillingOrg, events: unknown[]) =>
  v1<Ingested>(server, "POST", "/events/ingest", { token: org.token, body: { events } });
const list = (org: BillingOrg, query: Record<string, string | string[]>) =>
  v1<EventList>(server, "GET", "/events/", { token: org.token, query: { limit: "100", ...query } });

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "events-a");
  b = await billingOrg(server, "events-b");
  c1 = await customer(a, "c1@example.com", "ext-1");
  cb = await customer(b, "cb@example.com", "ext-1");
});
afterAll(() => server?.close());

describe("POST /v1/events/ingest", () => {
  it("is idempotent on external_id, across and within batches", async () => {
    const first = await ingest(a, [
      { name: "dedupe", customer_id: c1, external_id: "x1", metadata: { n: 1 } },
      { name: "dedupe", customer_id: c1, external_id: "x1", metadata: { n: 2 } },
      { name: "dedupe", customer_id: c1, external_id: "x2" },
      { name: "dedupe", customer_id: c1 },
    ]);
    expect(first.body).toEqual({ inserted: 3, duplicates: 1 });
    const second = await ingest(a, [
      { name: "dedupe", customer_id: c1, external_id: "x1" },
      { name: "dedupe", external_customer_id: "ext-1", external_id: "x3" },
    ]);
    expect(second.body).toEqual({ inserted: 1, duplicates: 1 });
    const stored = await list(a, { name: "dedupe" });
    expect(stored.body.pagination.total_count).toBe(4);
    expect(stored.body.items.find((event) => event.metadata.n !== undefined)?.metadata).toEqual({ n: 1 });
    // Another organization may use the same external_id.
    expect((await ingest(b, [{ name: "dedupe", customer_id: cb, external_id: "x1" }])).body).toEqual({
      inserted: 1,
      duplicates: 0,
    });
  });

  it("ingests a batch of 1,000 events in one request", async () => {
    const events = Array.from({ length: 1000 }, (_, index) => ({
      name: "bulk",
      customer_id: c1,
      external_id: `bulk-${index}`,
      timestamp: new Date(Date.UTC(2025, 0, 1, 0, 0, index)).toISOString(),
      metadata: { index, even: index % 2 === 0, label: `l${index % 3}`, ratio: index / 7 },
    }));
    // One multi-row INSERT (the bench measures the speed).
    const response = await ingest(a, events);
    expect(response.body).toEqual({ inserted: 1000, duplicates: 0 });
    expect((await ingest(a, events.slice(0, 500))).body).toEqual({ inserted: 0, duplicates: 500 });
    const evens = await list(a, { name: "bulk", "metadata[even]": "true", limit: "1" });
    expect(evens.body.pagination.total_count).toBe(500);
  });

  it("422 for bad input, an unknown or foreign customer; nothing of the batch is stored", async () => {
    const valid = { name: "rejected", customer_id: c1 };
    expect422(await ingest(a, [valid, { name: "rejected", customer_id: cb }]), "body");
    expect422(
      await ingest(a, [valid, { name: "rejected", customer_id: "00000000-0000-4000-8000-000000000000" }]),
      "body",
    );
    expect422(await ingest(a, [valid, { name: "", customer_id: c1 }]), "body");
    expect422(await ingest(a, [valid, { name: "rejected" }]), "body");
    expect422(await ingest(a, [valid, { name: "rejected", customer_id: c1, external_customer_id: "ext-1" }]), "body");
    expect422(await ingest(a, [valid, { name: "rejected", customer_id: c1, metadata: { nested: { a: 1 } } }]), "body");
    expect422(await ingest(a, [valid, { name: "rejected", customer_id: c1, metadata: { list: [1] } }]), "body");
    expect422(await ingest(a, [valid, { name: "rejected", customer_id: c1, metadata: { note: "a\u0000b" } }]), "body");
    expect422(await ingest(a, [valid, { name: "rejected", customer_id: c1, timestamp: "yesterday" }]), "body");
    expect422(
      await ingest(a, [valid, { name: "rejected", customer_id: c1, organization_id: b.organization.id }]),
      "body",
    );
    expect422(await v1(server, "POST", "/events/ingest", { token: a.token, body: {} }), "body");
    expect((await list(a, { name: "rejected" })).body.pagination.total_count).toBe(0);
    // A token without events:write may not ingest.
    const reader = await createToken(server, a.owner, a.organization.id, ["events:read"]);
    expectError(
      await v1(server, "POST", "/events/ingest", { token: reader, body: { events: [valid] } }),
      403,
      "NotPermitted",
    );
  });
});

describe("GET /v1/events", () => {
  it("filters by name, customer, external customer, time, source, meter, filter JSON and query; sorts by timestamp", async () => {
    expect(
      (
        await ingest(a, [
          { name: "list.a", customer_id: c1, timestamp: "2025-03-01T00:00:00Z", metadata: { plan: "pro", seats: 3 } },
          {
            name: "list.a",
            external_customer_id: "ext-1",
            timestamp: "2025-03-02T00:00:00Z",
            metadata: { plan: "team", seats: 10 },
          },
          {
            name: "list.b",
            external_customer_id: "ext-unknown",
            timestamp: "2025-03-03T00:00:00Z",
            metadata: { plan: "pro" },
          },
        ])
      ).status,
    ).toBe(200);
    const names = await list(a, { name: ["list.a", "list.b"], sorting: "timestamp" });
    expect(names.body.items.map((event) => event.timestamp)).toEqual([
      "2025-03-01T00:00:00.000Z",
      "2025-03-02T00:00:00.000Z",
      "2025-03-03T00:00:00.000Z",
    ]);
    // An event for a known external id gets the customer; an unknown one stays without.
    expect(names.body.items.map((event) => event.customer?.id ?? null)).toEqual([c1, c1, null]);
    expect(names.body.items[0]).toMatchObject({ source: "user", label: "list.a", external_customer_id: null });
    expect((await list(a, { name: "list.a", customer_id: c1 })).body.pagination.total_count).toBe(2);
    expect(
      (await list(a, { name: ["list.a", "list.b"], external_customer_id: "ext-unknown" })).body.items.map(
        (event) => event.name,
      ),
    ).toEqual(["list.b"]);
    expect(
      (
        await list(a, {
          name: ["list.a", "list.b"],
          start_timestamp: "2025-03-02T00:00:00Z",
          end_timestamp: "2025-03-02T23:00:00Z",
        })
      ).body.pagination.total_count,
    ).toBe(1);
    expect((await list(a, { query: "LIST.", source: "user" })).body.pagination.total_count).toBe(3);
    expect((await list(a, { query: "list.", source: "system" })).body.pagination.total_count).toBe(0);
    const filter = JSON.stringify({
      conjunction: "and",
      clauses: [
        { property: "seats", operator: "gte", value: 3 },
        { property: "plan", operator: "eq", value: "team" },
      ],
    });
    expect((await list(a, { filter })).body.items.map((event) => event.metadata)).toEqual([
      { plan: "team", seats: 10 },
    ]);
    const meter = await v1<{ id: string }>(server, "POST", "/meters/", {
      token: a.token,
      body: {
        name: "Pro events",
        filter: { conjunction: "and", clauses: [{ property: "plan", operator: "eq", value: "pro" }] },
        aggregation: { func: "count" },
      },
    });
    expect((await list(a, { meter_id: meter.body.id })).body.items.map((event) => event.name).sort()).toEqual([
      "list.a",
      "list.b",
    ]);
    expect422(await list(a, { filter: "{not json" }), "query");
    expect422(
      await list(a, {
        filter: JSON.stringify({ conjunction: "and", clauses: [{ property: "x", operator: "is", value: 1 }] }),
      }),
      "query",
    );
    expect422(await list(a, { sorting: "name" }), "query");
  });

  it("system events are listed and typed, and never counted by meters", async () => {
    const db = server.gatehouse.database.db;
    const meter = await v1<{ id: string }>(server, "POST", "/meters/", {
      token: a.token,
      body: { name: "Everything", filter: { conjunction: "and", clauses: [] }, aggregation: { func: "count" } },
    });
    const before = await v1<{ total: number }>(server, "GET", `/meters/${meter.body.id}/quantities`, {
      token: a.token,
      query: { start_timestamp: "2020-01-01T00:00:00Z", end_timestamp: "2030-01-01T00:00:00Z", interval: "year" },
    });
    await inTransaction(db, async (trx) => {
      await recordSystemEvent(trx, a.organization.id, {
        name: "meter.credited",
        customerId: c1,
        metadata: { meter_id: meter.body.id, units: 100, rollover: false },
        timestamp: "2025-04-01T00:00:00.000Z",
      });
      await recordSystemEvent(trx, a.organization.id, {
        name: "meter.reset",
        customerId: c1,
        metadata: { meter_id: meter.body.id },
      });
    });
    const after = await v1<{ total: number }>(server, "GET", `/meters/${meter.body.id}/quantities`, {
      token: a.token,
      query: { start_timestamp: "2020-01-01T00:00:00Z", end_timestamp: "2030-01-01T00:00:00Z", interval: "year" },
    });
    expect(after.body.total).toBe(before.body.total);
    const system = await list(a, { source: "system" });
    expect(system.body.items.map((event) => [event.name, event.label]).sort()).toEqual([
      ["meter.credited", "Meter credited"],
      ["meter.reset", "Meter reset"],
    ]);

    const polar = sdk047(server, a.token);
    const page = await polar.events.list({ source: "system", limit: 10 });
    const items = page.items;
    const credited = items.find((event) => event.name === "meter.credited");
    expect(credited).toMatchObject({
      source: "system",
      metadata: { meterId: meter.body.id, units: 100, rollover: false },
      customerId: c1,
    });
  });

  it("lists event names with occurrences and first/last times; an anchor parent_id has no children", async () => {
    const names = await v1<{
      items: Array<{
        name: string;
        source: string;
        occurrences: number;
        first_seen: string;
        last_seen: string;
        label: string;
      }>;
    }>(server, "GET", "/events/names", { token: a.token, query: { query: "list.", sorting: "name" } });
    expect(names.status, JSON.stringify(names.body)).toBe(200);
    expect(names.body.items).toEqual([
      {
        name: "list.a",
        label: "list.a",
        source: "user",
        occurrences: 2,
        first_seen: "2025-03-01T00:00:00.000Z",
        last_seen: "2025-03-02T00:00:00.000Z",
      },
      {
        name: "list.b",
        label: "list.b",
        source: "user",
        occurrences: 1,
        first_seen: "2025-03-03T00:00:00.000Z",
        last_seen: "2025-03-03T00:00:00.000Z",
      },
    ]);
    const page = await sdk10(server, a.token).events.listNames({ query: "list.", sorting: ["-occurrences"], limit: 1 });
    expect(page.items.map((item) => item.name)).toEqual(["list.a"]);
    expect(page.pagination.total_count).toBe(2);
    expect(
      (await v1<{ items: unknown[] }>(server, "GET", "/events/names", { token: b.token, query: { query: "list." } }))
        .body.items,
    ).toEqual([]);
    const [anchor] = (await list(a, { name: "list.a", limit: "1" })).body.items;
    expect((await list(a, { parent_id: anchor!.id })).body.items).toEqual([]);
  });

  it("an event is read by id; another organization's is 404", async () => {
    const [event] = (await list(a, { name: "list.a", limit: "1" })).body.items;
    if (!event) throw new Error("no event");
    const got = await v1<Event>(server, "GET", `/events/${event.id}`, { token: a.token });
    expect(got.body).toEqual(event);
    expectError(await v1(server, "GET", `/events/${event.id}`, { token: b.token }), 404, "ResourceNotFound");
    expect((await list(b, { name: "list.a" })).body.pagination.total_count).toBe(0);
    expect422(await v1(server, "GET", "/events/nope", { token: a.token }), "path");
  });
});

describe("/v1/events through the SDKs", () => {
  it("0.47 (strict responses): ingest, list, get", async () => {
    const polar = sdk047(server, a.token);
    const ingested = await polar.events.ingest({
      events: [
        {
          name: "sdk047",
          customerId: c1,
          externalId: "sdk047-1",
          timestamp: new Date("2025-05-01T00:00:00Z"),
          metadata: { tokens: 5, model: "m", ok: true, ratio: 0.5 },
        },
        { name: "sdk047", externalCustomerId: "ext-1", externalId: "sdk047-1" },
      ],
    });
    expect(ingested).toEqual({ inserted: 1, duplicates: 1 });
    const page = await polar.events.list({ name: "sdk047", customerId: c1 });
    const items = page.items;
    expect(items).toHaveLength(1);
    const [event] = items;
    expect(event).toMatchObject({
      name: "sdk047",
      source: "user",
      customerId: c1,
      metadata: { tokens: 5, model: "m", ok: true, ratio: 0.5 },
    });
    expect(event?.customer?.id).toBe(c1);
    expect((await polar.events.get({ id: event!.id })).id).toBe(event!.id);
  });

  it("1.0: ingest, list, get", async () => {
    const polar = sdk10(server, a.token);
    expect(
      await polar.events.ingest({
        events: [
          { name: "sdk10", external_customer_id: "ext-1", external_id: "sdk10-1", metadata: { n: 1 } },
          { name: "sdk10", customer_id: c1, external_id: "sdk10-1" },
        ],
      }),
    ).toEqual({ inserted: 1, duplicates: 1 });
    const page = await polar.events.list({ name: "sdk10", sorting: ["-timestamp"] });
    const items = "pagination" in page ? page.items : [];
    expect(items.map((event) => event.name)).toEqual(["sdk10"]);
    expect((await polar.events.get(items[0]!.id)).id).toBe(items[0]!.id);
  });
});
