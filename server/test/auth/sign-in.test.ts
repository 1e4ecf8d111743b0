import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSessionRow, setSessionTimes } from "../helpers/session-rows.ts";
import {
  DONT_REMEMBER_COOKIE,
  findSetCookie,
  maxAgeOf,
  SESSION_DATA_COOKIE,
  SESSION_TOKEN_COOKIE,
  tokenOfCookieValue,
} from "../helpers/set-cookies.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

type SignInBody = { redirect: boolean; token: string; url?: string; user: { id: string; email: string; name: string } };
type ErrorBody = { code: string; message: string };

const PASSWORD = "correct-horse-battery";
/** get-session as a browser calls it, and bypassing the cookie cache. */
const WITH_AND_WITHOUT_CACHE: Record<string, string>[] = [{}, { disableCookieCache: "true" }];
const WEEK = 604_800;
const INVALID_CREDENTIALS = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" };

const tokenIn = (client: TestClient) => tokenOfCookieValue(client.jar.get(SESSION_TOKEN_COOKIE) ?? "");

describe("POST /sign-in/email", () => {
  let server: TestServer;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer();
    const res = await server.client().signUp("alice@example.com", PASSWORD, "Alice");
    userId = res.body.user.id;
    // A user who only ever had a social account: no credential account, no password.
    await server.client().signUp("social-only@example.com", PASSWORD, "Social");
    const social = await server.gatehouse.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "social-only@example.com")
      .executeTakeFirstOrThrow();
    await server.gatehouse.database.db.deleteFrom("account").where("userId", "=", social.id).execute();
    // A credential account whose password is missing.
    await server.client().signUp("no-password@example.com", PASSWORD, "No Password");
    const bare = await server.gatehouse.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "no-password@example.com")
      .executeTakeFirstOrThrow();
    await server.gatehouse.database.db
      .updateTable("account")
      .set({ password: null })
      .where("userId", "=", bare.id)
      .execute();
  });
  afterAll(async () => server.close());

  it("answers {redirect, token, url, user} and sets a session cookie holding that token", async () => {
    const client = server.client();
    const res = await client.post<SignInBody>("/sign-in/email", { email: "alice@example.com", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      redirect: false,
      token: expect.any(String),
      user: expect.objectContaining({ id: userId, email: "alice@example.com", name: "Alice" }),
    });
    expect(res.body.url).toBeUndefined();
    expect(tokenIn(client)).toBe(res.body.token);
    const row = await findSessionRow(server.gatehouse, res.body.token);
    expect(row?.userId).toBe(userId);
  });

  it("with a callbackURL answers redirect true and the url, and sets Location", async () => {
    const res = await server.client().post<SignInBody>("/sign-in/email", {
      email: "alice@example.com",
      password: PASSWORD,
      callbackURL: "/dashboard",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ redirect: true, url: "/dashboard", token: expect.any(String) });
    expect(res.headers.get("location")).toBe("/dashboard");
  });

  it.each([
    ["an unknown user", "nobody@example.com", PASSWORD],
    ["a wrong password", "alice@example.com", "wrong-password-123"],
    ["a user without a credential account", "social-only@example.com", PASSWORD],
    ["a credential account without a password", "no-password@example.com", PASSWORD],
  ])("gives the same 401 'Invalid email or password' for %s, and no session", async (_label, email, password) => {
    const client = server.client();
    const res = await client.post<ErrorBody>("/sign-in/email", { email, password });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_CREDENTIALS);
    expect(findSetCookie(res.response, SESSION_TOKEN_COOKIE)).toBeUndefined();
    expect((await client.session()).body).toBeNull();
  });

  it("answers 'Invalid email' for a malformed address", async () => {
    for (const email of ["not-an-email", "alice@", "alice example.com"]) {
      const res = await server.client().post<ErrorBody>("/sign-in/email", { email, password: PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "INVALID_EMAIL", message: "Invalid email" });
    }
  });

  it("remembers the session by default: cookies with Max-Age, no dont_remember marker", async () => {
    const client = server.client();
    const res = await client.post<SignInBody>("/sign-in/email", { email: "alice@example.com", password: PASSWORD });
    expect(maxAgeOf(findSetCookie(res.response, SESSION_TOKEN_COOKIE))).toBe(WEEK);
    expect(maxAgeOf(findSetCookie(res.response, SESSION_DATA_COOKIE))).toBe(60);
    expect(findSetCookie(res.response, DONT_REMEMBER_COOKIE)).toBeUndefined();
    const row = await findSessionRow(server.gatehouse, res.body.token);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (WEEK - 60) * 1000);
  });

  it("rememberMe true behaves as the default", async () => {
    const res = await server
      .client()
      .post<SignInBody>("/sign-in/email", { email: "alice@example.com", password: PASSWORD, rememberMe: true });
    expect(res.status).toBe(200);
    expect(maxAgeOf(findSetCookie(res.response, SESSION_TOKEN_COOKIE))).toBe(WEEK);
    expect(findSetCookie(res.response, DONT_REMEMBER_COOKIE)).toBeUndefined();
  });

  it("rememberMe false sets browser-session cookies (no Max-Age, no Expires)", async () => {
    const client = server.client();
    const res = await client.post<SignInBody>("/sign-in/email", {
      email: "alice@example.com",
      password: PASSWORD,
      rememberMe: false,
    });
    expect(res.status).toBe(200);
    for (const name of [SESSION_TOKEN_COOKIE, SESSION_DATA_COOKIE, DONT_REMEMBER_COOKIE]) {
      const cookie = findSetCookie(res.response, name);
      expect(cookie, name).toBeDefined();
      expect(cookie!.attributes.has("max-age"), name).toBe(false);
      expect(cookie!.attributes.has("expires"), name).toBe(false);
    }
    expect((await client.session()).body?.user.id).toBe(userId);
  });

  it("refuses a non-boolean rememberMe as an invalid body", async () => {
    const res = await server
      .client()
      .post<ErrorBody>("/sign-in/email", { email: "alice@example.com", password: PASSWORD, rememberMe: "no" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "VALIDATION_ERROR", message: "Invalid body parameters" });
  });
});

