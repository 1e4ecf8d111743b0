import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, db, type Person, person } from "../organization/fixtures.ts";

/**
 * API keys with an IP allowlist: set on create and update (checked and normalised first, shown on
 * create, update, get and list), enforced for a user's key on every auth route and for an
 * organization key at verification, each refusal 403 IP_NOT_ALLOWED naming the address and
 * audited as `api_key.ip_refused`. The client address is the one TRUSTED_PROXIES decides: the
 * tests reach the server from 127.0.0.1, a trusted proxy here, and name the client in
 * X-Forwarded-For.
 */

type Key = { id: string; key: string; ipAllowlist: string[] };
type Refusal = { code?: string; message?: string; entry?: string };

let server: TestServer;
let keyOwner: Person;
let seller: BillingOrg;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_PROXIES: "127.0.0.1" } });
  keyOwner = await person(server, "ip-keys");
  seller = await billingOrg(server, "ip-seller");
});
afterAll(async () => server?.close());

const from = (address: string) => ({ "x-forwarded-for": address });
const sessionWith = (key: string, address: string) =>
  server.client().get<Refusal & { user?: { id: string } }>("/get-session", {
    headers: { "x-api-key": key, ...from(address) },
  });

async function createKey(body: Record<string, unknown>): Promise<Key> {
  const created = await keyOwner.client.post<Key>("/api-key/create", { name: "ip", ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

const refusalsOf = (keyId: string) =>
  db(server)
    .selectFrom("audit_log")
    .select(["action", "organization_id", "ip_address", "details", "actor_type", "actor_id"])
    .where("target_id", "=", keyId)
    .where("action", "=", "api_key.ip_refused")
    .execute();

describe("user keys", () => {
  let key: Key;
  beforeAll(async () => {
    key = await createKey({
      ipAllowlist: ["203.0.113.77/24", "2001:DB8:0:0::/32", "::ffff:198.51.100.7", "203.0.113.0/24"],
    });
  });

  it("the list is normalised, deduplicated, and shown on create, get and list", async () => {
    const expected = ["203.0.113.0/24", "2001:db8::/32", "198.51.100.7"];
    expect(key.ipAllowlist).toEqual(expected);
    const got = await keyOwner.client.get<Key>("/api-key/get", { query: { id: key.id } });
    expect(got.body.ipAllowlist).toEqual(expected);
    const listed = await keyOwner.client.get<{ apiKeys: Key[] }>("/api-key/list");
    expect(listed.body.apiKeys.find((k) => k.id === key.id)?.ipAllowlist).toEqual(expected);
    // The list is Gatehouse's own column, not the key's metadata.
    const row = await db(server).selectFrom("apikey").select(["metadata"]).where("id", "=", key.id).executeTakeFirst();
    expect(String(row?.metadata)).not.toContain("198.51.100.7");
  });

  it("addresses inside the list act as the owner: IPv4 in a range, an address, IPv6, IPv4-mapped IPv6", async () => {
    for (const address of ["203.0.113.9", "198.51.100.7", "2001:db8:1::5", "::ffff:203.0.113.200"]) {
      const answer = await sessionWith(key.key, address);
      expect(answer.status, `${address}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.user?.id).toBe(keyOwner.id);
    }
  });

  it("an address outside is 403 IP_NOT_ALLOWED naming it, and audited with the address", async () => {
    for (const address of ["192.0.2.1", "2001:db9::1"]) {
      const answer = await sessionWith(key.key, address);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        code: "IP_NOT_ALLOWED",
        message: `Requests from ${address} are not allowed for this key.`,
      });
    }
    const entries = await refusalsOf(key.id);
    expect(entries.map((entry) => entry.ip_address).sort()).toEqual(["192.0.2.1", "2001:db9::1"]);
    expect(entries[0]).toMatchObject({ organization_id: null, actor_type: "token", actor_id: key.id });
    expect(JSON.parse(String(entries[0]?.details))).toMatchObject({ userId: keyOwner.id });
  });

  it("update replaces the list (alone, or beside other fields); null lifts it", async () => {
    const replaced = await keyOwner.client.post<Key>("/api-key/update", {
      keyId: key.id,
      ipAllowlist: ["192.0.2.0/24"],
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.ipAllowlist).toEqual(["192.0.2.0/24"]);
    expect((await sessionWith(key.key, "192.0.2.1")).status).toBe(200);
    expect((await sessionWith(key.key, "203.0.113.9")).status).toBe(403);

    const renamed = await keyOwner.client.post<Key & { name: string }>("/api-key/update", {
      keyId: key.id,
      name: "renamed",
    });
    expect(renamed.body).toMatchObject({ name: "renamed", ipAllowlist: ["192.0.2.0/24"] });

    const lifted = await keyOwner.client.post<Key>("/api-key/update", { keyId: key.id, ipAllowlist: null });
    expect(lifted.body.ipAllowlist).toEqual([]);
    expect((await sessionWith(key.key, "203.0.113.9")).status).toBe(200);
  });

  it("a key without a list works from any address", async () => {
    const open = await createKey({});
    expect(open.ipAllowlist).toEqual([]);
    expect((await sessionWith(open.key, "192.0.2.77")).status).toBe(200);
  });

  it("a bad entry, a non-list or too many entries are 400 INVALID_IP_ALLOWLIST and write nothing", async () => {
    const countKeys = async () =>
      (await db(server).selectFrom("apikey").select("id").where("referenceId", "=", keyOwner.id).execute()).length;
    const before = await countKeys();
    const bad = await keyOwner.client.post<Refusal>("/api-key/create", {
      name: "bad",
      ipAllowlist: ["10.0.0.1", "10.0.0.300"],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "INVALID_IP_ALLOWLIST", entry: "10.0.0.300" });
    expect(bad.body.message).toContain('"10.0.0.300" is not an IP address or CIDR range');
    const notList = await keyOwner.client.post<Refusal>("/api-key/create", { name: "bad", ipAllowlist: "10.0.0.1" });
    expect(notList.body.code).toBe("INVALID_IP_ALLOWLIST");
    const many = Array.from({ length: 101 }, (_, i) => `10.${i}.0.0/16`);
    const tooMany = await keyOwner.client.post<Refusal>("/api-key/create", { name: "bad", ipAllowlist: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("An IP allowlist holds at most 100 addresses or ranges.");
    expect(await countKeys()).toBe(before);

    const badUpdate = await keyOwner.client.post<Refusal>("/api-key/update", {
      keyId: key.id,
      name: "not written",
      ipAllowlist: ["2001:db8::/129"],
    });
    expect(badUpdate.status).toBe(400);
    const row = await db(server).selectFrom("apikey").select(["name"]).where("id", "=", key.id).executeTakeFirst();
    expect(row?.name).toBe("renamed");
  });

  it("another user cannot set a key's list", async () => {
    const stranger = await person(server, "ip-stranger");
    const answer = await stranger.client.post<Refusal>("/api-key/update", {
      keyId: key.id,
      ipAllowlist: ["192.0.2.9"],
    });
    expect(answer.status).toBe(404);
    const got = await keyOwner.client.get<Key>("/api-key/get", { query: { id: key.id } });
    expect(got.body.ipAllowlist).toEqual([]);
  });
});

describe("organization keys, at the meters' verification", () => {
  it("the address the seller names (or the call's own) must be in the key's list", async () => {
    const owner = await person(server, "ip-org-keys");
    const organization = await createOrganization(owner, { name: "Key holder" });
    const created = await owner.client.post<Key>("/api-key/create", {
      configId: "organization",
      organizationId: organization.id,
      name: "backend",
      ipAllowlist: ["198.51.100.0/24"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.ipAllowlist).toEqual(["198.51.100.0/24"]);
    const verify = (body: Record<string, unknown>, address = "203.0.113.50") =>
      v1<{ error: string; detail: string }>(server, "POST", "/api-key-meters/verify", {
        token: seller.token,
        body: { key: created.body.key, ...body },
        headers: from(address),
      });

    const outside = await verify({ ip_address: "192.0.2.5" });
    expect(outside.status).toBe(403);
    expect(outside.body).toEqual({
      error: "NotPermitted",
      detail: "Requests from 192.0.2.5 are not allowed for this key.",
    });
    expect(outside.headers.get("gatehouse-error-code")).toBe("IP_NOT_ALLOWED");
    // The call's own address when the seller names none.
    expect((await verify({})).body.detail).toBe("Requests from 203.0.113.50 are not allowed for this key.");
    // Inside the list the key passes on to the next check: this organization is no customer of the seller.
    const inside = await verify({ ip_address: "198.51.100.20" });
    expect(inside.body.error).toBe("NotACustomer");
    expect((await verify({}, "198.51.100.21")).body.error).toBe("NotACustomer");

    const entries = await refusalsOf(created.body.id);
    expect(entries.map((entry) => entry.ip_address).sort()).toEqual(["192.0.2.5", "203.0.113.50"]);
    expect(entries[0]?.organization_id).toBe(organization.id);
  });
});
