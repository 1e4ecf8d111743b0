import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITED_PATHS } from "../../src/auth/rate-limit.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

type RateLimitedBody = { message: string };

const PASSWORD = "correct-horse-battery";
const LIMIT = 3;
const RATE_LIMIT_ENV = { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW: "600" };
const TOO_MANY = { message: "Too many requests. Please try again later." };

/** A cheap request per route: refused on its merits (no password hashing) but counted all the same. */
const CHEAP_BODY: Record<string, unknown> = { email: "not-an-email" };

const hit = (client: TestClient, path: string, headers: Record<string, string> = {}) =>
  client.post<RateLimitedBody>(path, CHEAP_BODY, { headers });

async function exhaust(client: TestClient, path: string, headers: Record<string, string> = {}): Promise<void> {
  for (let i = 0; i < LIMIT; i++) {
    const res = await hit(client, path, headers);
    expect(res.status, `${path} attempt ${i + 1}`).not.toBe(429);
  }
}

const rateLimitKeys = async (server: TestServer) =>
  (await server.gatehouse.database.db.selectFrom("rateLimit").select(["key", "count"]).execute()).map((row) => ({
    key: row.key,
    count: Number(row.count),
  }));

describe("rate limiting (RATE_LIMIT_MAX=3)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: RATE_LIMIT_ENV });
  });
  afterAll(async () => server.close());

  it("sign-in answers 429 after the limit, even for the right password", async () => {
    // Created server-side so that sign-up's own budget stays untouched for the next test.
    await server.gatehouse.auth.api.signUpEmail({
      body: { email: "limited@example.com", password: PASSWORD, name: "Limited" },
    });
    const client = server.client();
    for (let i = 0; i < LIMIT; i++) {
      expect((await client.signIn("limited@example.com", "wrong-password-1")).status).toBe(401);
    }
    const blocked = await client.signIn("limited@example.com", PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get("x-retry-after"))).toBeGreaterThan(0);
  });

  it.each(RATE_LIMITED_PATHS.filter((p) => p !== "/sign-in/email"))("%s answers 429 after the limit", async (path) => {
    const client = server.client();
    await exhaust(client, path);
    const blocked = await hit(client, path);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
  });

  it("leaves ordinary routes to the generous default ceiling", async () => {
    const client = server.client();
    for (let i = 0; i < LIMIT * 3; i++) expect((await client.get("/get-session")).status).toBe(200);
  });
});

describe("the rate-limit key is the socket address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: RATE_LIMIT_ENV });
  });
  afterAll(async () => server.close());

  it("another browser and a forged X-Forwarded-For share the exhausted bucket", async () => {
    const path = "/sign-up/email";
    await exhaust(server.client(), path, { "x-forwarded-for": "203.0.113.6" });
    for (const forged of ["203.0.113.7", "198.51.100.1, 203.0.113.8", "::1"]) {
      const res = await hit(server.client(), path, { "x-forwarded-for": forged, "x-real-ip": forged });
      expect(res.status, forged).toBe(429);
    }
    const keys = await rateLimitKeys(server);
    expect(keys.some((k) => k.key.includes("203.0.113"))).toBe(false);
    expect(keys).toContainEqual({ key: `127.0.0.1|${path}`, count: LIMIT });
  });
});

describe("rate limiting behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...RATE_LIMIT_ENV, TRUSTED_PROXIES: "127.0.0.1" } });
  });
  afterAll(async () => server.close());

  it("keys on the forwarded client address", async () => {
    const path = "/request-password-reset";
    const first = { "x-forwarded-for": "203.0.113.10" };
    await exhaust(server.client(), path, first);
    expect((await hit(server.client(), path, first)).status).toBe(429);

    const second = { "x-forwarded-for": "203.0.113.11" };
    expect((await hit(server.client(), path, second)).status).not.toBe(429);
    // A chain is read from the right: the hop the trusted proxy saw is the client.
    expect((await hit(server.client(), path, { "x-forwarded-for": "198.51.100.99, 203.0.113.10" })).status).toBe(429);

    const keys = (await rateLimitKeys(server)).map((k) => k.key);
    expect(keys).toContain(`203.0.113.10|${path}`);
    expect(keys).toContain(`203.0.113.11|${path}`);
  });
});

describe("rate-limit counts live in the database", () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase();
  });
  afterAll(async () => database.drop());

  it("a restarted server on the same database still refuses the exhausted client", async () => {
    const path = "/sign-in/email";
    const first = await startTestServer({ env: RATE_LIMIT_ENV, database });
    try {
      await exhaust(first.client(), path);
      expect((await hit(first.client(), path)).status).toBe(429);
      expect(await rateLimitKeys(first)).toContainEqual({ key: `127.0.0.1|${path}`, count: LIMIT });
    } finally {
      await first.close();
    }

    const second = await startTestServer({ env: RATE_LIMIT_ENV, database });
    try {
      const res = await hit(second.client(), path);
      expect(res.status).toBe(429);
      expect(res.body).toEqual(TOO_MANY);
      // A path the first server never saw is still open.
      expect((await hit(second.client(), "/sign-up/email")).status).not.toBe(429);
    } finally {
      await second.close();
    }
  });
});
