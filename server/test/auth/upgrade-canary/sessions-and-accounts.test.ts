import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, signUpVerified, uniqueEmail } from "../../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../../helpers/test-server.ts";
import { codeOf, messageOf, PASSWORD, type Stock, startStock } from "./stock.ts";

/**
 * The upgrade canary (server/src/auth/README.md), sessions, accounts and errors: for each
 * departure from better-auth in the catalogue, stock better-auth must still answer differently
 * from Gatehouse, and Gatehouse as its correction says. When an upgrade makes the library answer
 * as Gatehouse does, the `stock` expectation fails and names the correction that can go; when an
 * upgrade breaks a correction, the Gatehouse expectation fails. Each departure has its full test
 * elsewhere; these are the one-request probes that tell the two apart.
 */

let server: TestServer;
let stock: Stock;

async function gatehouseSignedIn(): Promise<TestClient> {
  const client = server.client();
  expect((await client.signUp(uniqueEmail("canary"))).status).toBe(200);
  return client;
}

beforeAll(async () => {
  [server, stock] = await Promise.all([startTestServer(), startStock()]);
});
afterAll(async () => {
  await server?.close();
  await stock?.close();
});

describe("upgrade canary: each departure is still needed, and still works", () => {
  it("sessions: get-session's flags are booleans (session/get-session-query.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const stockAnswer = await stock.request("GET", "/get-session?disableRefresh=maybe", { cookie });
    expect(stockAnswer.status, "stock now refuses a non-boolean flag: drop get-session-query.ts").toBe(200);
    const client = await gatehouseSignedIn();
    const ours = await client.get("/get-session", { query: { disableRefresh: "maybe" } });
    expect({ status: ours.status, message: messageOf(ours.body) }).toEqual({
      status: 400,
      message: "Invalid query parameters",
    });
  });

  it("sessions: revoking an unknown session is refused (session/revoke-session-ownership.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const stockAnswer = await stock.request("POST", "/revoke-session", { body: { token: "no-such-token" }, cookie });
    expect(stockAnswer.body, "stock now refuses an unknown token: drop revoke-session-ownership.ts").toEqual({
      status: true,
    });
    const client = await gatehouseSignedIn();
    const ours = await client.post("/revoke-session", { token: "no-such-token" });
    expect({ status: ours.status, message: messageOf(ours.body) }).toEqual({
      status: 400,
      message: "Session not found",
    });
  });

  it("errors: a duplicate sign-up is USER_ALREADY_EXISTS (errors/spec-error-messages.ts)", async () => {
    const email = uniqueEmail("twice");
    await stock.request("POST", "/sign-up/email", { body: { name: "A", email, password: PASSWORD } });
    const stockAnswer = await stock.request("POST", "/sign-up/email", {
      body: { name: "A", email, password: PASSWORD },
    });
    expect(codeOf(stockAnswer.body), "stock now says USER_ALREADY_EXISTS: drop the rewording").not.toBe(
      "USER_ALREADY_EXISTS",
    );
    const client = server.client();
    const again = uniqueEmail("twice");
    await client.signUp(again);
    const ours = await server.client().signUp(again);
    expect({ code: codeOf(ours.body), message: messageOf(ours.body) }).toEqual({
      code: "USER_ALREADY_EXISTS",
      message: "User already exists",
    });
  });

  it("errors: a malformed body is 'Invalid body parameters' (errors/spec-error-messages.ts)", async () => {
    const stockAnswer = await stock.request("POST", "/sign-up/email", {
      body: { name: "A", email: "nope", password: PASSWORD },
    });
    expect(messageOf(stockAnswer.body), "stock now answers Gatehouse's wording: drop the rewording").not.toBe(
      "Invalid body parameters",
    );
    const ours = await server.client().post("/sign-up/email", { name: "A", email: "nope", password: PASSWORD });
    expect({ status: ours.status, message: messageOf(ours.body) }).toEqual({
      status: 400,
      message: "Invalid body parameters",
    });
  });

  it("accounts: POST /forget-password exists (account/password-reset-plugin.ts)", async () => {
    const stockAnswer = await stock.request("POST", "/forget-password", { body: { email: "someone@example.com" } });
    expect(stockAnswer.status, "stock now serves /forget-password: drop the alias").toBe(404);
    const ours = await server.client().post("/forget-password", { email: "someone@example.com" });
    expect(ours.status).toBe(200);
  });

  it("accounts: an email longer than any mailbox is invalid (account/email-length.ts)", async () => {
    const long = `${"a".repeat(400)}@example.com`;
    const stockAnswer = await stock.request("POST", "/sign-up/email", {
      body: { name: "A", email: long, password: PASSWORD },
    });
    expect(stockAnswer.status, "stock now bounds email length: drop email-length.ts").toBe(200);
    const ours = await server.client().post("/sign-up/email", { name: "A", email: long, password: PASSWORD });
    expect({ status: ours.status, message: messageOf(ours.body) }).toEqual({
      status: 400,
      message: "Invalid body parameters",
    });
  });

  it("accounts: list-accounts items carry `provider` (account/accounts-plugin.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const stockAnswer = await stock.request("GET", "/list-accounts", { cookie });
    const [stockItem] = stockAnswer.body as Array<Record<string, unknown>>;
    expect(stockItem, "stock now lists `provider`: drop the after hook").not.toHaveProperty("provider");
    const client = await gatehouseSignedIn();
    const [ours] = (await client.get<Array<Record<string, unknown>>>("/list-accounts")).body;
    expect(ours).toMatchObject({ provider: "credential", providerId: "credential" });
  });

  it("accounts: verify-email failures use lower-case codes (account/verify-email-errors-plugin.ts)", async () => {
    const stockAnswer = await stock.request("GET", "/verify-email?token=not-a-token&callbackURL=/done");
    expect(stockAnswer.location, "stock now redirects with invalid_token: drop the mapping").toContain(
      "error=INVALID_TOKEN",
    );
    const ours = await server.client().get("/verify-email", {
      query: { token: "not-a-token", callbackURL: "/done" },
      redirect: "manual",
    });
    expect(ours.headers.get("location")).toContain("error=invalid_token");
  });

  it("sessions: get-session's set-auth-jwt token is reused for half its lifetime (fast-path/session-jwt.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const stockAnswer = await stock.request("GET", "/get-session", { cookie });
    expect(
      stockAnswer.headers.get("set-auth-jwt"),
      "stock no longer sends set-auth-jwt: the fast path must stop sending it too",
    ).toEqual(expect.any(String));
    const client = await gatehouseSignedIn();
    const first = await client.get("/get-session", { query: { disableCookieCache: "true" } });
    // Past the second the stock plugin would put in a new token's iat: ours is still the same.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await client.get("/get-session", { query: { disableCookieCache: "true" } });
    expect(first.headers.get("set-auth-jwt")).toEqual(expect.any(String));
    expect(again.headers.get("set-auth-jwt")).toBe(first.headers.get("set-auth-jwt"));
  });

  it("accounts: changing to another user's address is refused (account/change-email-plugin.ts)", async () => {
    const taken = await stock.signedIn();
    const { cookie } = await stock.signedIn();
    const stockAnswer = await stock.request("POST", "/change-email", { body: { newEmail: taken.email }, cookie });
    expect(stockAnswer.body, "stock now refuses a taken address").toEqual({ status: true });
    expect(messageOf(stockAnswer.body), "stock now words it as Gatehouse does: drop the before hook").not.toBe(
      "Couldn't update your email",
    );
    const takenHere = uniqueEmail("taken");
    expect((await server.client().signUp(takenHere)).status).toBe(200);
    const client = await gatehouseSignedIn();
    const ours = await client.post("/change-email", { newEmail: takenHere });
    expect({ status: ours.status, message: messageOf(ours.body) }).toEqual({
      status: 400,
      message: "Couldn't update your email",
    });
  });

  it("accounts: a used change-email link is USER_NOT_FOUND (account/change-email-plugin.ts)", async () => {
    // Stock: a user whose email already moved from `before` to `after`, opening the link again.
    const { cookie, userId, email: before } = await stock.signedIn();
    const after = uniqueEmail("moved");
    expect((await stock.request("POST", "/change-email", { body: { newEmail: after }, cookie })).status).toBe(200);
    const stockToken = await stock.changeEmailToken(userId, before, after);
    const stockAnswer = await stock.request("GET", `/verify-email?token=${stockToken}`, { cookie });
    expect(codeOf(stockAnswer.body), "stock now says USER_NOT_FOUND: drop the refusal in the before hook").toBe(
      "INVALID_TOKEN",
    );
    const oldEmail = uniqueEmail("replay-old");
    const client = server.client();
    await signUpVerified(server, client, oldEmail);
    await client.post("/change-email", { newEmail: uniqueEmail("replay-new") });
    const link = linkIn(await server.smtp.mailTo(oldEmail, "Confirm your email change"), "/api/auth/verify-email");
    const token = link.searchParams.get("token") ?? "";
    expect((await client.get("/verify-email", { query: { token } })).status).toBe(200);
    const ours = await client.get("/verify-email", { query: { token } });
    expect({ status: ours.status, code: codeOf(ours.body) }).toEqual({ status: 401, code: "USER_NOT_FOUND" });
  });
});
