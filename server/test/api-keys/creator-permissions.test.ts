import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expectError, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  createOrganization,
  db,
  joinedMember,
  type Organization,
  type Person,
  person,
} from "../organization/fixtures.ts";

/**
 * An organization API key made by a member carries at most the permissions that member holds, and
 * acts within what they hold later: verification (`auth.api.verifyApiKey`, and the meters'
 * `/v1/api-key-meters/verify` built on it) checks the creator's roles now, and refuses the key
 * once they leave the organization. A key made before creators were kept acts as it always did.
 */

type Permissions = Record<string, string[]>;
type Holder = Person & { member: { id: string } };
type CreatedKey = { id: string; key: string; permissions: Permissions | null; metadata: unknown };
type Refusal = { code?: string; message?: string; missingPermissions?: string[]; unknown?: string[] };
type Verification = {
  valid: boolean;
  error: { code?: string; message?: string } | null;
  key: { id: string; permissions: Permissions | null } | null;
};

let server: TestServer;
let owner: Person;
let organization: Organization;
let maker: Holder;

beforeAll(async () => {
  server = await startTestServer();
  owner = await person(server, "key-owner");
  organization = await createOrganization(owner, { name: "Key makers" });
  await defineRole("key-maker", { apiKey: ["create", "read"], orders: ["read"] });
  maker = await memberWithRole("key-maker", "key-maker");
});
afterAll(async () => server?.close());

