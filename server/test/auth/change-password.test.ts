import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountsOf,
  MALFORMED_BODIES,
  PASSWORD,
  sessionCookieSetBy,
  sessionsOf,
  signedInClient,
  signUpUnverified,
  statusesForMalformedBodies,
  uniqueEmail,
} from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

type ErrorBody = { code: string; message: string };
type ChangePasswordBody = {
  token: string | null;
  user: { id: string; email: string; name: string; emailVerified: boolean };
};
const NEW_PASSWORD = "a-brand-new-passphrase";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function signInStatus(email: string, password: string): Promise<number> {
  return (await server.client().signIn(email, password)).status;
}

/** The cookie header of a browser, for the server-only API. */
const headersOf = (client: TestClient) => new Headers({ cookie: client.jar.header() });

describe("POST /change-password", () => {
  it("changes the password and answers {token: null, user}, keeping other sessions by default", async () => {
    const email = uniqueEmail("change");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const other = await signedInClient(server, email);

    const res = await client.post<ChangePasswordBody>("/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect(res.body.user).toMatchObject({ id: userId, email, emailVerified: false });
    expect(res.body.user).not.toHaveProperty("password");

    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
    expect(await signInStatus(email, PASSWORD)).toBe(401);
    expect((await client.session()).body?.user.id).toBe(userId);
    expect((await other.session()).body?.user.id).toBe(userId);
  });

  it("revokeOtherSessions: false keeps the other sessions", async () => {
    const email = uniqueEmail("keep");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const other = await signedInClient(server, email);
    const res = await client.post<ChangePasswordBody>("/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect(await sessionsOf(server, userId)).toHaveLength(2);
    expect((await other.session()).body?.user.id).toBe(userId);
  });

  it("revokeOtherSessions: true revokes the others and issues this browser a new session", async () => {
    const email = uniqueEmail("revoke");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    const oldToken = (await client.session()).body!.session.token;
    const other = await signedInClient(server, email);

    const res = await client.post<ChangePasswordBody>("/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.token).not.toBe(oldToken);
    expect(decodeURIComponent(sessionCookieSetBy(res.response) ?? "").split(".")[0]).toBe(res.body.token);

    const sessions = await sessionsOf(server, userId);
    expect(sessions.map((s) => s.token)).toEqual([res.body.token]);
    expect((await other.session()).body).toBeNull();
    expect((await client.session()).body?.session.token).toBe(res.body.token);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it("refuses a wrong current password and leaves the password alone", async () => {
    const email = uniqueEmail("wrong");
    const client = server.client();
    await signUpUnverified(client, email);
    const res = await client.post<ErrorBody>("/change-password", {
      currentPassword: "not-my-password",
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "INVALID_PASSWORD", message: "Invalid password" });
    expect(await signInStatus(email, PASSWORD)).toBe(200);
    expect((await client.session()).body?.user.email).toBe(email);
  });

  it("enforces the new password's length", async () => {
    const client = server.client();
    const email = uniqueEmail("length");
    await signUpUnverified(client, email);
    const short = await client.post<ErrorBody>("/change-password", { currentPassword: PASSWORD, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: "PASSWORD_TOO_SHORT", message: "Password too short" });
    const long = await client.post<ErrorBody>("/change-password", {
      currentPassword: PASSWORD,
      newPassword: "y".repeat(129),
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: "PASSWORD_TOO_LONG", message: "Password too long" });
    expect(await signInStatus(email, PASSWORD)).toBe(200);
  });

  it("answers malformed bodies with 400, never a 500", async () => {
    const client = server.client();
    await signUpUnverified(client, uniqueEmail("malformed"));
    expect(await statusesForMalformedBodies(client, "/change-password")).toEqual(MALFORMED_BODIES.map(() => 400));
  });

  it("rejects a missing field with 400 and a request without a session with 401", async () => {
    const client = server.client();
    await signUpUnverified(client, uniqueEmail("fields"));
    const missing = await client.post<ErrorBody>("/change-password", { newPassword: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("VALIDATION_ERROR");

    const anonymous = await server
      .client()
      .post("/change-password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(anonymous.status).toBe(401);
  });
});

describe("set-password (server only)", () => {
  it("is not reachable over HTTP", async () => {
    const client = server.client();
    await signUpUnverified(client, uniqueEmail("http-set"));
    const res = await client.post("/set-password", { newPassword: NEW_PASSWORD });
    expect(res.status).toBe(404);
  });

  it("sets a password for a user without one", async () => {
    const email = uniqueEmail("set");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    await server.gatehouse.database.db.deleteFrom("account").where("userId", "=", userId).execute();

    const result = await server.gatehouse.auth.api.setPassword({
      body: { newPassword: NEW_PASSWORD },
      headers: headersOf(client),
    });
    expect(result).toEqual({ status: true });
    const accounts = await accountsOf(server, userId);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ providerId: "credential" });
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it("fills in a credential account that has no password", async () => {
    const email = uniqueEmail("set-null");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    await server.gatehouse.database.db
      .updateTable("account")
      .set({ password: null })
      .where("userId", "=", userId)
      .execute();

    await expect(
      server.gatehouse.auth.api.setPassword({ body: { newPassword: NEW_PASSWORD }, headers: headersOf(client) }),
    ).resolves.toEqual({ status: true });
    expect(await accountsOf(server, userId)).toHaveLength(1);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it("refuses a user who already has a password", async () => {
    const email = uniqueEmail("has-password");
    const client = server.client();
    await signUpUnverified(client, email);
    await expect(
      server.gatehouse.auth.api.setPassword({ body: { newPassword: NEW_PASSWORD }, headers: headersOf(client) }),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { code: "PASSWORD_ALREADY_SET", message: "user already has a password" },
    });
    expect(await signInStatus(email, PASSWORD)).toBe(200);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(401);
  });

  it("enforces the password's length", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("set-short"));
    await server.gatehouse.database.db.deleteFrom("account").where("userId", "=", userId).execute();
    await expect(
      server.gatehouse.auth.api.setPassword({ body: { newPassword: "short" }, headers: headersOf(client) }),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { code: "PASSWORD_TOO_SHORT", message: "Password too short" },
    });
    expect(await accountsOf(server, userId)).toHaveLength(0);
  });

  it("needs a session", async () => {
    await expect(
      server.gatehouse.auth.api.setPassword({ body: { newPassword: NEW_PASSWORD }, headers: new Headers() }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });
});
