/** Readers for the JSON Gatehouse sends: each returns the value when it has the expected type, else null. */

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const stringOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** An ISO datetime (or epoch milliseconds) as a Date; null when absent or unreadable. */
export function dateOrNull(value: unknown): Date | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
