import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BillingOrg,
  billingMember,
  billingOrg,
  createToken,
  expect422,
  expectError,
  sdk047,
  v1,
} from "../helpers/billing.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { person } from "../organization/fixtures.ts";

/** Who may call /v1: tokens (scopes, expiry, revocation), sessions (role matrix), tenant isolation. */
let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "tenant-a");
  b = await billingOrg(server, "tenant-b");
});
afterAll(() => server?.close());

describe("organization access tokens", () => {
  it("are created once-shown, listed, updated and revoked through @polar-sh/sdk 0.47", async () => {
    const polar = sdk047(server, a.token);
    const created = await polar.organizationAccessTokens.create({
      comment: "ci",
      scopes: ["organizations:read"],
      expiresIn: "P30D",
    });
    expect(created.token).toMatch(/^polar_oat_/);
    expect(created.organizationAccessToken).toMatchObject({
      comment: "ci",
      scopes: ["organizations:read"],
      organizationId: a.organization.id,
      lastUsedAt: null,
    });
    const expiresIn = created.organizationAccessToken.expiresAt!.getTime() - Date.now();
    expect(Math.abs(expiresIn - 30 * 86_400_000)).toBeLessThan(60_000);

    const stored = await server.gatehouse.database.db
      .selectFrom("organization_access_token")
      .selectAll()
      .where("id", "=", created.organizationAccessToken.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(created.token);

    const listed = await polar.organizationAccessTokens.list({});
    expect(listed.result.items.map((t) => t.id)).toContain(created.organizationAccessToken.id);

    const updated = await polar.organizationAccessTokens.update({
      id: created.organizationAccessToken.id,
      organizationAccessTokenUpdate: { comment: "ci 2" },
    });
    expect(updated.comment).toBe("ci 2");

    expect((await v1(server, "GET", `/organizations/${a.organization.id}`, { token: created.token })).status).toBe(200);
    await polar.organizationAccessTokens.delete({ id: created.organizationAccessToken.id });
    expectError(
      await v1(server, "GET", `/organizations/${a.organization.id}`, { token: created.token }),
      401,
      "Unauthorized",
    );
    expectError(
      await v1(server, "DELETE", `/organization-access-tokens/${created.organizationAccessToken.id}`, {
        token: a.token,
      }),
      404,
      "ResourceNotFound",
    );
  });

  it("unknown, malformed, expired and revoked tokens are 401; no credentials at all is 401", async () => {
    for (const token of ["polar_oat_unknown", "not-a-token", "polar_cst_x"])
      expectError(await v1(server, "GET", "/organizations/", { token }), 401, "Unauthorized");
    expectError(await v1(server, "GET", "/organizations/"), 401, "Unauthorized");
    const expiring = await createToken(server, a.owner, a.organization.id, ["organizations:read"], { expires_in: 1 });
    expect((await v1(server, "GET", "/organizations/", { token: expiring })).status).toBe(200);
    // The token's expiry follows the process clock: move it past the second instead of sleeping.
    const clock = testClock();
    try {
      clock.advance(1_100);
      expectError(await v1(server, "GET", "/organizations/", { token: expiring }), 401, "Unauthorized");
    } finally {
      clock.uninstall();
    }
  });

  it("scopes: read scope reads but cannot write; a token cannot mint scopes it lacks", async () => {
    const reader = await createToken(server, a.owner, a.organization.id, [
      "organizations:read",
      "organization_access_tokens:write",
    ]);
    expect((await v1(server, "GET", `/organizations/${a.organization.id}`, { token: reader })).status).toBe(200);
    expectError(
      await v1(server, "PATCH", `/organizations/${a.organization.id}`, {
        token: reader,
        body: { email: "x@example.com" },
      }),
      403,
      "NotPermitted",
    );
    expectError(
      await v1(server, "POST", "/organization-access-tokens/", {
        token: reader,
        body: { comment: "escalate", scopes: ["organizations:write"] },
      }),
      403,
      "NotPermitted",
    );
    expect(
      (
        await v1(server, "POST", "/organization-access-tokens/", {
          token: reader,
          body: { comment: "same", scopes: ["organizations:read"] },
        })
      ).status,
    ).toBe(201);
  });
});

describe("tenant isolation", () => {
  it("A's token gets 404 on B's organization and tokens; lists never include B", async () => {
    expectError(
      await v1(server, "GET", `/organizations/${b.organization.id}`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "PATCH", `/organizations/${b.organization.id}`, {
        token: a.token,
        body: { email: "evil@example.com" },
      }),
      404,
      "ResourceNotFound",
    );
    const bTokens = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/organization-access-tokens/", {
      token: b.token,
    });
    const bTokenId = bTokens.body.items[0]!.id;
    expectError(
      await v1(server, "PATCH", `/organization-access-tokens/${bTokenId}`, {
        token: a.token,
        body: { comment: "mine" },
      }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "DELETE", `/organization-access-tokens/${bTokenId}`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "GET", "/organization-access-tokens/", {
        token: a.token,
        query: { organization_id: b.organization.id },
      }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "POST", "/organization-access-tokens/", {
        token: a.token,
        body: { organization_id: b.organization.id, comment: "x", scopes: [] },
      }),
      404,
      "ResourceNotFound",
    );

    const orgs = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/organizations/", { token: a.token });
    expect(orgs.body.items.map((o) => o.id)).toEqual([a.organization.id]);
    const aTokens = await v1<{ items: Array<{ organization_id: string }> }>(
      server,
      "GET",
      "/organization-access-tokens/",
      { token: a.token, query: { limit: "100" } },
    );
    expect(aTokens.body.items.every((t) => t.organization_id === a.organization.id)).toBe(true);
    expect((await v1(server, "GET", `/organizations/${b.organization.id}`, { token: b.token })).status).toBe(200);
  });

  it("A's members get 404 on B's objects, through the path or organization_id", async () => {
    const member = await billingMember(server, a, "member");
    expectError(
      await v1(server, "GET", `/organizations/${b.organization.id}`, { client: member.client }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "GET", "/organization-access-tokens/", {
        client: a.owner.client,
        query: { organization_id: b.organization.id },
      }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "PATCH", `/organizations/${b.organization.id}`, {
        client: a.owner.client,
        body: { email: "evil@example.com" },
      }),
      404,
      "ResourceNotFound",
    );
    const outsider = await person(server, "outsider");
    expectError(
      await v1(server, "GET", `/organizations/${a.organization.id}`, { client: outsider.client }),
      404,
      "ResourceNotFound",
    );
  });
});

