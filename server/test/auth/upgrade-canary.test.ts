import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { betterAuth } from "better-auth";
import { organization } from "better-auth/plugins";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { uniqueSlug } from "../organization/fixtures.ts";

/**
 * The upgrade canary (server/src/auth/README.md): for a departure from better-auth in the
 * catalogue, stock better-auth (the same version, none of Gatehouse's corrections, its own
 * database) must still answer differently from SPEC, and Gatehouse as SPEC says. When a
 * better-auth upgrade makes the library answer as SPEC itself, the `stock` expectation fails and
 * names the catalogue row whose correction can go; when the upgrade breaks a correction, the
 * `gatehouse` expectation fails. Every departure has its own full test elsewhere; these are the
 * one-request probes that tell the two apart.
 */

const BASE_URL = "http://localhost:3999";
const PASSWORD = "correct-horse-battery";

let server: TestServer;
let stockDatabase: Database;
let stockDir: string;
let stock: ReturnType<typeof createStock>;

function createStock(database: Database) {
  return betterAuth({
    baseURL: BASE_URL,
    basePath: "/api/auth",
    secret: "upgrade-canary-secret-upgrade-canary-secret",
    database: { db: database.db, type: "sqlite" },
    emailAndPassword: { enabled: true },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: true },
    plugins: [organization({ teams: { enabled: true } })],
  });
}

type Answer = { status: number; body: unknown; location: string | null; cookie: string };

/** One request to stock better-auth, as a browser on its own origin would send it. */
async function stockRequest(method: string, path: string, body?: unknown, cookie = ""): Promise<Answer> {
  const response = await stock.handler(
    new Request(`${BASE_URL}/api/auth${path}`, {
      method,
      headers: {
        origin: BASE_URL,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    }),
  );
  const text = await response.text();
  const setCookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    location: response.headers.get("location"),
    cookie: [cookie, ...setCookies].filter(Boolean).join("; "),
  };
}

async function stockSignedIn(): Promise<string> {
  const email = uniqueEmail("stock");
  const signUp = await stockRequest("POST", "/sign-up/email", { name: "Stock", email, password: PASSWORD });
  expect(signUp.status).toBe(200);
  return signUp.cookie;
}

async function gatehouseSignedIn(): Promise<TestClient> {
  const client = server.client();
  expect((await client.signUp(uniqueEmail("canary"))).status).toBe(200);
  return client;
}

const messageOf = (body: unknown) => (body as { message?: string } | null)?.message;
const codeOf = (body: unknown) => (body as { code?: string } | null)?.code;

beforeAll(async () => {
  server = await startTestServer();
  stockDir = mkdtempSync(join(tmpdir(), "gatehouse-canary-"));
  stockDatabase = openDatabase({ database: { kind: "sqlite", file: join(stockDir, "stock.db") } });
  await migrateToLatest(stockDatabase);
  stock = createStock(stockDatabase);
});
afterAll(async () => {
  await server?.close();
  await stockDatabase?.close();
  rmSync(stockDir, { recursive: true, force: true });
});

