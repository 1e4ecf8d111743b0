import { int, url } from "./parsers.ts";
import { envSection } from "./section.ts";

/** The SQLite database's file name under DATA_DIR. */
export const SQLITE_FILE_NAME = "gatehouse.db";

/**
 * Database limits (docs/operations/production.md). The statement timeout (PostgreSQL cancels a
 * query it is still running) is shorter than the query timeout (the client gives up waiting for
 * any answer), so a slow query is cancelled by the server and only a database that does not
 * answer at all (a partition) meets the client's timeout.
 */
export const DATABASE_DEFAULTS = {
  DATABASE_POOL_MAX: 20,
  DATABASE_CONNECT_TIMEOUT_MS: 5_000,
  DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
  DATABASE_QUERY_TIMEOUT_MS: 20_000,
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000,
  SQLITE_BUSY_TIMEOUT_MS: 5_000,
} as const;
export type DatabaseLimits = { -readonly [K in keyof typeof DATABASE_DEFAULTS]: number };

/**
 * SQLite under DATA_DIR, or PostgreSQL at DATABASE_URL. Bounded failure: a database that does not
 * answer within these limits gets a 503, not a hang; 0 turns a timeout off.
 */
export const databaseSection = envSection({
  title: "Database",
  variables: {
    DATABASE_URL: url(["postgres:", "postgresql:"]),
    DATABASE_POOL_MAX: int(DATABASE_DEFAULTS.DATABASE_POOL_MAX, 1, 1_000),
    DATABASE_CONNECT_TIMEOUT_MS: int(DATABASE_DEFAULTS.DATABASE_CONNECT_TIMEOUT_MS, 100, 600_000),
    DATABASE_STATEMENT_TIMEOUT_MS: int(DATABASE_DEFAULTS.DATABASE_STATEMENT_TIMEOUT_MS, 0, 3_600_000),
    DATABASE_QUERY_TIMEOUT_MS: int(DATABASE_DEFAULTS.DATABASE_QUERY_TIMEOUT_MS, 0, 3_600_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(
      DATABASE_DEFAULTS.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      0,
      3_600_000,
    ),
    SQLITE_BUSY_TIMEOUT_MS: int(DATABASE_DEFAULTS.SQLITE_BUSY_TIMEOUT_MS, 0, 600_000),
  },
  docs: {
    DATABASE_URL: { meaning: "`postgres://…`: use PostgreSQL instead of SQLite" },
    DATABASE_POOL_MAX: { meaning: "PostgreSQL connections per process" },
    DATABASE_CONNECT_TIMEOUT_MS: {
      meaning:
        "how long opening a PostgreSQL connection, or waiting for a free one, may take before the request answers 503",
    },
    DATABASE_STATEMENT_TIMEOUT_MS: {
      meaning:
        "PostgreSQL cancels a statement running longer (`statement_timeout`); the request answers 503; `0`: none. Migrations run without it",
    },
    DATABASE_QUERY_TIMEOUT_MS: {
      meaning:
        "how long the client waits for any answer before giving up (a partition, a stalled server); the request answers 503; `0`: none",
    },
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: {
      meaning: "PostgreSQL ends a session left idle inside a transaction this long; `0`: none",
    },
    SQLITE_BUSY_TIMEOUT_MS: {
      meaning: "how long a SQLite write waits for another connection's lock before the request answers 503",
    },
  },
});
