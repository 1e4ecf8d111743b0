import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import pg from "pg";
import { type Config, DATABASE_DEFAULTS, type DatabaseLimits } from "../config.ts";
import type { Logger } from "../kit/logger.ts";
import { DatabaseAvailability } from "./availability.ts";
import { ObservedDriver } from "./observed-driver.ts";
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
  /** As preparedFirst, every row. */
  preparedAll<Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]): Promise<Row[]>;
  /**
   * Runs write statements, each prepared once by name, in one transaction, and resolves to the
   * number of rows they changed (but for statements marked `counted: false`). For bulk writes (event ingestion) where building the query and
   * preparing a 1,000-row statement on every call cost as much as the write. On SQLite they run
   * on the bulk writer's thread and connection (sqlite-writer.ts), never inside another caller's
   * transaction.
   */
  preparedWrite(statements: readonly PreparedStatement[]): Promise<number>;
  /**
   * Runs long maintenance (migrations, which may wait for another process's migration lock) on
   * a connection of its own without the statement and query timeouts that bound requests.
   */
  withoutTimeouts<T>(work: (db: Kysely<DatabaseSchema>) => Promise<T>): Promise<T>;
  /** The connection pool's counts (PostgreSQL; SQLite has one connection and no pool). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Whether the database answers, from what its queries report (availability.ts). */
  availability: DatabaseAvailability;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = Pick<Config, "database"> & Partial<DatabaseLimits>;

const JSONB_OID = 3802;

/**
 * Every SQLite connection's settings (the main one, and the bulk writer's, sqlite-writer.ts).
 * WAL lets readers proceed while a writer commits; NORMAL sync is durable across app crashes. The
 * WAL is copied back into the database (a checkpoint, with an fsync) once it holds 10,000 pages
 * (~40 MB) instead of SQLite's 1,000: a 1,000-event insert dirties ~3,000 index pages, so at
 * 1,000 every commit ran a checkpoint; fewer, larger checkpoints write a page changed by several
 * commits once (measured ~20 % faster ingestion at 200,000 events).
 */
export const sqlitePragmas = (busyTimeoutMs: number) =>
  [
    "journal_mode = WAL",
    "synchronous = NORMAL",
    `busy_timeout = ${busyTimeoutMs}`,
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
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly availability: DatabaseAvailability,
  ) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ObservedDriver(new ImmediateSqliteDriver(this.settings), this.availability);
  }
}

/** Kysely's PostgreSQL dialect, its driver observed for outages. */
class ObservedPostgresDialect extends PostgresDialect {
  constructor(
    settings: PostgresDialectConfig,
    private readonly availability: DatabaseAvailability,
  ) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ObservedDriver(super.createDriver(), this.availability);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined };

/** One Kysely instance per process; SQLite is embedded under DATA_DIR, Postgres when DATABASE_URL is set. */
export function openDatabase(
  options: OpenDatabaseOptions,
  logger: Pick<Logger, "warn" | "error" | "info"> = silent,
): Database {
  const limits: DatabaseLimits = { ...DATABASE_DEFAULTS, ...definedOnly(options) };
  const availability = new DatabaseAvailability(logger);
  return options.database.kind === "postgres"
    ? openPostgres(options.database.url, limits, availability, logger)
    : openSqlite(options.database.file, limits, availability);
}

function definedOnly(options: OpenDatabaseOptions): Partial<DatabaseLimits> {
  const limits: Partial<DatabaseLimits> = {};
  for (const key of Object.keys(DATABASE_DEFAULTS) as (keyof DatabaseLimits)[]) {
    const value = options[key];
    if (value !== undefined) limits[key] = value;
  }
  return limits;
}

// jsonb (usage_event.metadata only) comes back as its text, as the JSON text columns do, so
// readers parse one form on both dialects.
const pgTypes = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === JSONB_OID ? (value: string) => value : pg.types.getTypeParser(oid, format),
};

