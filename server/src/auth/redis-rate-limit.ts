import { Redis } from "ioredis";
import type { Logger } from "../kit/logger.ts";

/**
 * One request against a fixed window, atomically: the first request of a window starts it (and
 * its expiry), later ones count; past `max` the answer is "refused, retry in the window's rest".
 */
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count > tonumber(ARGV[2]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
  return ttl
end
return -1
`;

/** How often a Redis failure is logged while it lasts. */
const FAILURE_LOG_INTERVAL_MS = 30_000;

export type RateLimitStore = {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
  close(): Promise<void>;
};

/**
 * better-auth's rate-limit storage in Redis (REDIS_URL): every process counts against the same
 * keys, each check-and-count one atomic script. Should Redis fail, the request is let through
 * (logged at most every 30 s): sign-in stays possible, and account lockout, which lives in the
 * database, still stops password guessing.
 */
export function redisRateLimitStore(url: string, prefix: string, logger: Pick<Logger, "error">): RateLimitStore {
  // A command waits for the connection (at start, after a reconnect) but never long: one retry,
  // and a second at most per command, so a Redis outage costs a request milliseconds, not a hang.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
  // Elapsed time between failures, not a time of day: the monotonic clock.
  let lastFailureLog = Number.NEGATIVE_INFINITY;
  redis.on("error", () => undefined);
  return {
    async consume(key, rule) {
      try {
        const ttl = Number(await redis.eval(CONSUME, 1, `${prefix}rate:${key}`, rule.window * 1000, rule.max));
        return ttl < 0 ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: Math.ceil(ttl / 1000) };
      } catch (error) {
        const now = performance.now();
        if (now - lastFailureLog >= FAILURE_LOG_INTERVAL_MS) {
          lastFailureLog = now;
          logger.error("rate limit: Redis unavailable; requests are let through until it answers", error);
        }
        return { allowed: true, retryAfter: null };
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
