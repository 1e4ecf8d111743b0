import type { z } from "@hono/zod-openapi";

/**
 * JSON columns are text on both dialects (see migration 0007): one encoding, no driver
 * differences (PostgreSQL's json types come back parsed, SQLite's as text).
 */
export const toJsonColumn = (value: unknown): string => JSON.stringify(value);

/**
 * Reads a JSON column through a schema, so a row written by an older version gets today's
 * defaults instead of breaking the response.
 */
export function fromJsonColumn<S extends z.ZodType>(schema: S, text: string | null): z.output<S> {
  const parsed: unknown = text == null ? undefined : JSON.parse(text);
  return schema.parse(parsed);
}
