import type { TimeInterval } from "../common/zoned-buckets.ts";
import type { MetricsLimits } from "./schemas.ts";

/**
 * How long a range each interval may span (`GET /v1/metrics/limits`). The maximum is enforced
 * (422 past it) and keeps a request to at most ~750 periods; the minimum is advice for a date
 * picker (weeks over a few days say little), not enforced. Gatehouse did not exist before 2020.
 */
export const METRICS_LIMITS: MetricsLimits = {
  min_date: "2020-01-01",
  intervals: {
    hour: { min_days: 0, max_days: 31 },
    day: { min_days: 0, max_days: 731 },
    week: { min_days: 14, max_days: 365 * 10 },
    month: { min_days: 60, max_days: 365 * 30 },
    year: { min_days: 366, max_days: 365 * 100 },
  },
};

export const maxDays = (interval: TimeInterval): number => METRICS_LIMITS.intervals[interval].max_days;
