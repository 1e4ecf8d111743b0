import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, createToken, expect422, expectError, sdk10, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** Team customers and their members: /v1/customers/{id}/members and the external-ID twins. */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "members-a");
  b = await billingOrg(server, "members-b");
});

afterAll(async () => {
  await server?.close();
});

type Member = {
  id: string;
  customer_id: string;
  email: string;
  name: string | null;
  external_id: string | null;
  role: string;
  created_at: string;
  modified_at: string | null;
};
type Customer = { id: string; type: string; email: string; external_id: string | null };
type List<T> = { items: T[]; pagination: { total_count: number; max_page: number } };

let serial = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++serial}`;

async function createTeam(org: BillingOrg, extra: Record<string, unknown> = {}) {
  const tag = unique("team");
  const created = await v1<Customer>(server, "POST", "/customers/", {
    token: org.token,
    body: {
      type: "team",
      name: "Acme",
      external_id: tag,
      owner: { email: `owner-${tag}@example.com`, name: "Olive Owner", external_id: `owner-${tag}` },
      ...extra,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { customer: created.body, tag };
}

const members = (org: BillingOrg, customerId: string) =>
  v1<List<Member>>(server, "GET", `/customers/${customerId}/members`, { token: org.token });

const eventsOf = async (organizationId: string, customerId: string) => {
  const rows = await server.gatehouse.database.db
    .selectFrom("billing_event")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("created_at")
    .execute();
  return rows
    .map((row) => JSON.parse(row.payload) as { type: string; data: { id: string; customer_id?: string } })
    .filter((event) => event.type.startsWith("member.") && event.data.customer_id === customerId);
};

describe("customers with a type and an owner member", () => {
  it("creates a team customer with its owner (member.created); the customer takes the owner's email", async () => {
    const { customer, tag } = await createTeam(a);
    expect(customer).toMatchObject({ type: "team", email: `owner-${tag}@example.com` });
    const listed = await members(a, customer.id);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        customer_id: customer.id,
        email: `owner-${tag}@example.com`,
        name: "Olive Owner",
        external_id: `owner-${tag}`,
        role: "owner",
      }),
    ]);
    expect((await eventsOf(a.organization.id, customer.id)).map((event) => event.type)).toEqual(["member.created"]);
  });

  it("gives an individual customer its owner member from its own email, name and external ID", async () => {
    const tag = unique("solo");
    const created = await v1<Customer>(server, "POST", "/customers/", {
      token: a.token,
      body: { email: `${tag}@example.com`, name: "Solo", external_id: tag },
    });
    expect(created.status).toBe(201);
    expect(created.body.type).toBe("individual");
    const listed = await members(a, created.body.id);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ email: `${tag}@example.com`, name: "Solo", external_id: tag, role: "owner" }),
    ]);
    // The owner follows the individual customer's email.
    const patched = await v1(server, "PATCH", `/customers/${created.body.id}`, {
      token: a.token,
      body: { email: `new-${tag}@example.com` },
    });
    expect(patched.status).toBe(200);
    expect((await members(a, created.body.id)).body.items[0]?.email).toBe(`new-${tag}@example.com`);
    // An individual customer has its owner only.
    const refused = await v1(server, "POST", `/customers/${created.body.id}/members`, {
      token: a.token,
      body: { email: `second-${tag}@example.com` },
    });
    expectError(refused, 403, "NotPermitted");
    expect((await members(a, created.body.id)).body.items).toHaveLength(1);
  });

  it("refuses a team customer with neither an email nor an owner (422 at body.email)", async () => {
    const refused = await v1(server, "POST", "/customers/", { token: a.token, body: { type: "team", name: "X" } });
    expect422(refused, "body");
  });
});

describe("/v1/customers/{id}/members", () => {
  it("adds, gets, lists, updates and removes members, recording member.created/updated/deleted", async () => {
    const { customer, tag } = await createTeam(a);
    const created = await v1<Member>(server, "POST", `/customers/${customer.id}/members`, {
      token: a.token,
      body: { email: `Bea-${tag}@Example.com`, name: "Bea", external_id: `bea-${tag}`, role: "billing_manager" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      customer_id: customer.id,
      email: `bea-${tag}@example.com`,
      role: "billing_manager",
      modified_at: null,
    });
    // The same email again answers the existing member, nothing new.
    const again = await v1<Member>(server, "POST", `/customers/${customer.id}/members`, {
      token: a.token,
      body: { email: `bea-${tag}@example.com` },
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(created.body.id);

    const got = await v1<Member>(server, "GET", `/customers/${customer.id}/members/${created.body.id}`, {
      token: a.token,
    });
    expect(got.body).toEqual(created.body);
    const managers = await v1<List<Member>>(server, "GET", `/customers/${customer.id}/members`, {
      token: a.token,
      query: { role: "billing_manager" },
    });
    expect(managers.body.items.map((item) => item.id)).toEqual([created.body.id]);

    const updated = await v1<Member>(server, "PATCH", `/customers/${customer.id}/members/${created.body.id}`, {
      token: a.token,
      body: { name: "Beatrice", role: "member" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Beatrice", role: "member" });
    expect(updated.body.modified_at).not.toBeNull();

    const removed = await v1(server, "DELETE", `/customers/${customer.id}/members/${created.body.id}`, {
      token: a.token,
    });
    expect(removed.status).toBe(204);
    const gone = await v1(server, "GET", `/customers/${customer.id}/members/${created.body.id}`, { token: a.token });
    expectError(gone, 404, "ResourceNotFound");
    expect((await eventsOf(a.organization.id, customer.id)).map((event) => event.type)).toEqual([
      "member.created",
      "member.created",
      "member.updated",
      "member.deleted",
    ]);
  });

  it("keeps exactly one owner: transfer demotes the owner, the owner can't be removed or demoted", async () => {
    const { customer, tag } = await createTeam(a);
    const owner = (await members(a, customer.id)).body.items[0];
    if (!owner) throw new Error("no owner");
    const invalidOwner = await v1(server, "POST", `/customers/${customer.id}/members`, {
      token: a.token,
      body: { email: `x-${tag}@example.com`, role: "owner" },
    });
    expect422(invalidOwner, "body");
    const demote = await v1(server, "PATCH", `/customers/${customer.id}/members/${owner.id}`, {
      token: a.token,
      body: { role: "member" },
    });
    expect422(demote, "body");
    const removeOwner = await v1(server, "DELETE", `/customers/${customer.id}/members/${owner.id}`, {
      token: a.token,
    });
    expect422(removeOwner, "body");

    const next = await v1<Member>(server, "POST", `/customers/${customer.id}/members`, {
      token: a.token,
      body: { email: `next-${tag}@example.com` },
    });
    const promoted = await v1<Member>(server, "PATCH", `/customers/${customer.id}/members/${next.body.id}`, {
      token: a.token,
      body: { role: "owner" },
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body.role).toBe("owner");
    const roles = Object.fromEntries((await members(a, customer.id)).body.items.map((item) => [item.id, item.role]));
    expect(roles).toEqual({ [owner.id]: "billing_manager", [next.body.id]: "owner" });
  });

  it("refuses a taken email or external ID and changes nothing", async () => {
    const { customer, tag } = await createTeam(a);
    const first = await v1<Member>(server, "POST", `/customers/${customer.id}/members`, {
      token: a.token,
      body: { email: `one-${tag}@example.com`, external_id: `one-${tag}` },
    });
    const takenExternal = await v1(server, "POST", `/customers/${customer.id}/members`, {
      token: a.token,
      body: { email: `two-${tag}@example.com`, external_id: `one-${tag}` },
    });
    expect422(takenExternal, "body");
    const takenEmail = await v1(server, "PATCH", `/customers/${customer.id}/members/${first.body.id}`, {
      token: a.token,
      body: { email: `owner-${tag}@example.com` },
    });
    expect422(takenEmail, "body");
    const badEmail = await v1(server, "POST", `/customers/${customer.id}/members`, {
      token: a.token,
      body: { email: "not-an-email" },
    });
    expect422(badEmail, "body");
    expect((await members(a, customer.id)).body.items.map((item) => item.email).sort()).toEqual([
      `one-${tag}@example.com`,
      `owner-${tag}@example.com`,
    ]);
  });

  it("answers by external IDs through the 1.0 SDK", async () => {
    const { customer, tag } = await createTeam(a);
    const polar = sdk10(server, a.token);
    const created = await polar.customers.members.createExternal(tag, {
      email: `ext-${tag}@example.com`,
      external_id: `ext-${tag}`,
    });
    expect(created).toMatchObject({ customer_id: customer.id, role: "member" });
    const listed = await polar.customers.members.listExternal(tag);
    expect(listed.items).toHaveLength(2);
    expect(await polar.customers.members.getExternal(tag, `ext-${tag}`)).toMatchObject({ id: created.id });
    const updated = await polar.customers.members.updateExternal(tag, `ext-${tag}`, { role: "billing_manager" });
    expect(updated.role).toBe("billing_manager");
    await polar.customers.members.deleteExternal(tag, `ext-${tag}`);
    expect((await polar.customers.members.list(customer.id)).items).toHaveLength(1);
  });

  it("keeps organizations apart, checks scopes, and removes members with their customer", async () => {
    const { customer } = await createTeam(a);
    expectError(await members(b, customer.id), 404, "ResourceNotFound");
    const readOnly = await createToken(server, a.owner, a.organization.id, ["members:read"]);
    const listed = await v1(server, "GET", `/customers/${customer.id}/members`, { token: readOnly });
    expect(listed.status).toBe(200);
    const write = await v1(server, "POST", `/customers/${customer.id}/members`, {
      token: readOnly,
      body: { email: "nope@example.com" },
    });
    expectError(write, 403, "NotPermitted");
    const customersOnly = await createToken(server, a.owner, a.organization.id, ["customers:write"]);
    expectError(
      await v1(server, "GET", `/customers/${customer.id}/members`, { token: customersOnly }),
      403,
      "NotPermitted",
    );
    const malformed = await v1(server, "GET", "/customers/not-a-uuid/members", { token: a.token });
    expect422(malformed, "path");

    expect((await v1(server, "DELETE", `/customers/${customer.id}`, { token: a.token })).status).toBe(204);
    const rows = await server.gatehouse.database.db
      .selectFrom("customer_member")
      .select(["deleted_at"])
      .where("customer_id", "=", customer.id)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.deleted_at !== null)).toBe(true);
    expect((await eventsOf(a.organization.id, customer.id)).map((event) => event.type)).toContain("member.deleted");
  });
});
