import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_REQUIRED } from "../../src/auth/two-factor/organization-requirement.ts";
import { billingOrg, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { enableTwoFactor } from "../helpers/two-factor.ts";
import { createOrganization, expectRefused, joinedMember, person } from "../organization/fixtures.ts";

/**
 * Organizations that require two-factor (Gatehouse's own): an owner who has two-factor
 * sets "members must use two-factor"; a member without it is refused the organization's auth routes
 * and its /v1 data with a session (403, a clear code and message) until they enable it; leaving,
 * listing and invitations stay open; access tokens are not affected.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function organizationRequiringTwoFactor(label: string) {
  const org = await billingOrg(server, label);
  await enableTwoFactor(org.owner.client);
  const set = await org.owner.client.post("/organization/update", {
    organizationId: org.organization.id,
    data: { requireTwoFactor: true },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  expect(set.body).toMatchObject({ requireTwoFactor: true });
  return org;
}

describe("setting the requirement", () => {
  it("organizations start without it, and show the setting", async () => {
    const owner = await person(server, "plain-owner");
    const organization = await createOrganization(owner);
    expect(organization).toMatchObject({ requireTwoFactor: false });
  });

  it("an owner without two-factor cannot require it (on update or at creation)", async () => {
    const owner = await person(server, "no-2fa-owner");
    const organization = await createOrganization(owner);
    const refused = await owner.client.post("/organization/update", {
      organizationId: organization.id,
      data: { requireTwoFactor: true },
    });
    expectRefused(refused, 400, "Enable two-factor authentication on your own account before requiring it of members");
    const created = await owner.client.post("/organization/create", {
      name: "Strict",
      slug: `strict-${Date.now()}`,
      requireTwoFactor: true,
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ code: "ENABLE_TWO_FACTOR_FIRST" });
  });

  it("only an owner changes it: an admin is refused", async () => {
    const org = await billingOrg(server, "admin-cannot");
    const admin = await joinedMember(server, org.owner, org.organization.id, "admin", "org-admin");
    await enableTwoFactor(admin.client);
    const refused = await admin.client.post("/organization/update", {
      organizationId: org.organization.id,
      data: { requireTwoFactor: true },
    });
    expectRefused(refused, 403, "Only an owner can change whether members must use two-factor authentication");
    // An admin's other updates still work.
    const renamed = await admin.client.post("/organization/update", {
      organizationId: org.organization.id,
      data: { name: "Renamed by admin" },
    });
    expect(renamed.status).toBe(200);
  });
});

describe("a member without two-factor", () => {
  it("is refused the organization's auth routes with 403 TWO_FACTOR_REQUIRED, until they enable it", async () => {
    const org = await organizationRequiringTwoFactor("strict");
    const member = await joinedMember(server, org.owner, org.organization.id, "member", "strict-member");
    const organizationId = org.organization.id;
    const reads = [
      () => member.client.get("/organization/get-full-organization", { query: { organizationId } }),
      () => member.client.get("/organization/list-members", { query: { organizationId } }),
      () => member.client.get("/organization/list-teams", { query: { organizationId } }),
      // The active organization (joinedMember made it active) is the target when none is named.
      () => member.client.get("/organization/get-active-member"),
      () => member.client.post("/organization/set-active", { organizationId }),
    ];
    for (const read of reads) {
      const res = await read();
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: TWO_FACTOR_REQUIRED.code, message: TWO_FACTOR_REQUIRED.message });
    }
    // Listing one's organizations still works (the web app shows which one asks for two-factor).
    const list = await member.client.get<{ id: string; requireTwoFactor: boolean }[]>("/organization/list");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: organizationId, requireTwoFactor: true })]);

    await enableTwoFactor(member.client);
    for (const read of reads) expect((await read()).status).toBe(200);
  });

  it("is refused /v1 with a session (403 TwoFactorRequired); access tokens are unaffected", async () => {
    const org = await organizationRequiringTwoFactor("strict-v1");
    const member = await joinedMember(server, org.owner, org.organization.id, "admin", "strict-v1-member");
    const query = { organization_id: org.organization.id };
    const bySession = await v1(server, "GET", "/products/", { client: member.client, query });
    expect(bySession.status).toBe(403);
    expect(bySession.body).toEqual({ error: "TwoFactorRequired", detail: `${TWO_FACTOR_REQUIRED.message}.` });
    expect((await v1(server, "GET", "/products/", { token: org.token, query })).status).toBe(200);
    // The owner has two-factor: their session works.
    expect((await v1(server, "GET", "/products/", { client: org.owner.client, query })).status).toBe(200);
    await enableTwoFactor(member.client);
    expect((await v1(server, "GET", "/products/", { client: member.client, query })).status).toBe(200);
  });

  it("can still leave; turning the requirement off lets them back in", async () => {
    const org = await organizationRequiringTwoFactor("strict-leave");
    const leaver = await joinedMember(server, org.owner, org.organization.id, "member", "leaver");
    const left = await leaver.client.post("/organization/leave", { organizationId: org.organization.id });
    expect(left.status).toBe(200);

    const stayer = await joinedMember(server, org.owner, org.organization.id, "member", "stayer");
    const query = { organizationId: org.organization.id };
    expect((await stayer.client.get("/organization/list-members", { query })).status).toBe(403);
    const off = await org.owner.client.post("/organization/update", {
      organizationId: org.organization.id,
      data: { requireTwoFactor: false },
    });
    expect(off.status).toBe(200);
    expect((await stayer.client.get("/organization/list-members", { query })).status).toBe(200);
  });

  it("a non-member gets the routes' own answers, not the two-factor one", async () => {
    const org = await organizationRequiringTwoFactor("strict-stranger");
    const stranger = await person(server, "stranger");
    const res = await stranger.client.get("/organization/list-members", {
      query: { organizationId: org.organization.id },
    });
    expect(res.status).not.toBe(200);
    expect(res.body).not.toMatchObject({ code: TWO_FACTOR_REQUIRED.code });
  });
});
