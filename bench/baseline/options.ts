import type { BetterAuthOptions } from "better-auth";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";

export interface StockConfig {
  dbFile: string;
  secret: string;
  baseURL: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

export function stockConfigFromEnv(): StockConfig {
  return { dbFile: required("DB_FILE"), secret: required("AUTH_SECRET"), baseURL: required("BASE_URL") };
}

/** The options Gatehouse is configured with, on stock better-auth: the baseline of every scenario. */
export function stockOptions(config: StockConfig): BetterAuthOptions {
  const sqlite = new Database(config.dbFile);
  sqlite.pragma("journal_mode = WAL");
  // Two processes write the same file (sign-ins insert sessions): wait rather than fail on a lock.
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    secret: config.secret,
    baseURL: config.baseURL,
    database: { db, type: "sqlite" },
    emailAndPassword: { enabled: true, minPasswordLength: 8 },
    session: { cookieCache: { enabled: true, maxAge: 60 } },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
  };
}
