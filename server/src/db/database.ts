import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from "kysely";
import pg from "pg";
import type { Config } from "../config.ts";
import type { Logger } from "../kit/logger.ts";
import type { DatabaseSchema } from "./schema.ts";

export type DialectKind = "sqlite" | "postgres";

export type Database = {
  db: Kysely<DatabaseSchema>;
  kind: DialectKind;
  /**
   * Runs a query compiled once, as a prepared statement: SQLite keeps the statement, Postgres
   * its plan (a named statement per connection). For hot read paths where Kysely's per-call
   * building and better-sqlite3's per-call prepare dominate.
   */
  preparedFirst<Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]): Promise<Row | undefined>;
  close(): Promise<void>;
};

const JSONB_OID = 3802;

/** One Kysely instance per process; SQLite is embedded under DATA_DIR, Postgres when DATABASE_URL is set. */
export function openDatabase(config: Pick<Config, "database">, logger?: Pick<Logger, "warn">): Database {
  if (config.database.kind === "postgres") {
    // jsonb (usage_event.metadata only) comes back as its text, as the JSON text columns do, so
    // readers parse one form on both dialects.
    const types = { getTypeParser: (oid: number, format?: "text" | "binary") => (oid === JSONB_OID ? (value: string) => value : pg.types.getTypeParser(oid, format)) };
    const pool = new pg.Pool({ connectionString: config.database.url, max: 20, types });
    // An idle client whose connection the server ends (a restart, a failover, an administrator)
    // emits "error" on the pool; unhandled, that would crash the process. The pool drops the
    // client and opens a new one for the next query, so there is nothing else to do.
    pool.on("error", (error) => logger?.warn(`idle PostgreSQL connection closed: ${error.message}`));
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    const preparedFirst = async <Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]) => {
      const result = await pool.query({ name, text: query.sql, values: [...parameters] });
      return result.rows[0] as Row | undefined;
    };
    return { db, kind: "postgres", preparedFirst, close: () => db.destroy() };
  }
  mkdirSync(dirname(config.database.file), { recursive: true });
  const sqlite = new SQLite(config.database.file);
  // WAL lets readers proceed while a writer commits; NORMAL sync is durable across app crashes.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  const statements = new Map<string, SQLite.Statement>();
  const preparedFirst = async <Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]) => {
    let statement = statements.get(name);
    if (!statement) statements.set(name, (statement = sqlite.prepare(query.sql)));
    return statement.get(...parameters) as Row | undefined;
  };
  return { db, kind: "sqlite", preparedFirst, close: () => db.destroy() };
}
