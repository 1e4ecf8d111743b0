import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Polar's `metadata[key]=value` list filter (kit/metadata-filter.ts) on products, customers,
 * benefits, discounts and custom fields: typed matching, any-of values per key, all keys, isolation.
 */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

type Named = { id: string; name: string | null };
type Metadata = Record<string, string | number | boolean>;

/** How to create one object with given metadata, per resource (raw HTTP, wire bodies). */
const makers: Record<string, (org: BillingOrg, name: string, metadata: Metadata) => Record<string, unknown>> = {
  products: (_org, name, metadata) => ({ name, prices: [{ amount_type: "fixed", price_amount: 1000 }], metadata }),
  customers: (_org, name, metadata) => ({ name, email: `${name}@example.com`, metadata }),
  discounts: (_org, name, metadata) => ({ name, type: "percentage", basis_points: 1000, duration: "once", metadata }),
  "custom-fields": (_org, name, metadata) => ({ name, slug: name, type: "text", properties: {}, metadata }),
  benefits: (_org, name, metadata) => ({ type: "custom", description: name, properties: { note: null }, metadata }),
};

/** The same five objects in every resource: their metadata holds strings, integers, numbers and booleans. */
const fixtures: Array<[string, Metadata]> = [
  ["pro", { plan: "pro", seats: 5, beta: true }],
  ["team", { plan: "team", seats: 10, beta: false }],
  ["textual", { plan: "free", seats: "5", beta: "true" }],
  ["fraction", { plan: "pro", seats: 2.5, note: 'a.b[c]"d' }],
  ["bare", {}],
];

const created: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "metadata-a");
  b = await billingOrg(server, "metadata-b");
  for (const [resource, make] of Object.entries(makers)) {
    created[resource] = {};
    for (const [name, metadata] of fixtures) {
      const response = await v1<Named>(server, "POST", `/${resource}/`, {
        token: a.token,
        body: make(a, name, metadata),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      created[resource]![name] = response.body.id;
    }
    // Organization B has a matching object too: it must never show up in A's lists.
    const foreign = await v1<Named>(server, "POST", `/${resource}/`, {
      token: b.token,
      body: make(b, "pro", { plan: "pro", seats: 5, beta: true }),
    });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(201);
  }
});
afterAll(() => server?.close());

const namesOf = (resource: string, ids: string[]) => {
  const byId = Object.fromEntries(Object.entries(created[resource] ?? {}).map(([name, id]) => [id, name]));
  return ids.map((id) => byId[id] ?? `foreign:${id}`).sort();
};

