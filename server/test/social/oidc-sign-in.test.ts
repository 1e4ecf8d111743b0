import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { startGatehouse } from "../../src/main.ts";
import { startOidcProvider, type OidcTestProvider } from "../helpers/oidc-provider.ts";
import { freePort, startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

const PROVIDER_ID = "loopback";

describe("social sign-in through a real OpenID provider", () => {
  let idp: OidcTestProvider;
  let server: TestServer;

  beforeAll(async () => {
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    idp = await startOidcProvider({ redirectUris: [`${baseURL}/api/auth/callback/${PROVIDER_ID}`] });
    server = await startTestServer({ env: { PORT: String(port), BASE_URL: baseURL, ...idp.env(PROVIDER_ID) } });
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  async function signInWithProvider(client: TestClient, account: string) {
    const start = await client.post<{ url: string; redirect: boolean }>("/sign-in/social", {
      provider: PROVIDER_ID,
      callbackURL: "/dashboard",
    });
    expect(start.status).toBe(200);
    expect(start.body.redirect).toBe(true);
    const authorizeUrl = new URL(start.body.url);
    expect(authorizeUrl.origin).toBe(idp.issuer);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("state")).toBeTruthy();

    const back = await idp.authorize(start.body.url, { account });
    expect(`${back.origin}${back.pathname}`).toBe(`${server.gatehouse.config.baseURL}/api/auth/callback/${PROVIDER_ID}`);
    expect(back.searchParams.get("code")).toBeTruthy();
    return client.visit(back.href);
  }

  it("signs a new user in: callback redirects to callbackURL with a session for the provider's email", async () => {
    const client = server.client();
    const callback = await signInWithProvider(client, "alice-sub");
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get("location")!, server.url).pathname).toBe("/dashboard");
    expect(callback.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(true);

    const session = await client.session();
    expect(session.status).toBe(200);
    expect(session.body?.user.email).toBe("alice@idp.test");
    expect(session.body?.user.name).toBe("Alice Provider");
    expect(session.body?.user.emailVerified).toBe(true);
  });

  it("a second sign-in reuses the same user", async () => {
    const first = server.client();
    await signInWithProvider(first, "alice-sub");
    const firstUser = (await first.session()).body!.user.id;

    const second = server.client();
    const callback = await signInWithProvider(second, "alice-sub");
    expect(callback.status).toBe(302);
    const session = await second.session();
    expect(session.body?.user.id).toBe(firstUser);
  });

  it("refuses a sign-in without callbackURL", async () => {
    const response = await server.client().post<{ message: string }>("/sign-in/social", { provider: PROVIDER_ID });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("callbackURL is required");
  });
});

describe("OIDC provider configuration at start", () => {
  it("stops start-up naming a provider whose discovery fails", async () => {
    const dead = await freePort();
    const config = loadConfig({
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
      DATA_DIR: "/tmp/gatehouse-oidc-discovery-test",
      OIDC_PROVIDERS: "broken",
      BROKEN_ISSUER: `http://127.0.0.1:${dead}`,
      BROKEN_CLIENT_ID: "id",
      BROKEN_CLIENT_SECRET: "secret",
    });
    await expect(startGatehouse(config)).rejects.toThrow(/OIDC provider "broken": discovery at http:\/\/127\.0\.0\.1:\d+\/\.well-known\/openid-configuration failed/);
  });

  it("requires client id and secret together", () => {
    expect(() => loadConfig({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(32), GITHUB_CLIENT_ID: "id" })).toThrow(
      "Invalid configuration: GITHUB_CLIENT_SECRET: is required with GITHUB_CLIENT_ID",
    );
    expect(() => loadConfig({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(32), OIDC_PROVIDERS: "corp", CORP_CLIENT_ID: "a", CORP_CLIENT_SECRET: "b" })).toThrow(
      "CORP_ISSUER: CORP_ISSUER or CORP_DISCOVERY_URL is required",
    );
    const config = loadConfig({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(32), GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "s" });
    expect(config.socialProviders).toEqual([{ id: "github", clientId: "id", clientSecret: "s" }]);
  });
});
