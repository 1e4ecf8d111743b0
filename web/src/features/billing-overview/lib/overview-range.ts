import type { MetricInterval } from "./types";

/**
 * The overview's date ranges, each with the interval it reads best at; `custom` takes two dates.
 * `label` is the range's name in the billing-overview catalog.
 */
export const OVERVIEW_RANGES = [
  { value: "7d", label: "ranges.last7Days", days: 7, interval: "day" },
  { value: "30d", label: "ranges.last30Days", days: 30, interval: "day" },
  { value: "90d", label: "ranges.last90Days", days: 90, interval: "week" },
  { value: "365d", label: "ranges.last12Months", days: 365, interval: "month" },
  { value: "custom", label: "ranges.custom", days: 0, interval: "day" },
] as const satisfies readonly { value: string; label: string; days: number; interval: MetricInterval }[];
export type OverviewRange = (typeof OVERVIEW_RANGES)[number]["value"];

export const OVERVIEW_INTERVALS: readonly MetricInterval[] = ["hour", "day", "week", "month"];

/** Each interval's name in the billing-overview catalog. */
export const INTERVAL_LABELS = {
  hour: "intervals.hour",
  day: "intervals.day",
  week: "intervals.week",
  month: "intervals.month",
  year: "intervals.year",
} as const satisfies Record<MetricInterval, string>;

/** Inclusive calendar dates (`YYYY-MM-DD`) in the viewer's time zone. */
export type DateRange = { start: string; end: string };

const DAY = 86_400_000;

/** A local calendar date as `YYYY-MM-DD`. */
export function localDate(time: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
}

/** Days in a range, both ends included (UTC arithmetic on calendar dates: no DST). */
export function daysIn(range: DateRange): number {
  return Math.round((Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / DAY) + 1;
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function presetRange(range: OverviewRange, today = localDate(new Date())): DateRange {
  const days = OVERVIEW_RANGES.find((entry) => entry.value === range)?.days || 30;
  return { start: shiftDate(today, -(days - 1)), end: today };
}

/** The same number of days just before the range: what its totals are compared with. */
export function previousRange(range: DateRange): DateRange {
  const days = daysIn(range);
  return { start: shiftDate(range.start, -days), end: shiftDate(range.start, -1) };
}

/** The viewer's IANA time zone (the periods are its days), UTC when the browser does not say. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export function isValidRange(range: DateRange): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(range.start) && /^\d{4}-\d{2}-\d{2}$/.test(range.end) && range.start <= range.end;
}
