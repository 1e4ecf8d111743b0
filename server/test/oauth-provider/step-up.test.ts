import * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUpVerified } from "../helpers/account-flows.ts";
import { ageSignIns as ageRows } from "../helpers/session-rows.ts";
import { SoftwareAuthenticator } from "../helpers/software-authenticator.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { totpCode } from "../helpers/totp.ts";
import { enableTwoFactor } from "../helpers/two-factor.ts";
import { type Person, person } from "../organization/fixtures.ts";
import { authorizeAsUser, discover, open } from "./relying-party.ts";
import { authorizationRequestOf, idTokenClaimsOf, registerStepUpClient } from "./step-up-client.ts";

/**
 * Recent sign-in through the OpenID provider, driven by `openid-client`: `max_age` and
 * `prompt=login` send an old (or any) sign-in to the sign-in page first, and the ID token's
 * `auth_time` is the session's sign-in — which a re-authentication renews; `amr` and `acr` say how
 * the person signed in, and `acr_values` asking for two factors signs a one-factor session in again.
 */

const ADMIN_EMAIL = "step-up-oidc-admin@example.com";
const HOUR = 3_600;

let server: TestServer;
let clientId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  const admin = server.client();
  await signUpVerified(server, admin, ADMIN_EMAIL);
  clientId = await registerStepUpClient(admin);
});
afterAll(async () => server?.close());

/** Makes the person's sign-ins `seconds` old: their records, the sessions' createdAt and the cookie cache. */
async function ageSignIns(who: Person, seconds: number): Promise<void> {
  await ageRows(server.gatehouse, who.id, seconds);
  // The browser's cookie cache holds the session as it was signed in: as if it had expired meanwhile.
  who.client.jar.delete("better-auth.session_data");
}

const authorizationRequest = (extra: Record<string, string>) => authorizationRequestOf(server, clientId, extra);

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe("recent sign-in for OpenID clients", () => {
  it("discovery names the authentication classes and the claims ID tokens carry", async () => {
    const config = await discover(server, clientId);
    const metadata = config.serverMetadata();
    expect(metadata.acr_values_supported).toEqual(["urn:gatehouse:acr:pwd", "urn:gatehouse:acr:mfa"]);
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(["auth_time", "amr", "acr", "organizations"]));
  });

  it("the ID token's auth_time is the session's sign-in", async () => {
    const who = await person(server, "oidc-auth-time");
    const { config, verifier, url } = await authorizationRequest({});
    const tokens = await oidc.authorizationCodeGrant(config, await authorizeAsUser(server, url, who.client), {
      pkceCodeVerifier: verifier,
    });
    const authTime = tokens.claims()?.auth_time ?? 0;
    expect(Math.abs(authTime - nowSeconds())).toBeLessThan(10);
  });

  it("max_age: an older sign-in goes to the sign-in page; after re-authentication the flow goes on, with the new auth_time", async () => {
    const who = await person(server, "oidc-max-age");
    await ageSignIns(who, 2 * HOUR);
    const { config, verifier, url } = await authorizationRequest({ max_age: String(HOUR) });
    expect((await open(server, url, who.client)).pathname).toBe("/sign-in");

    expect((await who.client.post("/reauthenticate", { password: PASSWORD })).status).toBe(200);
    const callback = await authorizeAsUser(server, url, who.client);
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, maxAge: HOUR });
    expect(Math.abs((tokens.claims()?.auth_time ?? 0) - nowSeconds())).toBeLessThan(10);
  });

  it("max_age within the sign-in's age goes straight on", async () => {
    const who = await person(server, "oidc-max-age-fresh");
    const { url } = await authorizationRequest({ max_age: String(HOUR) });
    expect((await open(server, url, who.client)).pathname).toBe("/oauth/consent");
  });

  it("prompt=login always goes to the sign-in page first", async () => {
    const who = await person(server, "oidc-prompt-login");
    const { url } = await authorizationRequest({ prompt: "login" });
    expect((await open(server, url, who.client)).pathname).toBe("/sign-in");
  });
});

const idTokenClaims = (who: TestClient) => idTokenClaimsOf(server, clientId, who);

describe("how the person signed in, in ID tokens", () => {
  it("a password sign-in: amr pwd, acr pwd", async () => {
    const who = await person(server, "oidc-amr-pwd");
    expect(await idTokenClaims(who.client)).toMatchObject({ amr: ["pwd"], acr: "urn:gatehouse:acr:pwd" });
  });

  it("a sign-in with TOTP: amr pwd, otp, mfa, acr mfa", async () => {
    const who = await person(server, "oidc-amr-totp");
    const setup = await enableTwoFactor(who.client);
    const browser = server.client();
    expect((await browser.signIn(who.email)).body).toMatchObject({ twoFactorRedirect: true });
    expect((await browser.post("/two-factor/verify-totp", { code: totpCode(setup.totpURI) })).status).toBe(200);
    expect(await idTokenClaims(browser)).toMatchObject({ amr: ["pwd", "otp", "mfa"], acr: "urn:gatehouse:acr:mfa" });
  });

  it("a passkey sign-in: amr swk, user, mfa", async () => {
    const who = await person(server, "oidc-amr-passkey");
    const authenticator = new SoftwareAuthenticator(server.url);
    const options = await who.client.get<Parameters<SoftwareAuthenticator["register"]>[0]>(
      "/passkey/generate-register-options",
    );
    await who.client.post("/passkey/verify-registration", { response: authenticator.register(options.body) });
    const browser = server.client();
    const challenge = await browser.get<{ challenge: string; rpId?: string }>("/passkey/generate-authenticate-options");
    const answer = authenticator.authenticate(challenge.body, new URL(server.url).hostname);
    expect((await browser.post("/passkey/verify-authentication", { response: answer })).status).toBe(200);
    expect(await idTokenClaims(browser)).toMatchObject({ amr: ["swk", "user", "mfa"], acr: "urn:gatehouse:acr:mfa" });
  });

  it("acr_values asking for two factors: a one-factor session of a two-factor person signs in again; a two-factor one goes on", async () => {
    const who = await person(server, "oidc-acr-values");
    await enableTwoFactor(who.client);
    const { url } = await authorizationRequest({ acr_values: "urn:gatehouse:acr:mfa" });
    expect((await open(server, url, who.client)).pathname).toBe("/oauth/consent");

    // As after a sign-in on a trusted device: the password only.
    const db = server.gatehouse.database.db;
    const sessions = db.selectFrom("session").select("id").where("userId", "=", who.id);
    await db
      .updateTable("session_authentication")
      .set({ amr: '["pwd"]' })
      .where("session_id", "in", sessions)
      .execute();
    expect((await open(server, url, who.client)).pathname).toBe("/sign-in");
  });

  it("acr_values asking for two factors from a person without two-factor goes on, and acr says pwd", async () => {
    const who = await person(server, "oidc-acr-none");
    const { url } = await authorizationRequest({ acr_values: "urn:gatehouse:acr:mfa" });
    expect((await open(server, url, who.client)).pathname).toBe("/oauth/consent");
  });
});
