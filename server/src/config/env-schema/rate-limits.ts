import { z } from "zod";
import { bool, int, url } from "./parsers.ts";
import { envSection } from "./section.ts";

/**
 * Per-address rate limits, with counters in the database or, with REDIS_URL, in Redis shared by
 * every process (docs/operations/production.md; keys start with REDIS_PREFIX). And account
 * lockout: this many failed password sign-ins of one account within the window pause its password
 * sign-in for the duration, whatever the client address; 0 turns it off (docs/guides/sign-in.md).
 */
export const rateLimitsSection = envSection({
  title: "Rate limits and lockout",
  variables: {
    RATE_LIMIT_ENABLED: bool(true),
    RATE_LIMIT_WINDOW: int(60, 1, 86_400),
    RATE_LIMIT_MAX: int(10, 1, 1_000_000),
    REDIS_URL: url(["redis:", "rediss:"]),
    REDIS_PREFIX: z.string().min(1).default("gatehouse:"),
    LOCKOUT_THRESHOLD: int(10, 0, 1_000),
    LOCKOUT_WINDOW: int(900, 1, 86_400),
    LOCKOUT_DURATION: int(900, 1, 86_400),
  },
  docs: {
    RATE_LIMIT_ENABLED: {
      meaning: "rate limiting; counters live in the database (they hold across restarts), or in Redis with `REDIS_URL`",
    },
    RATE_LIMIT_WINDOW: {
      meaning:
        "window in seconds for sign-in, sign-up, password and email routes, and `/billing/checkout` and `/billing/portal`",
    },
    RATE_LIMIT_MAX: {
      meaning: "requests per window and client address on those routes (other routes: 300 per 10 s)",
    },
    REDIS_URL: {
      meaning:
        "`redis://…` or `rediss://…`: rate-limit counters in Redis, shared atomically by every process; should Redis fail, requests are let through (logged every 30 s) and account lockout still applies",
    },
    REDIS_PREFIX: { meaning: "prefix of Gatehouse's Redis keys" },
    LOCKOUT_THRESHOLD: {
      meaning:
        "failed password sign-ins of one account (within `LOCKOUT_WINDOW`) that pause its password sign-in, from every client address; `0` turns it off (see [Lockout](../guides/sign-in.md#lockout))",
    },
    LOCKOUT_WINDOW: { meaning: "seconds in which those failures count" },
    LOCKOUT_DURATION: { meaning: "seconds password sign-in stays paused (a password reset lifts it at once)" },
  },
});
