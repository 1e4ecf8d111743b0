import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../../helpers/test-server.ts";
import { expectRefused } from "../../organization/fixtures.ts";
import { PROVIDER_ID, startSocialFixture } from "../../social/social-fixture.ts";
import { codeOf, messageOf, type Stock, startStock } from "./stock.ts";

/**
 * The upgrade canary (server/src/auth/README.md) for the social sign-in departures
 * (social/departures.ts, and the account-shape rows that concern provider accounts): stock
 * better-auth must still answer differently from Gatehouse, and Gatehouse as its correction says. Both run with a
 * GitHub client whose authorization URL is computed locally (nothing is sent to GitHub). See
 * sessions-and-accounts.test.ts for how to read a failure.
 */

let server: TestServer;
let stock: Stock;

beforeAll(async () => {
  [server, stock] = await Promise.all([
    startTestServer({ env: { GITHUB_CLIENT_ID: "canary-client", GITHUB_CLIENT_SECRET: "canary-secret" } }),
    startStock(),
  ]);
});
afterAll(async () => {
  await server?.close();
  await stock?.close();
});

async function ourSignedIn() {
  const client = server.client();
  expect((await client.signUp(uniqueEmail("canary"))).status).toBe(200);
  return client;
}

describe("upgrade canary: the social sign-in departures are still needed, and still work", () => {
  it("sign-in/social requires a callbackURL (social/callback-url-required-plugin.ts)", async () => {
    const stockAnswer = await stock.request("POST", "/sign-in/social", { body: { provider: "github" } });
    expect(stockAnswer.status, "stock now requires callbackURL: drop callback-url-required-plugin.ts").toBe(200);
    const ours = await server.client().post("/sign-in/social", { provider: "github" });
    expectRefused(ours, 400, "callbackURL is required");
  });

  it("an unknown state sends the user to restart (social/callback-error-codes-plugin.ts)", async () => {
    const stockAnswer = await stock.request("GET", "/callback/github?state=bogus&code=x");
    expect(stockAnswer.location, "stock now says please_restart_the_process: drop the mapping").toContain(
      "error=state_mismatch",
    );
    const ours = await server.client().get("/callback/github", {
      query: { state: "bogus", code: "x" },
      redirect: "manual",
    });
    expect(ours.status).toBe(302);
    expect(ours.headers.get("location")).toContain("error=please_restart_the_process");
  });

  it("get-access-token takes { providerId } (social/provider-tokens-plugin.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const body = { providerId: "github" };
    const stockAnswer = await stock.request("POST", "/get-access-token", { body, cookie });
    expect(codeOf(stockAnswer.body), "stock now takes { providerId }: drop the before hook").toBe("VALIDATION_ERROR");
    const client = await ourSignedIn();
    // The body has Gatehouse's shape, so the answer is about the account: this user has no GitHub one.
    expectRefused(await client.post("/get-access-token", body), 400, "Account not found");
  });

  it("POST /account-info exists (social/provider-tokens-plugin.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const stockAnswer = await stock.request("POST", "/account-info", { body: { accountId: "x" }, cookie });
    expect(stockAnswer.status, "stock now serves POST /account-info: drop the endpoint").toBe(404);
    const client = await ourSignedIn();
    expectRefused(await client.post("/account-info", { accountId: "x" }), 400, "Account not found");
  });

  it("unlink-account takes { providerId } (account/accounts-plugin.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const body = { providerId: "credential" };
    const stockAnswer = await stock.request("POST", "/unlink-account", { body, cookie });
    expect(codeOf(stockAnswer.body), "stock now takes { providerId }: drop the before hook").toBe("VALIDATION_ERROR");
    const client = await ourSignedIn();
    const ours = await client.post("/unlink-account", body);
    // Gatehouse's body shape reaches the rule it is about: the last account cannot be unlinked.
    expect({ status: ours.status, code: codeOf(ours.body) }).toEqual({
      status: 400,
      code: "FAILED_TO_UNLINK_LAST_ACCOUNT",
    });
  });

  it("link-social answers { url, redirect, status } (account/accounts-plugin.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const body = { provider: "github", callbackURL: "/account" };
    const stockAnswer = await stock.request("POST", "/link-social", { body, cookie });
    expect(stockAnswer.status).toBe(200);
    expect(stockAnswer.body, "stock now answers `status`: drop the after hook").not.toHaveProperty("status");
    const client = await ourSignedIn();
    const ours = await client.post("/link-social", body);
    expect(ours.body).toMatchObject({ url: expect.any(String), redirect: true, status: true });
  });

  it("an ID token without an email, with an access token, is 'User email not found' (social/id-token-user-info.ts)", async () => {
    // Both against one loopback OpenID provider: Gatehouse as OIDC_PROVIDERS configures it, stock
    // through genericOAuth with the same discovery document and client.
    const fixture = await startSocialFixture();
    const { idp } = fixture;
    const oidcStock = await startStock({
      oidcProviders: [
        {
          providerId: PROVIDER_ID,
          discoveryUrl: `${idp.issuer}/.well-known/openid-configuration`,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
          scopes: ["openid", "email", "profile"],
          pkce: true,
        },
      ],
    });
    try {
      const tokens = await idp.issueTokens("no-email-sub");
      const body = { provider: PROVIDER_ID, idToken: { token: tokens.id_token, accessToken: tokens.access_token } };
      const stockAnswer = await oidcStock.request("POST", "/sign-in/social", { body });
      expect(stockAnswer.status).toBe(401);
      expect(messageOf(stockAnswer.body), "stock now names the missing email: drop id-token-user-info.ts").toBe(
        "Failed to get user info",
      );
      const ours = await fixture.server.client().post("/sign-in/social", body);
      expectRefused(ours, 401, "User email not found");
    } finally {
      await oidcStock.close();
      await fixture.close();
    }
  });
});
