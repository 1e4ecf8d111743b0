import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import pg from "pg";
import type { Config } from "../config.ts";
import type { Logger } from "../kit/logger.ts";
import type { DatabaseSchema } from "./schema.ts";
import { type PreparedStatement, SqliteWriter } from "./sqlite-writer.ts";

export type { PreparedStatement } from "./sqlite-writer.ts";

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
  /**
   * Runs write statements, each prepared once by name, in one transaction, and resolves to the
   * number of rows they changed. For bulk writes (event ingestion) where building the query and
   * preparing a 1,000-row statement on every call cost as much as the write. On SQLite they run
   * on the bulk writer's thread and connection (sqlite-writer.ts), never inside another caller's
   * transaction.
   */
  preparedWrite(statements: readonly PreparedStatement[]): Promise<number>;
  close(): Promise<void>;
};

const JSONB_OID = 3802;

/**
 * Every SQLite connection's settings (the main one, and the bulk writer's, sqlite-writer.ts).
 * WAL lets readers proceed while a writer commits; NORMAL sync is durable across app crashes. The
 * WAL is copied back into the database (a checkpoint, with an fsync) once it holds 10,000 pages
 * (~40 MB) instead of SQLite's 1,000: a 1,000-event insert dirties ~3,000 index pages, so at
 * 1,000 every commit ran a checkpoint; fewer, larger checkpoints write a page changed by several
 * commits once (measured ~20 % faster ingestion at 200,000 events).
 */
export const SQLITE_PRAGMAS = [
  "journal_mode = WAL",
  "synchronous = NORMAL",
  "busy_timeout = 5000",
  "foreign_keys = ON",
  "wal_autocheckpoint = 10000",
] as const;

/**
 * Kysely's SQLite dialect with transactions that take the write lock when they begin (`BEGIN
 * IMMEDIATE`). The bulk writer thread (sqlite-writer.ts) is a second connection: a deferred
 * transaction that read before one of its commits could not write afterwards (SQLite answers
 * SQLITE_BUSY_SNAPSHOT at once, without waiting), where an immediate one waits its turn
 * (busy_timeout) and then reads and writes the latest data.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** One Kysely instance per process; SQLite is embedded under DATA_DIR, Postgres when DATABASE_URL is set. */
export function openDatabase(config: Pick<Config, "database">, logger?: Pick<Logger, "warn">): Database {
  if (config.database.kind === "postgres") {
    // jsonb (usage_event.metadata only) comes back as its text, as the JSON text columns do, so
    // readers parse one form on both dialects.
    const types = {
      getTypeParser: (oid: number, format?: "text" | "binary") =>
        oid === JSONB_OID ? (value: string) => value : pg.types.getTypeParser(oid, format),
    };
    const pool = new pg.Pool({ connectionString: config.database.url, max: 20, types });
    // A client whose connection the server ends (a restart, a failover, an administrator) emits
    // "error"; unhandled, that would crash the process. pg-pool listens on idle clients only (it
    // re-emits their error on the pool and drops them) and detaches that listener while a client
    // is checked out, so a transaction waiting between two queries would crash the process. Every
    // client therefore gets its own listener: a client in use then fails its next query, which
    // fails that one request, and the pool drops it on release and opens a new one.
    pool.on("connect", (client) =>
      client.on("error", (error) => logger?.warn(`PostgreSQL connection closed: ${error.message}`)),
    );
    // Already logged by the client's own listener above.
    pool.on("error", () => undefined);
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    const preparedFirst = async <Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]) => {
      const result = await pool.query({ name, text: query.sql, values: [...parameters] });
      return result.rows[0] as Row | undefined;
    };
    const preparedWrite = async (statements: readonly PreparedStatement[]) => {
      const run = async (client: pg.Pool | pg.PoolClient, statement: PreparedStatement) =>
        (await client.query({ name: statement.name, text: statement.sql, values: statement.parameters })).rowCount ?? 0;
      const [only] = statements;
      if (statements.length === 1 && only) return run(pool, only);
      const client = await pool.connect();
      try {
        await client.query("begin");
        let changed = 0;
        for (const statement of statements) changed += await run(client, statement);
        await client.query("commit");
        return changed;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    };
    return { db, kind: "postgres", preparedFirst, preparedWrite, close: () => db.destroy() };
  }
  mkdirSync(dirname(config.database.file), { recursive: true });
  const sqlite = new SQLite(config.database.file);
  for (const pragma of SQLITE_PRAGMAS) sqlite.pragma(pragma);
  const db = new Kysely<DatabaseSchema>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  const statements = new Map<string, SQLite.Statement>();
  const prepared = (name: string, sql: string): SQLite.Statement => {
    let statement = statements.get(name);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(name, statement);
    }
    return statement;
  };
  const preparedFirst = async <Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]) =>
    prepared(name, query.sql).get(...parameters) as Row | undefined;
  const writer = new SqliteWriter(config.database.file, SQLITE_PRAGMAS);
  const close = async () => {
    await writer.close();
    await db.destroy();
  };
  return { db, kind: "sqlite", preparedFirst, preparedWrite: (statements) => writer.write(statements), close };
}
