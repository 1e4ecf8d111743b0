import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUser } from "../helpers/account-flows.ts";
import { getSessionBothWays, withoutCache } from "../helpers/get-session-differential.ts";
import { type SamlAccount, type SamlResponseFault, type SamlTestIdp, startSamlIdp } from "../helpers/saml-idp.ts";
import type { TestClient } from "../helpers/test-server.ts";
import { type RegisteredProvider, type SsoFixture, startSsoFixture } from "./sso-fixture.ts";

/**
 * Single sign-on with SAML 2.0: an organization registers a real SAML identity provider (samlify on
 * loopback) from its metadata URL; a person of the verified domain signs in SP-initiated
 * (HTTP-Redirect request, HTTP-POST signed response to Gatehouse's ACS). Responses signed by
 * another key, unsigned, meant for another service provider, expired, or replayed are refused.
 */

const PROVIDER_ID = "acme-saml";
const DOMAIN = "saml.test";
const SAM: SamlAccount = { email: "sam@saml.test", name: "Sam Saml" };

let f: SsoFixture;
let idp: SamlTestIdp;
let provider: RegisteredProvider;

beforeAll(async () => {
  idp = await startSamlIdp();
  f = await startSsoFixture({ ownerDomain: DOMAIN, trustedOrigins: [new URL(idp.ssoUrl).origin] });
  provider = await f.register({
    providerId: PROVIDER_ID,
    issuer: `${f.baseURL}/api/auth/sso/saml2/sp/metadata?providerId=${PROVIDER_ID}`,
    domain: DOMAIN,
    samlConfig: {
      entryPoint: idp.ssoUrl,
      // From the IdP's metadata URL (its entity id), which Gatehouse fetches.
      idpMetadata: { metadataUrl: `${new URL(idp.ssoUrl).origin}/metadata` },
      wantAssertionsSigned: true,
      callbackUrl: "/dashboard",
    },
  });
  await f.verifyDomain(provider);
  const spMetadata = await fetch(`${f.baseURL}/api/auth/sso/saml2/sp/metadata?providerId=${PROVIDER_ID}`);
  expect(spMetadata.status).toBe(200);
  idp.trust(await spMetadata.text());
});
afterAll(async () => {
  await f?.close();
  await idp?.close();
});

/** sign-in/sso, the IdP's answer as `account`, and the browser's POST of it to Gatehouse's ACS. */
async function signInWithSaml(client: TestClient, account: SamlAccount, fault: SamlResponseFault = {}) {
  const start = await client.post<{ url: string }>("/sign-in/sso", { email: account.email, callbackURL: "/dashboard" });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect(start.body.url.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
  idp.signInAs(account, fault);
  const form = await idp.authenticate(start.body.url);
  return { form, response: await postToAcs(client, form) };
}

function postToAcs(client: TestClient, form: { action: string; SAMLResponse: string; RelayState: string }) {
  return client.request<unknown>(
    "POST",
    new URL(form.action).pathname,
    new URLSearchParams({ SAMLResponse: form.SAMLResponse, RelayState: form.RelayState }).toString(),
    { headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(idp.ssoUrl).origin } },
  );
}

const locationOf = (response: { headers: Headers }) => new URL(response.headers.get("location") ?? "", f.baseURL);

describe("SAML sign-in", () => {
  it("signs a person of the domain in and creates user and membership", async () => {
    const client = f.server.client();
    const { response } = await signInWithSaml(client, SAM);
    expect(response.status, JSON.stringify(response.body)).toBe(302);
    expect(locationOf(response).pathname).toBe("/dashboard");
    const session = await client.session();
    expect(session.body?.user).toMatchObject({ email: SAM.email, name: SAM.name, emailVerified: true });
    const members = await f.owner.client.get<{ members: Array<{ userId: string; role: string }> }>(
      "/organization/list-members",
      { query: { organizationId: f.organization.id } },
    );
    expect(members.body.members.find((m) => m.userId === session.body?.user.id)).toMatchObject({ role: "member" });

    // The fast get-session answers the SAML session exactly as better-auth does.
    const fromDatabase = await getSessionBothWays(f.server, withoutCache(client), "?disableCookieCache=true");
    expect(fromDatabase.fast).toEqual(fromDatabase.stock);
    const cached = await getSessionBothWays(f.server, client.jar.header());
    expect(cached.fast).toEqual(cached.stock);
  });

  it("refuses the same response twice (replay)", async () => {
    const first = f.server.client();
    const { form, response } = await signInWithSaml(first, SAM);
    expect(response.status).toBe(302);
    const attacker = f.server.client();
    const replayed = await postToAcs(attacker, form);
    // Its request was answered once: the second answer matches no request Gatehouse is waiting on.
    expect(locationOf(replayed).searchParams.get("error")).toBe("invalid_saml_response");
    expect(locationOf(replayed).searchParams.get("error_description")).toBe("Unknown or expired request ID");
    expect((await attacker.session()).body).toBeNull();
  });

  // Each differs from the accepted response of the first test by its fault alone.
  const faults: Array<[string, SamlResponseFault, string]> = [
    ["signed by another key", { signer: "stranger" }, "saml_error"],
    ["unsigned", { signer: "none" }, "saml_error"],
    [
      "meant for another service provider",
      { audience: "https://other-sp.example.com/metadata" },
      "invalid_saml_response",
    ],
    ["expired beyond the clock skew", { expiresIn: -600 }, "saml_error"],
  ];
  for (const [label, fault, error] of faults) {
    it(`refuses a response ${label}`, async () => {
      const client = f.server.client();
      const email = `${label.replace(/\W+/g, "-")}@saml.test`;
      const { response } = await signInWithSaml(client, { email, name: label }, fault);
      expect(response.status).toBe(302);
      expect(locationOf(response).pathname).toBe("/api/auth/error");
      expect(locationOf(response).searchParams.get("error")).toBe(error);
      expect((await client.session()).body).toBeNull();
      expect(await findUser(f.server, email)).toBeUndefined();
    });
  }
});

describe("registering from a metadata URL", () => {
  const register = (providerId: string, metadataUrl: string) =>
    f.owner.client.post("/sso/register", {
      organizationId: f.organization.id,
      providerId,
      issuer: `${f.baseURL}/api/auth/sso/saml2/sp/metadata?providerId=${providerId}`,
      domain: `${providerId}.test`,
      samlConfig: {
        entryPoint: idp.ssoUrl,
        idpMetadata: { metadataUrl },
        wantAssertionsSigned: true,
        callbackUrl: "/",
      },
    });

  it("refuses plain http and private addresses that are not trusted, and what is not metadata", async () => {
    expect((await register("plain-http", "http://idp.example.com/metadata")).body).toMatchObject({
      message: "The metadata URL must use https (or be a trusted origin)",
    });
    const internal = await register("internal", "https://127.0.0.1:9/metadata");
    expect(internal.status).toBe(400);
    expect(internal.body).toMatchObject({
      message: "The metadata URL is on a private network: add its origin to TRUSTED_ORIGINS",
    });
    const notMetadata = await register("not-metadata", `${new URL(idp.ssoUrl).origin}/no-such-page`);
    expect(notMetadata.status).toBe(400);
    const listed = await f.owner.client.get<{ providers: Array<{ providerId: string }> }>("/sso/providers");
    expect(listed.body.providers.map((p) => p.providerId)).toEqual([PROVIDER_ID]);
  });
});
