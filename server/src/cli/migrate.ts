import type { Database } from "../db/database.ts";
import { migrateToLatest, migrationStatus } from "../db/migrate.ts";
import { GATEHOUSE_VERSION } from "../release/version.ts";
import { databaseLabel, withCommandContext } from "./context.ts";
import { CommandFailure, reasonOf } from "./failures.ts";

const say = (line: string) => process.stdout.write(`${line}\n`);

/** `gatehouse migrate`: applies the pending migrations, one line each; `--status` lists them all and changes nothing. */
export async function migrateCommand(options: { status?: boolean }): Promise<void> {
  await withCommandContext(async ({ config, database }) => {
    say(`${databaseLabel(config)} · Gatehouse ${GATEHOUSE_VERSION}`);
    if (options.status) await printStatus(database);
    else await applyPending(database);
  });
}

async function printStatus(database: Database): Promise<void> {
  const { known, newer } = await migrationStatus(database);
  const width = Math.max(...known.map((migration) => migration.name.length), ...newer.map((m) => m.name.length));
  for (const migration of known)
    say(`${migration.name.padEnd(width)}  ${migration.appliedAt ? `applied ${migration.appliedAt}` : "pending"}`);
  for (const migration of newer)
    say(`${migration.name.padEnd(width)}  applied ${migration.appliedAt} by a newer release`);
  const pending = known.filter((migration) => migration.appliedAt === null).length;
  say(
    `${known.length - pending} applied, ${pending} pending${newer.length > 0 ? `, ${newer.length} from a newer release` : ""}`,
  );
}

async function applyPending(database: Database): Promise<void> {
  try {
    const outcome = await migrateToLatest(database, {
      started: (name, position, total) => process.stdout.write(`[${position}/${total}] ${name} … `),
      finished: (_name, ms) => say(`done in ${ms} ms`),
    });
    if (outcome.newer.length > 0)
      say(`The database has migrations of a newer release (${outcome.newer.join(", ")}): nothing to apply.`);
    else if (outcome.applied.length === 0) say("Nothing to apply: the database is at this release's migrations.");
    else say(`Applied ${outcome.applied.length} migration${outcome.applied.length === 1 ? "" : "s"}.`);
  } catch (error) {
    throw new CommandFailure(reasonOf(error));
  }
}
