import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD as GATEHOUSE_PASSWORD, signUpVerified, uniqueEmail } from "../../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../../helpers/test-server.ts";
import { expectRefused } from "../../organization/fixtures.ts";
import { codeOf, PASSWORD, type Stock, startStock } from "./stock.ts";

/**
 * The upgrade canary (server/src/auth/README.md) for the admin and api-key plugins' departures
 * (admin/departures.ts, api-keys/departures.ts): stock better-auth must still answer differently
 * from Gatehouse, and Gatehouse as its correction says. See sessions-and-accounts.test.ts for how to read a failure.
 */
const ADMIN_EMAIL = `canary-admin-${randomUUID().slice(0, 8)}@example.com`;

let server: TestServer;
let stock: Stock;
let ourAdmin: TestClient;
let stockAdmin: string;

/** A stock user made admin in its database (stock has no ADMIN_EMAILS), signed in again. */
async function stockAdminCookie(): Promise<string> {
  const { userId, email } = await stock.signedIn();
  await stock.database.db.updateTable("user").set({ role: "admin" }).where("id", "=", userId).execute();
  return (await stock.request("POST", "/sign-in/email", { body: { email, password: PASSWORD } })).cookie;
}

beforeAll(async () => {
  [server, stock] = await Promise.all([startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } }), startStock()]);
  ourAdmin = server.client();
  await signUpVerified(server, ourAdmin, ADMIN_EMAIL);
  stockAdmin = await stockAdminCookie();
});
afterAll(async () => {
  await server?.close();
  await stock?.close();
});

/** A plain Gatehouse user; their id. */
async function ourUser(): Promise<{ id: string; client: TestClient }> {
  const client = server.client();
  const signUp = await client.signUp(uniqueEmail("canary"), GATEHOUSE_PASSWORD);
  return { id: signUp.body.user.id, client };
}

describe("upgrade canary: the admin plugin's departures are still needed, and still work", () => {
  it("create-user of a taken address is 422 User already exists (admin/create-user-exists.ts)", async () => {
    const { email } = await stock.signedIn();
    const body = { email, password: PASSWORD, name: "Again" };
    const stockAnswer = await stock.request("POST", "/admin/create-user", { body, cookie: stockAdmin });
    expect(stockAnswer.status, "stock now answers 422 USER_ALREADY_EXISTS: drop create-user-exists.ts").toBe(400);
    expect(codeOf(stockAnswer.body)).not.toBe("USER_ALREADY_EXISTS");
    const taken = uniqueEmail("taken");
    await server.client().signUp(taken, GATEHOUSE_PASSWORD);
    const ours = await ourAdmin.post("/admin/create-user", { email: taken, password: GATEHOUSE_PASSWORD, name: "X" });
    expect({ status: ours.status, code: codeOf(ours.body) }).toEqual({ status: 422, code: "USER_ALREADY_EXISTS" });
  });

  it("a ban that ends in the past and an empty role are refused (admin/body-rules.ts)", async () => {
    const { userId } = await stock.signedIn();
    const ban = { userId, banExpiresIn: -5 };
    const stockBan = await stock.request("POST", "/admin/ban-user", { body: ban, cookie: stockAdmin });
    expect(stockBan.status, "stock now refuses a negative banExpiresIn: drop that rule").toBe(200);
    const stockRole = await stock.request("POST", "/admin/set-role", {
      body: { userId, role: "" },
      cookie: stockAdmin,
    });
    expect(stockRole.status, "stock now refuses an empty role: drop that rule").toBe(200);
    const { id } = await ourUser();
    expectRefused(
      await ourAdmin.post("/admin/ban-user", { userId: id, banExpiresIn: -5 }),
      400,
      "Invalid body parameters",
    );
    expectRefused(
      await ourAdmin.post("/admin/set-role", { userId: id, role: "" }),
      400,
      "You are not allowed to set a non-existent role value",
    );
  });

  it("list-users sorts by user columns only (admin/list-users-query.ts)", async () => {
    const stockAnswer = await stock.request("GET", "/admin/list-users?sortBy=password", { cookie: stockAdmin });
    expect(stockAnswer.status, "stock now refuses an unknown sort column: drop list-users-query.ts").toBe(200);
    const ours = await ourAdmin.get("/admin/list-users", { query: { sortBy: "password" } });
    expectRefused(ours, 400, "Invalid query parameters");
  });

  it("revoking an unknown session is 'Session not found' (admin/revoke-user-session.ts)", async () => {
    const body = { sessionToken: "no-such-token" };
    const stockAnswer = await stock.request("POST", "/admin/revoke-user-session", { body, cookie: stockAdmin });
    expect(stockAnswer.body, "stock now refuses an unknown token: drop revoke-user-session.ts").toEqual({
      success: true,
    });
    expectRefused(await ourAdmin.post("/admin/revoke-user-session", body), 400, "Session not found");
  });
});

describe("upgrade canary: the api-key plugin's departures are still needed, and still work", () => {
  it("a key too short to be one is 401 like an unknown one (api-keys/spec-messages.ts)", async () => {
    const stockAnswer = await stock.request("GET", "/get-session", { headers: { "x-api-key": "short" } });
    expect(stockAnswer.status, "stock now answers 401 for a short key: drop shortKeyHook").toBe(403);
    const ours = await server.client().get("/get-session", { headers: { "x-api-key": "short" } });
    expect(ours.status).toBe(401);
  });

  it("list sorts by known columns only (api-keys/list-query.ts)", async () => {
    const { cookie } = await stock.signedIn();
    const stockAnswer = await stock.request("GET", "/api-key/list?sortBy=key", { cookie });
    expect(stockAnswer.status, "stock now refuses sorting by the hash: drop list-query.ts").toBe(200);
    const { client } = await ourUser();
    expectRefused(await client.get("/api-key/list", { query: { sortBy: "key" } }), 400, "Invalid query parameters");
  });

  it("a banned owner's key acts as no one (api-keys/banned-owner.ts)", async () => {
    const { cookie, userId } = await stock.signedIn();
    const stockKey = (await stock.request("POST", "/api-key/create", { body: {}, cookie })).body as { key: string };
    await stock.request("POST", "/admin/ban-user", { body: { userId }, cookie: stockAdmin });
    const stockAnswer = await stock.request("GET", "/get-session", { headers: { "x-api-key": stockKey.key } });
    expect(
      (stockAnswer.body as { user?: { id: string } } | null)?.user?.id,
      "stock now refuses a banned owner's key: drop banned-owner.ts",
    ).toBe(userId);
    const { id, client } = await ourUser();
    const ourKey = (await client.post<{ key: string }>("/api-key/create", {})).body;
    expect((await ourAdmin.post("/admin/ban-user", { userId: id })).status).toBe(200);
    const ours = await server.client().get("/get-session", { headers: { "x-api-key": ourKey.key } });
    expect({ status: ours.status, code: codeOf(ours.body) }).toEqual({ status: 401, code: "USER_BANNED" });
  });
});
