import type { DialectKind } from "../../db/database.ts";

/**
 * better-auth's tables as each dialect stores them (db/schema.ts): dates as ISO text and booleans
 * as 0/1 on SQLite, timestamptz and boolean on PostgreSQL. Written this way, the library reads
 * imported rows as it reads its own.
 */
export type AuthColumns = { date(value: Date): Date | string; bool(value: boolean): boolean | number };

export const authColumnsOf = (kind: DialectKind): AuthColumns =>
  kind === "sqlite"
    ? { date: (value) => value.toISOString(), bool: (value) => (value ? 1 : 0) }
    : { date: (value) => value, bool: (value) => value };
