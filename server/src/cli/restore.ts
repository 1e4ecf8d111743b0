import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { commandConfig } from "./context.ts";
import { CommandFailure, reasonOf } from "./failures.ts";
import { type DatabaseFile, inspectDatabaseFile, readableSize, sqliteFileOf } from "./sqlite-files.ts";

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `gatehouse restore --from FILE`: puts a backup in place of the embedded database. Nothing is
 * touched until the backup is checked (a SQLite file, undamaged, Gatehouse's, not of a newer
 * release) and copied beside the database; a database still open in a running server is refused;
 * the database it replaces is kept beside it. A restore that fails leaves the old database in place.
 */
export async function restoreCommand(options: { from: string }): Promise<void> {
  const config = commandConfig();
  const target = sqliteFileOf(config, "restore");
  const backup = resolve(options.from);
  if (!existsSync(backup)) throw new CommandFailure(`no file ${backup}`);
  mkdirSync(dirname(target), { recursive: true });
  const incoming = `${target}.restoring-${process.pid}`;
  let restored: DatabaseFile;
  try {
    copyFileSync(backup, incoming);
    restored = inspectDatabaseFile(incoming, `the backup ${backup}`);
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error instanceof CommandFailure ? error : new CommandFailure(`restore failed: ${reasonOf(error)}`);
  }
  let keptAs: string | undefined;
  try {
    if (existsSync(target)) keptAs = setAside(target);
    renameSync(incoming, target);
  } catch (error) {
    rmSync(incoming, { force: true });
    if (keptAs && !existsSync(target)) renameSync(keptAs, target);
    throw error instanceof CommandFailure ? error : new CommandFailure(`restore failed: ${reasonOf(error)}`);
  }
  say(`Restored ${backup} into ${target}: ${readableSize(restored.bytes)}, migrations up to ${restored.latest}.`);
  if (keptAs) say(`The database it replaced is kept as ${keptAs}.`);
}

/**
 * Moves the current database aside, once no other connection has it open: its log (the WAL) is
 * written into it and removed as the last connection closes, so none is left to be replayed into
 * the restored file.
 */
function setAside(file: string): string {
  const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    // Exclusive locking fails at once while a server holds the database open (its WAL shared).
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("begin exclusive");
    db.prepare("select count(*) from sqlite_master").get();
    db.exec("commit");
    db.pragma("wal_checkpoint(TRUNCATE)");
  } catch (error) {
    db.close();
    throw new CommandFailure(
      `the database ${file} is in use (${reasonOf(error)}): stop every Gatehouse process using it, then restore`,
    );
  }
  db.close();
  for (const leftover of [`${file}-wal`, `${file}-shm`]) rmSync(leftover, { force: true });
  const keptAs = `${file}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  renameSync(file, keptAs);
  return keptAs;
}
