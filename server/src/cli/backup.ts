import { existsSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Presets, SingleBar } from "cli-progress";
import { commandConfig } from "./context.ts";
import { CommandFailure, reasonOf } from "./failures.ts";
import { inspectDatabaseFile, readableSize, sqliteFileOf } from "./sqlite-files.ts";

/** Pages copied per step of SQLite's online backup (4 MB at the default page size). */
const PAGES_PER_STEP = 1_000;

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `gatehouse backup --to FILE`: a consistent copy of the embedded database, made with SQLite's
 * online backup while the server keeps running (a write during the copy restarts it from the
 * changed page on). The copy is written beside FILE under another name and renamed once checked,
 * so FILE is never half-written.
 */
export async function backupCommand(options: { to: string; force?: boolean }): Promise<void> {
  const config = commandConfig();
  const source = sqliteFileOf(config, "backup");
  if (!existsSync(source)) throw new CommandFailure(`no database at ${source}: nothing to back up`);
  const target = resolve(options.to);
  if (existsSync(target) && !options.force) throw new CommandFailure(`${target} exists (--force replaces it)`);
  const partial = `${target}.partial-${process.pid}`;
  const started = performance.now();
  try {
    await copyOnline(source, partial);
    const copied = inspectDatabaseFile(partial, `the copy of ${source}`);
    renameSync(partial, target);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    say(
      `Backed up ${source} to ${target}: ${readableSize(copied.bytes)}, migrations up to ${copied.latest}, in ${seconds} s.`,
    );
  } catch (error) {
    rmSync(partial, { force: true });
    throw error instanceof CommandFailure ? error : new CommandFailure(`backup failed: ${reasonOf(error)}`);
  }
  for (const left of notInTheBackup(config.dataDir)) say(`Not in this file, copy it too: ${left}`);
}

async function copyOnline(source: string, destination: string): Promise<void> {
  const db = new SQLite(source, { fileMustExist: true, timeout: 5_000 });
  const bar = new SingleBar(
    { format: "backup [{bar}] {percentage}% · {value}/{total} pages", noTTYOutput: true, notTTYSchedule: 2_000 },
    Presets.shades_classic,
  );
  let barStarted = false;
  try {
    await db.backup(destination, {
      progress: ({ totalPages, remainingPages }) => {
        if (!barStarted) {
          bar.start(totalPages, 0);
          barStarted = true;
        }
        bar.setTotal(totalPages);
        bar.update(totalPages - remainingPages);
        return PAGES_PER_STEP;
      },
    });
    if (barStarted) bar.update(bar.getTotal());
  } finally {
    if (barStarted) bar.stop();
    db.close();
  }
}

/** What DATA_DIR holds beside the database that a restore would also need. */
function notInTheBackup(dataDir: string): string[] {
  return [
    [join(dataDir, "files"), "uploaded files (STORAGE=local)"],
    [join(dataDir, "auth-secret"), "the generated AUTH_SECRET: sessions and sealed secrets need it"],
  ]
    .filter(([path]) => path !== undefined && existsSync(path))
    .map(([path, what]) => `${path} (${what})`);
}
