import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BillingOrg,
  billingMember,
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

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "customers-a");
  b = await billingOrg(server, "customers-b");
});
afterAll(() => server?.close());

type Customer = {
  id: string;
  email: string;
  external_id: string | null;
  organization_id: string;
  deleted_at: string | null;
  tax_id: unknown;
};
const create = (org: BillingOrg, body: Record<string, unknown>) =>
  v1<Customer>(server, "POST", "/customers/", { token: org.token, body });
const eventsOf = async (organizationId: string, customerId: string) => {
  const rows = await server.gatehouse.database.db
    .selectFrom("billing_event")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("created_at")
    .execute();
  return rows
    .map((row) => JSON.parse(row.payload) as { type: string; data: Customer })
    .filter((event) => event.data.id === customerId);
};

describe("/v1/customers through @polar-sh/sdk 0.47 (strict responses)", () => {
  it("creates, gets, lists, updates and deletes, recording customer.created/updated/deleted", async () => {
    const polar = sdk047(server, a.token);
    const created = await polar.customers.create({
      email: "Ada@Example.com",
      name: "Ada",
      externalId: "user_1",
      billingAddress: { country: "DE", city: "Berlin" },
      taxId: "de 123456789",
      metadata: { plan: "pro", seats: 3 },
    });
    expect(created).toMatchObject({
      email: "ada@example.com",
      emailVerified: false,
      type: "individual",
      name: "Ada",
      externalId: "user_1",
      billingAddress: { line1: null, line2: null, postalCode: null, city: "Berlin", state: null, country: "DE" },
      taxId: ["DE123456789", "eu_vat"],
      locale: null,
      metadata: { plan: "pro", seats: 3 },
      organizationId: a.organization.id,
      deletedAt: null,
      modifiedAt: null,
    });
    expect(created.avatarUrl).toMatch(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{64}\?d=404$/);

    expect((await polar.customers.get({ id: created.id })).id).toBe(created.id);
    expect((await polar.customers.getExternal({ externalId: "user_1" })).id).toBe(created.id);
    expect((await polar.customers.list({ email: "ADA@example.com" })).result.items.map((c) => c.id)).toEqual([
      created.id,
    ]);

    const updated = await polar.customers.update({
      id: created.id,
      customerUpdate: { name: null, billingAddress: { country: "US" }, taxId: "12-3456789", metadata: {} },
    });
    expect(updated).toMatchObject({
      name: null,
      billingAddress: { country: "US" },
      taxId: ["123456789", "us_ein"],
      metadata: {},
    });
    const byExternal = await polar.customers.updateExternal({
      externalId: "user_1",
      customerUpdateExternalID: { email: "ada@new.example", locale: "de" },
    });
    expect(byExternal).toMatchObject({ email: "ada@new.example", locale: "de", emailVerified: false });

    await polar.customers.delete({ id: created.id });
    expectError(await v1(server, "GET", `/customers/${created.id}`, { token: a.token }), 404, "ResourceNotFound");
    expectError(await v1(server, "GET", "/customers/external/user_1", { token: a.token }), 404, "ResourceNotFound");
    expectError(await v1(server, "DELETE", `/customers/${created.id}`, { token: a.token }), 404, "ResourceNotFound");
    expect((await polar.customers.list({ query: "ada" })).result.items).toEqual([]);

    const events = await eventsOf(a.organization.id, created.id);
    expect(events.map((e) => e.type)).toEqual([
      "customer.created",
      "customer.updated",
      "customer.updated",
      "customer.deleted",
    ]);
    expect(events[0]!.data.email).toBe("ada@example.com");
    expect(events[3]!.data.deleted_at).toEqual(expect.any(String));

    // A deleted customer's email and external ID can be used again.
    expect((await create(a, { email: "ada@new.example", external_id: "user_1" })).status).toBe(201);
  });

  it("deletes by external ID; filters by query; sorts", async () => {
    const polar = sdk047(server, a.token);
    const made = await polar.customers.create({ email: "zed@example.com", name: "Zed", externalId: "ext-zed" });
    await polar.customers.create({ email: "bob@example.com", name: "Bob" });
    expect((await polar.customers.list({ query: "ZED" })).result.items.map((c) => c.id)).toEqual([made.id]);
    expect((await polar.customers.list({ query: "ext-z" })).result.items.map((c) => c.id)).toEqual([made.id]);
    const byEmail = await polar.customers.list({ sorting: ["email"], limit: 100 });
    const emails = byEmail.result.items.map((c) => c.email);
    expect(emails).toEqual([...emails].sort());
    const desc = await v1<{ items: Customer[] }>(server, "GET", "/customers/", {
      token: a.token,
      query: { sorting: "-email" },
    });
    expect(desc.body.items.map((c) => c.email)).toEqual([...emails].reverse());
    await polar.customers.deleteExternal({ externalId: "ext-zed" });
    expectError(await v1(server, "GET", `/customers/${made.id}`, { token: a.token }), 404, "ResourceNotFound");
    expect((await eventsOf(a.organization.id, made.id)).map((e) => e.type)).toEqual([
      "customer.created",
      "customer.deleted",
    ]);
  });
});

