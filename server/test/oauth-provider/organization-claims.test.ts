import * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingResources, organizationStatements } from "../../src/auth/roles/organization.ts";
import { signUpVerified } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, joinedMember, type Organization, type Person, person } from "../organization/fixtures.ts";
import { discover, signInThroughClient } from "./relying-party.ts";

/**
 * The `organizations` claim with an organization's own roles, and the `permissions` scope beside
 * it, through `openid-client` as a real relying party: a member holding the role "billing" is
 * named by it in the ID token and userinfo; a client granted `permissions` also learns what each
 * membership permits, one that was not (asked and refused, or never asked) does not.
 */

const ADMIN_EMAIL = "oidc-claims-admin@example.com";
const REDIRECT_URI = "https://rp.example.com/callback";
/** What the organization's own role "billing" grants, as the catalogue orders it. */
const BILLING = { customers: ["read"], orders: ["read", "write"] };
/** The built-in member: every billing resource, read. */
const BILLING_READ = Object.fromEntries(billingResources.map((resource) => [resource, ["read"]]));
/** The owner: the whole catalogue. */
const EVERYTHING = Object.fromEntries(
  Object.entries(organizationStatements).map(([resource, actions]) => [resource, [...actions]]),
);

type Entry = { id: string; slug: string; name: string; roles: string[]; permissions?: Record<string, string[]> };

let server: TestServer;
let owner: Person;
let ledger: Organization;
let member: Person & { member: { id: string } };
let ownOrganization: Organization;
let config: oidc.Configuration;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = server.client();
  await signUpVerified(server, admin, ADMIN_EMAIL);
  const created = await admin.post<{ client_id: string }>("/oauth2/create-client", {
    client_name: "Claims RP",
    redirect_uris: [REDIRECT_URI],
    token_endpoint_auth_method: "none",
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  config = await discover(server, created.body.client_id);

  owner = await person(server, "claims-owner");
  ledger = await createOrganization(owner, { name: "Ledger Co" });
  const role = await owner.client.post("/organization/create-role", {
    organizationId: ledger.id,
    role: "billing",
    permission: { orders: ["read", "write"], customers: ["read"] },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  member = await joinedMember(server, owner, ledger.id, "billing", "claims-billing");
  ownOrganization = await createOrganization(member, { name: "Zebra Works" });
});
afterAll(async () => {
  await server?.close();
});

const signIn = (scope: string, grantedScope?: string) =>
  signInThroughClient(server, config, member.client, { redirectUri: REDIRECT_URI, scope, grantedScope });

const organizationsOf = (claims: oidc.IDToken | oidc.UserInfoResponse | undefined) =>
  claims?.organizations as Entry[] | undefined;

describe("the organizations claim and the permissions scope", () => {
  it("discovery lists the permissions scope beside organizations", () => {
    expect(config.serverMetadata().scopes_supported).toEqual(expect.arrayContaining(["organizations", "permissions"]));
  });

  it("names an organization's own role, without permissions when the scope was not asked for", async () => {
    const tokens = await signIn("openid organizations");
    const expected: Entry[] = [
      { id: ledger.id, slug: ledger.slug, name: "Ledger Co", roles: ["billing"] },
      { id: ownOrganization.id, slug: ownOrganization.slug, name: "Zebra Works", roles: ["owner"] },
    ];
    expect(organizationsOf(tokens.claims())).toEqual(expected);
    const info = await oidc.fetchUserInfo(config, tokens.access_token, member.id);
    expect(organizationsOf(info)).toEqual(expected);
  });

  it("with permissions granted, each membership carries what its roles permit, as the member sees it", async () => {
    const tokens = await signIn("openid organizations permissions");
    expect(tokens.scope?.split(" ")).toEqual(expect.arrayContaining(["organizations", "permissions"]));
    const expected: Entry[] = [
      { id: ledger.id, slug: ledger.slug, name: "Ledger Co", roles: ["billing"], permissions: BILLING },
      {
        id: ownOrganization.id,
        slug: ownOrganization.slug,
        name: "Zebra Works",
        roles: ["owner"],
        permissions: EVERYTHING,
      },
    ];
    expect(organizationsOf(tokens.claims())).toEqual(expected);
    const info = await oidc.fetchUserInfo(config, tokens.access_token, member.id);
    expect(organizationsOf(info)).toEqual(expected);

    // The same permissions the member's own question answers.
    const own = await member.client.get<{ roles: string[]; permissions: Record<string, string[]> }>(
      "/organization/get-member-permissions",
      { query: { organizationId: ledger.id } },
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ roles: ["billing"], permissions: BILLING });
  });

  it("asked for but not granted at consent, permissions are left out", async () => {
    const tokens = await signIn("openid organizations permissions", "openid organizations");
    expect(tokens.scope?.split(" ")).not.toContain("permissions");
    const entries = organizationsOf(tokens.claims());
    expect(entries?.map((entry) => entry.roles)).toEqual([["billing"], ["owner"]]);
    for (const entry of entries ?? []) expect(entry).not.toHaveProperty("permissions");
    const info = await oidc.fetchUserInfo(config, tokens.access_token, member.id);
    for (const entry of organizationsOf(info) ?? []) expect(entry).not.toHaveProperty("permissions");
  });

  it("permissions without organizations adds no claim", async () => {
    const tokens = await signIn("openid permissions");
    expect(tokens.claims()).not.toHaveProperty("organizations");
    expect(await oidc.fetchUserInfo(config, tokens.access_token, member.id)).not.toHaveProperty("organizations");
  });

  it("the access token carries the same claim, as introspection shows a confidential client", async () => {
    const created = await admin.post<{ client_id: string; client_secret: string }>("/oauth2/create-client", {
      client_name: "Claims back office",
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: "client_secret_basic",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const backOffice = await oidc.discovery(
      new URL(server.url),
      created.body.client_id,
      undefined,
      oidc.ClientSecretBasic(created.body.client_secret),
      { execute: [oidc.allowInsecureRequests] },
    );
    const tokens = await signInThroughClient(server, backOffice, member.client, {
      redirectUri: REDIRECT_URI,
      scope: "openid organizations permissions",
    });
    const introspected = await oidc.tokenIntrospection(backOffice, tokens.access_token);
    expect(introspected).toMatchObject({ active: true, sub: member.id });
    expect((introspected.organizations as Entry[] | undefined)?.[0]).toEqual({
      id: ledger.id,
      slug: ledger.slug,
      name: "Ledger Co",
      roles: ["billing"],
      permissions: BILLING,
    });
  });

  it("several roles: the entry names each and permits their union; userinfo and a refresh follow a role change", async () => {
    const tokens = await signIn("openid organizations permissions offline_access");
    const changed = await owner.client.post("/organization/update-member-role", {
      organizationId: ledger.id,
      memberId: member.member.id,
      role: ["billing", "member"],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const now: Entry = {
      id: ledger.id,
      slug: ledger.slug,
      name: "Ledger Co",
      roles: ["billing", "member"],
      permissions: { ...BILLING_READ, orders: ["read", "write"] },
    };
    // The ID token was signed before: it keeps what held then. Userinfo answers as of now.
    expect(organizationsOf(tokens.claims())?.[0]).toMatchObject({ roles: ["billing"], permissions: BILLING });
    const info = await oidc.fetchUserInfo(config, tokens.access_token, member.id);
    expect(organizationsOf(info)?.[0]).toEqual(now);
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? "");
    expect(organizationsOf(refreshed.claims())?.[0]).toEqual(now);
  });
});
