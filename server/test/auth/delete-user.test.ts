import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountsOf,
  ageSessions,
  expireVerification,
  findUserById,
  findVerification,
  linkIn,
  MALFORMED_BODIES,
  outboxRowsTo,
  PASSWORD,
  secondsUntil,
  sessionCookieSetBy,
  sessionsOf,
  signedInClient,
  signUpUnverified,
  statusesForMalformedBodies,
  uniqueEmail,
} from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

type ErrorBody = { code?: string; message?: string };
const CALLBACK_PATH = "/api/auth/delete-user/callback";
const FRESH_AGE = 86_400; // SESSION_FRESH_AGE default

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function expectGone(userId: string): Promise<void> {
  expect(await findUserById(server, userId)).toBeUndefined();
  expect(await sessionsOf(server, userId)).toHaveLength(0);
  expect(await accountsOf(server, userId)).toHaveLength(0);
}

async function expectIntact(userId: string): Promise<void> {
  expect(await findUserById(server, userId)).toBeDefined();
  expect(await accountsOf(server, userId)).toHaveLength(1);
}

/** Asks for deletion by mail and returns the callback link and its token. */
async function requestDeletionMail(
  client: TestClient,
  email: string,
  callbackURL = "/goodbye",
): Promise<{ link: URL; token: string }> {
  const res = await client.post("/delete-user", { callbackURL });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, message: "Verification email sent" });
  const link = linkIn(await server.smtp.mailTo(email, "Confirm account deletion"), CALLBACK_PATH);
  return { link, token: link.searchParams.get("token")! };
}

describe("POST /delete-user with a password", () => {
  it("deletes the user, their sessions and accounts at once", async () => {
    const email = uniqueEmail("direct");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const other = await signedInClient(server, email);

    const res = await client.post("/delete-user", { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "User deleted" });
    expect(sessionCookieSetBy(res.response)).toBeUndefined();
    expect(res.headers.getSetCookie().some((l) => /^better-auth\.session_token=;.*Max-Age=0/i.test(l))).toBe(true);
    await expectGone(userId);
    expect((await client.session()).body).toBeNull();
    expect((await other.session()).body).toBeNull();
    expect((await server.client().signIn(email)).status).toBe(401);
    expect(
      await outboxRowsTo(server, email).then((rows) => rows.filter((r) => r.kind === "delete-account")),
    ).toHaveLength(0);
  });

  it("deletes with a password even when the session is no longer fresh", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("stale-with-password"));
    await ageSessions(server, userId, FRESH_AGE + 60);
    const res = await client.post("/delete-user", { password: PASSWORD });
    expect(res.body).toEqual({ success: true, message: "User deleted" });
    await expectGone(userId);
  });

  it("refuses a wrong password", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("wrong"));
    const res = await client.post<ErrorBody>("/delete-user", { password: "not-my-password" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "INVALID_PASSWORD", message: "Invalid password" });
    await expectIntact(userId);
    expect((await client.session()).body?.user.id).toBe(userId);
  });

  it("refuses a password for a user without one", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("no-password"));
    await server.gatehouse.database.db
      .updateTable("account")
      .set({ password: null })
      .where("userId", "=", userId)
      .execute();
    const res = await client.post<ErrorBody>("/delete-user", { password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "CREDENTIAL_ACCOUNT_NOT_FOUND", message: "Credential account not found" });
    expect(await findUserById(server, userId)).toBeDefined();
  });

  it("needs a session", async () => {
    const res = await server.client().post("/delete-user", { password: PASSWORD });
    expect(res.status).toBe(401);
  });

  it("answers malformed bodies with 400, never a 500", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("malformed-bodies"));
    expect(await statusesForMalformedBodies(client, "/delete-user")).toEqual(MALFORMED_BODIES.map(() => 400));
    await expectIntact(userId);
  });

  it("rejects a malformed body with 400", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("malformed"));
    const res = await client.post<ErrorBody>("/delete-user", { password: 12345678 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    await expectIntact(userId);
  });
});

