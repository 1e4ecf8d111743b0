import { z } from "@hono/zod-openapi";

export const timeInterval = z.enum(["year", "month", "week", "day", "hour"]).openapi("TimeInterval");
export type TimeInterval = z.infer<typeof timeInterval>;

/**
 * Bucket boundaries in a named time zone (quantities' `timezone`): a day is the zone's local
 * day, across DST changes (23 or 25 hours). UTC buckets are computed in SQL; these are sent as
 * boundaries instead (see repository `aggregateByBoundaries`).
 */

type Parts = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };
const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** An IANA zone name the runtime knows, else undefined. */
export function validTimeZone(zone: string): string | undefined {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

function formatter(zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    weekday: "short",
  });
}

function localParts(format: Intl.DateTimeFormat, time: Date): Parts {
  const parts = Object.fromEntries(format.formatToParts(time).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month) - 1,
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS[parts.weekday ?? "Mon"] ?? 0,
  };
}

/** The instant of a local wall time (normalized like Date.UTC: day 32 is next month's first). */
function instantOf(format: Intl.DateTimeFormat, year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month, day, hour);
  let guess = wall;
  // Two rounds settle the zone's offset at the guessed instant (DST edges included).
  for (let round = 0; round < 2; round++) {
    const local = localParts(format, new Date(guess));
    const offset =
      Date.UTC(local.year, local.month, local.day, local.hour, local.minute) - Math.floor(guess / 60_000) * 60_000;
    guess = wall - offset;
  }
  return new Date(guess);
}

/** A zone's local calendar: wall-clock parts of an instant, and the instant of a wall time. */
type Calendar = { parts(time: Date): Parts; instant(year: number, month: number, day: number, hour: number): Date };

/** UTC needs no time-zone database: plain Date arithmetic (and it is the common case). */
const UTC_CALENDAR: Calendar = {
  parts: (time) => ({
    year: time.getUTCFullYear(),
    month: time.getUTCMonth(),
    day: time.getUTCDate(),
    hour: time.getUTCHours(),
    minute: time.getUTCMinutes(),
    weekday: (time.getUTCDay() + 6) % 7,
  }),
  instant: (year, month, day, hour) => new Date(Date.UTC(year, month, day, hour)),
};

function calendarOf(zone: string): Calendar {
  if (zone === "UTC" || zone === "Etc/UTC") return UTC_CALENDAR;
  const format = formatter(zone);
  return {
    parts: (time) => localParts(format, time),
    instant: (year, month, day, hour) => instantOf(format, year, month, day, hour),
  };
}

/** The start of the local bucket holding `time`. */
function bucketStart(calendar: Calendar, time: Date, interval: TimeInterval): Date {
  const p = calendar.parts(time);
  switch (interval) {
    case "hour":
      return calendar.instant(p.year, p.month, p.day, p.hour);
    case "day":
      return calendar.instant(p.year, p.month, p.day, 0);
    case "week":
      return calendar.instant(p.year, p.month, p.day - p.weekday, 0);
    case "month":
      return calendar.instant(p.year, p.month, 1, 0);
    case "year":
      return calendar.instant(p.year, 0, 1, 0);
  }
}

function nextStart(calendar: Calendar, start: Date, interval: TimeInterval): Date {
  if (interval === "hour") return new Date(start.getTime() + 3_600_000);
  const p = calendar.parts(start);
  if (interval === "day") return calendar.instant(p.year, p.month, p.day + 1, 0);
  if (interval === "week") return calendar.instant(p.year, p.month, p.day + 7, 0);
  if (interval === "month") return calendar.instant(p.year, p.month + 1, 1, 0);
  return calendar.instant(p.year + 1, 0, 1, 0);
}

/** The instant a local calendar day starts in `zone` (month 0-based, as Date.UTC). */
export function zonedDayStart(zone: string, year: number, month: number, day: number): Date {
  return calendarOf(zone).instant(year, month, day, 0);
}

/** Bucket starts from the bucket holding `from` through the one holding `to`, plus the end of the last; undefined past `max` buckets. */
export function zonedBoundaries(
  zone: string,
  from: Date,
  to: Date,
  interval: TimeInterval,
  max: number,
): Date[] | undefined {
  const calendar = calendarOf(zone);
  const boundaries = [bucketStart(calendar, from, interval)];
  const last = bucketStart(calendar, to, interval);
  for (let start = boundaries[0]!; start <= last; ) {
    start = nextStart(calendar, start, interval);
    boundaries.push(start);
    if (boundaries.length > max + 1) return undefined;
  }
  return boundaries;
}
