import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../../../../test/helpers/account-flows.ts";
import { getSessionBothWays, withoutCache } from "../../../../test/helpers/get-session-differential.ts";
import { SoftwareAuthenticator } from "../../../../test/helpers/software-authenticator.ts";
import { startTestServer, type TestClient, type TestServer } from "../../../../test/helpers/test-server.ts";
import { totpCode } from "../../../../test/helpers/totp.ts";
import { enableTwoFactor } from "../../../../test/helpers/two-factor.ts";

/**
 * The fast get-session path must be indistinguishable from better-auth's own getSession.
 * Each case asks both — Gatehouse over HTTP, and the stock `auth.handler` in-process — with
 * the same cookies, and compares status, body and the cookies they set.
 */
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: "fast-admin@example.com" } });
  client = server.client();
  await client.signUp("fast@example.com");
});
afterAll(async () => server.close());

const both = (cookie: string, query = "", extraHeaders: Record<string, string> = {}) =>
  getSessionBothWays(server, cookie, query, extraHeaders);

describe("fast get-session matches better-auth's getSession", () => {
  it("DB-backed read: same session, same cookie-cache cookie", async () => {
    const jar = client.jar.clone();
    jar.delete("better-auth.session_data");
    const { fast, stock } = await both(jar.header(), "?disableCookieCache=true");
    expect(fast.status).toBe(200);
    expect(fast.body).toEqual(stock.body);
    expect(fast.text).toBe(stock.text); // byte for byte, key order included
    expect((fast.body as { user: { email: string } }).user.email).toBe("fast@example.com");
    expect(fast.cookies).toEqual(stock.cookies);
    expect(fast.cookies).toEqual(["better-auth.session_data; HttpOnly; Max-Age=60; Path=/; SameSite=Lax"]);
    // The jwt plugin's header: the same token claims, exposed to browsers alike.
    expect(fast.jwt).toEqual(stock.jwt);
    expect(fast.jwt).toMatchObject({ header: { alg: "RS256" }, claims: { email: "fast@example.com" } });
    expect(fast.exposed).toBe(stock.exposed);
    expect(fast.exposed).toBe("set-auth-jwt");
  });

  it("a cache cookie issued by the fast path is one better-auth accepts as its own", async () => {
    const jar = client.jar.clone();
    jar.delete("better-auth.session_data");
    const issued = await fetch(`${server.url}/api/auth/get-session?disableCookieCache=true`, {
      headers: { cookie: jar.header() },
    });
    jar.store(issued);
    const value = jar.get("better-auth.session_data");
    expect(value).toBeTruthy();
    const { fast, stock } = await both(jar.header());
    expect(stock.cookies).toEqual([]); // a cache hit: better-auth re-sets nothing
    expect(fast).toEqual(stock);
  });

  it("cookie-cache read: same session, nothing set", async () => {
    const { fast, stock } = await both(client.jar.header());
    expect(fast).toEqual(stock);
    expect(fast.cookies).toEqual([]);
    expect(fast.body).not.toBeNull();
  });

  it("disableRefresh: same session, no cookie", async () => {
    const { fast, stock } = await both(client.jar.header(), "?disableCookieCache=true&disableRefresh=true");
    expect(fast).toEqual(stock);
    expect(fast.cookies).toEqual([]);
  });

  it("a cache cookie cached for the current session cannot serve another token", async () => {
    const other = server.client();
    await other.signUp("fast-other@example.com");
    const mixed = `better-auth.session_token=${other.jar.get("better-auth.session_token")}; better-auth.session_data=${client.jar.get("better-auth.session_data")}`;
    const { fast, stock } = await both(mixed);
    expect(fast.body).toEqual(stock.body);
    expect((fast.body as { user: { email: string } }).user.email).toBe("fast-other@example.com");
  });

  it("tampered cache cookie: falls back to the database like the library", async () => {
    const data = client.jar.get("better-auth.session_data")!;
    const tampered = `better-auth.session_token=${client.jar.get("better-auth.session_token")}; better-auth.session_data=${data.slice(0, -4)}AAAA`;
    const { fast, stock } = await both(tampered);
    expect(fast.body).toEqual(stock.body);
    expect(fast.body).not.toBeNull();
  });

  it("no cookie and forged token: null", async () => {
    const none = await both("");
    expect(none.fast).toEqual(none.stock);
    expect(none.fast.body).toBeNull();
    const token = client.jar.get("better-auth.session_token")!;
    // One character changed (to one it is not: the token is random, so it may already be "x").
    const changed = token[10] === "x" ? "y" : "x";
    const forged = await both(
      `better-auth.session_token=${token.slice(0, 10)}${changed}${token.slice(11)}`,
      "?disableCookieCache=true",
    );
    expect(forged.fast.body).toBeNull();
    expect(forged.fast.body).toEqual(forged.stock.body);
  });

  it("disableCookieCache=false goes to the library and is answered alike", async () => {
    const { fast, stock } = await both(client.jar.header(), "?disableCookieCache=false");
    expect(fast.body).toEqual(stock.body);
    expect(fast.cookies).toEqual(stock.cookies);
  });

  it("expired session: deleted, cookies cleared, null", async () => {
    const victim = server.client();
    await victim.signUp("fast-expired@example.com");
    const token = victim.jar.get("better-auth.session_token")!.split(".")[0]!;
    const past = new Date(Date.now() - 1000);
    await server.gatehouse.database.db
      .updateTable("session")
      .set({ expiresAt: server.gatehouse.database.kind === "sqlite" ? past.toISOString() : past })
      .where("token", "=", token)
      .execute();
    const res = await fetch(`${server.url}/api/auth/get-session?disableCookieCache=true`, {
      headers: { cookie: victim.jar.header() },
    });
    expect(await res.json()).toBeNull();
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=;") && c.includes("Max-Age=0")),
    ).toBe(true);
    const left = await server.gatehouse.database.db
      .selectFrom("session")
      .select("id")
      .where("token", "=", token)
      .execute();
    expect(left).toEqual([]);
  });

  it("a session with an active organization and team: same ids, byte-identical", async () => {
    const owner = server.client();
    await owner.signUp("fast-org@example.com");
    const created = await owner.post<{ id: string }>("/organization/create", { name: "Fast Org", slug: "fast-org" });
    expect(created.status).toBe(200);
    const { fast, stock } = await both(withoutCache(owner), "?disableCookieCache=true");
    expect(fast.text).toBe(stock.text);
    expect(fast.cookies).toEqual(stock.cookies);
    const session = (fast.body as { session: { activeOrganizationId: string; activeTeamId: string | null } }).session;
    expect(session.activeOrganizationId).toBe(created.body.id);
    expect(session.activeTeamId).toEqual(expect.any(String));
    // The cache cookie the fast path issued carries them too.
    const jar = owner.jar.clone();
    jar.delete("better-auth.session_data");
    jar.store(
      await fetch(`${server.url}/api/auth/get-session?disableCookieCache=true`, { headers: { cookie: jar.header() } }),
    );
    const cached = await both(jar.header());
    expect(cached.fast).toEqual(cached.stock);
    expect((cached.fast.body as { session: { activeOrganizationId: string } }).session.activeOrganizationId).toBe(
      created.body.id,
    );
  });

  it("a platform admin with ban fields set: role, banned, banReason, banExpires alike", async () => {
    const adminClient = server.client();
    const adminId = await signUpVerified(server, adminClient, "fast-admin@example.com");
    const signedIn = await adminClient.signIn("fast-admin@example.com");
    expect(signedIn.status).toBe(200);
    // A lapsed ban leaves its reason and expiry behind: dates and text must serialize alike.
    const lapsed = new Date(Date.now() - 3_600_000);
    await server.gatehouse.database.db
      .updateTable("user")
      .set({
        banReason: "spam",
        banExpires: server.gatehouse.database.kind === "sqlite" ? lapsed.toISOString() : lapsed,
      })
      .where("id", "=", adminId)
      .execute();
    const { fast, stock } = await both(withoutCache(adminClient), "?disableCookieCache=true");
    expect(fast.text).toBe(stock.text);
    expect(fast.body).toMatchObject({
      user: { role: "admin", banned: false, banReason: "spam", banExpires: lapsed.toISOString() },
    });
  });

  it("an impersonation session: impersonatedBy alike", async () => {
    const adminClient = server.client();
    await adminClient.signIn("fast-admin@example.com");
    const target = server.client();
    const targetUser = await target.signUp("fast-impersonated@example.com");
    const started = await adminClient.post("/admin/impersonate-user", { userId: targetUser.body.user.id });
    expect(started.status).toBe(200);
    // An impersonation session lives an hour, so it is always due for a refresh: the fast path
    // answers it only when refresh is off.
    const { fast, stock } = await both(withoutCache(adminClient), "?disableCookieCache=true&disableRefresh=true");
    expect(fast.text).toBe(stock.text);
    expect(fast.body).toMatchObject({
      user: { email: "fast-impersonated@example.com" },
      session: { impersonatedBy: expect.any(String) },
    });
  });

  it("an API key header goes to the library, which answers the key's owner", async () => {
    const keyOwner = server.client();
    await keyOwner.signUp("fast-key@example.com");
    const created = await keyOwner.post<{ key: string }>("/api-key/create", { name: "fast" });
    expect(created.status).toBe(200);
    const { fast, stock } = await both(client.jar.header(), "?disableCookieCache=true", {
      "x-api-key": created.body.key,
    });
    expect(fast.status).toBe(200);
    expect((fast.body as { user: { email: string } }).user.email).toBe("fast-key@example.com");
    expect((stock.body as { user: { email: string } }).user.email).toBe("fast-key@example.com");
  });

  it("a two-factor user signed in with TOTP: twoFactorEnabled alike, from the database and the cache", async () => {
    const owner = server.client();
    await owner.signUp("fast-2fa@example.com");
    const { totpURI } = await enableTwoFactor(owner);
    const browser = server.client();
    expect((await browser.signIn("fast-2fa@example.com")).body).toMatchObject({ twoFactorRedirect: true });
    expect((await browser.post("/two-factor/verify-totp", { code: totpCode(totpURI) })).status).toBe(200);
    const fromDatabase = await both(withoutCache(browser), "?disableCookieCache=true");
    expect(fromDatabase.fast.text).toBe(fromDatabase.stock.text);
    expect(fromDatabase.fast.cookies).toEqual(fromDatabase.stock.cookies);
    expect(fromDatabase.fast.body).toMatchObject({ user: { email: "fast-2fa@example.com", twoFactorEnabled: true } });
    const cached = await both(browser.jar.header());
    expect(cached.fast).toEqual(cached.stock);
  });

  it("a passkey session: alike, from the database and the cache", async () => {
    const owner = server.client();
    await owner.signUp("fast-passkey@example.com");
    const authenticator = new SoftwareAuthenticator(owner.origin);
    const options = await owner.get<{ challenge: string; rp: { id: string }; user: { id: string } }>(
      "/passkey/generate-register-options",
    );
    const registered = await owner.post("/passkey/verify-registration", {
      response: authenticator.register(options.body),
    });
    expect(registered.status).toBe(200);
    const browser = server.client();
    const challenge = await browser.get<{ challenge: string }>("/passkey/generate-authenticate-options");
    const signedIn = await browser.post("/passkey/verify-authentication", {
      response: authenticator.authenticate(challenge.body, options.body.rp.id),
    });
    expect(signedIn.status).toBe(200);
    const fromDatabase = await both(withoutCache(browser), "?disableCookieCache=true");
    expect(fromDatabase.fast.text).toBe(fromDatabase.stock.text);
    expect(fromDatabase.fast.cookies).toEqual(fromDatabase.stock.cookies);
    expect(fromDatabase.fast.body).toMatchObject({ user: { email: "fast-passkey@example.com" } });
    const cached = await both(browser.jar.header());
    expect(cached.fast).toEqual(cached.stock);
  });
});
