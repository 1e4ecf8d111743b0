import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** Member sessions and /v1/customer-portal/members: owners and billing managers manage a team. */

let server: TestServer;
let a: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "portal-members");
});

afterAll(async () => {
  await server?.close();
});

type Member = { id: string; email: string; name: string | null; role: string; external_id: string | null };
type List<T> = { items: T[]; pagination: { total_count: number } };

let serial = 0;

/** A team customer with an owner, a billing manager and a member. */
async function team() {
  const tag = `t${Date.now().toString(36)}${++serial}`;
  const created = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: a.token,
    body: { type: "team", external_id: tag, owner: { email: `owner-${tag}@example.com`, external_id: `owner-${tag}` } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const add = async (label: string, role: string) => {
    const added = await v1<Member>(server, "POST", `/customers/${created.body.id}/members`, {
      token: a.token,
      body: { email: `${label}-${tag}@example.com`, external_id: `${label}-${tag}`, role },
    });
    expect(added.status).toBe(201);
    return added.body;
  };
  const manager = await add("manager", "billing_manager");
  const member = await add("member", "member");
  const listed = await v1<List<Member>>(server, "GET", `/customers/${created.body.id}/members`, {
    token: a.token,
    query: { role: "owner" },
  });
  const owner = listed.body.items[0];
  if (!owner) throw new Error("no owner");
  return { customerId: created.body.id, tag, owner, manager, member };
}

async function sessionOf(body: Record<string, unknown>) {
  const created = await v1<{ token: string }>(server, "POST", "/customer-sessions/", { token: a.token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.token;
}

describe("member sessions", () => {
  it("opens a session as a member by id or external id; the portal user carries member_id and role", async () => {
    const t = await team();
    const token = await sessionOf({ customer_id: t.customerId, member_id: t.manager.id });
    const user = await v1(server, "GET", "/customer-portal/customer-session/user", { token });
    expect(user.status).toBe(200);
    expect(user.body).toEqual({
      type: "member",
      name: null,
      email: t.manager.email,
      customer_id: t.customerId,
      member_id: t.manager.id,
      role: "billing_manager",
    });
    const byExternal = await sessionOf({ external_customer_id: t.tag, external_member_id: `member-${t.tag}` });
    const other = await v1<{ member_id: string; role: string }>(
      server,
      "GET",
      "/customer-portal/customer-session/user",
      {
        token: byExternal,
      },
    );
    expect(other.body).toMatchObject({ member_id: t.member.id, role: "member" });
  });

  it("refuses an unknown member, another customer's member, or a team session without a member (422)", async () => {
    const t = await team();
    const u = await team();
    const unknown = await v1(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: t.customerId, member_id: u.member.id },
    });
    expect422(unknown, "body");
    const external = await v1(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: t.customerId, external_member_id: "nobody" },
    });
    expect422(external, "body");
    const none = await v1(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: t.customerId },
    });
    expect422(none, "body");
  });

  it("ends a member's session when the member is removed", async () => {
    const t = await team();
    const token = await sessionOf({ customer_id: t.customerId, member_id: t.member.id });
    expect((await v1(server, "GET", "/customer-portal/customers/me", { token })).status).toBe(200);
    await v1(server, "DELETE", `/customers/${t.customerId}/members/${t.member.id}`, { token: a.token });
    expectError(await v1(server, "GET", "/customer-portal/customers/me", { token }), 401, "Unauthorized");
  });
});

