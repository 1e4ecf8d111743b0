import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe } from "vitest";
import { revocationCases } from "./revocation-cases.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("session revocations through Redis: three processes", () => {
  // This file's own channel: the Redis server is shared and never flushed.
  const prefix = `gatehouse-test-${randomBytes(4).toString("hex")}:`;
  const redis = new Redis(REDIS_URL);
  afterAll(() => redis.disconnect());
  revocationCases(
    "revocation-redis",
    () => ({ REDIS_URL, REDIS_PREFIX: prefix }),
    async (entry) => {
      await redis.publish(`${prefix}session-revocations`, JSON.stringify([entry]));
    },
  );
});
