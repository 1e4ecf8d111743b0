import type { RecurringInterval } from "../products/price-schemas.ts";

/**
 * Billing periods, anchored on the subscription's start: period n ends at anchor + (n + 1) ×
 * interval. Months and years keep the anchor's day where the month has it and clamp to the
 * month's last day otherwise, so an anchor on Jan 31 renews Feb 28 (29 in leap years), then
 * Mar 31, Apr 30... (never drifting to the 28th). Days and weeks are exact UTC durations.
 */
export function periodBoundary(anchorIso: string, interval: RecurringInterval, count: number, periods: number): string {
  const anchor = new Date(anchorIso);
  const units = count * periods;
  if (interval === "day" || interval === "week") {
    const days = interval === "day" ? units : units * 7;
    return new Date(anchor.getTime() + days * 86_400_000).toISOString();
  }
  const months = interval === "month" ? units : units * 12;
  const totalMonths = anchor.getUTCFullYear() * 12 + anchor.getUTCMonth() + months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  ).toISOString();
}

/** Period `n` (0 = the first) of a subscription: its start and end. */
export function nthPeriod(
  anchorIso: string,
  interval: RecurringInterval,
  count: number,
  n: number,
): { start: string; end: string } {
  return {
    start: periodBoundary(anchorIso, interval, count, n),
    end: periodBoundary(anchorIso, interval, count, n + 1),
  };
}

/**
 * Dunning: after a failed renewal charge, retries at these offsets from the first failure
 * (+2, +4, +7 days). When the last retry fails too, the subscription is canceled and revoked.
 */
export const DUNNING_RETRY_DAYS = [2, 4, 7] as const;

export function nextRetryAt(firstFailedAtIso: string, failedAttempts: number): string | null {
  const days = DUNNING_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : new Date(new Date(firstFailedAtIso).getTime() + days * 86_400_000).toISOString();
}
