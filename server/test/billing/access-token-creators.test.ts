import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, createToken, expectError, v1 } from "../helpers/billing.ts";
import type { JsonResponse, TestServer } from "../helpers/test-server.ts";
import { startTestServer } from "../helpers/test-server.ts";
import { db, joinedMember, type Person } from "../organization/fixtures.ts";

/**
 * An organization access token made by a person carries no more than that person may do, and acts
 * within what they may do later: a scope needs the permission of the same name (the organization's
 * own roles included), the token's requests are checked against its creator's roles at each
 * request, and it stops working when they leave. Tokens made by tokens pass their creator on;
 * tokens made before creators were kept act on their scopes alone.
 */

type Holder = Person & { member: { id: string } };
type Created = { token: string; organization_access_token: { id: string; scopes: string[] } };

let server: TestServer;
let seller: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "creators");
});
afterAll(async () => server?.close());

const orgId = () => seller.organization.id;
const owner = () => seller.owner;

async function defineRole(role: string, permission: Record<string, string[]>): Promise<void> {
  const created = await owner().client.post("/organization/create-role", { organizationId: orgId(), role, permission });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
}

async function changeRole(role: string, permission: Record<string, string[]>): Promise<void> {
  const updated = await owner().client.post("/organization/update-role", {
    organizationId: orgId(),
    roleName: role,
    data: { permission },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
}

/** A new member, joined as a plain member, then given `role` by the owner. */
async function memberWithRole(role: string, label: string): Promise<Holder> {
  const joined = await joinedMember(server, owner(), orgId(), "member", label);
  const given = await owner().client.post("/organization/update-member-role", {
    organizationId: orgId(),
    memberId: joined.member.id,
    role,
  });
  expect(given.status, JSON.stringify(given.body)).toBe(200);
  return joined;
}

/** Creates a token as a person (their session) or as a token. */
const mint = (who: { client?: Person["client"]; token?: string }, scopes: string[], comment = "minted") =>
  v1<Created>(server, "POST", "/organization-access-tokens/", {
    client: who.client,
    token: who.token,
    body: { organization_id: orgId(), comment, scopes },
  });

const storedTokens = () =>
  db(server)
    .selectFrom("organization_access_token")
    .select(["id", "scopes", "created_by_user_id"])
    .where("organization_id", "=", orgId())
    .orderBy("id")
    .execute();

const storedToken = (id: string) =>
  db(server)
    .selectFrom("organization_access_token")
    .select(["scopes", "created_by_user_id"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const readOrders = (token: string) => v1(server, "GET", "/orders/", { token });

const detailOf = (response: JsonResponse<unknown>) => (response.body as { detail: string }).detail;

function expectScopesRefused(response: JsonResponse<unknown>, missing: string[]): void {
  expectError(response, 403, "NotPermitted");
  expect(response.headers.get("gatehouse-error-code")).toBe("SCOPES_NOT_HELD");
  for (const scope of missing) expect(detailOf(response)).toContain(scope);
}

describe("creating a token with a session", () => {
  let reader: Holder;

  beforeAll(async () => {
    await defineRole("order-reader", { orders: ["read"], organization_access_tokens: ["write"] });
    reader = await memberWithRole("order-reader", "order-reader");
  });

  it("a member holding orders:read cannot give a token orders:write, products:read or an unenforced scope; nothing is written", async () => {
    const before = await storedTokens();
    expectScopesRefused(await mint(reader, ["orders:write"]), ["orders:write"]);
    expectScopesRefused(await mint(reader, ["products:read"]), ["products:read"]);
    const mixed = await mint(reader, ["orders:read", "products:read", "customers:write"]);
    expectScopesRefused(mixed, ["products:read", "customers:write"]);
    expect(detailOf(mixed)).not.toContain("orders:read");
    // Polar's scopes Gatehouse enforces nowhere need organizations:write.
    expectScopesRefused(await mint(reader, ["openid", "payouts:read"]), ["openid", "payouts:read"]);
    expect(await storedTokens()).toEqual(before);
  });

  it("the same member creates a token with orders:read; it is stored with them as its creator", async () => {
    const created = await mint(reader, ["orders:read"]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.organization_access_token.scopes).toEqual(["orders:read"]);
    expect(created.body.organization_access_token).not.toHaveProperty("created_by_user_id");
    expect(await storedToken(created.body.organization_access_token.id)).toEqual({
      scopes: JSON.stringify(["orders:read"]),
      created_by_user_id: reader.id,
    });
    expect((await readOrders(created.body.token)).status).toBe(200);
    expectError(await v1(server, "GET", "/products/", { token: created.body.token }), 403, "NotPermitted");
  });

  it("an owner may give every scope, the unenforced ones included", async () => {
    const created = await mint(owner(), ["openid", "payouts:write", "orders:write"]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await storedToken(created.body.organization_access_token.id)).created_by_user_id).toBe(owner().id);
  });

  it("a member may not widen a token's scopes beyond their own (PATCH), and the token stays as it was", async () => {
    const created = await mint(reader, ["orders:read"]);
    const id = created.body.organization_access_token.id;
    const widened = await v1(server, "PATCH", `/organization-access-tokens/${id}`, {
      client: reader.client,
      query: { organization_id: orgId() },
      body: { scopes: ["orders:read", "products:write"] },
    });
    expectScopesRefused(widened, ["products:write"]);
    expect(await storedToken(id)).toEqual({ scopes: JSON.stringify(["orders:read"]), created_by_user_id: reader.id });
  });

  it("a write scope reads only as far as its creator may read", async () => {
    await defineRole("order-writer", { orders: ["write"], organization_access_tokens: ["write"] });
    const writer = await memberWithRole("order-writer", "order-writer");
    expectScopesRefused(await mint(writer, ["orders:read"]), ["orders:read"]);
    const created = await mint(writer, ["orders:write"]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await readOrders(created.body.token);
    expectError(read, 403, "NotPermitted");
    expect(detailOf(read)).toBe("The person who created this access token may no longer read orders.");
  });
});

describe("a token follows its creator", () => {
  let holder: Holder;
  let token: string;
  let ownerToken: string;

  beforeAll(async () => {
    await defineRole("changing-reader", { orders: ["read"], organization_access_tokens: ["write"] });
    holder = await memberWithRole("changing-reader", "changing-reader");
    const created = await mint(holder, ["orders:read"]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    token = created.body.token;
    ownerToken = await createToken(server, owner(), orgId(), ["orders:read", "products:read"]);
  });

  it("loses what the creator's role loses (403), and gets it back with the role", async () => {
    expect((await readOrders(token)).status).toBe(200);
    await changeRole("changing-reader", { organization_access_tokens: ["write"] });
    const refused = await readOrders(token);
    expectError(refused, 403, "NotPermitted");
    expect(detailOf(refused)).toBe("The person who created this access token may no longer read orders.");
    // The owner's token is not the member's: unaffected.
    expect((await readOrders(ownerToken)).status).toBe(200);
    await changeRole("changing-reader", { orders: ["read"], organization_access_tokens: ["write"] });
    expect((await readOrders(token)).status).toBe(200);
  });

  it("a token made by the member's token carries the member as creator, and only scopes both hold", async () => {
    const parent = await mint(holder, ["orders:read", "organization_access_tokens:write"], "parent");
    expect(parent.status, JSON.stringify(parent.body)).toBe(201);
    const refused = await mint({ token: parent.body.token }, ["products:read"]);
    expectError(refused, 403, "NotPermitted");
    const child = await mint({ token: parent.body.token }, ["orders:read"], "child");
    expect(child.status, JSON.stringify(child.body)).toBe(201);
    expect((await storedToken(child.body.organization_access_token.id)).created_by_user_id).toBe(holder.id);

    // The creator loses organization_access_tokens:write: the parent may no longer make tokens.
    await changeRole("changing-reader", { orders: ["read"] });
    expectError(await mint({ token: parent.body.token }, ["orders:read"]), 403, "NotPermitted");
    await changeRole("changing-reader", { orders: ["read"], organization_access_tokens: ["write"] });
  });

  it("stops working once the creator leaves the organization (401); the owner's token goes on", async () => {
    const parent = await mint(holder, ["orders:read", "organization_access_tokens:write"], "leaving parent");
    const child = await mint({ token: parent.body.token }, ["orders:read"], "leaving child");
    expect(child.status).toBe(201);
    const removed = await owner().client.post("/organization/remove-member", {
      organizationId: orgId(),
      memberIdOrEmail: holder.member.id,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    for (const gone of [token, parent.body.token, child.body.token])
      expectError(await readOrders(gone), 401, "Unauthorized");
    expect((await readOrders(ownerToken)).status).toBe(200);
    expect((await v1(server, "GET", "/products/", { token: ownerToken })).status).toBe(200);
  });
});

describe("tokens made before creators were kept", () => {
  it("act on their scopes alone, and the tokens they make have no creator", async () => {
    const legacy = await mint(owner(), ["orders:read", "organization_access_tokens:write"], "legacy");
    await db(server)
      .updateTable("organization_access_token")
      .set({ created_by_user_id: null })
      .where("id", "=", legacy.body.organization_access_token.id)
      .execute();
    expect((await readOrders(legacy.body.token)).status).toBe(200);
    const made = await mint({ token: legacy.body.token }, ["orders:read"], "made by legacy");
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await storedToken(made.body.organization_access_token.id)).created_by_user_id).toBeNull();
    expectError(await mint({ token: legacy.body.token }, ["orders:write"]), 403, "NotPermitted");
  });
});
