import { clockNow } from "./clock.ts";

/** Now by the process clock (`kit/clock.ts`: system time, or a test's controllable clock). */
export const now = (): Date => clockNow();

/**
 * Now (plus `offsetMs`, for due times and leases) as ISO-8601 UTC text ("2025-01-01T00:00:00.000Z"),
 * the form Gatehouse's own tables store.
 */
export const nowIso = (offsetMs = 0): string => new Date(clockNow().getTime() + offsetMs).toISOString();

/**
 * Any stored time as ISO-8601 UTC with `Z`. Billing tables hold ISO text already; better-auth's
 * tables hold a Date on PostgreSQL and text (ISO or "YYYY-MM-DD HH:MM:SS") on SQLite.
 */
export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  const normalized =
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) && !/[zZ]|[+-]\d{2}:?\d{2}$/.test(value)
      ? `${value.replace(" ", "T")}Z`
      : value;
  return new Date(normalized).toISOString();
}

export const toIsoOrNull = (value: Date | string | null | undefined): string | null =>
  value == null ? null : toIso(value);
