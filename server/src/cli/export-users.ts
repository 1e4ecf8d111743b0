import { once } from "node:events";
import { createWriteStream, renameSync, rmSync, type WriteStream } from "node:fs";
import { resolve } from "node:path";
import { migrateToLatest } from "../db/migrate.ts";
import { exportUsers } from "../exports/users/export-users.ts";
import { withCommandContext } from "./context.ts";
import { CommandFailure, reasonOf } from "./failures.ts";
import type { ExportUsersFlags } from "./import-flags.ts";

/**
 * `gatehouse export users [--format json|csv] [--output FILE]`: every user with what moving them
 * needs (password hashes and TOTP keys included), streamed. A file is written beside FILE under
 * another name, readable by its owner only, and renamed once complete: FILE is never half-written.
 */
export async function exportUsersCommand(flags: ExportUsersFlags): Promise<void> {
  const target = flags.output === undefined ? null : resolve(flags.output);
  const partial = target === null ? null : `${target}.partial-${process.pid}`;
  const out = partial === null ? process.stdout : createWriteStream(partial, { mode: 0o600 });
  try {
    const count = await withCommandContext(async ({ config, database }) => {
      await migrateToLatest(database);
      return exportUsers(database.db, config.authSecret, flags.format, (text) => written(out, text));
    });
    if (partial !== null && target !== null) {
      await closed(out as WriteStream);
      renameSync(partial, target);
    }
    process.stderr.write(`exported ${count} user${count === 1 ? "" : "s"}${target ? ` to ${target}` : ""}\n`);
  } catch (error) {
    if (partial !== null) {
      (out as WriteStream).destroy();
      rmSync(partial, { force: true });
    }
    throw error instanceof CommandFailure ? error : new CommandFailure(`export failed: ${reasonOf(error)}`);
  }
}

/** Writes, waiting while the stream's buffer is full, so a slow reader holds the export back. */
async function written(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (text === "" || out.write(text)) return;
  await once(out, "drain");
}

async function closed(out: WriteStream): Promise<void> {
  out.end();
  await once(out, "finish");
}
