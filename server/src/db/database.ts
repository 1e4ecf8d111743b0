import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Config } from "../config.ts";
import type { DatabaseSchema } from "./schema.ts";

export type DialectKind = "sqlite" | "postgres";

export type Database = {
  db: Kysely<DatabaseSchema>;
  kind: DialectKind;
  close(): Promise<void>;
};

/** One Kysely instance per process; SQLite is embedded under DATA_DIR, Postgres when DATABASE_URL is set. */
export function openDatabase(config: Pick<Config, "database">): Database {
  if (config.database.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: config.database.url, max: 20 });
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  mkdirSync(dirname(config.database.file), { recursive: true });
  const sqlite = new SQLite(config.database.file);
  // WAL lets readers proceed while a writer commits; NORMAL sync is durable across app crashes.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: "sqlite", close: () => db.destroy() };
}