async function defineRole(role: string, permission: Permissions): Promise<void> {
  const created = await owner.client.post("/organization/create-role", {
    organizationId: organization.id,
    role,
    permission,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
}

async function changeRole(role: string, permission: Permissions): Promise<void> {
  const updated = await owner.client.post("/organization/update-role", {
    organizationId: organization.id,
    roleName: role,
    data: { permission },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
}

async function memberWithRole(role: string, label: string): Promise<Holder> {
  const joined = await joinedMember(server, owner, organization.id, "member", label);
  const given = await owner.client.post("/organization/update-member-role", {
    organizationId: organization.id,
    memberId: joined.member.id,
    role,
  });
  expect(given.status, JSON.stringify(given.body)).toBe(200);
  return joined;
}

const createKey = (who: Person, permissions?: Permissions, name = "scripts") =>
  who.client.post<CreatedKey & Refusal>("/api-key/create", {
    configId: "organization",
    organizationId: organization.id,
    name,
    ...(permissions === undefined ? {} : { permissions }),
  });

const organizationKeys = () =>
  db(server)
    .selectFrom("apikey")
    .select(["id", "permissions", "metadata"])
    .where("referenceId", "=", organization.id)
    .orderBy("id")
    .execute();

const verify = (key: string, permissions?: Permissions) =>
  server.gatehouse.auth.api.verifyApiKey({
    body: { key, configId: "organization", ...(permissions ? { permissions } : {}) },
  }) as Promise<Verification>;

describe("creating an organization key with permissions", () => {
  it("a member holding orders:read cannot give a key orders:write or products:read (403); nothing is written", async () => {
    const before = await organizationKeys();
    const writing = await createKey(maker, { orders: ["write"] });
    expect(writing.status).toBe(403);
    expect(writing.body).toMatchObject({ code: "PERMISSIONS_NOT_HELD", missingPermissions: ["orders:write"] });
    const mixed = await createKey(maker, { orders: ["read"], products: ["read"], member: ["delete"] });
    expect(mixed.status).toBe(403);
    expect(mixed.body.missingPermissions).toEqual(["products:read", "member:delete"]);
    expect(await organizationKeys()).toEqual(before);
  });

  it("names outside the catalogue are a 400, and a member without apiKey:create a 403; nothing is written", async () => {
    const before = await organizationKeys();
    const unknownResource = await createKey(owner, { rockets: ["launch"] });
    expect(unknownResource.status).toBe(400);
    expect(unknownResource.body).toMatchObject({ code: "UNKNOWN_PERMISSION", unknown: ["rockets:launch"] });
    const unknownAction = await createKey(owner, { orders: ["delete"] });
    expect(unknownAction.status).toBe(400);
    expect(unknownAction.body.unknown).toEqual(["orders:delete"]);
    const plain = await joinedMember(server, owner, organization.id, "member", "plain-member");
    const refused = await createKey(plain, { orders: ["read"] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("INSUFFICIENT_API_KEY_PERMISSIONS");
    expect(await organizationKeys()).toEqual(before);
  });

  it("the member creates a key with orders:read: stored with its permissions and its creator", async () => {
    const created = await createKey(maker, { orders: ["read"] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.permissions).toEqual({ orders: ["read"] });
    expect(created.body.metadata).toEqual({ createdByUserId: maker.id });
    const row = await db(server)
      .selectFrom("apikey")
      .select(["permissions", "metadata"])
      .where("id", "=", created.body.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.permissions ?? "null")).toEqual({ orders: ["read"] });
    expect(JSON.parse(row.metadata ?? "null")).toEqual({ createdByUserId: maker.id });
    const listed = await owner.client.get<{ apiKeys: Array<{ id: string; permissions: Permissions | null }> }>(
      "/api-key/list",
      { query: { organizationId: organization.id } },
    );
    expect(listed.body.apiKeys.find((key) => key.id === created.body.id)?.permissions).toEqual({ orders: ["read"] });
    // The audit log files the creation under the organization that owns the key.
    const entry = await db(server)
      .selectFrom("audit_log")
      .select(["organization_id", "actor_id"])
      .where("action", "=", "api_key.created")
      .where("target_id", "=", created.body.id)
      .executeTakeFirst();
    expect(entry).toEqual({ organization_id: organization.id, actor_id: maker.id });
  });

  it("a key without permissions still records its creator; a user's key still may not set permissions", async () => {
    const plainKey = await createKey(maker);
    expect(plainKey.status, JSON.stringify(plainKey.body)).toBe(200);
    expect(plainKey.body.permissions).toBeNull();
    expect(plainKey.body.metadata).toEqual({ createdByUserId: maker.id });
    const userKey = await maker.client.post<Refusal>("/api-key/create", {
      name: "mine",
      permissions: { orders: ["read"] },
    });
    expect(userKey.status).toBe(400);
    expect(userKey.body.code).toBe("SERVER_ONLY_PROPERTY");
  });
});

describe("an organization key follows its creator", () => {
  let holder: Holder;
  let key: CreatedKey;
  let ownerKey: CreatedKey;
  let seller: BillingOrg;

  beforeAll(async () => {
    await defineRole("changing-maker", { apiKey: ["create"], orders: ["read"], customers: ["read"] });
    holder = await memberWithRole("changing-maker", "changing-maker");
    const created = await createKey(holder, { orders: ["read"], customers: ["read"] }, "follows");
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    key = created.body;
    const owners = await createKey(owner, { orders: ["read", "write"] }, "owner's");
    expect(owners.status, JSON.stringify(owners.body)).toBe(200);
    ownerKey = owners.body;
    // A seller the key's organization buys from, so the meters' verification accepts the key.
    seller = await billingOrg(server, "key-seller");
    const customer = await v1(server, "POST", "/customers/", {
      token: seller.token,
      body: { email: "key-makers@example.com", external_id: organization.id },
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  });

  const meterVerify = (apiKey: string) =>
    v1<{ valid: boolean; key: { id: string } }>(server, "POST", "/api-key-meters/verify", {
      token: seller.token,
      body: { key: apiKey },
    });

  it("verifies with the permissions both the key and its creator hold", async () => {
    const verified = await verify(key.key, { orders: ["read"] });
    expect(verified.valid).toBe(true);
    expect(verified.key?.permissions).toEqual({ orders: ["read"], customers: ["read"] });
    expect((await verify(key.key, { orders: ["write"] })).valid).toBe(false);
  });

  it("loses what the creator's role loses, and gets it back with the role", async () => {
    await changeRole("changing-maker", { apiKey: ["create"], customers: ["read"] });
    const refused = await verify(key.key, { orders: ["read"] });
    expect(refused).toMatchObject({ valid: false, key: null, error: { code: "KEY_NOT_FOUND" } });
    const remaining = await verify(key.key);
    expect(remaining.valid).toBe(true);
    expect(remaining.key?.permissions).toEqual({ customers: ["read"] });
    // The owner's key is the owner's: unaffected.
    expect((await verify(ownerKey.key, { orders: ["read", "write"] })).valid).toBe(true);
    await changeRole("changing-maker", { apiKey: ["create"], orders: ["read"], customers: ["read"] });
    expect((await verify(key.key, { orders: ["read"] })).valid).toBe(true);
  });

  it("is refused once the creator leaves the organization, by the meters' verification too (401)", async () => {
    const before = await meterVerify(key.key);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.key.id).toBe(key.id);
    const removed = await owner.client.post("/organization/remove-member", {
      organizationId: organization.id,
      memberIdOrEmail: holder.member.id,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await verify(key.key)).toMatchObject({
      valid: false,
      key: null,
      error: { code: "KEY_CREATOR_NOT_A_MEMBER", message: "Invalid API key." },
    });
    const meterRefusal = await meterVerify(key.key);
    expectError(meterRefusal, 401, "InvalidApiKey");
    expect((meterRefusal.body as unknown as { detail: string }).detail).toBe("Invalid API key.");
    expect((await verify(ownerKey.key, { orders: ["write"] })).valid).toBe(true);
    expect((await meterVerify(ownerKey.key)).status).toBe(200);
  });

  it("a key made before creators were kept verifies on its own permissions", async () => {
    const created = await createKey(owner, { orders: ["read"] }, "legacy");
    await db(server).updateTable("apikey").set({ metadata: null }).where("id", "=", created.body.id).execute();
    const verified = await verify(created.body.key, { orders: ["read"] });
    expect(verified.valid).toBe(true);
    expect(verified.key?.permissions).toEqual({ orders: ["read"] });
  });
});
