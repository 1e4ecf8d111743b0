import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingResources, organizationStatements } from "../../src/auth/roles/organization.ts";
import type { TestClient, TestServer } from "../helpers/test-server.ts";
import { startTestServer } from "../helpers/test-server.ts";
import { createOrganization, joinedMember, type Organization, type Person, person } from "../organization/fixtures.ts";

/**
 * The `organization` claim of `/api/auth/token`: the signed-in user's roles in the session's
 * active organization — built-in or the organization's own — and every permission they grant,
 * read when the token is signed, beside the entitlements claim; null without an active
 * organization. Verified offline with `/api/auth/jwks`, as a service would.
 */

const SELLER_SLUG = `claim-seller-${crypto.randomUUID().slice(0, 8)}`;
const BILLING = { customers: ["read"], orders: ["read", "write"] };
const BILLING_READ = Object.fromEntries(billingResources.map((resource) => [resource, ["read"]]));
const EVERYTHING = Object.fromEntries(
  Object.entries(organizationStatements).map(([resource, actions]) => [resource, [...actions]]),
);

type OrganizationClaim = { id: string; roles: string[]; permissions: Record<string, string[]> } | null;

let server: TestServer;
let owner: Person;
let seller: Organization;

beforeAll(async () => {
  server = await startTestServer({ env: { ENTITLEMENTS_SELLER: SELLER_SLUG } });
  owner = await person(server, "claim-owner");
  seller = await createOrganization(owner, { name: "Claim Seller", slug: SELLER_SLUG });
  const role = await owner.client.post("/organization/create-role", {
    organizationId: seller.id,
    role: "billing",
    permission: { orders: ["read", "write"], customers: ["read"] },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
});
afterAll(async () => server?.close());

/** The claims of a fresh `/api/auth/token` for `who`, verified against the published keys. */
async function tokenClaims(who: TestClient): Promise<JWTPayload & { organization?: OrganizationClaim }> {
  const response = await who.get<{ token: string }>("/token");
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const jwks = createRemoteJWKSet(new URL(`${server.url}/api/auth/jwks`));
  const { payload } = await jwtVerify(response.body.token, jwks, { issuer: server.url, audience: server.url });
  return payload;
}

describe("the organization claim of /api/auth/token", () => {
  it("is null without an active organization", async () => {
    const loner = await person(server, "claim-loner");
    const claims = await tokenClaims(loner.client);
    expect(claims.sub).toBe(loner.id);
    expect(claims).toHaveProperty("organization", null);
  });

  it("an owner's token carries every permission, beside the unchanged entitlements claim", async () => {
    const claims = await tokenClaims(owner.client);
    expect(claims.organization).toEqual({ id: seller.id, roles: ["owner"], permissions: EVERYTHING });
    expect(claims.entitlements).toMatchObject({ seller: SELLER_SLUG, activeOrganizationId: seller.id });
  });

  it("names an organization's own role and its permissions, and follows a role change in the next token", async () => {
    const member = await joinedMember(server, owner, seller.id, "billing", "claim-billing");
    const before = await tokenClaims(member.client);
    expect(before.organization).toEqual({ id: seller.id, roles: ["billing"], permissions: BILLING });

    const changed = await owner.client.post("/organization/update-member-role", {
      organizationId: seller.id,
      memberId: member.member.id,
      role: ["billing", "member"],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await tokenClaims(member.client);
    expect(after.organization).toEqual({
      id: seller.id,
      roles: ["billing", "member"],
      permissions: { ...BILLING_READ, orders: ["read", "write"] },
    });

    const demoted = await owner.client.post("/organization/update-member-role", {
      organizationId: seller.id,
      memberId: member.member.id,
      role: "member",
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect((await tokenClaims(member.client)).organization).toEqual({
      id: seller.id,
      roles: ["member"],
      permissions: BILLING_READ,
    });
  });

  it("is the organization made active: another organization's membership, then none once removed", async () => {
    const member = await joinedMember(server, owner, seller.id, "billing", "claim-switcher");
    const theirs = await createOrganization(member, { name: "Their Own" });
    expect((await tokenClaims(member.client)).organization).toMatchObject({ id: theirs.id, roles: ["owner"] });

    const switched = await member.client.post("/organization/set-active", { organizationId: seller.id });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect((await tokenClaims(member.client)).organization).toMatchObject({ id: seller.id, roles: ["billing"] });

    // Removed by the owner: the member's cached session still names the organization for up to
    // COOKIE_CACHE_MAX_AGE, but the claim asks the membership itself.
    const removed = await owner.client.post("/organization/remove-member", {
      organizationId: seller.id,
      memberIdOrEmail: member.member.id,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const cached = await member.client.get<{ session: { activeOrganizationId: string | null } }>("/get-session");
    expect(cached.body.session.activeOrganizationId).toBe(seller.id);
    expect((await tokenClaims(member.client)).organization).toBeNull();
  });

  it("get-session's own token stays the user alone", async () => {
    const session = await owner.client.get("/get-session", { query: { disableCookieCache: "true" } });
    const token = session.headers.get("set-auth-jwt");
    expect(token).toEqual(expect.any(String));
    const jwks = createRemoteJWKSet(new URL(`${server.url}/api/auth/jwks`));
    const { payload } = await jwtVerify(String(token), jwks, { issuer: server.url, audience: server.url });
    expect(payload.sub).toBe(owner.id);
    expect(payload).not.toHaveProperty("organization");
    expect(payload).not.toHaveProperty("entitlements");
  });
});
