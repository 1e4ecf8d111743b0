import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import { basename } from "node:path";
import { SingleBar } from "cli-progress";
import { migrateToLatest } from "../db/migrate.ts";
import type { ImportRefusal, ImportRunSummary } from "../imports/runs/import-run.ts";
import { USER_FORMATS, type UserFormatName, type UserFormatOptions } from "../imports/users/formats/format.ts";
import { USER_FORMAT_READERS } from "../imports/users/formats/index.ts";
import { importUsers } from "../imports/users/import-users.ts";
import { UnreadableInput } from "../imports/users/row-failures.ts";
import { withCommandContext } from "./context.ts";
import { CommandFailure, UsageError } from "./failures.ts";
import type { ImportUsersFlags } from "./import-flags.ts";

/** Without a terminal, a progress line every this many rows. */
const PROGRESS_LINE_EVERY = 10_000;

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `gatehouse import users <file> --from <format>`: reads the origin's export row by row and
 * imports each user (import-users.ts), printing each refused row and the counts. Exits 1 when
 * any row was refused (the others are imported); a second run of the same file changes nothing.
 */
export async function importUsersCommand(file: string, flags: ImportUsersFlags): Promise<void> {
  const format = formatOf(flags.from);
  const options = formatOptions(format, flags);
  const reader = USER_FORMAT_READERS[format];
  if (!reader) throw new CommandFailure(`--from ${format}: this format cannot be read by this version yet`);
  await checkReadable(file, "the file to import");
  if (options.memberships) await checkReadable(options.memberships, "--memberships");
  if (options.identities) await checkReadable(options.identities, "--identities");
  const dryRun = flags.dryRun === true;
  const summary = await withCommandContext(async ({ config, database }) => {
    await migrateToLatest(database);
    const progress = progressDisplay();
    try {
      return await importUsers({
        database,
        authSecret: config.authSecret,
        source: format,
        input: basename(file),
        dryRun,
        rows: reader(file, options),
        onProgress: progress.update,
        onRefusal: progress.refusal,
      });
    } catch (error) {
      if (error instanceof UnreadableInput) throw new CommandFailure(unreadableMessage(basename(file), error, dryRun));
      throw error;
    } finally {
      progress.stop();
    }
  });
  say(`${dryRun ? "dry run: " : ""}${countsLine(summary)}`);
  if (summary.refused > 0)
    throw new CommandFailure(`${summary.refused} row${summary.refused === 1 ? " was" : "s were"} refused`);
}

function unreadableMessage(file: string, error: UnreadableInput, dryRun: boolean): string {
  if (error.rowsRead === 0) return `${file}: ${error.message}`;
  const kept = dryRun ? "" : "; the rows before it are imported, and a run of the corrected file leaves them unchanged";
  return `${file} cannot be read past row ${error.rowsRead}: ${error.message}${kept}`;
}

const countsLine = (summary: ImportRunSummary) =>
  `created ${summary.created}, updated ${summary.updated}, unchanged ${summary.unchanged}, refused ${summary.refused}`;

function formatOf(from: string): UserFormatName {
  const format = USER_FORMATS.find((name) => name === from);
  if (!format) throw new UsageError(`--from: unknown format "${from}" (the formats: ${USER_FORMATS.join(", ")})`);
  return format;
}

/** Which flags belong to which format: a flag given for another format is a mistake worth saying. */
const FORMAT_FLAGS: Record<string, UserFormatName> = {
  memberships: "clerk",
  identities: "supabase",
  hashKey: "firebase",
  saltSeparator: "firebase",
  rounds: "firebase",
  memCost: "firebase",
  client: "keycloak",
};
const FLAG_NAMES: Record<string, string> = {
  memberships: "--memberships",
  identities: "--identities",
  hashKey: "--hash-key",
  saltSeparator: "--salt-separator",
  rounds: "--rounds",
  memCost: "--mem-cost",
  client: "--client",
};

function formatOptions(format: UserFormatName, flags: ImportUsersFlags): UserFormatOptions {
  for (const [flag, owner] of Object.entries(FORMAT_FLAGS))
    if (flags[flag as keyof ImportUsersFlags] !== undefined && owner !== format)
      throw new UsageError(`${FLAG_NAMES[flag]} is for --from ${owner}`);
  return {
    memberships: flags.memberships,
    identities: flags.identities,
    keycloakClient: flags.client,
    firebase: format === "firebase" ? firebaseOptions(flags) : undefined,
  };
}

/** Firebase's hashes need the project's four hash parameters (its console's "Password hash parameters"). */
function firebaseOptions(flags: ImportUsersFlags): NonNullable<UserFormatOptions["firebase"]> {
  const { hashKey, saltSeparator, rounds, memCost } = flags;
  if (hashKey === undefined || saltSeparator === undefined || rounds === undefined || memCost === undefined)
    throw new UsageError("--from firebase needs --hash-key, --salt-separator, --rounds and --mem-cost");
  return {
    hashKey: base64Flag("--hash-key", hashKey),
    saltSeparator: base64Flag("--salt-separator", saltSeparator),
    rounds: countFlag("--rounds", rounds, 1, 8),
    memCost: countFlag("--mem-cost", memCost, 1, 14),
  };
}

function base64Flag(flag: string, value: string): string {
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(value)) throw new UsageError(`${flag}: "${value}" is not base64`);
  return value;
}

/** Firebase's scrypt takes 1 to 8 rounds and a memory cost of 1 to 14 (2^memCost blocks). */
function countFlag(flag: string, value: string, min: number, max: number): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max))
    throw new UsageError(`${flag}: "${value}" is not a whole number from ${min} to ${max}`);
  return number;
}

async function checkReadable(path: string, what: string): Promise<void> {
  try {
    await access(path, constants.R_OK);
    if (!(await stat(path)).isFile()) throw new CommandFailure(`${what}: ${path} is not a file`);
  } catch (error) {
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(`${what}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? "unreadable"})`);
  }
}

type Progress = {
  update(summary: ImportRunSummary & { read: number }): void;
  refusal(refusal: ImportRefusal): void;
  stop(): void;
};

/**
 * On a terminal, a live line on stderr; otherwise (a log, a pipe) a line every 10,000 rows.
 * Refusals go to stdout with the counts, so a redirected stdout is the run's report.
 */
function progressDisplay(): Progress {
  const printRefusal = (refusal: ImportRefusal) => say(`refused ${refusal.position}: ${refusal.reason}`);
  if (!process.stderr.isTTY) {
    let reported = 0;
    return {
      update: (summary) => {
        if (summary.read - reported < PROGRESS_LINE_EVERY) return;
        reported = summary.read - (summary.read % PROGRESS_LINE_EVERY);
        process.stderr.write(`${summary.read} rows read: ${countsLine(summary)}\n`);
      },
      refusal: printRefusal,
      stop: () => undefined,
    };
  }
  const bar = new SingleBar({
    format:
      "importing · {value} rows read · {created} created, {updated} updated, {unchanged} unchanged, {refused} refused · {duration}s",
    hideCursor: true,
  });
  bar.start(0, 0, { created: 0, updated: 0, unchanged: 0, refused: 0 });
  return {
    update: (summary) => bar.update(summary.read, summary),
    refusal: (refusal) => {
      // Clears the bar's line first; it is drawn again at the next update.
      process.stderr.write("\r\x1b[2K");
      printRefusal(refusal);
    },
    stop: () => bar.stop(),
  };
}
