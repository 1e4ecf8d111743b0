import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, createToken, expect422, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { db } from "../organization/fixtures.ts";

/**
 * Organization access tokens with an IP allowlist (`ip_allowlist`, a Gatehouse extension of the
 * wire shape): set on create and update (422 naming the bad entry), listed, and enforced on every
 * /v1 request: 403 NotPermitted with `Gatehouse-Error-Code: IP_NOT_ALLOWED`, audited as
 * `access_token.ip_refused`. The tests reach the server from 127.0.0.1, a trusted proxy here, and
 * name the client in X-Forwarded-For.
 */

type Token = { id: string; ip_allowlist: string[]; last_used_at: string | null };
type Created = { organization_access_token: Token; token: string };

let server: TestServer;
let seller: BillingOrg;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_PROXIES: "127.0.0.1" } });
  seller = await billingOrg(server, "ip-tokens");
});
afterAll(async () => server?.close());

const from = (address: string) => ({ "x-forwarded-for": address });
const listWith = (token: string, address: string) =>
  v1<{ items: Token[]; error?: string; detail?: string }>(server, "GET", "/organization-access-tokens/", {
    token,
    headers: from(address),
  });

async function create(ipAllowlist: unknown) {
  return v1<Created>(server, "POST", "/organization-access-tokens/", {
    token: seller.token,
    body: { comment: "ip", scopes: ["organization_access_tokens:read"], ip_allowlist: ipAllowlist },
  });
}

describe("ip_allowlist", () => {
  let created: Created;
  beforeAll(async () => {
    const answer = await create(["203.0.113.77/24", "2001:DB8::/32", "::ffff:198.51.100.7"]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    created = answer.body;
  });

  it("is normalised on create and shown in the listing", async () => {
    const expected = ["203.0.113.0/24", "2001:db8::/32", "198.51.100.7"];
    expect(created.organization_access_token.ip_allowlist).toEqual(expected);
    const listed = await listWith(seller.token, "192.0.2.1");
    expect(listed.status).toBe(200);
    const shown = listed.body.items.find((token) => token.id === created.organization_access_token.id);
    expect(shown?.ip_allowlist).toEqual(expected);
    // A token without a list shows an empty one and works from anywhere.
    expect(listed.body.items.some((token) => token.ip_allowlist.length === 0)).toBe(true);
  });

  it("lets in addresses inside: IPv4 range, address, IPv6, IPv4-mapped IPv6", async () => {
    for (const address of ["203.0.113.9", "198.51.100.7", "2001:db8:ab::1", "::ffff:203.0.113.10"]) {
      const answer = await listWith(created.token, address);
      expect(answer.status, `${address}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });

  it("refuses an address outside with 403 naming it, audited, the token untouched", async () => {
    const id = created.organization_access_token.id;
    await db(server)
      .updateTable("organization_access_token")
      .set({ last_used_at: null })
      .where("id", "=", id)
      .execute();
    for (const address of ["192.0.2.1", "2001:db9::1"]) {
      const answer = await listWith(created.token, address);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        error: "NotPermitted",
        detail: `Requests from ${address} are not allowed for this token.`,
      });
      expect(answer.headers.get("gatehouse-error-code")).toBe("IP_NOT_ALLOWED");
    }
    const row = await db(server)
      .selectFrom("organization_access_token")
      .select("last_used_at")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.last_used_at).toBeNull();
    const entries = await db(server)
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "access_token.ip_refused")
      .where("target_id", "=", id)
      .execute();
    expect(entries.map((entry) => entry.ip_address).sort()).toEqual(["192.0.2.1", "2001:db9::1"]);
    expect(entries[0]).toMatchObject({
      organization_id: seller.organization.id,
      actor_type: "token",
      actor_id: id,
      target_type: "organization_access_token",
    });
    expect(JSON.parse(String(entries[0]?.details))).toEqual({ address: entries[0]?.ip_address });
  });

  it("update replaces the list; omitted keeps it; null lifts it", async () => {
    const path = `/organization-access-tokens/${created.organization_access_token.id}`;
    const replaced = await v1<Token>(server, "PATCH", path, {
      token: seller.token,
      body: { ip_allowlist: ["192.0.2.0/24"] },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.ip_allowlist).toEqual(["192.0.2.0/24"]);
    expect((await listWith(created.token, "192.0.2.1")).status).toBe(200);
    expect((await listWith(created.token, "203.0.113.9")).status).toBe(403);

    const commented = await v1<Token>(server, "PATCH", path, { token: seller.token, body: { comment: "renamed" } });
    expect(commented.body.ip_allowlist).toEqual(["192.0.2.0/24"]);

    const lifted = await v1<Token>(server, "PATCH", path, { token: seller.token, body: { ip_allowlist: null } });
    expect(lifted.body.ip_allowlist).toEqual([]);
    expect((await listWith(created.token, "203.0.113.9")).status).toBe(200);
  });

  it("a bad entry or too many are 422 naming the entry, and nothing is written", async () => {
    const before = await db(server).selectFrom("organization_access_token").select("id").execute();
    const bad = await create(["10.0.0.1", "not-an-address"]);
    expect422(bad, "body");
    const detail = (bad.body as unknown as { detail: { loc: unknown[]; msg: string }[] }).detail;
    expect(detail[0]?.loc).toEqual(["body", "ip_allowlist", 1]);
    expect(detail[0]?.msg).toContain('"not-an-address" is not an IP address or CIDR range');
    expect422(await create(Array.from({ length: 101 }, (_, i) => `10.${i}.0.0/16`)), "body");
    expect422(await create("10.0.0.1"), "body");
    const after = await db(server).selectFrom("organization_access_token").select("id").execute();
    expect(after.length).toBe(before.length);

    const path = `/organization-access-tokens/${created.organization_access_token.id}`;
    expect422(await v1(server, "PATCH", path, { token: seller.token, body: { ip_allowlist: ["::1/200"] } }), "body");
  });

  it("a token made through the helper (no list) is unaffected", async () => {
    const token = await createToken(server, seller.owner, seller.organization.id, ["organization_access_tokens:read"]);
    expect((await listWith(token, "192.0.2.200")).status).toBe(200);
  });
});
