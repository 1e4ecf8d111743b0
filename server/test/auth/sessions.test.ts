import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageSession, countSessionsOf, findSessionRow, setSessionTimes } from "../helpers/session-rows.ts";
import {
  findSetCookie,
  isExpiry,
  maxAgeOf,
  parseSetCookies,
  SESSION_DATA_COOKIE,
  SESSION_TOKEN_COOKIE,
  tokenOfCookieValue,
} from "../helpers/set-cookies.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

type SessionBody = {
  session: {
    id: string;
    userId: string;
    token: string;
    expiresAt: string;
    createdAt: string;
    updatedAt: string;
    ipAddress: string | null;
    userAgent: string | null;
  };
  user: {
    id: string;
    email: string;
    name: string;
    image: string | null;
    emailVerified: boolean;
    createdAt: string;
    updatedAt: string;
  };
} | null;
type ListedSession = { token: string; userId: string };
type ErrorBody = { code: string; message: string };

const PASSWORD = "correct-horse-battery";
/** get-session as a browser calls it, and bypassing the cookie cache. */
const WITH_AND_WITHOUT_CACHE: Record<string, string>[] = [{}, { disableCookieCache: "true" }];
const WEEK = 604_800;
const COOKIE_CACHE_MAX_CHARS = 4093;
const COOKIE_MAX_AGE_CAP = 34_560_000;

let server: TestServer;
let emailCounter = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

/** A new user, signed in on a new client. */
async function signedInUser(
  name = "Session User",
  image?: string,
): Promise<{ client: TestClient; userId: string; token: string; email: string }> {
  const email = `session-user-${++emailCounter}@example.com`;
  const client = server.client();
  const res = await client.post<{ token: string; user: { id: string } }>("/sign-up/email", {
    email,
    password: PASSWORD,
    name,
    ...(image ? { image } : {}),
  });
  expect(res.status).toBe(200);
  return { client, userId: res.body.user.id, token: res.body.token, email };
}

/** Another browser of the same user. */
async function secondBrowser(email: string): Promise<{ client: TestClient; token: string }> {
  const client = server.client();
  const res = await client.signIn(email, PASSWORD);
  expect(res.status).toBe(200);
  return { client, token: res.body.token };
}

const getSession = (client: TestClient, query: Record<string, string> = {}) =>
  client.get<SessionBody>("/get-session", { query });

const renameInDatabase = (userId: string, name: string) =>
  server.gatehouse.database.db.updateTable("user").set({ name }).where("id", "=", userId).execute();

