import { type RawBuilder, sql } from "kysely";

/**
 * A case-insensitive "contains" filter (Polar's `query` on lists) that reads the same on both
 * dialects: LIKE ignores case on SQLite but not on PostgreSQL, so both sides are lower-cased;
 * `%` and `_` typed by the user match themselves.
 */
export function containsInsensitive(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * A "starts with" filter that reads the same on both dialects: `%` and `_` in the prefix match
 * themselves (SQLite's LIKE has no escape character unless one is named, PostgreSQL's is `\`).
 */
export function startsWith(column: string, prefix: string): RawBuilder<boolean> {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