describe("/v1/customer-portal/members", () => {
  it("lets the owner and billing managers list, add, update and remove members", async () => {
    const t = await team();
    const token = await sessionOf({ customer_id: t.customerId, member_id: t.manager.id });
    const polar = sdk10(server, token);
    const page = await polar.customerPortal.members.listMembers();
    expect(page.items.map((item) => item.role).sort()).toEqual(["billing_manager", "member", "owner"]);
    const added = await polar.customerPortal.members.addMember({ email: `new-${t.tag}@example.com`, name: "Nia" });
    expect(added).toMatchObject({ email: `new-${t.tag}@example.com`, name: "Nia", role: "member" });
    const updated = await polar.customerPortal.members.updateMember(added.id, { role: "billing_manager" });
    expect(updated.role).toBe("billing_manager");
    await polar.customerPortal.members.removeMember(added.id);
    const after = await v1<List<Member>>(server, "GET", "/customer-portal/members", { token });
    expect(after.body.pagination.total_count).toBe(3);
  });

  it("refuses a plain member (403), self changes, owner additions and a transfer by a billing manager", async () => {
    const t = await team();
    const memberToken = await sessionOf({ customer_id: t.customerId, member_id: t.member.id });
    expectError(await v1(server, "GET", "/customer-portal/members", { token: memberToken }), 403, "NotPermitted");
    const addByMember = await v1(server, "POST", "/customer-portal/members", {
      token: memberToken,
      body: { email: `x-${t.tag}@example.com` },
    });
    expectError(addByMember, 403, "NotPermitted");

    const managerToken = await sessionOf({ customer_id: t.customerId, member_id: t.manager.id });
    const ownerAdd = await v1(server, "POST", "/customer-portal/members", {
      token: managerToken,
      body: { email: `o-${t.tag}@example.com`, role: "owner" },
    });
    expect422(ownerAdd, "body");
    const selfRole = await v1(server, "PATCH", `/customer-portal/members/${t.manager.id}`, {
      token: managerToken,
      body: { role: "member" },
    });
    expect422(selfRole, "path");
    const selfRemove = await v1(server, "DELETE", `/customer-portal/members/${t.manager.id}`, { token: managerToken });
    expect422(selfRemove, "path");
    const transfer = await v1(server, "PATCH", `/customer-portal/members/${t.member.id}`, {
      token: managerToken,
      body: { role: "owner" },
    });
    expect422(transfer, "body");
    const removeOwner = await v1(server, "DELETE", `/customer-portal/members/${t.owner.id}`, { token: managerToken });
    expect422(removeOwner, "body");

    // The owner hands ownership over and becomes a billing manager.
    const ownerToken = await sessionOf({ customer_id: t.customerId, member_id: t.owner.id });
    const handed = await v1<Member>(server, "PATCH", `/customer-portal/members/${t.member.id}`, {
      token: ownerToken,
      body: { role: "owner" },
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.role).toBe("owner");
    const roles = await v1<List<Member>>(server, "GET", `/customers/${t.customerId}/members`, { token: a.token });
    expect(Object.fromEntries(roles.body.items.map((item) => [item.id, item.role]))).toEqual({
      [t.owner.id]: "billing_manager",
      [t.manager.id]: "billing_manager",
      [t.member.id]: "owner",
    });
  });

  it("is for team customers only: an individual customer's owner gets 403", async () => {
    const created = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: a.token,
      body: { email: `solo-${Date.now()}@example.com` },
    });
    const token = await sessionOf({ customer_id: created.body.id });
    expectError(await v1(server, "GET", "/customer-portal/members", { token }), 403, "NotPermitted");
    expectError(await v1(server, "GET", "/customer-portal/members", {}), 401, "Unauthorized");
  });

  it("keeps another team's members out of reach (404)", async () => {
    const t = await team();
    const u = await team();
    const token = await sessionOf({ customer_id: t.customerId, member_id: t.owner.id });
    const foreign = await v1(server, "PATCH", `/customer-portal/members/${u.member.id}`, {
      token,
      body: { name: "Hijack" },
    });
    expectError(foreign, 404, "ResourceNotFound");
  });
});

describe("the portal's billing by team role", () => {
  it("keeps a plain member to their benefits; the owner and billing managers reach the customer's billing", async () => {
    const t = await team();
    const member = await sessionOf({ customer_id: t.customerId, member_id: t.member.id });
    const manager = await sessionOf({ customer_id: t.customerId, member_id: t.manager.id });
    const owner = await sessionOf({ customer_id: t.customerId, member_id: t.owner.id });
    const billing: Array<[string, string, unknown?]> = [
      ["GET", "/customer-portal/orders/"],
      ["GET", "/customer-portal/subscriptions/"],
      ["GET", "/customer-portal/customers/me/payment-methods"],
      ["GET", "/customer-portal/wallets/"],
      ["PATCH", "/customer-portal/customers/me", { billing_name: "Member Co" }],
      ["POST", "/customer-portal/customers/me/email-update/request", { email: `new-${t.tag}@example.com` }],
    ];
    for (const [method, path, body] of billing) {
      const refused = await v1(server, method, path, { token: member, body });
      expectError(refused, 403, "NotPermitted");
      expect((refused.body as { detail: string }).detail).toBe(
        "Only the owner or a billing manager of the customer can manage its billing.",
      );
    }
    for (const token of [manager, owner])
      for (const [method, path] of billing.filter(([method]) => method === "GET"))
        expect((await v1(server, method, path, { token })).status, `${method} ${path}`).toBe(200);
    // What stays open to the member: who they are, the customer, their benefits.
    for (const path of [
      "/customer-portal/customer-session/user",
      "/customer-portal/customers/me",
      "/customer-portal/benefit-grants/",
    ])
      expect((await v1(server, "GET", path, { token: member })).status, path).toBe(200);
    // The refused update changed nothing.
    const customer = await v1<{ billing_name: string | null }>(server, "GET", `/customers/${t.customerId}`, {
      token: a.token,
    });
    expect(customer.body.billing_name).toBeNull();
  });
});
