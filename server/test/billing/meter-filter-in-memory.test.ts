import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileFilter } from "../../src/billing/common/sql/meter-filter.ts";
import { type Filter, type FilterClause, matchesInMemory } from "../../src/billing/meters/filter.ts";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * meters/filter.ts: matchesInMemory decides what compileFilter's SQL decides over stored events,
 * on this suite's database, for every operator, value type and property — or leaves it undecided
 * (ordering strings — timestamps included — which PostgreSQL does by collation). Ingestion relies on it for customer
 * meters (customer-meters/matched.ts).
 */

let server: TestServer;
let org: BillingOrg;

const EVENTS = [
  { name: "api.call", timestamp: "2027-01-01T00:00:00.000Z", metadata: { tier: "pro", tokens: 10, ok: true } },
  { name: "api.call", timestamp: "2027-01-02T12:30:00.000Z", metadata: { tier: "free", tokens: -2.5, ok: false } },
  { name: "api.Call", timestamp: "2027-02-01T00:00:00.000Z", metadata: { tier: "Pro", tokens: 0 } },
  { name: "storage", timestamp: "2027-03-01T00:00:00.000Z", metadata: { tier: "", region: "eu-west", tokens: "10" } },
  {
    name: "storage",
    timestamp: "2027-03-01T00:00:01.000Z",
    metadata: { "metadata.x": "dotted", ok: 1, tier: "élite" },
  },
  { name: "ñame", timestamp: "2026-12-31T23:59:59.999Z", metadata: {} },
];

const VALUES: FilterClause["value"][] = ["pro", "Pro", "", "api", "call", "10", 10, 0, -2.5, 1e21, true, false, "é"];
const PROPERTIES = ["name", "timestamp", "tier", "metadata.tier", "tokens", "ok", "region", "missing", "metadata.x"];
const OPERATORS: FilterClause["operator"][] = ["eq", "ne", "gt", "gte", "lt", "lte", "like", "not_like"];
const TIMES: FilterClause["value"][] = [
  "2027-01-02T12:30:00Z",
  "2027-01-02T12:30:00.000+00:00",
  1798761600,
  "not a time",
];

function clauses(): FilterClause[] {
  const all: FilterClause[] = [];
  for (const property of PROPERTIES)
    for (const operator of OPERATORS)
      for (const value of property === "timestamp" ? [...TIMES, ...VALUES] : VALUES)
        all.push({ property, operator, value });
  return all;
}

function filters(): Filter[] {
  const single = clauses().map((clause): Filter => ({ conjunction: "and", clauses: [clause] }));
  const name: FilterClause = { property: "name", operator: "eq", value: "api.call" };
  const pro: FilterClause = { property: "tier", operator: "eq", value: "pro" };
  const ordered: FilterClause = { property: "tier", operator: "gt", value: "a" };
  return [
    ...single,
    { conjunction: "and", clauses: [] },
    { conjunction: "or", clauses: [] },
    { conjunction: "and", clauses: [name, pro] },
    { conjunction: "or", clauses: [name, pro] },
    { conjunction: "and", clauses: [name, { conjunction: "or", clauses: [pro, ordered] }] },
    { conjunction: "or", clauses: [{ property: "name", operator: "eq", value: "nothing" }, ordered] },
    { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "nothing" }, ordered] },
  ];
}

beforeAll(async () => {
  server = await startTestServer();
  org = await billingOrg(server, "filter-memory");
  const ingested = await v1(server, "POST", "/events/ingest", {
    token: org.token,
    body: { events: EVENTS.map((event) => ({ ...event, external_customer_id: "someone" })) },
  });
  expect(ingested.status, JSON.stringify(ingested.body)).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

describe("matchesInMemory against compileFilter's SQL", () => {
  it("agrees with the database on every decided event, and leaves only string ordering undecided", async () => {
    const db = server.gatehouse.database.db;
    let decided = 0;
    let undecided = 0;
    for (const filter of filters()) {
      const rows = await db
        .selectFrom("usage_event")
        .select("name")
        .select("timestamp")
        .where("organization_id", "=", org.organization.id)
        .where(compileFilter(db, filter, { name: "name", timestamp: "timestamp", metadata: "metadata" }))
        .execute();
      const inDatabase = new Set(rows.map((row) => `${row.name} ${row.timestamp}`));
      for (const event of EVENTS) {
        const inMemory = matchesInMemory(filter, event);
        if (inMemory === undefined) {
          undecided++;
          const text = JSON.stringify(filter);
          expect(text, "only string ordering is left undecided").toMatch(
            /"timestamp","operator":"(gt|gte|lt|lte)"|"operator":"(gt|gte|lt|lte)","value":"/,
          );
          continue;
        }
        decided++;
        expect(inMemory, `${JSON.stringify(filter)} on ${JSON.stringify(event)}`).toBe(
          inDatabase.has(`${event.name} ${event.timestamp}`),
        );
      }
    }
    expect(decided).toBeGreaterThan(5000);
    expect(undecided).toBeGreaterThan(0);
  });
});
