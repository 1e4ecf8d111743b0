import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { startGatehouse } from "../../src/main.ts";
import { findUser, findVerification } from "../helpers/account-flows.ts";
import { freePort } from "../helpers/test-server.ts";
import { locationOf, PROVIDER_ID, type SocialFixture, startSocialFixture } from "./social-fixture.ts";

describe("social sign-in through a real OpenID provider", () => {
  let f: SocialFixture;

  beforeAll(async () => {
    f = await startSocialFixture();
  });
  afterAll(() => f?.close());

  const stateRow = (state: string) => findVerification(f.server, `auth-state:${state}`);

  it("signs a new user in with state and S256 PKCE and lands on newUserCallbackURL", async () => {
    const client = f.server.client();
    const start = await client.post<{ url: string; redirect: boolean }>("/sign-in/social", {
      provider: PROVIDER_ID,
      callbackURL: "/dashboard",
      newUserCallbackURL: "/welcome",
      requestSignUp: true,
    });
    expect(start.status).toBe(200);
    expect(start.body.redirect).toBe(true);
    expect(start.headers.get("location")).toBe(start.body.url);
    const authorizeUrl = new URL(start.body.url);
    expect(authorizeUrl.origin).toBe(f.idp.issuer);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");

    // A 32-character state; its record holds a 128-character PKCE verifier for 10 minutes.
    const state = authorizeUrl.searchParams.get("state")!;
    expect(state).toHaveLength(32);
    const row = await stateRow(state);
    expect(row).toBeDefined();
    const stored = JSON.parse(row!.value) as {
      codeVerifier: string;
      callbackURL: string;
      newUserURL: string;
      expiresAt: number;
      requestSignUp: boolean;
    };
    expect(stored.requestSignUp).toBe(true);
    expect(stored.codeVerifier).toHaveLength(128);
    expect(stored.callbackURL).toBe("/dashboard");
    expect(stored.newUserURL).toBe("/welcome");
    expect((stored.expiresAt - Date.now()) / 1000).toBeGreaterThan(590);
    expect((stored.expiresAt - Date.now()) / 1000).toBeLessThanOrEqual(600);

    const back = await f.idp.authorize(start.body.url, { account: "alice-sub" });
    expect(`${back.origin}${back.pathname}`).toBe(
      `${f.server.gatehouse.config.baseURL}/api/auth/callback/${PROVIDER_ID}`,
    );
    const callback = await client.visit(back.href);
    expect(callback.status).toBe(302);
    expect(locationOf(callback, f.server).pathname).toBe("/welcome");
    expect(await stateRow(state)).toBeUndefined(); // deleted when used

    const session = await client.session();
    expect(session.body?.user.email).toBe("alice@idp.test");
    expect(session.body?.user.name).toBe("Alice Provider");
    expect(session.body?.user.emailVerified).toBe(true);
  });

  it("an existing user lands on callbackURL, not newUserCallbackURL, as the same user", async () => {
    const first = f.server.client();
    await f.signIn(first, "alice-sub");
    const userId = (await first.session()).body!.user.id;

    const second = f.server.client();
    const callback = await f.signIn(second, "alice-sub", { newUserCallbackURL: "/welcome" });
    expect(locationOf(callback, f.server).pathname).toBe("/dashboard");
    expect((await second.session()).body?.user.id).toBe(userId);
  });

  it("a used state cannot be replayed", async () => {
    const client = f.server.client();
    const back = await f.startAtProvider(client, "alice-sub");
    expect((await client.visit(back.href)).status).toBe(302);
    const replay = await f.server.client().visit(back.href);
    const target = locationOf(replay, f.server);
    expect(target.pathname).toBe("/api/auth/error");
    expect(target.searchParams.get("error")).toBe("please_restart_the_process");
  });

  it("denied consent goes to errorCallbackURL with the provider's error", async () => {
    const client = f.server.client();
    const back = await f.startAtProvider(client, "alice-sub", { errorCallbackURL: "/sign-in" }, { consent: false });
    expect(back.searchParams.get("error")).toBe("access_denied");
    const callback = await client.visit(back.href);
    const target = locationOf(callback, f.server);
    expect(target.pathname).toBe("/sign-in");
    expect(target.searchParams.get("error")).toBe("access_denied");
    expect((await client.session()).body).toBeNull();
  });

  it("a tampered state redirects to the error page", async () => {
    const client = f.server.client();
    const back = await f.startAtProvider(client, "alice-sub");
    const state = back.searchParams.get("state")!;
    back.searchParams.set("state", `${state.slice(0, -1)}${state.endsWith("a") ? "b" : "a"}`);
    const target = locationOf(await client.visit(back.href), f.server);
    expect(target.pathname).toBe("/api/auth/error");
    expect(target.searchParams.get("error")).toBe("please_restart_the_process");
    expect((await client.session()).body).toBeNull();
  });

  it("an expired state redirects to the error page", async () => {
    const client = f.server.client();
    const back = await f.startAtProvider(client, "alice-sub");
    const identifier = `auth-state:${back.searchParams.get("state")}`;
    const row = await findVerification(f.server, identifier);
    const stored = JSON.parse(row!.value) as Record<string, unknown>;
    const past = Date.now() - 1000;
    await f.server.gatehouse.database.db
      .updateTable("verification")
      .set({ value: JSON.stringify({ ...stored, expiresAt: past }), expiresAt: new Date(past).toISOString() })
      .where("identifier", "=", identifier)
      .execute();
    const target = locationOf(await client.visit(back.href), f.server);
    expect(target.pathname).toBe("/api/auth/error");
    expect(target.searchParams.get("error")).toBe("please_restart_the_process");
    expect((await client.session()).body).toBeNull();
  });

  it("gives the callback error codes for a missing state, a missing or bad code and a malformed request", async () => {
    const client = f.server.client();
    const errorOf = async (query: string) =>
      locationOf(await client.visit(`${f.server.url}/api/auth/callback/${PROVIDER_ID}?${query}`), f.server);

    const noState = await errorOf("code=abc");
    expect(noState.pathname).toBe("/api/auth/error");
    expect(noState.searchParams.get("error")).toBe("state_not_found");
    expect((await errorOf("code=a&code=b")).searchParams.get("error")).toBe("invalid_callback_request");

    const noCode = await f.startAtProvider(client, "alice-sub", { errorCallbackURL: "/sign-in" });
    noCode.searchParams.delete("code");
    const noCodeTarget = locationOf(await client.visit(noCode.href), f.server);
    expect(noCodeTarget.pathname).toBe("/sign-in");
    expect(noCodeTarget.searchParams.get("error")).toBe("no_code");

    const badCode = await f.startAtProvider(client, "alice-sub");
    badCode.searchParams.set("code", "not-a-code-the-provider-issued");
    const badCodeTarget = locationOf(await client.visit(badCode.href), f.server);
    expect(badCodeTarget.pathname).toBe("/api/auth/error");
    expect(badCodeTarget.searchParams.get("error")).toBe("invalid_code");
    expect((await client.session()).body).toBeNull();
  });

  it("a callback for a provider Gatehouse does not know gives oauth_provider_not_found", async () => {
    const client = f.server.client();
    const back = await f.startAtProvider(client, "alice-sub");
    const target = locationOf(await client.visit(`${f.server.url}/api/auth/callback/nowhere${back.search}`), f.server);
    expect(target.searchParams.get("error")).toBe("oauth_provider_not_found");
  });

  it("a provider user without an email gets email_not_found and no account", async () => {
    const client = f.server.client();
    const target = locationOf(await f.signIn(client, "no-email-sub"), f.server);
    expect(target.pathname).toBe("/api/auth/error");
    expect(target.searchParams.get("error")).toBe("email_not_found");
    const accounts = await f.server.gatehouse.database.db
      .selectFrom("account")
      .select("id")
      .where("accountId", "=", "no-email-sub")
      .execute();
    expect(accounts).toEqual([]);
  });

  it("an existing password user is not taken over by an unverified provider email (account_not_linked)", async () => {
    const owner = f.server.client();
    expect((await owner.signUp("bob@idp.test")).status).toBe(200);
    const target = locationOf(await f.signIn(f.server.client(), "bob-sub"), f.server);
    expect(target.searchParams.get("error")).toBe("account_not_linked");
    const user = await findUser(f.server, "bob@idp.test");
    const accounts = await f.server.gatehouse.database.db
      .selectFrom("account")
      .select("providerId")
      .where("userId", "=", user!.id)
      .execute();
    expect(accounts.map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("disableRedirect, loginHint and scopes shape the authorization URL", async () => {
    const response = await f.server.client().post<{ url: string; redirect: boolean }>("/sign-in/social", {
      provider: PROVIDER_ID,
      callbackURL: "/dashboard",
      disableRedirect: true,
      loginHint: "alice@idp.test",
      scopes: ["offline_access"],
    });
    expect(response.status).toBe(200);
    expect(response.body.redirect).toBe(false);
    expect(response.headers.get("location")).toBeNull();
    const url = new URL(response.body.url);
    expect(url.searchParams.get("login_hint")).toBe("alice@idp.test");
    expect(url.searchParams.get("scope")!.split(" ")).toEqual(
      expect.arrayContaining(["openid", "email", "profile", "offline_access"]),
    );
  });

  it("refuses a missing callbackURL, an untrusted redirect and an unknown provider", async () => {
    const client = f.server.client();
    const missing = await client.post<{ message: string }>("/sign-in/social", { provider: PROVIDER_ID });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("callbackURL is required");

    for (const field of ["callbackURL", "newUserCallbackURL", "errorCallbackURL"]) {
      const body = { provider: PROVIDER_ID, callbackURL: "/dashboard", [field]: "https://evil.example/steal" };
      const untrusted = await client.post<{ message: string }>("/sign-in/social", body);
      expect(untrusted.status, field).toBe(403);
      expect(untrusted.body.message).toMatch(/^Invalid /);
    }

    const unknown = await client.post<{ message: string }>("/sign-in/social", {
      provider: "nowhere",
      callbackURL: "/dashboard",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Provider not found");
  });

  it("lists the enabled providers for the web app", async () => {
    const response = await f.server.client().get<{ providers: { id: string; name: string }[] }>("/social-providers");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ providers: [{ id: PROVIDER_ID, name: "Loopback" }] });
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
    await expect(startGatehouse(config)).rejects.toThrow(
      /OIDC provider "broken": discovery at http:\/\/127\.0\.0\.1:\d+\/\.well-known\/openid-configuration failed/,
    );
  });

  it("requires client id and secret together and reads provider settings", () => {
    const base = { NODE_ENV: "test", AUTH_SECRET: "x".repeat(32) };
    expect(() => loadConfig({ ...base, GITHUB_CLIENT_ID: "id" })).toThrow(
      "Invalid configuration: GITHUB_CLIENT_SECRET: is required with GITHUB_CLIENT_ID",
    );
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: "corp", CORP_CLIENT_ID: "a", CORP_CLIENT_SECRET: "b" })).toThrow(
      "CORP_ISSUER: CORP_ISSUER or CORP_DISCOVERY_URL is required",
    );
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: "github" })).toThrow('"github" is a built-in provider');
    expect(() => loadConfig({ ...base, GITLAB_ISSUER: "ftp://gitlab.example" })).toThrow(
      "GITLAB_ISSUER: must be a https: or http: URL",
    );

    const config = loadConfig({
      ...base,
      GITHUB_CLIENT_ID: "id",
      GITHUB_CLIENT_SECRET: "s",
      GITHUB_SCOPES: "read:user, repo",
      OIDC_PROVIDERS: "corp",
      CORP_ISSUER: "https://login.corp.example",
      CORP_CLIENT_ID: "a",
      CORP_CLIENT_SECRET: "b",
      CORP_NAME: "Corp SSO",
    });
    expect(config.socialProviders).toEqual([
      { id: "github", name: "GitHub", clientId: "id", clientSecret: "s", scopes: ["read:user", "repo"] },
    ]);
    expect(config.oidcProviders).toEqual([
      {
        id: "corp",
        name: "Corp SSO",
        discoveryUrl: "https://login.corp.example/.well-known/openid-configuration",
        clientId: "a",
        clientSecret: "b",
      },
    ]);
  });
});
