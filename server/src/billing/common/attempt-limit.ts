import type { Db } from "../../db/transaction.ts";
import { now as clockNow } from "../../kit/time.ts";
import { countAttempt } from "./attempt-repository.ts";
import { BillingError } from "./errors.ts";

/** How many attempts a key may make per window (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW seconds). */
export type AttemptRule = { enabled: boolean; window: number; max: number };

/**
 * 429 with Retry-After: what /v1 answers when a key has spent its attempts, or when an organization
 * API key verified for a seller is over its own rate limit (api-key-meters/verify.ts).
 */
export class TooManyAttempts extends BillingError {
  constructor(
    readonly retryAfterSeconds: number,
    detail = "Too many attempts. Try again later.",
  ) {
    super(429, "TooManyRequests", detail);
  }
}

/**
 * Counts one attempt of `key` in a fixed window that starts with its first attempt, in the
 * database's rateLimit table (better-auth's; billing keys are prefixed `billing:` so they never
 * meet its own), so every process shares the count and a restart keeps it. One atomic upsert.
 * Throws TooManyAttempts once the window's attempts are spent.
 */
export async function consumeAttempt(db: Db, key: string, rule: AttemptRule): Promise<void> {
  if (!rule.enabled) return;
  const now = clockNow().getTime();
  const windowMs = rule.window * 1000;
  const row = await countAttempt(db, `billing:${key}`, now, windowMs);
  if (row.count <= rule.max) return;
  throw new TooManyAttempts(Math.max(1, Math.ceil((row.lastRequest + windowMs - now) / 1000)));
}