describe("/v1/customers through @polar-sh/sdk 1.0", () => {
  it("creates, gets, lists, updates and deletes, by id and by external ID", async () => {
    const polar = sdk10(server, a.token);
    const created = await polar.customers.create({ email: "sdk10@example.com", external_id: "sdk10" });
    expect(created).toMatchObject({
      email: "sdk10@example.com",
      external_id: "sdk10",
      organization_id: a.organization.id,
    });
    expect((await polar.customers.get(created.id)).id).toBe(created.id);
    expect((await polar.customers.getExternal("sdk10")).id).toBe(created.id);
    expect((await polar.customers.list({ email: "sdk10@example.com" })).items.map((c) => c.id)).toEqual([created.id]);
    expect((await polar.customers.update(created.id, { name: "Ten" })).name).toBe("Ten");
    expect((await polar.customers.updateExternal("sdk10", { name: "Ten 2" })).name).toBe("Ten 2");
    await polar.customers.deleteExternal("sdk10");
    const other = await polar.customers.create({ email: "sdk10b@example.com" });
    await polar.customers.delete(other.id);
    expectError(await v1(server, "GET", `/customers/${other.id}`, { token: a.token }), 404, "ResourceNotFound");
  });
});

describe("rules and 422", () => {
  it("email (case-insensitive) and external ID are unique per organization, also under concurrent creates", async () => {
    expect((await create(a, { email: "dup@example.com", external_id: "dup" })).status).toBe(201);
    const email = await create(a, { email: "DUP@example.com" });
    expect422(email, "body");
    expect(JSON.stringify(email.body)).toContain('"email"');
    const external = await create(a, { email: "other@example.com", external_id: "dup" });
    expect422(external, "body");
    expect(JSON.stringify(external.body)).toContain('"external_id"');
    expect((await create(b, { email: "dup@example.com", external_id: "dup" })).status).toBe(201);

    const other = await create(a, { email: "other2@example.com" });
    expect422(
      await v1(server, "PATCH", `/customers/${other.body.id}`, { token: a.token, body: { email: "Dup@example.com" } }),
      "body",
    );
    expect422(
      await v1(server, "PATCH", `/customers/${other.body.id}`, { token: a.token, body: { external_id: "dup" } }),
      "body",
    );
    expect(
      (await v1(server, "PATCH", `/customers/${other.body.id}`, { token: a.token, body: { external_id: "other2" } }))
        .status,
    ).toBe(200);
    // Set once, never changed.
    expect422(
      await v1(server, "PATCH", `/customers/${other.body.id}`, { token: a.token, body: { external_id: "other3" } }),
      "body",
    );

    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) => create(a, { email: "race@example.com", external_id: `race-${i}` })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
  });

  it("422 on bad input for every endpoint", async () => {
    const customer = await create(a, { email: "valid@example.com", external_id: "valid" });
    const bad: Array<Record<string, unknown>> = [
      {},
      { email: "not-an-email" },
      { email: "x@example.com", billing_address: { city: "Paris" } },
      { email: "x@example.com", billing_address: { country: "XX" } },
      { email: "x@example.com", tax_id: "FR61954506077" },
      { email: "x@example.com", tax_id: "???", billing_address: { country: "FR" } },
      { email: "x@example.com", tax_id: "123456", billing_address: { country: "AQ" } },
      { email: "x@example.com", metadata: { nested: { a: 1 } } },
      { email: "x@example.com", type: "company" },
      { type: "team" },
      { type: "team", owner: { name: "No address" } },
      { email: "x@example.com", external_id: "" },
    ];
    for (const body of bad) expect422(await create(a, body), "body");
    expect422(await v1(server, "GET", "/customers/", { token: a.token, query: { sorting: "nope" } }), "query");
    expect422(await v1(server, "GET", "/customers/", { token: a.token, query: { limit: "0" } }), "query");
    expect422(await v1(server, "GET", "/customers/nope", { token: a.token }), "path");
    expect422(await v1(server, "DELETE", "/customers/nope", { token: a.token }), "path");
    expect422(
      await v1(server, "PATCH", `/customers/${customer.body.id}`, { token: a.token, body: { email: "bad" } }),
      "body",
    );
    expect422(
      await v1(server, "PATCH", `/customers/${customer.body.id}`, { token: a.token, body: { tax_id: "DE123456789" } }),
      "body",
    );
    expect422(
      await v1(server, "PATCH", "/customers/external/valid", { token: a.token, body: { billing_address: {} } }),
      "body",
    );
  });
});

