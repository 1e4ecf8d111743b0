/** Ten years: a longer token lifetime is a mistake, and larger values overflow dates. */
const MAX_SECONDS = 10 * 366 * 86_400;

const ISO_DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Seconds of an ISO 8601 duration (weeks, days, hours, minutes, seconds) or a number of seconds; null if invalid. */
export function parseDuration(value: string | number): number | null {
  const seconds = typeof value === "number" ? value : /^\d+(\.\d+)?$/.test(value) ? Number(value) : fromIso(value);
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_SECONDS) return null;
  return seconds;
}

function fromIso(value: string): number | null {
  const match = ISO_DURATION.exec(value);
  if (!match || value === "P" || value.endsWith("T")) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  return (weeks ?? 0) * 604_800 + (days ?? 0) * 86_400 + (hours ?? 0) * 3_600 + (minutes ?? 0) * 60 + (seconds ?? 0);
}