describe("session refresh and rememberMe (SESSION_UPDATE_AGE=1)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SESSION_UPDATE_AGE: "1" } });
    await server.client().signUp("bob@example.com", PASSWORD, "Bob");
  });
  afterAll(async () => server.close());

  /** Pushes a session's updatedAt (and expiry) an hour into the past: well over updateAge. */
  async function makeStale(token: string): Promise<Date> {
    const row = await findSessionRow(server.gatehouse, token);
    const expiresAt = new Date(row!.expiresAt.getTime() - 3_600_000);
    await setSessionTimes(server.gatehouse, token, { expiresAt, updatedAt: new Date(Date.now() - 3_600_000) });
    return expiresAt;
  }

  it("extends a remembered session older than updateAge and reissues its cookie", async () => {
    const client = server.client();
    const signIn = await client.signIn("bob@example.com", PASSWORD);
    const agedExpiry = await makeStale(signIn.body.token);
    const res = await client.session();
    expect(res.status).toBe(200);
    const row = await findSessionRow(server.gatehouse, signIn.body.token);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(agedExpiry.getTime() + 3_000_000);
    expect(maxAgeOf(findSetCookie(res.response, SESSION_TOKEN_COOKIE))).toBe(WEEK);
  });

  it("never extends a rememberMe false session, however old, and keeps its cookie a browser-session one", async () => {
    const client = server.client();
    const signIn = await client.signIn("bob@example.com", PASSWORD, false);
    const agedExpiry = await makeStale(signIn.body.token);
    for (const query of WITH_AND_WITHOUT_CACHE) {
      client.jar.delete(SESSION_DATA_COOKIE); // make every call reach the session row
      const res = await client.get<{ session: { token: string } } | null>("/get-session", { query });
      expect(res.status).toBe(200);
      expect(res.body?.session.token).toBe(signIn.body.token);
      const reissued = findSetCookie(res.response, SESSION_TOKEN_COOKIE);
      if (reissued) expect(reissued.attributes.has("max-age")).toBe(false);
      const row = await findSessionRow(server.gatehouse, signIn.body.token);
      expect(row!.expiresAt.toISOString()).toBe(agedExpiry.toISOString());
    }
  });
});
