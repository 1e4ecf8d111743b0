import { closeSync, openSync, readSync } from "node:fs";
import SQLite from "better-sqlite3";
import type { Config } from "../config.ts";
import { migrationNames } from "../db/migrate.ts";
import { CommandFailure, reasonOf, UsageError } from "./failures.ts";

/** The embedded database's file; with PostgreSQL, the command is the wrong tool and says which are right. */
export function sqliteFileOf(config: Config, command: "backup" | "restore"): string {
  if (config.database.kind === "sqlite") return config.database.file;
  const tool =
    command === "backup"
      ? 'pg_dump (e.g. pg_dump --format=custom --file=gatehouse.dump "$DATABASE_URL")'
      : 'pg_restore (e.g. pg_restore --clean --if-exists --dbname="$DATABASE_URL" gatehouse.dump)';
  throw new UsageError(
    `${command} works on the embedded SQLite database; with DATABASE_URL (PostgreSQL) use ${tool}, PostgreSQL's own tools`,
  );
}

/** What a file holds when it is a Gatehouse database. */
export type DatabaseFile = { migrations: string[]; latest: string | undefined; bytes: number };

const SQLITE_HEADER = "SQLite format 3\0";

/**
 * Reads `file` as a Gatehouse database and says what it holds, or fails saying why it is not one
 * (not SQLite, damaged, no Gatehouse tables, migrations of a newer release). Only for the
 * command's own copies: it opens them for writing, so that closing removes the WAL files a
 * read-only connection to a WAL database would leave behind.
 */
export function inspectDatabaseFile(file: string, label: string): DatabaseFile {
  if (!hasSqliteHeader(file)) throw new CommandFailure(`${label} is not a SQLite database`);
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { fileMustExist: true });
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new CommandFailure(`${label} is damaged (SQLite's check: ${String(check)})`);
    const hasMigrations = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!hasMigrations) throw new CommandFailure(`${label} is not a Gatehouse database (no migrations table)`);
    const migrations = (db.prepare("select name from kysely_migration order by name").all() as { name: string }[]).map(
      (row) => row.name,
    );
    const known = new Set(migrationNames());
    const newer = migrations.filter((name) => !known.has(name));
    if (newer.length > 0)
      throw new CommandFailure(
        `${label} was made by a newer release (migrations ${newer.join(", ")}): use that release`,
      );
    const pageCount = Number(db.pragma("page_count", { simple: true }));
    const pageSize = Number(db.pragma("page_size", { simple: true }));
    return { migrations, latest: migrations.at(-1), bytes: pageCount * pageSize };
  } catch (error) {
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(`${label} cannot be read as a database: ${reasonOf(error)}`);
  } finally {
    db?.close();
  }
}

function hasSqliteHeader(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    throw new CommandFailure(`cannot open ${file}: ${reasonOf(error)}`);
  }
  try {
    const header = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(fd, header, 0, header.length, 0);
    return read === header.length && header.toString("latin1") === SQLITE_HEADER;
  } finally {
    closeSync(fd);
  }
}

/** Sizes as people read them. */
export function readableSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
