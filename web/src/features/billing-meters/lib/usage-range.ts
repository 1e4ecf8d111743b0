import { formatDateWith, formatNumber } from "../../../i18n/format";
import type { TimeInterval } from "./types";

/** The usage chart's time ranges, each with the interval it reads best at (`label`: a billing-meters key). */
export const USAGE_RANGES = [
  { value: "24h", label: "usage.last24Hours", hours: 24, interval: "hour" },
  { value: "7d", label: "usage.last7Days", hours: 24 * 7, interval: "day" },
  { value: "30d", label: "usage.last30Days", hours: 24 * 30, interval: "day" },
  { value: "90d", label: "usage.last90Days", hours: 24 * 90, interval: "week" },
  { value: "365d", label: "usage.last12Months", hours: 24 * 365, interval: "month" },
] as const satisfies readonly { value: string; label: string; hours: number; interval: TimeInterval }[];
export type UsageRange = (typeof USAGE_RANGES)[number]["value"];

const HOUR = 3_600_000;

/**
 * A range ending at the end of the current hour (UTC): an event ingested now falls inside it, and
 * the bounds stay the same (one cache entry) for the rest of the hour. The end is the hour's last
 * millisecond: the server extends the end to the end of its bucket, so the next hour's boundary
 * would add an empty future bucket.
 */
export function rangeBounds(range: UsageRange, now = Date.now()): { start: string; end: string } {
  const hours = USAGE_RANGES.find((r) => r.value === range)?.hours ?? 24;
  const end = Math.floor(now / HOUR) * HOUR + HOUR;
  return { start: new Date(end - hours * HOUR).toISOString(), end: new Date(end - 1).toISOString() };
}

const HOUR_LABEL: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", hour: "numeric" };
const DAY_LABEL: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };
const MONTH_LABEL: Intl.DateTimeFormatOptions = { month: "short", year: "numeric" };

/** A bucket's axis label at the chart's interval, in the page's language. */
export function bucketLabel(timestamp: string, interval: TimeInterval): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  if (interval === "hour") return formatDateWith(date, HOUR_LABEL);
  if (interval === "month") return formatDateWith(date, MONTH_LABEL);
  return formatDateWith(date, DAY_LABEL);
}

export function formatQuantity(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 2 });
}
