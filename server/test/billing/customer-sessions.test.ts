import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashCustomerSessionToken } from "../../src/billing/customer-sessions/token.ts";
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
import { createCustomer } from "../helpers/orders.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** POST /v1/customer-sessions/: polar_cst_ tokens for the customer portal (SHA-256 stored, one hour). */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "cs-a");
  b = await billingOrg(server, "cs-b");
});

afterAll(async () => {
  await server?.close();
});

type SessionJson = {
  id: string;
  token: string;
  expires_at: string;
  created_at: string;
  modified_at: string | null;
  return_url: string | null;
  customer_portal_url: string;
  customer_id: string;
  customer: { id: string; email: string };
};

const me = (token: string) => v1<{ id: string }>(server, "GET", "/customer-portal/customers/me", { token });

describe("POST /v1/customer-sessions/", () => {
  it("creates a session by customer_id: Polar's CustomerSession, a polar_cst_ token valid one hour, only its hash stored", async () => {
    const customer = await createCustomer(server, a);
    const before = Date.now();
    const created = await v1<SessionJson>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: customer.id, return_url: "https://shop.example.com/account" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const body = created.body;
    expect(body.token).toMatch(/^polar_cst_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({
      customer_id: customer.id,
      modified_at: null,
      return_url: "https://shop.example.com/account",
      customer: { id: customer.id, email: customer.email },
    });
    expect(body.customer_portal_url).toBe(`${server.url}/portal?customer_session_token=${body.token}`);
    const lifetime = Date.parse(body.expires_at) - Date.parse(body.created_at);
    expect(lifetime).toBe(60 * 60 * 1000);
    expect(Date.parse(body.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const row = await server.gatehouse.database.db
      .selectFrom("customer_session")
      .selectAll()
      .where("id", "=", body.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashCustomerSessionToken(body.token));
    expect(JSON.stringify(row)).not.toContain(body.token);
    expect((await me(body.token)).body.id).toBe(customer.id);
  });

  it("creates a session by external_customer_id", async () => {
    const externalId = `ext-${crypto.randomUUID()}`;
    const customer = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: a.token,
      body: { email: `${externalId}@example.com`, external_id: externalId },
    });
    const created = await v1<SessionJson>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { external_customer_id: externalId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ customer_id: customer.body.id, return_url: null });
    expect((await me(created.body.token)).body.id).toBe(customer.body.id);
  });

  it("an unknown, deleted or other organization's customer is 422 at the field", async () => {
    const unknown = await v1(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: crypto.randomUUID() },
    });
    expect422(unknown, "body");
    expect((unknown.body as { detail: Array<{ loc: string[] }> }).detail[0]!.loc).toEqual(["body", "customer_id"]);
    const unknownExternal = await v1(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { external_customer_id: "nobody" },
    });
    expect((unknownExternal.body as { detail: Array<{ loc: string[] }> }).detail[0]!.loc).toEqual([
      "body",
      "external_customer_id",
    ]);

    const ofB = await createCustomer(server, b);
    expect422(
      await v1(server, "POST", "/customer-sessions/", { token: a.token, body: { customer_id: ofB.id } }),
      "body",
    );

    const deleted = await createCustomer(server, a);
    expect((await v1(server, "DELETE", `/customers/${deleted.id}`, { token: a.token })).status).toBe(204);
    expect422(
      await v1(server, "POST", "/customer-sessions/", { token: a.token, body: { customer_id: deleted.id } }),
      "body",
    );
  });

  it("validates the body: neither id, a malformed id or return_url → 422; no body → 422", async () => {
    expect422(await v1(server, "POST", "/customer-sessions/", { token: a.token, body: {} }), "body");
    expect422(
      await v1(server, "POST", "/customer-sessions/", { token: a.token, body: { customer_id: "nope" } }),
      "body",
    );
    const customer = await createCustomer(server, a);
    expect422(
      await v1(server, "POST", "/customer-sessions/", {
        token: a.token,
        body: { customer_id: customer.id, return_url: "javascript:alert(1)" },
      }),
      "body",
    );
    expect422(await v1(server, "POST", "/customer-sessions/", { token: a.token }), "body");
  });

  it("needs customer_sessions:write; members may not, owners may; no credentials → 401", async () => {
    const customer = await createCustomer(server, a);
    const readOnly = await createToken(server, a.owner, a.organization.id, ["customers:read", "customers:write"]);
    expectError(
      await v1(server, "POST", "/customer-sessions/", { token: readOnly, body: { customer_id: customer.id } }),
      403,
      "NotPermitted",
    );
    const scoped = await createToken(server, a.owner, a.organization.id, ["customer_sessions:write"]);
    expect(
      (await v1(server, "POST", "/customer-sessions/", { token: scoped, body: { customer_id: customer.id } })).status,
    ).toBe(201);
    expectError(
      await v1(server, "POST", "/customer-sessions/", { body: { customer_id: customer.id } }),
      401,
      "Unauthorized",
    );

    const member = await billingMember(server, a, "member");
    expectError(
      await v1(server, "POST", "/customer-sessions/", { client: member.client, body: { customer_id: customer.id } }),
      403,
      "NotPermitted",
    );
    const owner = await v1<SessionJson>(server, "POST", "/customer-sessions/", {
      client: a.owner.client,
      body: { customer_id: customer.id },
      query: { organization_id: a.organization.id },
    });
    expect(owner.status, JSON.stringify(owner.body)).toBe(201);
  });

  it("an expired session, an unknown token or a revoked customer's session is 401 on the portal", async () => {
    const customer = await createCustomer(server, a);
    const created = await v1<SessionJson>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: customer.id },
    });
    expect((await me(created.body.token)).status).toBe(200);
    await server.gatehouse.database.db
      .updateTable("customer_session")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", created.body.id)
      .execute();
    expectError(await me(created.body.token), 401, "Unauthorized");
    expectError(await me(`polar_cst_${"x".repeat(43)}`), 401, "Unauthorized");
    expectError(await me("garbage"), 401, "Unauthorized");

    const second = await v1<SessionJson>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: customer.id },
    });
    expect((await v1(server, "DELETE", `/customers/${customer.id}`, { token: a.token })).status).toBe(204);
    expectError(await me(second.body.token), 401, "Unauthorized");
  });

  it("works through SDK 0.47 (customerSessions.create, customerPortal with the customer session as security)", async () => {
    const customer = await createCustomer(server, a);
    const polar = sdk047(server, a.token);
    const session = await polar.customerSessions.create({ customerId: customer.id });
    expect(session.token).toMatch(/^polar_cst_/);
    expect(session.customer.id).toBe(customer.id);
    expect(session.expiresAt).toBeInstanceOf(Date);
    const byExternal = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: a.token,
      body: { email: `sdk-${crypto.randomUUID()}@example.com`, external_id: `sdk047-${crypto.randomUUID()}` },
    });
    const external = await v1<{ external_id: string }>(server, "GET", `/customers/${byExternal.body.id}`, {
      token: a.token,
    });
    const second = await polar.customerSessions.create({ externalCustomerId: external.body.external_id });
    expect(second.customerId).toBe(byExternal.body.id);
    const got = await polar.customerPortal.customers.get({ customerSession: session.token });
    expect(got).toMatchObject({ id: customer.id, email: customer.email });
  });

  it("works through SDK 1.0 (customerSessions.create, customerPortal with the session as access token)", async () => {
    const customer = await createCustomer(server, a);
    const session = await sdk10(server, a.token).customerSessions.create({ customer_id: customer.id });
    expect(session.customer_id).toBe(customer.id);
    const portal = sdk10(server, session.token);
    expect((await portal.customerPortal.customers.get()).id).toBe(customer.id);
  });
});
