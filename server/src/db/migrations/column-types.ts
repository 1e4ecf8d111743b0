import { type Kysely, sql } from "kysely";
import type { DialectKind } from "../database.ts";

/** Column types as better-auth's kysely adapter expects them on each dialect. */
export function columnTypes(kind: DialectKind) {
  return {
    bool: kind === "postgres" ? ("boolean" as const) : ("integer" as const),
    date: kind === "postgres" ? ("timestamptz" as const) : ("date" as const),
    bigint: "bigint" as const,
  };
}

// Kysely migrations take Kysely<any>: the schema is what they create.
export type MigrationDb = Kysely<unknown>;

export const falseDefault = (kind: DialectKind) => (kind === "postgres" ? sql`false` : sql`0`);