describe("role matrix on /v1 (session)", () => {
  it.each([
    ["owner", true],
    ["admin", true],
    ["member", false],
    ["admin,member", true],
  ])("%s reads; writes: %s", async (role, writes) => {
    const actor = role === "owner" ? a.owner : await billingMember(server, a, role);
    const client = actor.client;
    const read = await v1(server, "GET", `/organizations/${a.organization.id}`, { client });
    expect(read.status).toBe(200);
    expect((await v1(server, "GET", "/organizations/", { client })).status).toBe(200);
    expect((await v1(server, "GET", "/organization-access-tokens/", { client })).status).toBe(200);
    const patch = await v1(server, "PATCH", `/organizations/${a.organization.id}`, {
      client,
      body: { notification_settings: { new_order: true } },
    });
    const mint = await v1(server, "POST", "/organization-access-tokens/", {
      client,
      body: { comment: `by ${role}`, scopes: ["products:read"] },
    });
    if (writes) {
      expect([patch.status, mint.status]).toEqual([200, 201]);
    } else {
      expectError(patch, 403, "NotPermitted");
      expectError(mint, 403, "NotPermitted");
    }
  });

  it("a session writing from a foreign Origin is refused", async () => {
    const response = await v1(server, "PATCH", `/organizations/${a.organization.id}`, {
      client: a.owner.client,
      body: { email: null },
      headers: {},
    });
    expect(response.status).toBe(200);
    const foreign = await fetch(`${server.url}/v1/organizations/${a.organization.id}`, {
      method: "PATCH",
      headers: {
        cookie: a.owner.client.jar.header(),
        origin: "https://evil.example",
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
  });

  it("a session without an active organization must name one (422)", async () => {
    const loner = await person(server, "loner");
    expect422(await v1(server, "GET", "/organization-access-tokens/", { client: loner.client }), "query");
  });
});
