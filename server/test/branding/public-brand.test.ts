import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResolvedBrand } from "../../src/branding/schemas.ts";
import { signUpVerified } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, type Organization, type Person, person } from "../organization/fixtures.ts";

/**
 * `GET /api/auth/brand`, which hosted pages read before they draw: without a session, by
 * organization id, slug or OpenID client id; anything else — nothing named, an unknown one, a
 * malformed query — is the instance's brand (here the defaults: no BRAND_* setting), never an error.
 */

const ADMIN_EMAIL = "brand-platform-admin@example.com";
const REDIRECT_URI = "https://shop.example/callback";

let server: TestServer;
let owner: Person;
let organization: Organization;
let ownersClientId: string;
let adminsClientId: string;

/** The brand as the test expects it: exact values, and matchers where a value is derived. */
const INSTANCE_BRAND: Record<keyof ResolvedBrand, unknown> = {
  organizationId: null,
  name: "Gatehouse",
  logoUrl: null,
  iconUrl: null,
  primaryColor: "#3b5bdb",
  primaryTextColor: "#ffffff",
  primaryOnLight: "#3b5bdb",
  primaryOnDark: expect.stringMatching(/^#[0-9a-f]{6}$/),
  colorScheme: "auto",
  supportEmail: null,
  supportUrl: null,
  warnings: [expect.stringContaining("dark page")],
};

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  owner = await person(server, "public-owner");
  organization = await createOrganization(owner, { name: "Lantern Goods" });
  const updated = await owner.client.post("/organization/branding/update", {
    organizationId: organization.id,
    displayName: "Lantern",
    primaryColor: "#2f9e44",
    supportEmail: "help@lantern.example",
  });
  expect(updated.status).toBe(200);
  // The owner registers a client with the organization active: the client belongs to it.
  const ownersClient = await owner.client.post<{ client_id: string }>("/oauth2/create-client", {
    client_name: "Lantern shop",
    redirect_uris: [REDIRECT_URI],
    token_endpoint_auth_method: "none",
  });
  expect(ownersClient.status, JSON.stringify(ownersClient.body)).toBe(201);
  ownersClientId = ownersClient.body.client_id;
  // A platform admin's own client belongs to no organization.
  const admin = server.client();
  await signUpVerified(server, admin, ADMIN_EMAIL);
  const adminsClient = await admin.post<{ client_id: string }>("/oauth2/create-client", {
    client_name: "Platform tool",
    redirect_uris: [REDIRECT_URI],
    token_endpoint_auth_method: "none",
  });
  expect(adminsClient.status, JSON.stringify(adminsClient.body)).toBe(201);
  adminsClientId = adminsClient.body.client_id;
});
afterAll(async () => server?.close());

/** Read as a page does before anyone signs in: no cookies. */
async function brand(query: string): Promise<{ status: number; body: ResolvedBrand; headers: Headers }> {
  const response = await fetch(`${server.url}/api/auth/brand${query}`);
  return { status: response.status, body: (await response.json()) as ResolvedBrand, headers: response.headers };
}

describe("the public brand", () => {
  it("with nothing named: the instance's brand from the defaults, cacheable for a short time", async () => {
    const response = await brand("");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(INSTANCE_BRAND);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("by organization id and by slug: the organization's brand over the instance's", async () => {
    const expected = {
      ...INSTANCE_BRAND,
      organizationId: organization.id,
      name: "Lantern",
      primaryColor: "#2f9e44",
      primaryTextColor: "#000000",
      primaryOnLight: expect.stringMatching(/^#[0-9a-f]{6}$/),
      supportEmail: "help@lantern.example",
      warnings: [expect.stringContaining("light page")],
    };
    const byId = await brand(`?organizationId=${organization.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(expected);
    expect(byId.body.primaryOnLight).not.toBe("#2f9e44");
    expect((await brand(`?organizationSlug=${organization.slug}`)).body).toEqual(byId.body);
  });

  it("by OpenID client id: the brand of the organization the client belongs to", async () => {
    const byClient = await brand(`?clientId=${encodeURIComponent(ownersClientId)}`);
    expect(byClient.body.organizationId).toBe(organization.id);
    expect(byClient.body.name).toBe("Lantern");
    expect((await brand(`?clientId=${encodeURIComponent(adminsClientId)}`)).body).toEqual(INSTANCE_BRAND);
  });

  it("an unknown id, slug or client, or a malformed query, is the instance's brand, never an error", async () => {
    for (const query of [
      `?organizationId=${crypto.randomUUID()}`,
      "?organizationSlug=no-such-shop",
      "?clientId=no-such-client",
      "?organizationId=",
      "?organizationId=a&organizationId=b",
      "?organizationSlug[x]=1",
    ]) {
      const response = await brand(query);
      expect({ query, status: response.status, body: response.body }).toEqual({
        query,
        status: 200,
        body: INSTANCE_BRAND,
      });
    }
  });

  it("the sign-in page an OpenID client's authorization sends a signed-out person to names the client", async () => {
    const query = new URLSearchParams({
      client_id: ownersClientId,
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      scope: "openid",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    });
    const response = await fetch(`${server.url}/api/auth/oauth2/authorize?${query}`, {
      headers: { accept: "text/html", "sec-fetch-mode": "navigate" },
      redirect: "manual",
    });
    // A navigation is redirected (302); a script's request is told where to go (JSON `url`).
    const target =
      response.status === 302
        ? response.headers.get("location")
        : ((await response.json()) as { url?: string; error?: string }).url;
    expect(target, `${response.status}`).toEqual(expect.any(String));
    const location = new URL(target ?? "", server.url);
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("client_id")).toBe(ownersClientId);
    expect((await brand(`?clientId=${location.searchParams.get("client_id")}`)).body.name).toBe("Lantern");
  });
});
