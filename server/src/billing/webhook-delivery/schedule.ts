/**
 * Standard Webhooks' retry schedule — immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 10 h, ... — as multiples of a base (5 s by default: WEBHOOK_RETRY_BASE_MS), capped by
 * WEBHOOK_RETRY_MAX_MS. Tests shrink both to run the whole schedule in a second.
 */
const FACTORS = [1, 60, 360, 1440, 3600, 7200];

/** An event is attempted at most this many times (the first attempt and 9 retries). */
export const MAX_ATTEMPTS_PER_EVENT = 10;
/** An endpoint is disabled after this many failed attempts in a row. */
export const DISABLE_AFTER_CONSECUTIVE_FAILURES = 10;

export type RetrySchedule = { baseMs: number; maxMs: number };

/** Delay before the next attempt after `failedAttempts` failures (1 = the first attempt failed). */
export function retryDelayMs(failedAttempts: number, schedule: RetrySchedule): number {
  const factor = FACTORS[Math.min(failedAttempts, FACTORS.length) - 1] ?? 1;
  return Math.min(schedule.baseMs * factor, schedule.maxMs);
}
