import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { verifiedDomain } from "../helpers/sso-domains.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The organization fields the 1.0 SDK declares required (`sso_enforced`, `dispute_settings`,
 * `embed_hosts`, `onboarding_resubmission_requested_at`, the newer customer email settings) with
 * Gatehouse's meaning, and `organizations.create`, which the billing API refuses as Polar does
 * for a caller bound to one organization.
 */

let server: TestServer;
let a: BillingOrg;

type Organization = Record<string, unknown> & {
  sso_enforced: boolean;
  embed_hosts: string[];
  dispute_settings: { auto_accept_below_amount: number | null };
};

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "org-fields");
});

afterAll(async () => {
  await server?.close();
});

const path = () => `/organizations/${a.organization.id}`;

describe("the 1.0 organization fields", () => {
  it("are present with their defaults, through both SDKs", async () => {
    const got = await sdk10(server, a.token).organizations.get(a.organization.id);
    expect(got).toMatchObject({
      sso_enforced: false,
      onboarding_resubmission_requested_at: null,
      dispute_settings: { auto_accept_below_amount: null },
      embed_hosts: [],
    });
    expect(got.customer_email_settings).toMatchObject({
      payment_method_expiration_reminder: true,
      subscription_paused: true,
      subscription_resumed: true,
      order_confirmation: true,
    });
    expect((await sdk047(server, a.token).organizations.get({ id: a.organization.id })).id).toBe(a.organization.id);
  });

  it("embed_hosts are validated, lower-cased and kept once each; the email settings update", async () => {
    const updated = await sdk10(server, a.token).organizations.update(a.organization.id, {
      embed_hosts: ["Example.com", "*.example.com", "localhost:3000", "example.com", "chrome-extension://abcdef"],
      customer_email_settings: { subscription_paused: false } as never,
    });
    expect(updated.embed_hosts).toEqual([
      "example.com",
      "*.example.com",
      "localhost:3000",
      "chrome-extension://abcdef",
    ]);
    expect(updated.customer_email_settings.subscription_paused).toBe(false);
    for (const bad of ["https://example.com", "exa mple.com", "*.", "example.com/path"])
      expect422(await v1(server, "PATCH", path(), { token: a.token, body: { embed_hosts: [bad] } }), "body");
    const cleared = await v1<Organization>(server, "PATCH", path(), { token: a.token, body: { embed_hosts: [] } });
    expect(cleared.body.embed_hosts).toEqual([]);
  });

  it("dispute auto-accept is not offered: 403 DisputeAutoAcceptNotEnabled, nothing changed", async () => {
    const refused = await v1(server, "PATCH", path(), {
      token: a.token,
      body: { dispute_settings: { auto_accept_below_amount: 1000 }, email: "changed@example.com" },
    });
    expectError(refused, 403, "DisputeAutoAcceptNotEnabled");
    const after = await v1<Organization & { email: string | null }>(server, "GET", path(), { token: a.token });
    expect(after.body.email).not.toBe("changed@example.com");
    const noValue = await v1<Organization>(server, "PATCH", path(), {
      token: a.token,
      body: { dispute_settings: { auto_accept_below_amount: null } },
    });
    expect(noValue.status).toBe(200);
    expect(noValue.body.dispute_settings).toEqual({ auto_accept_below_amount: null });
  });

  it("sso_enforced follows a verified, mandatory SSO provider; it is not switched here", async () => {
    const org = await billingOrg(server, "org-fields-sso");
    await verifiedDomain(server, org.organization.id, `sso-${crypto.randomUUID().slice(0, 8)}.example`);
    const read = async () =>
      (await v1<Organization>(server, "GET", `/organizations/${org.organization.id}`, { token: org.token })).body;
    expect((await read()).sso_enforced).toBe(false);
    await server.gatehouse.database.db
      .updateTable("ssoProvider")
      .set({ mandatory: server.gatehouse.database.kind === "postgres" ? true : 1 } as never)
      .where("organizationId", "=", org.organization.id)
      .execute();
    expect((await read()).sso_enforced).toBe(true);
    const same = await v1(server, "PATCH", `/organizations/${org.organization.id}`, {
      token: org.token,
      body: { sso_enforced: true },
    });
    expect(same.status).toBe(200);
    expectError(
      await v1(server, "PATCH", `/organizations/${org.organization.id}`, {
        token: org.token,
        body: { sso_enforced: false },
      }),
      403,
      "NotPermitted",
    );
  });
});

describe("POST /v1/organizations/", () => {
  it("403 CannotCreateOrganizationError for a token and a session; a malformed body is 422 first", async () => {
    await expect(
      sdk10(server, a.token).organizations.create({ name: "New org", slug: "new-org-from-token" }),
    ).rejects.toMatchObject({ statusCode: 403 });
    expectError(
      await v1(server, "POST", "/organizations/", { token: a.token, body: { name: "New org", slug: "new-org" } }),
      403,
      "CannotCreateOrganizationError",
    );
    expectError(
      await v1(server, "POST", "/organizations/", {
        client: a.owner.client,
        body: { name: "New org", slug: "new-org-session" },
      }),
      403,
      "CannotCreateOrganizationError",
    );
    expect422(await v1(server, "POST", "/organizations/", { token: a.token, body: { name: "x" } }), "body");
    expect((await v1(server, "POST", "/organizations/", { body: { name: "New org", slug: "n-o" } })).status).toBe(401);
  });
});
