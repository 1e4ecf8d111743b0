import { z } from "@hono/zod-openapi";
import { MAX_PAGE_LIMIT } from "./pagination.ts";
import { validTimeZone } from "./zoned-buckets.ts";

/**
 * CSV exports as Polar writes them (Python's csv module, "excel" dialect): comma-separated,
 * CRLF line ends, a field quoted only when it holds a comma, a quote or a line break (quotes
 * doubled); an empty field for a missing value; amounts in major units as Python prints a float
 * (19.0, 12.34); times in the requested zone as Python's isoformat (2026-01-01T09:30:00.120000+01:00).
 */

import { type CsvValue, csvRow } from "../../kit/csv-row.ts";

/** Cents as Python prints `cents / 100`: always with a decimal point. */
export function majorUnits(cents: number): string {
  const value = cents / 100;
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

const two = (value: number) => String(value).padStart(2, "0");

/** An ISO instant in `zone`, as Python's `astimezone(zone).isoformat()`; null stays null. */
export function zonedIso(iso: string | null, zone: string): string | null {
  if (iso === null) return null;
  const instant = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offsetMinutes = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const offset = `${sign}${two(Math.floor(Math.abs(offsetMinutes) / 60))}:${two(Math.abs(offsetMinutes) % 60)}`;
  const ms = instant.getUTCMilliseconds();
  const fraction = ms === 0 ? "" : `.${String(ms * 1000).padStart(6, "0")}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${fraction}${offset}`;
}

/** The `timezone` query parameter of an export: an IANA zone, UTC by default. */
export const exportTimeZone = z
  .string()
  .default("UTC")
  .refine((zone) => validTimeZone(zone) !== undefined, { message: "Invalid time zone" })
  .meta({ description: "Time zone used to render dates in the CSV." });

/** `polar-orders-2026-01-01-2026-01-31.csv`: the bounds given, as local dates. */
export function exportFilename(kind: string, bounds: ReadonlyArray<string | undefined>, zone: string): string {
  const dates = bounds.flatMap((bound) => (bound ? [zonedIso(bound, zone)?.slice(0, 10) ?? ""] : []));
  return `polar-${[kind, ...dates].join("-")}.csv`;
}

/**
 * An export's CSV: the header row of `columns`, then a row per item of every page `listPage`
 * answers (pages of MAX_PAGE_LIMIT, until the last), `keep` choosing which items are rows.
 */
export async function csvOfPages<Item, Column extends string>(
  headers: Record<Column, string>,
  columns: readonly Column[],
  listPage: (page: number, limit: number) => Promise<{ items: Item[]; pagination: { max_page: number } }>,
  cells: (item: Item) => Record<Column, CsvValue> | null,
): Promise<string> {
  let csv = csvRow(columns.map((column) => headers[column]));
  for (let page = 1; ; page++) {
    const { items, pagination } = await listPage(page, MAX_PAGE_LIMIT);
    for (const item of items) {
      const row = cells(item);
      if (row) csv += csvRow(columns.map((column) => row[column]));
    }
    if (page >= pagination.max_page) return csv;
  }
}

/** The headers of a CSV attachment answer. */
export function csvHeaders(filename: string): Record<string, string> {
  return { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"` };
}

/** An OpenAPI response of CSV text. */
export function csvContent(description: string) {
  return { description, content: { "text/csv": { schema: z.string() } } } as const;
}
