import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { freePort, startTestServer, type TestServer } from "../helpers/test-server.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const MAX = 3;

describe("REDIS_URL: rate-limit counters shared by every process, in Redis", () => {
  // This file's own keys: the Redis server is shared and never flushed.
  const prefix = `gatehouse-test-${randomBytes(4).toString("hex")}:`;
  const redis = new Redis(REDIS_URL);
  let database: ScratchDatabase;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const env = {
      REDIS_URL,
      REDIS_PREFIX: prefix,
      RATE_LIMIT_ENABLED: "true",
      RATE_LIMIT_MAX: String(MAX),
      RATE_LIMIT_WINDOW: "60",
    };
    first = await startTestServer({ database, env });
    second = await startTestServer({ database, env });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const signIn = (server: TestServer, path = "/sign-in/email") =>
    server.client().post(path, { email: uniqueEmail("limited"), password: "wrong-password-1" });

  it("counts a client's requests across processes and refuses the one past the limit with Retry-After", async () => {
    const statuses = [];
    for (const server of [first, second, first, second]) statuses.push((await signIn(server)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await signIn(first);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("x-retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("x-retry-after"))).toBeLessThanOrEqual(60);
    const keys = await redis.keys(`${prefix}rate:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(0);
  });

  it("lets exactly the limit through when requests arrive at both processes at once", async () => {
    // Another route: its own counter (better-auth keys by address and path).
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(i % 2 === 0 ? first : second, "/sign-up/email")),
    );
    const allowed = answers.filter((answer) => answer.status !== 429);
    expect(allowed).toHaveLength(MAX);
  });

  it("lets requests through when Redis cannot be reached, rather than failing sign-in", async () => {
    const closedPort = await freePort();
    const offline = await startTestServer({
      env: { REDIS_URL: `redis://127.0.0.1:${closedPort}`, RATE_LIMIT_ENABLED: "true", RATE_LIMIT_MAX: "1" },
    });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await signIn(offline)).status);
      expect(answers).toEqual([401, 401, 401]);
    } finally {
      await offline.close();
    }
  });
});