/** A pool whose every wait is bounded: connecting (or waiting for a free connection), statements, replies, open transactions. */
function boundedPool(url: string, limits: DatabaseLimits, max: number, withTimeouts: boolean): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max,
    types: pgTypes,
    connectionTimeoutMillis: limits.DATABASE_CONNECT_TIMEOUT_MS,
    // Dead peers (a host gone without closing its sockets) are noticed by the kernel in ~40 s.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // No JIT: it pays off for long analytic queries only. Gatehouse's are short, and its longest
    // (a year of revenue metrics) spent ~200 of ~290 ms compiling (bench/metrics).
    options: "-c jit=off -c work_mem=16MB",
    ...(withTimeouts
      ? {
          statement_timeout: limits.DATABASE_STATEMENT_TIMEOUT_MS || undefined,
          query_timeout: limits.DATABASE_QUERY_TIMEOUT_MS || undefined,
          idle_in_transaction_session_timeout: limits.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS || undefined,
        }
      : {}),
  });
}

function openPostgres(
  url: string,
  limits: DatabaseLimits,
  availability: DatabaseAvailability,
  logger: Pick<Logger, "warn">,
): Database {
  const pool = boundedPool(url, limits, limits.DATABASE_POOL_MAX, true);
  // A client whose connection the server ends (a restart, a failover, an administrator) emits
  // "error"; unhandled, that would crash the process. pg-pool listens on idle clients only (it
  // re-emits their error on the pool and drops them) and detaches that listener while a client
  // is checked out, so a transaction waiting between two queries would crash the process. Every
  // client therefore gets its own listener: a client in use then fails its next query, which
  // fails that one request, and the pool drops it on release and opens a new one.
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.warn(`PostgreSQL connection closed: ${error.message}`));
    availability.noteAvailable();
  });
  // Already logged by the client's own listener above.
  pool.on("error", () => undefined);
  const db = new Kysely<DatabaseSchema>({ dialect: new ObservedPostgresDialect({ pool }, availability) });
  const observed = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      availability.noteError(error);
      throw error;
    }
  };
  const preparedAll = <Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]) =>
    observed(async () => (await pool.query({ name, text: query.sql, values: [...parameters] })).rows as Row[]);
  const preparedFirst = async <Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]) =>
    (await preparedAll(name, query, parameters))[0];
  const preparedWrite = (statements: readonly PreparedStatement[]) =>
    observed(async () => {
      const run = async (client: pg.Pool | pg.PoolClient, statement: PreparedStatement) => {
        const result = await client.query({ name: statement.name, text: statement.sql, values: statement.parameters });
        return statement.counted === false ? 0 : (result.rowCount ?? 0);
      };
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
    });
  const withoutTimeouts = async <T>(work: (db: Kysely<DatabaseSchema>) => Promise<T>): Promise<T> => {
    const maintenance = new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool: boundedPool(url, limits, 1, false) }),
    });
    try {
      return await work(maintenance);
    } finally {
      await maintenance.destroy();
    }
  };
  return {
    db,
    kind: "postgres",
    preparedFirst,
    preparedAll,
    preparedWrite,
    withoutTimeouts,
    availability,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

function openSqlite(file: string, limits: DatabaseLimits, availability: DatabaseAvailability): Database {
  const pragmas = sqlitePragmas(limits.SQLITE_BUSY_TIMEOUT_MS);
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  for (const pragma of pragmas) sqlite.pragma(pragma);
  const db = new Kysely<DatabaseSchema>({ dialect: new ImmediateSqliteDialect({ database: sqlite }, availability) });
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
  const preparedAll = async <Row>(name: string, query: CompiledQuery<Row>, parameters: readonly unknown[]) =>
    prepared(name, query.sql).all(...parameters) as Row[];
  const writer = new SqliteWriter(file, pragmas);
  const preparedWrite = async (statements: readonly PreparedStatement[]) => {
    try {
      return await writer.write(statements);
    } catch (error) {
      availability.noteError(error);
      throw error;
    }
  };
  const close = async () => {
    await writer.close();
    await db.destroy();
  };
  return {
    db,
    kind: "sqlite",
    preparedFirst,
    preparedAll,
    preparedWrite,
    withoutTimeouts: (work) => work(db),
    availability,
    poolStats: () => null,
    close,
  };
}