async function listNames(resource: string, query: Record<string, string | string[]>): Promise<string[]> {
  const response = await v1<{ items: Named[]; pagination: { total_count: number } }>(server, "GET", `/${resource}/`, {
    token: a.token,
    query: { limit: "100", ...query },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.pagination.total_count).toBe(response.body.items.length);
  return namesOf(
    resource,
    response.body.items.map((item) => item.id),
  );
}

describe.each(Object.keys(makers))("metadata filter on /v1/%s (wire)", (resource) => {
  it("matches strings, numbers and booleans by type, and the string with the same text", async () => {
    expect(await listNames(resource, { "metadata[plan]": "pro" })).toEqual(["fraction", "pro"]);
    expect(await listNames(resource, { "metadata[seats]": "5" })).toEqual(["pro", "textual"]);
    expect(await listNames(resource, { "metadata[seats]": "2.5" })).toEqual(["fraction"]);
    expect(await listNames(resource, { "metadata[beta]": "true" })).toEqual(["pro", "textual"]);
    expect(await listNames(resource, { "metadata[beta]": "false" })).toEqual(["team"]);
    expect(await listNames(resource, { "metadata[note]": 'a.b[c]"d' })).toEqual(["fraction"]);
    expect(await listNames(resource, { "metadata[plan]": "enterprise" })).toEqual([]);
    expect(await listNames(resource, { "metadata[missing]": "pro" })).toEqual([]);
  });

  it("ORs the values of one key and ANDs the keys", async () => {
    expect(await listNames(resource, { "metadata[plan]": ["pro", "team"] })).toEqual(["fraction", "pro", "team"]);
    expect(await listNames(resource, { "metadata[plan]": ["pro", "team"], "metadata[seats]": ["5", "10"] })).toEqual([
      "pro",
      "team",
    ]);
    expect(await listNames(resource, { "metadata[plan]": "pro", "metadata[beta]": "false" })).toEqual([]);
    expect(await listNames(resource, {})).toEqual(["bare", "fraction", "pro", "team", "textual"]);
  });

  it("rejects keys and values beyond the metadata limits with a 422 at query.metadata", async () => {
    const longKey = await v1(server, "GET", `/${resource}/`, {
      token: a.token,
      query: { [`metadata[${"k".repeat(41)}]`]: "x" },
    });
    expect422(longKey, "query");
    expect((longKey.body as { detail: Array<{ loc: unknown[] }> }).detail[0]?.loc.slice(0, 2)).toEqual([
      "query",
      "metadata",
    ]);
    expect422(
      await v1(server, "GET", `/${resource}/`, { token: a.token, query: { "metadata[plan]": "x".repeat(501) } }),
      "query",
    );
    expect422(await v1(server, "GET", `/${resource}/`, { token: a.token, query: { "metadata[]": "x" } }), "query");
    expect422(await v1(server, "GET", `/${resource}/`, { token: a.token, query: { metadata: "plan" } }), "query");
  });
});

describe("metadata filter through @polar-sh/sdk 0.47", () => {
  it("products.list and customers.list send metadata deepObject-style", async () => {
    const polar = sdk047(server, a.token);
    const products = await polar.products.list({ metadata: { plan: ["pro", "team"], seats: [5, 10] }, limit: 100 });
    expect(
      namesOf(
        "products",
        products.result.items.map((item) => item.id),
      ),
    ).toEqual(["pro", "team"]);
    const booleans = await polar.products.list({ metadata: { beta: true }, limit: 100 });
    expect(
      namesOf(
        "products",
        booleans.result.items.map((item) => item.id),
      ),
    ).toEqual(["pro", "textual"]);
    const customers = await polar.customers.list({ metadata: { plan: "pro" }, limit: 100 });
    expect(
      namesOf(
        "customers",
        customers.result.items.map((item) => item.id),
      ),
    ).toEqual(["fraction", "pro"]);
    const benefits = await polar.benefits.list({ metadata: { seats: 5 }, limit: 100 });
    expect(
      namesOf(
        "benefits",
        benefits.result.items.map((item) => item.id),
      ),
    ).toEqual(["pro", "textual"]);
  });
});

describe("metadata filter through @polar-sh/sdk 1.0", () => {
  it("products.list and customers.list send metadata deepObject-style", async () => {
    const polar = sdk10(server, a.token);
    const products = await polar.products.list({ metadata: { plan: ["pro", "team"], seats: [5, 10] }, limit: 100 });
    expect(
      namesOf(
        "products",
        products.items.map((item) => item.id),
      ),
    ).toEqual(["pro", "team"]);
    const fractions = await polar.products.list({ metadata: { seats: 2.5 }, limit: 100 });
    expect(
      namesOf(
        "products",
        fractions.items.map((item) => item.id),
      ),
    ).toEqual(["fraction"]);
    const customers = await polar.customers.list({ metadata: { beta: false }, limit: 100 });
    expect(
      namesOf(
        "customers",
        customers.items.map((item) => item.id),
      ),
    ).toEqual(["team"]);
    const benefits = await polar.benefits.list({ metadata: { plan: "team" }, limit: 100 });
    expect(
      namesOf(
        "benefits",
        benefits.items.map((item) => item.id),
      ),
    ).toEqual(["team"]);
  });
});

describe("the OpenAPI document", () => {
  it("declares the metadata deepObject parameter on the filtered lists", async () => {
    const document = await v1<{
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string; in: string; style?: string; explode?: boolean }> }>
      >;
    }>(server, "GET", "/openapi.json");
    for (const resource of Object.keys(makers)) {
      const parameter = document.body.paths[`/v1/${resource}/`]?.get?.parameters?.find(
        (item) => item.name === "metadata",
      );
      expect(parameter, resource).toMatchObject({ in: "query", style: "deepObject", explode: true });
    }
  });
});