describe("GET /get-session", () => {
  it("answers null without a session cookie, and for a cookie that names no session", async () => {
    const anonymous = server.client();
    expect(await getSession(anonymous)).toMatchObject({ status: 200, body: null });
    anonymous.jar.set(SESSION_TOKEN_COOKIE, "garbage");
    expect((await getSession(anonymous)).body).toBeNull();
  });

  it("answers {session, user} with exactly their fields, the plugins' included", async () => {
    const { client, userId, token, email } = await signedInUser("Carol");
    const res = await getSession(client, { disableCookieCache: "true" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.body).toEqual({
      session: {
        id: expect.any(String),
        userId,
        token,
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        ipAddress: "127.0.0.1",
        userAgent: expect.any(String),
        // organization and admin plugins
        activeOrganizationId: null,
        activeTeamId: null,
        impersonatedBy: null,
      },
      user: {
        id: userId,
        email,
        name: "Carol",
        image: null,
        emailVerified: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        // admin plugin
        role: "user",
        banned: false,
        banReason: null,
        banExpires: null,
        // two-factor plugin
        twoFactorEnabled: false,
        // the saved language (null until chosen)
        locale: null,
      },
    });
    const expiresIn = new Date(res.body!.session.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan((WEEK - 60) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(WEEK * 1000);
  });

  it("serves from the session_data cookie cache (Max-Age 60) until disableCookieCache is asked for", async () => {
    const { client, userId } = await signedInUser("Dave");
    const cache = client.jar.get(SESSION_DATA_COOKIE);
    expect(cache).toBeDefined();
    await renameInDatabase(userId, "Dave (renamed in the database)");

    const cached = await getSession(client);
    expect(cached.body?.user.name).toBe("Dave");
    const fresh = await getSession(client, { disableCookieCache: "true" });
    expect(fresh.body?.user.name).toBe("Dave (renamed in the database)");
    // A database read reissues the cache with what it read.
    expect(maxAgeOf(findSetCookie(fresh.response, SESSION_DATA_COOKIE))).toBe(60);
    expect((await getSession(client)).body?.user.name).toBe("Dave (renamed in the database)");
  });

  it("ignores a tampered session_data cookie and answers from the database", async () => {
    const { client, userId } = await signedInUser("Erin");
    const cache = client.jar.get(SESSION_DATA_COOKIE)!;
    const decoded = JSON.parse(Buffer.from(cache, "base64url").toString("utf8")) as {
      session: { user: { name: string } };
    };
    decoded.session.user.name = "Mallory";
    const forged = Buffer.from(JSON.stringify(decoded)).toString("base64url");
    client.jar.set(SESSION_DATA_COOKIE, forged);
    await renameInDatabase(userId, "Erin (database)");

    const res = await getSession(client);
    expect(res.status).toBe(200);
    expect(res.body?.user.name).toBe("Erin (database)");
    // The forged cache is not kept: the browser ends up with a genuine one, or none.
    expect(client.jar.get(SESSION_DATA_COOKIE)).not.toBe(forged);
  });

  it("treats an undecodable session_data cookie as no cache, on get-session and on session routes", async () => {
    const { client, userId } = await signedInUser("Frank");
    for (const garbage of ["not-even-base64!", "%%%", "e30", "bnVsbA", "a.b.c", "\u00e9t\u00e9"]) {
      client.jar.set(SESSION_DATA_COOKIE, garbage);
      const res = await getSession(client);
      expect(res.status, garbage).toBe(200);
      expect(res.body?.user.id, garbage).toBe(userId);
      client.jar.set(SESSION_DATA_COOKIE, garbage);
      expect((await client.get("/list-sessions")).status, garbage).toBe(200);
    }
  });

  it("answers null for a session_token whose signature was tampered with, even with a valid cache", async () => {
    const { client, token } = await signedInUser();
    const [value = "", signature = ""] = decodeURIComponent(client.jar.get(SESSION_TOKEN_COOKIE)!).split(".");
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    for (const forged of [`${value}.${flipped}`, value, `${value}.`]) {
      const thief = server.client();
      thief.jar.set(SESSION_TOKEN_COOKIE, encodeURIComponent(forged));
      thief.jar.set(SESSION_DATA_COOKIE, client.jar.get(SESSION_DATA_COOKIE)!);
      expect((await getSession(thief)).body, forged).toBeNull();
      expect((await getSession(thief, { disableCookieCache: "true" })).body, forged).toBeNull();
    }
    expect(await findSessionRow(server.gatehouse, token)).toBeDefined();
  });

  it("deletes an expired session, clears its cookies and answers null", async () => {
    for (const query of WITH_AND_WITHOUT_CACHE) {
      const { client, token } = await signedInUser();
      await setSessionTimes(server.gatehouse, token, { expiresAt: new Date(Date.now() - 1000) });
      client.jar.delete(SESSION_DATA_COOKIE); // the cache alone would vouch for it up to 60 s
      const res = await getSession(client, query);
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
      expect(isExpiry(findSetCookie(res.response, SESSION_TOKEN_COOKIE))).toBe(true);
      expect(maxAgeOf(findSetCookie(res.response, SESSION_TOKEN_COOKIE))).toBe(0);
      expect(await findSessionRow(server.gatehouse, token)).toBeUndefined();
      expect(client.jar.get(SESSION_TOKEN_COOKIE)).toBeUndefined();
    }
  });

  it("extends a session older than updateAge and reissues both cookies", async () => {
    const { client, token } = await signedInUser();
    await ageSession(server.gatehouse, token, 2 * 86_400); // updateAge is one day
    const aged = await findSessionRow(server.gatehouse, token);
    const res = await getSession(client, { disableCookieCache: "true" });
    expect(res.body?.session.token).toBe(token);
    const row = await findSessionRow(server.gatehouse, token);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (WEEK - 60) * 1000);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(aged!.expiresAt.getTime());
    expect(row!.updatedAt.getTime()).toBeGreaterThan(aged!.updatedAt.getTime());
    expect(new Date(res.body!.session.expiresAt).getTime()).toBe(row!.expiresAt.getTime());
    expect(maxAgeOf(findSetCookie(res.response, SESSION_TOKEN_COOKIE))).toBe(WEEK);
    expect(tokenOfCookieValue(findSetCookie(res.response, SESSION_TOKEN_COOKIE)!.value)).toBe(token);
    expect(maxAgeOf(findSetCookie(res.response, SESSION_DATA_COOKIE))).toBe(60);
  });

  it("leaves a session younger than updateAge alone", async () => {
    const { client, token } = await signedInUser();
    const before = await findSessionRow(server.gatehouse, token);
    const res = await getSession(client, { disableCookieCache: "true" });
    expect(res.body?.session.token).toBe(token);
    expect(findSetCookie(res.response, SESSION_TOKEN_COOKIE)).toBeUndefined();
    expect((await findSessionRow(server.gatehouse, token))!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
  });

  it("does not extend with disableRefresh, however old the session", async () => {
    const { client, token } = await signedInUser();
    await ageSession(server.gatehouse, token, 2 * 86_400);
    const aged = await findSessionRow(server.gatehouse, token);
    const res = await getSession(client, { disableCookieCache: "true", disableRefresh: "true" });
    expect(res.body?.session.token).toBe(token);
    expect(findSetCookie(res.response, SESSION_TOKEN_COOKIE)).toBeUndefined();
    expect((await findSessionRow(server.gatehouse, token))!.expiresAt.getTime()).toBe(aged!.expiresAt.getTime());
  });
});

describe("get-session's query flags are booleans", () => {
  it("disableCookieCache=false keeps the cache, =true (or 1) bypasses it", async () => {
    const { client, userId } = await signedInUser("Gina");
    await renameInDatabase(userId, "Gina (database)");
    expect((await getSession(client, { disableCookieCache: "false" })).body?.user.name).toBe("Gina");
    expect((await getSession(client, { disableCookieCache: "0" })).body?.user.name).toBe("Gina");
    expect((await getSession(client, { disableCookieCache: "1" })).body?.user.name).toBe("Gina (database)");
  });

  it("disableRefresh=false still extends a session older than updateAge", async () => {
    const { client, token } = await signedInUser();
    await ageSession(server.gatehouse, token, 2 * 86_400);
    const aged = await findSessionRow(server.gatehouse, token);
    const res = await getSession(client, { disableCookieCache: "true", disableRefresh: "false" });
    expect(res.body?.session.token).toBe(token);
    expect((await findSessionRow(server.gatehouse, token))!.expiresAt.getTime()).toBeGreaterThan(
      aged!.expiresAt.getTime(),
    );
  });

  it("any other value is an invalid query", async () => {
    const { client } = await signedInUser();
    const invalid: Record<string, string>[] = [
      { disableCookieCache: "notabool" },
      { disableRefresh: "yes please" },
      { disableCookieCache: "" },
    ];
    for (const query of invalid) {
      const res = await client.get<ErrorBody>("/get-session", { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({ code: "VALIDATION_ERROR", message: "Invalid query parameters" });
    }
    const repeated = await client.get<ErrorBody>("/get-session?disableRefresh=true&disableRefresh=false");
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe("Invalid query parameters");
  });
});

describe("cookie-cached session data is at most 4093 characters", () => {
  const longImage = `https://images.example.com/${"i".repeat(5000)}.png`;
  const longName = `Name ${"n".repeat(4500)}`;

  const everyCacheCookie = (response: Response) =>
    parseSetCookies(response).filter((c) => c.name.startsWith(SESSION_DATA_COOKIE) && !isExpiry(c));

  it("does not cache a session too large for one cookie, and still answers it in full", async () => {
    const { client, userId } = await signedInUser("Big Picture", longImage);
    expect(client.jar.get(SESSION_TOKEN_COOKIE)).toBeDefined();
    for (const query of WITH_AND_WITHOUT_CACHE) {
      const res = await getSession(client, query);
      expect(res.status).toBe(200);
      expect(res.body?.user).toMatchObject({ id: userId, image: longImage, name: "Big Picture" });
      expect(everyCacheCookie(res.response)).toEqual([]);
    }
    for (const line of parseSetCookies((await getSession(client)).response))
      expect(line.value.length).toBeLessThanOrEqual(COOKIE_CACHE_MAX_CHARS);
  });

  it("sets no oversized cache on sign-in or sign-up either", async () => {
    const email = `big-${++emailCounter}@example.com`;
    const signUp = await server.client().post("/sign-up/email", { email, password: PASSWORD, name: longName });
    expect(signUp.status).toBe(200);
    expect(everyCacheCookie(signUp.response)).toEqual([]);
    const signIn = await server.client().post("/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(everyCacheCookie(signIn.response)).toEqual([]);
  });

  it("drops a small cache when the data grows past the limit, so no stale copy is served", async () => {
    const { client, userId } = await signedInUser("Short");
    expect(client.jar.get(SESSION_DATA_COOKIE)).toBeDefined();
    const update = await client.post("/update-user", { name: longName });
    expect(update.status).toBe(200);
    expect(everyCacheCookie(update.response)).toEqual([]);
    expect(isExpiry(findSetCookie(update.response, SESSION_DATA_COOKIE))).toBe(true);
    expect(client.jar.get(SESSION_DATA_COOKIE)).toBeUndefined();
    const res = await getSession(client);
    expect(res.body?.user).toMatchObject({ id: userId, name: longName });
  });
});

describe("cookie Max-Age is capped at 400 days", () => {
  it("issues Max-Age 34560000 for SESSION_EXPIRES_IN at the cap, and no cookie above it", async () => {
    const capped = await startTestServer({ env: { SESSION_EXPIRES_IN: String(COOKIE_MAX_AGE_CAP) } });
    try {
      const client = capped.client();
      const res = await client.signUp("capped@example.com", PASSWORD);
      expect(maxAgeOf(findSetCookie(res.response, SESSION_TOKEN_COOKIE))).toBe(COOKIE_MAX_AGE_CAP);
      for (const cookie of parseSetCookies(res.response))
        expect(maxAgeOf(cookie) ?? 0).toBeLessThanOrEqual(COOKIE_MAX_AGE_CAP);
    } finally {
      await capped.close();
    }
  });

  it("refuses to start with SESSION_EXPIRES_IN above the cap", async () => {
    await expect(startTestServer({ env: { SESSION_EXPIRES_IN: String(COOKIE_MAX_AGE_CAP + 1) } })).rejects.toThrow(
      /SESSION_EXPIRES_IN/,
    );
  });
});

describe("POST /sign-out", () => {
  it("answers {success: true}, deletes the session and clears the cookies", async () => {
    const { client, token } = await signedInUser();
    const stolen = client.jar.clone();
    const res = await client.post("/sign-out", {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(maxAgeOf(findSetCookie(res.response, SESSION_TOKEN_COOKIE))).toBe(0);
    expect(maxAgeOf(findSetCookie(res.response, SESSION_DATA_COOKIE))).toBe(0);
    expect(await findSessionRow(server.gatehouse, token)).toBeUndefined();
    expect((await getSession(client)).body).toBeNull();

    // The old cookies, replayed without their cache, no longer work.
    const replay = server.client();
    replay.jar.set(SESSION_TOKEN_COOKIE, stolen.get(SESSION_TOKEN_COOKIE)!);
    expect((await getSession(replay)).body).toBeNull();
  });
});

describe("session management", () => {
  it("list-sessions lists the user's own sessions only", async () => {
    const alice = await signedInUser();
    const aliceSecond = await secondBrowser(alice.email);
    const bob = await signedInUser();
    const res = await alice.client.get<ListedSession[]>("/list-sessions");
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.token).sort()).toEqual([alice.token, aliceSecond.token].sort());
    expect(res.body.every((s) => s.userId === alice.userId)).toBe(true);
    expect(res.body.some((s) => s.token === bob.token)).toBe(false);
    expect((await server.client().get("/list-sessions")).status).toBe(401);
  });

  it("revoke-session revokes one of the user's own sessions", async () => {
    const alice = await signedInUser();
    const other = await secondBrowser(alice.email);
    const res = await alice.client.post("/revoke-session", { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect(await findSessionRow(server.gatehouse, other.token)).toBeUndefined();
    expect((await getSession(other.client, { disableCookieCache: "true" })).body).toBeNull();
    expect((await getSession(alice.client, { disableCookieCache: "true" })).body?.session.token).toBe(alice.token);
  });

  it("revoke-session refuses another user's session with 401 UNAUTHORIZED and leaves it alone", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const res = await alice.client.post<ErrorBody>("/revoke-session", { token: bob.token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("UNAUTHORIZED");
    expect(await findSessionRow(server.gatehouse, bob.token)).toBeDefined();
    expect((await getSession(bob.client, { disableCookieCache: "true" })).body?.user.id).toBe(bob.userId);
    expect((await getSession(alice.client, { disableCookieCache: "true" })).body?.user.id).toBe(alice.userId);
  });

  it("revoke-session refuses an unknown token with 'Session not found', and anonymous callers with 401", async () => {
    const alice = await signedInUser();
    const unknown = await alice.client.post<ErrorBody>("/revoke-session", { token: "no-such-session-token" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Session not found");
    const bob = await signedInUser();
    const anonymous = await server.client().post<ErrorBody>("/revoke-session", { token: bob.token });
    expect(anonymous.status).toBe(401);
    expect(await findSessionRow(server.gatehouse, bob.token)).toBeDefined();
  });

  it("revoke-sessions revokes every session of the user, the current one included", async () => {
    const alice = await signedInUser();
    await secondBrowser(alice.email);
    const bob = await signedInUser();
    const res = await alice.client.post("/revoke-sessions", {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect(await countSessionsOf(server.gatehouse, alice.userId)).toBe(0);
    expect((await getSession(alice.client, { disableCookieCache: "true" })).body).toBeNull();
    expect(await countSessionsOf(server.gatehouse, bob.userId)).toBe(1);
  });

  it("revoke-other-sessions keeps only the current session", async () => {
    const alice = await signedInUser();
    const second = await secondBrowser(alice.email);
    const third = await secondBrowser(alice.email);
    const bob = await signedInUser();
    const res = await alice.client.post("/revoke-other-sessions", {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    const listed = await alice.client.get<ListedSession[]>("/list-sessions");
    expect(listed.body.map((s) => s.token)).toEqual([alice.token]);
    for (const gone of [second, third]) expect(await findSessionRow(server.gatehouse, gone.token)).toBeUndefined();
    expect((await getSession(alice.client, { disableCookieCache: "true" })).body?.session.token).toBe(alice.token);
    expect(await findSessionRow(server.gatehouse, bob.token)).toBeDefined();
  });

  it("the revoke routes need a session", async () => {
    for (const path of ["/revoke-sessions", "/revoke-other-sessions"]) {
      expect((await server.client().post(path, {})).status, path).toBe(401);
    }
  });
});

describe("POST /update-user", () => {
  it("updates name and image, visible in the next get-session", async () => {
    const { client, userId } = await signedInUser("Before");
    const res = await client.post("/update-user", { name: "After", image: "https://images.example.com/after.png" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    for (const query of WITH_AND_WITHOUT_CACHE) {
      const session = await getSession(client, query);
      expect(session.body?.user).toMatchObject({
        id: userId,
        name: "After",
        image: "https://images.example.com/after.png",
      });
    }
    const row = await server.gatehouse.database.db
      .selectFrom("user")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "After", image: "https://images.example.com/after.png" });
  });

  it("clears the image with null", async () => {
    const { client } = await signedInUser("Pictured", "https://images.example.com/me.png");
    expect((await client.post("/update-user", { image: null })).status).toBe(200);
    expect((await getSession(client, { disableCookieCache: "true" })).body?.user.image).toBeNull();
  });

  it("refuses to change the email", async () => {
    const { client, userId, email } = await signedInUser();
    const res = await client.post<ErrorBody>("/update-user", { email: "elsewhere@example.com" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "EMAIL_CAN_NOT_BE_UPDATED", message: "Email can not be updated" });
    const row = await server.gatehouse.database.db
      .selectFrom("user")
      .select("email")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(email);
  });

  it("needs a session", async () => {
    expect((await server.client().post("/update-user", { name: "Ghost" })).status).toBe(401);
  });
});
