import { type Config, ConfigError, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { pingDatabase } from "../db/ping-repository.ts";
import { createLogger, type Logger } from "../kit/logger.ts";
import { CommandFailure, reasonOf } from "./failures.ts";

/** The server's configuration, from the same environment; a refused one fails the command naming the variable. */
export function commandConfig(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CommandFailure(error.message);
    throw error;
  }
}

/** Where the database is, for messages: the SQLite file, or the PostgreSQL server without its password. */
export function databaseLabel(config: Config): string {
  if (config.database.kind === "sqlite") return `SQLite at ${config.database.file}`;
  const url = new URL(config.database.url);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

/**
 * The database, once it answered a query: an unreachable one fails the command with the reason.
 * Without a logger, its outages are not logged (the command says what failed).
 */
export async function reachDatabase(config: Config, logger?: Logger): Promise<Database> {
  const database = openDatabase(config, logger);
  try {
    await pingDatabase(database.db);
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw new CommandFailure(`cannot reach the database (${databaseLabel(config)}): ${reasonOf(error)}`);
  }
}

/** The command's configuration, its logger (the server's settings: log lines on stderr) and its database. */
export async function openCommandContext(): Promise<{ config: Config; logger: Logger; database: Database }> {
  const config = commandConfig();
  const logger = createLogger(config.log);
  const database = await reachDatabase(config, logger);
  return { config, logger, database };
}

/** Runs `work` with the context and closes the database and the log whatever happens. */
export async function withCommandContext<T>(
  work: (context: { config: Config; logger: Logger; database: Database }) => Promise<T>,
): Promise<T> {
  const context = await openCommandContext();
  try {
    return await work(context);
  } finally {
    await context.database.close();
    context.logger.close();
  }
}
