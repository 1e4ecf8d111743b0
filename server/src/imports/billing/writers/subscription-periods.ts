import type { RecurringInterval } from "../../../billing/products/price-schemas.ts";
import { periodBoundary } from "../../../billing/subscriptions/period.ts";
import type { OriginSubscription } from "../records.ts";

/**
 * Where an imported subscription stands in Gatehouse's period count. Gatehouse counts periods
 * from a billing anchor (period n ends at anchor + (n + 1) intervals, month ends clamped), and a
 * renewal moves to the next period of that count. The origin's current period is kept exactly:
 * when the origin's start (or trial end, or billing anchor) counts to it, that is the anchor;
 * otherwise the current period's start is (the renewal then starts where the origin's period ends).
 * A trial is period −1, ending at the anchor, as a Gatehouse checkout's trial.
 */
export type PeriodPosition = {
  anchor: string;
  number: number;
  start: string;
  end: string;
};

const iso = (at: string): string => new Date(at).toISOString();

/** Enough for a daily subscription of thirty years. */
const MAX_PERIODS = 11_000;

function countFrom(
  anchor: string,
  interval: RecurringInterval,
  count: number,
  period: { start: string; end: string },
): number | null {
  for (let number = 0; number < MAX_PERIODS; number += 1) {
    const start = periodBoundary(anchor, interval, count, number);
    if (start > period.start) return null;
    if (start === period.start)
      return periodBoundary(anchor, interval, count, number + 1) === period.end ? number : null;
  }
  return null;
}

export function periodPosition(subscription: OriginSubscription, interval: RecurringInterval): PeriodPosition {
  const start = iso(subscription.currentPeriodStart);
  const end = iso(subscription.currentPeriodEnd);
  const count = subscription.recurringIntervalCount;
  if (subscription.status === "trialing" && subscription.trialEnd) {
    const trialEnd = iso(subscription.trialEnd);
    return { anchor: trialEnd, number: -1, start: iso(subscription.trialStart ?? start), end: trialEnd };
  }
  for (const candidate of subscription.anchorCandidates) {
    const anchor = iso(candidate);
    const number = countFrom(anchor, interval, count, { start, end });
    if (number !== null) return { anchor, number, start, end };
  }
  return { anchor: start, number: 0, start, end };
}