describe("POST /delete-user without a password", () => {
  it("refuses a session older than SESSION_FRESH_AGE and mails nothing", async () => {
    const email = uniqueEmail("stale");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    await ageSessions(server, userId, FRESH_AGE + 60);

    const res = await client.post<ErrorBody>("/delete-user", { callbackURL: "/goodbye" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "SESSION_EXPIRED",
      message: "Session expired. Re-authenticate to perform this action.",
    });
    await expectIntact(userId);
    expect((await outboxRowsTo(server, email)).filter((r) => r.kind === "delete-account")).toHaveLength(0);
  });

  it("mails a deletion link with a 32-character token valid for 24 hours", async () => {
    const email = uniqueEmail("mail");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const { link, token } = await requestDeletionMail(client, email);

    expect(link.origin).toBe(server.gatehouse.config.baseURL);
    expect(token).toMatch(/^[a-z0-9]{32}$/);
    expect(link.searchParams.get("callbackURL")).toBe("/goodbye");
    const row = await findVerification(server, `delete-account-${token}`);
    expect(row?.value).toBe(userId);
    expect(secondsUntil(row!.expiresAt)).toBeGreaterThan(86_400 - 60);
    expect(secondsUntil(row!.expiresAt)).toBeLessThanOrEqual(86_400);
    await expectIntact(userId);
  });

  it("the link deletes the user and redirects to callbackURL", async () => {
    const email = uniqueEmail("callback");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const other = await signedInClient(server, email);
    const { link, token } = await requestDeletionMail(client, email);

    const res = await client.visit(link.href);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/goodbye");
    await expectGone(userId);
    expect(await findVerification(server, `delete-account-${token}`)).toBeUndefined();
    expect((await client.session()).body).toBeNull();
    expect((await other.session()).body).toBeNull();
  });

  it("without callbackURL the callback answers JSON", async () => {
    const email = uniqueEmail("callback-json");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const { token } = await requestDeletionMail(client, email);
    const res = await client.get("/delete-user/callback", { query: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "User deleted" });
    await expectGone(userId);
  });

  it("the mailed token also deletes through POST /delete-user {token}", async () => {
    const email = uniqueEmail("body-token");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const { token } = await requestDeletionMail(client, email);
    const res = await client.post("/delete-user", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "User deleted" });
    await expectGone(userId);
  });

  it("refuses the link in another user's session", async () => {
    const email = uniqueEmail("victim");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const { link } = await requestDeletionMail(client, email);

    const intruder = server.client();
    const intruderId = await signUpUnverified(intruder, uniqueEmail("intruder"));
    const res = await intruder.visit(link.href);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "INVALID_TOKEN", message: "invalid token" });
    await expectIntact(userId);
    await expectIntact(intruderId);
  });

  it("refuses the link without a session", async () => {
    const email = uniqueEmail("no-session");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const { link } = await requestDeletionMail(client, email);
    const res = await server.client().visit(link.href);
    expect(res.status).toBe(404);
    await expectIntact(userId);
  });

  it("refuses an expired or unknown token", async () => {
    const email = uniqueEmail("expired");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const { link, token } = await requestDeletionMail(client, email);
    await expireVerification(server, `delete-account-${token}`);

    const expired = await client.visit(link.href);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toMatchObject({ code: "INVALID_TOKEN" });
    await expectIntact(userId);

    const unknown = await client.get<ErrorBody>("/delete-user/callback", {
      query: { token: "0".repeat(32), callbackURL: "/goodbye" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("INVALID_TOKEN");
    const body = await client.post<ErrorBody>("/delete-user", { token: "0".repeat(32) });
    expect(body.status).toBe(404);
    await expectIntact(userId);
  });

  it("refuses an untrusted callbackURL", async () => {
    const email = uniqueEmail("evil-callback");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const res = await client.post<ErrorBody>("/delete-user", { callbackURL: "https://evil.example/" });
    expect(res.status).toBe(403);
    expect((await outboxRowsTo(server, email)).filter((r) => r.kind === "delete-account")).toHaveLength(0);
    await expectIntact(userId);
  });
});

describe("SESSION_FRESH_AGE=0 disables the freshness check", () => {
  let relaxed: TestServer;
  beforeAll(async () => {
    relaxed = await startTestServer({ env: { SESSION_FRESH_AGE: "0" } });
  });
  afterAll(async () => relaxed.close());

  it("an old session may still ask for the deletion mail", async () => {
    const email = uniqueEmail("relaxed");
    const client = relaxed.client();
    const userId = await signUpUnverified(client, email);
    await ageSessions(relaxed, userId, FRESH_AGE * 3);
    const res = await client.post("/delete-user", {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Verification email sent" });
  });
});