describe("access", () => {
  it("tenant isolation: A's token and A's members get 404 on B's customers; lists never include them", async () => {
    const bCustomer = await create(b, { email: "secret@example.com", external_id: "b-secret" });
    for (const [method, path, body] of [
      ["GET", `/customers/${bCustomer.body.id}`, undefined],
      ["PATCH", `/customers/${bCustomer.body.id}`, { name: "mine" }],
      ["DELETE", `/customers/${bCustomer.body.id}`, undefined],
      ["GET", "/customers/external/b-secret", undefined],
      ["PATCH", "/customers/external/b-secret", { name: "mine" }],
      ["DELETE", "/customers/external/b-secret", undefined],
    ] as const) {
      expectError(await v1(server, method, path, { token: a.token, body }), 404, "ResourceNotFound");
      expectError(await v1(server, method, path, { client: a.owner.client, body }), 404, "ResourceNotFound");
    }
    expectError(
      await v1(server, "GET", "/customers/", { token: a.token, query: { organization_id: b.organization.id } }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "POST", "/customers/", {
        token: a.token,
        body: { organization_id: b.organization.id, email: "x@example.com" },
      }),
      404,
      "ResourceNotFound",
    );
    const list = await v1<{ items: Customer[] }>(server, "GET", "/customers/", {
      token: a.token,
      query: { limit: "100", email: "secret@example.com" },
    });
    expect(list.body.items).toEqual([]);
    const all = await v1<{ items: Customer[] }>(server, "GET", "/customers/", {
      client: a.owner.client,
      query: { limit: "100" },
    });
    expect(all.body.items.every((c) => c.organization_id === a.organization.id)).toBe(true);
    expect((await v1(server, "GET", `/customers/${bCustomer.body.id}`, { token: b.token })).status).toBe(200);
  });

  it("role matrix: members read, only owner and admin write; scopes", async () => {
    const member = await billingMember(server, a, "member");
    const admin = await billingMember(server, a, "admin");
    expect((await v1(server, "GET", "/customers/", { client: member.client })).status).toBe(200);
    expectError(
      await v1(server, "POST", "/customers/", { client: member.client, body: { email: "m@example.com" } }),
      403,
      "NotPermitted",
    );
    const byAdmin = await v1<Customer>(server, "POST", "/customers/", {
      client: admin.client,
      body: { email: "admin-made@example.com", external_id: "admin-made" },
    });
    expect(byAdmin.status).toBe(201);
    expect((await v1(server, "GET", `/customers/${byAdmin.body.id}`, { client: member.client })).status).toBe(200);
    expect((await v1(server, "GET", "/customers/external/admin-made", { client: member.client })).status).toBe(200);
    for (const [method, path, body] of [
      ["PATCH", `/customers/${byAdmin.body.id}`, { name: "x" }],
      ["DELETE", `/customers/${byAdmin.body.id}`, undefined],
      ["PATCH", "/customers/external/admin-made", { name: "x" }],
      ["DELETE", "/customers/external/admin-made", undefined],
    ] as const) {
      expectError(await v1(server, method, path, { client: member.client, body }), 403, "NotPermitted");
    }
    const reader = await createToken(server, a.owner, a.organization.id, ["customers:read"]);
    expect((await v1(server, "GET", "/customers/", { token: reader })).status).toBe(200);
    expectError(
      await v1(server, "POST", "/customers/", { token: reader, body: { email: "r@example.com" } }),
      403,
      "NotPermitted",
    );
    expect((await v1(server, "DELETE", "/customers/external/admin-made", { client: admin.client })).status).toBe(204);
  });
});