describe("upgrade canary: each departure is still needed, and still works", () => {
  it("sessions: get-session's flags are booleans (session/get-session-query.ts)", async () => {
    const cookie = await stockSignedIn();
    const stockAnswer = await stockRequest("GET", "/get-session?disableRefresh=maybe", undefined, cookie);
    expect(stockAnswer.status, "stock now refuses a non-boolean flag: drop get-session-query.ts").toBe(200);
    const client = await gatehouseSignedIn();
    const ours = await client.get("/get-session", { query: { disableRefresh: "maybe" } });
    expect({ status: ours.status, message: messageOf(ours.body) }).toEqual({
      status: 400,
      message: "Invalid query parameters",
    });
  });

  it("sessions: revoking an unknown session is refused (session/revoke-session-ownership.ts)", async () => {
    const cookie = await stockSignedIn();
    const stockAnswer = await stockRequest("POST", "/revoke-session", { token: "no-such-token" }, cookie);
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

  it("errors: a duplicate sign-up is SPEC's USER_ALREADY_EXISTS (errors/spec-error-messages.ts)", async () => {
    const email = uniqueEmail("twice");
    await stockRequest("POST", "/sign-up/email", { name: "A", email, password: PASSWORD });
    const stockAnswer = await stockRequest("POST", "/sign-up/email", { name: "A", email, password: PASSWORD });
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
    const stockAnswer = await stockRequest("POST", "/sign-up/email", { name: "A", email: "nope", password: PASSWORD });
    expect(messageOf(stockAnswer.body), "stock now answers SPEC's wording: drop the rewording").not.toBe(
      "Invalid body parameters",
    );
    const ours = await server.client().post("/sign-up/email", { name: "A", email: "nope", password: PASSWORD });
    expect({ status: ours.status, message: messageOf(ours.body) }).toEqual({
      status: 400,
      message: "Invalid body parameters",
    });
  });

  it("accounts: POST /forget-password exists (account/password-reset-plugin.ts)", async () => {
    const stockAnswer = await stockRequest("POST", "/forget-password", { email: "someone@example.com" });
    expect(stockAnswer.status, "stock now serves /forget-password: drop the alias").toBe(404);
    const ours = await server.client().post("/forget-password", { email: "someone@example.com" });
    expect(ours.status).toBe(200);
  });

  it("accounts: an email longer than any mailbox is invalid (account/email-length.ts)", async () => {
    const long = `${"a".repeat(400)}@example.com`;
    const stockAnswer = await stockRequest("POST", "/sign-up/email", { name: "A", email: long, password: PASSWORD });
    expect(stockAnswer.status, "stock now bounds email length: drop email-length.ts").toBe(200);
    const ours = await server.client().post("/sign-up/email", { name: "A", email: long, password: PASSWORD });
    expect({ status: ours.status, message: messageOf(ours.body) }).toEqual({
      status: 400,
      message: "Invalid body parameters",
    });
  });

  it("accounts: list-accounts items carry SPEC's `provider` (account/accounts-plugin.ts)", async () => {
    const cookie = await stockSignedIn();
    const stockAnswer = await stockRequest("GET", "/list-accounts", undefined, cookie);
    const [stockItem] = stockAnswer.body as Array<Record<string, unknown>>;
    expect(stockItem, "stock now lists `provider`: drop the after hook").not.toHaveProperty("provider");
    const client = await gatehouseSignedIn();
    const [ours] = (await client.get<Array<Record<string, unknown>>>("/list-accounts")).body;
    expect(ours).toMatchObject({ provider: "credential", providerId: "credential" });
  });

  it("accounts: verify-email failures use SPEC's lower-case codes (account/verify-email-errors-plugin.ts)", async () => {
    const stockAnswer = await stockRequest("GET", "/verify-email?token=not-a-token&callbackURL=/done");
    expect(stockAnswer.location, "stock now redirects with invalid_token: drop the mapping").toContain(
      "error=INVALID_TOKEN",
    );
    const ours = await server.client().get("/verify-email", {
      query: { token: "not-a-token", callbackURL: "/done" },
      redirect: "manual",
    });
    expect(ours.headers.get("location")).toContain("error=invalid_token");
  });

  it("organizations: a team needs a name (organization/before-hooks.ts)", async () => {
    const cookie = await stockSignedIn();
    const created = await stockRequest(
      "POST",
      "/organization/create",
      { name: "Stock Org", slug: uniqueSlug("canary") },
      cookie,
    );
    const organizationId = (created.body as { id: string }).id;
    const stockAnswer = await stockRequest("POST", "/organization/create-team", { name: "", organizationId }, cookie);
    expect(stockAnswer.status, "stock now refuses an empty team name: drop the before hook").toBe(200);
    const client = await gatehouseSignedIn();
    const ours = await client.post<{ id: string }>("/organization/create", {
      name: "Our Org",
      slug: uniqueSlug("canary"),
    });
    const refused = await client.post("/organization/create-team", { name: "", organizationId: ours.body.id });
    expect({ status: refused.status, message: messageOf(refused.body) }).toEqual({
      status: 400,
      message: "Invalid body parameters",
    });
  });
});
