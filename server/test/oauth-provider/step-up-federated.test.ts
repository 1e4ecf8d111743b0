import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OidcTestProvider, startOidcProvider } from "../helpers/oidc-provider.ts";
import { onFreePort, type TestClient } from "../helpers/test-server.ts";
import { type SsoFixture, startSsoFixture } from "../sso/sso-fixture.ts";
import { idTokenClaimsOf, registerStepUpClient } from "./step-up-client.ts";

/**
 * A person who signed in to Gatehouse through another identity provider — the instance's social
 * provider, or their organization's single sign-on — is known to OpenID clients as such: the ID
 * token's `amr` holds `fed`. One real OpenID provider on loopback serves both ways in.
 */

const SOCIAL_ID = "loopback";
const SSO_ID = "acme-federated";
const DOMAIN = "acme.test";
const ACCOUNTS = [
  { sub: "social-sub", email: "social@idp.test", email_verified: true, name: "Social Person" },
  { sub: "sso-sub", email: "sso@acme.test", email_verified: true, name: "SSO Person" },
];

let f: SsoFixture;
let idp: OidcTestProvider;
let clientId: string;

beforeAll(async () => {
  ({ idp, f } = await onFreePort(async (port) => {
    const baseURL = `http://127.0.0.1:${port}`;
    const idp = await startOidcProvider({
      redirectUris: [`${baseURL}/api/auth/callback/${SOCIAL_ID}`, `${baseURL}/api/auth/sso/callback/${SSO_ID}`],
      accounts: ACCOUNTS,
    });
    try {
      const f = await startSsoFixture({
        baseURL,
        ownerDomain: DOMAIN,
        trustedOrigins: [idp.issuer],
        // The organization's owner also registers the OpenID client: a platform admin.
        env: { ...idp.env(SOCIAL_ID), ADMIN_EMAILS: `owner@${DOMAIN}` },
      });
      return { idp, f };
    } catch (error) {
      await idp.close();
      throw error;
    }
  }));
  clientId = await registerStepUpClient(f.owner.client);
  const provider = await f.register({
    providerId: SSO_ID,
    issuer: idp.issuer,
    domain: DOMAIN,
    oidcConfig: { clientId: idp.clientId, clientSecret: idp.clientSecret },
  });
  await f.verifyDomain(provider);
});
afterAll(async () => {
  await f?.close();
  await idp?.close();
});

/** Starts a sign-in at Gatehouse, logs in at the provider as `account`, and opens the callback. */
async function signInThrough(path: "/sign-in/social" | "/sign-in/sso", body: Record<string, unknown>, account: string) {
  const client = f.server.client();
  const start = await client.post<{ url: string }>(path, { ...body, callbackURL: "/dashboard" });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const callback = await client.visit((await idp.authorize(start.body.url, { account })).href);
  expect(callback.status).toBe(302);
  return client;
}

const signedInAs = async (client: TestClient) => (await client.session()).body?.user.email;

describe("federated sign-ins in ID tokens", () => {
  it("a social sign-in through an OpenID provider: amr fed, acr pwd", async () => {
    const client = await signInThrough("/sign-in/social", { provider: SOCIAL_ID }, "social-sub");
    expect(await signedInAs(client)).toBe("social@idp.test");
    expect(await idTokenClaimsOf(f.server, clientId, client)).toMatchObject({
      amr: ["fed"],
      acr: "urn:gatehouse:acr:pwd",
    });
  });

  it("an organization's single sign-on: amr fed", async () => {
    const client = await signInThrough("/sign-in/sso", { email: "sso@acme.test" }, "sso-sub");
    expect(await signedInAs(client)).toBe("sso@acme.test");
    expect(await idTokenClaimsOf(f.server, clientId, client)).toMatchObject({
      amr: ["fed"],
      acr: "urn:gatehouse:acr:pwd",
    });
  });
});
