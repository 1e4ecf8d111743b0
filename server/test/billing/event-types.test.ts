import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Polar's event types: GET /v1/event-types/ lists the (source, name) of the
 * organization's events with their stats; PATCH /v1/event-types/{id} labels one. Through HTTP and
 * both SDKs.
 */

type EventTypeJson = {
  id: string;
  name: string;
  label: string;
  label_property_selector: string | null;
  source: string;
  occurrences: number;
  first_seen: string;
  last_seen: string;
  organization_id: string;
};

let server: TestServer;
let seller: BillingOrg;
let other: BillingOrg;
let customerId: string;

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "event-types");
  other = await billingOrg(server, "event-types-other");
  const customer = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: seller.token,
    body: { email: `et-${crypto.randomUUID().slice(0, 8)}@example.com` },
  });
  customerId = customer.body.id;
  const events = [
    { name: "api.call", customer_id: customerId, timestamp: "2027-01-01T00:00:00Z" },
    { name: "api.call", customer_id: customerId, timestamp: "2027-01-03T00:00:00Z" },
    { name: "api.call", external_customer_id: "someone", timestamp: "2027-01-02T00:00:00Z" },
    { name: "storage.gb", external_customer_id: "someone", timestamp: "2027-01-05T00:00:00Z" },
  ];
  const ingested = await v1(server, "POST", "/events/ingest", { token: seller.token, body: { events } });
  expect(ingested.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

const list = (query: Record<string, string | string[]> = {}, token = seller.token) =>
  v1<{ items: EventTypeJson[]; pagination: { total_count: number } }>(server, "GET", "/event-types/", {
    token,
    query,
  });

describe("event types", () => {
  it("lists each event name with its occurrences and first and last times, newest first by default", async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.pagination.total_count).toBe(2);
    expect(
      answer.body.items.map(({ name, label, source, occurrences, first_seen, last_seen }) => ({
        name,
        label,
        source,
        occurrences,
        first_seen,
        last_seen,
      })),
    ).toEqual([
      {
        name: "storage.gb",
        label: "storage.gb",
        source: "user",
        occurrences: 1,
        first_seen: "2027-01-05T00:00:00.000Z",
        last_seen: "2027-01-05T00:00:00.000Z",
      },
      {
        name: "api.call",
        label: "api.call",
        source: "user",
        occurrences: 3,
        first_seen: "2027-01-01T00:00:00.000Z",
        last_seen: "2027-01-03T00:00:00.000Z",
      },
    ]);
    for (const item of answer.body.items) {
      expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(item.organization_id).toBe(seller.organization.id);
    }
    // Ids are stable.
    expect((await list()).body.items.map((item) => item.id)).toEqual(answer.body.items.map((item) => item.id));
  });

  it("filters by customer, query and source, sorts, and has no child event types", async () => {
    expect((await list({ customer_id: customerId })).body.items.map((item) => [item.name, item.occurrences])).toEqual([
      ["api.call", 2],
    ]);
    expect((await list({ query: "STOR" })).body.items.map((item) => item.name)).toEqual(["storage.gb"]);
    expect((await list({ source: "system" })).body.items).toEqual([]);
    expect((await list({ sorting: "-occurrences" })).body.items.map((item) => item.name)).toEqual([
      "api.call",
      "storage.gb",
    ]);
    expect((await list({ parent_id: crypto.randomUUID() })).body.items).toEqual([]);
    expect((await list({ root_events: "true" })).body.pagination.total_count).toBe(2);
    expect((await list({ root_events: "false" })).body.pagination.total_count).toBe(2);
    expect((await list({}, other.token)).body.items).toEqual([]);
    expect422(await list({ sorting: "nope" }), "query");
  });

  it("labels an event type; the label is listed, searched and sorted; unknown ids are 404, bad labels 422", async () => {
    const storage = (await list({ query: "storage" })).body.items[0] as EventTypeJson;
    const patched = await v1<EventTypeJson>(server, "PATCH", `/event-types/${storage.id}`, {
      token: seller.token,
      body: { label: "Storage (GB)", label_property_selector: "bucket" },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({
      id: storage.id,
      name: "storage.gb",
      label: "Storage (GB)",
      label_property_selector: "bucket",
      organization_id: seller.organization.id,
    });
    expect((await list({ query: "(gb)" })).body.items.map((item) => item.label)).toEqual(["Storage (GB)"]);
    expect((await list({ sorting: "label" })).body.items.map((item) => item.label)).toEqual([
      "Storage (GB)",
      "api.call",
    ]);
    // Relabelled: the selector stays unless sent.
    const again = await v1<EventTypeJson>(server, "PATCH", `/event-types/${storage.id}`, {
      token: seller.token,
      body: { label: "Storage" },
    });
    expect(again.body).toMatchObject({ label: "Storage", label_property_selector: "bucket" });

    expectError(
      await v1(server, "PATCH", `/event-types/${crypto.randomUUID()}`, { token: seller.token, body: { label: "X" } }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "PATCH", `/event-types/${storage.id}`, { token: other.token, body: { label: "X" } }),
      404,
      "ResourceNotFound",
    );
    expect422(
      await v1(server, "PATCH", `/event-types/${storage.id}`, { token: seller.token, body: { label: "  " } }),
      "body",
    );
  });

  it("works through @polar-sh/sdk 0.47 and 1.0", async () => {
    const old = sdk047(server, seller.token);
    const page = await old.eventTypes.list({ organizationId: seller.organization.id, sorting: ["name"] });
    const names = [];
    for await (const result of page) names.push(...result.result.items.map((item) => item.name));
    expect(names).toEqual(["api.call", "storage.gb"]);
    const apiCall = (await list({ query: "api" })).body.items[0] as EventTypeJson;
    const updated = await old.eventTypes.update({ id: apiCall.id, eventTypeUpdate: { label: "API call" } });
    expect(updated.label).toBe("API call");

    const now = await sdk10(server, seller.token).eventTypes.list({ sorting: ["-name"] });
    expect(now.items.map((item) => item.label)).toEqual(["Storage", "API call"]);
  });
});
