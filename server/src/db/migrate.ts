import { readdirSync } from "node:fs";
import { type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Database } from "./database.ts";
import type { MigrationDb } from "./migrations/column-types.ts";

type DialectMigration = { up(db: MigrationDb, kind: Database["kind"]): Promise<void> };

/**
 * The migrations are the files of migrations/ named `NNNN_what.ts` (`.js` once compiled), found by
 * name and run in that order: adding one is adding its file. Each receives the dialect, so column
 * types match better-auth's.
 */
const MIGRATIONS_DIR = new URL("./migrations/", import.meta.url);
// The extension of this module's own file: .ts when run from source, .js from the compiled build.
const MIGRATION_EXTENSION = import.meta.url.endsWith(".ts") ? ".ts" : ".js";
const MIGRATION_FILE = /^(\d{4}_[a-z0-9_]+)\.(ts|js)$/;

let knownNames: string[] | undefined;

async function loadMigration(name: string): Promise<DialectMigration> {
  return (await import(new URL(`${name}${MIGRATION_EXTENSION}`, MIGRATIONS_DIR).href)) as DialectMigration;
}

/** What a migration run reports as it goes (the `gatehouse migrate` command shows it). */
export type MigrationProgress = {
  started?(name: string, position: number, total: number): void;
  finished?(name: string, ms: number): void;
};

/** Where a database stands against the migrations this release knows. */
export type MigrationStatus = {
  /** Every migration this release knows, in order, with when it ran (null: pending). */
  known: { name: string; appliedAt: string | null }[];
  /** Migrations the database has run that this release does not know: a newer release ran them. */
  newer: { name: string; appliedAt: string }[];
};

/** What a migration run did: the migrations it applied, and those a newer release had applied. */
export type MigrationOutcome = { applied: string[]; newer: string[] };

/** Kysely's bookkeeping table (its default name). */
const MIGRATION_TABLE = "kysely_migration";

class InCodeProvider implements MigrationProvider {
  constructor(
    private readonly kind: Database["kind"],
    private readonly progress: MigrationProgress = {},
    private readonly total = 0,
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    let position = 0;
    const migrations = await Promise.all(
      migrationNames().map(async (name) => [name, await loadMigration(name)] as const),
    );
    return Object.fromEntries(
      migrations.map(([name, m]) => [
        name,
        {
          up: async (db) => {
            position += 1;
            this.progress.started?.(name, position, this.total);
            const started = performance.now();
            await m.up(db as MigrationDb, this.kind);
            this.progress.finished?.(name, Math.round(performance.now() - started));
          },
        },
      ]),
    );
  }
}

/** The migrations the database has run, by name (none when it was never migrated). */
async function executedMigrations(database: Database): Promise<Map<string, string>> {
  const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return new Map();
  const rows = await sql<{
    name: string;
    timestamp: string;
  }>`select name, timestamp from ${sql.table(MIGRATION_TABLE)}`.execute(database.db);
  return new Map(rows.rows.map((row) => [row.name, row.timestamp]));
}

/** The names of the migrations this release knows, in the order they run. */
export function migrationNames(): string[] {
  knownNames ??= readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith(MIGRATION_EXTENSION))
    .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
    .sort();
  return knownNames;
}

/** Each migration this release knows, whether it ran, and what the database ran that it does not know. */
export async function migrationStatus(database: Database): Promise<MigrationStatus> {
  const executed = await executedMigrations(database);
  const known = migrationNames().map((name) => ({ name, appliedAt: executed.get(name) ?? null }));
  const newer = [...executed]
    .filter(([name]) => !migrationNames().includes(name))
    .map(([name, appliedAt]) => ({ name, appliedAt }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { known, newer };
}

/**
 * Applies the pending migrations. A database a newer release has migrated further is left as it
 * is: a release's migrations only add to what the release before it reads (docs/operations/upgrades.md),
 * so during a rolling deploy the older processes keep running on it. A database that has run
 * migrations this release does not know and lacks some it does came from another line of
 * releases, and is refused.
 */
export async function migrateToLatest(database: Database, progress?: MigrationProgress): Promise<MigrationOutcome> {
  const status = await migrationStatus(database);
  const pending = status.known.filter((migration) => migration.appliedAt === null).map((migration) => migration.name);
  const newer = status.newer.map((migration) => migration.name);
  if (newer.length > 0) {
    if (pending.length === 0) return { applied: [], newer };
    throw new Error(
      `The database has run migrations this release does not know (${newer.join(", ")}) and lacks some it knows (${pending.join(", ")}): it was migrated by another line of releases`,
    );
  }
  if (pending.length === 0) return { applied: [], newer };
  // Another process may hold the migration lock for as long as its migrations take.
  const { error, results } = await database.withoutTimeouts((db) =>
    new Migrator({ db, provider: new InCodeProvider(database.kind, progress, pending.length) }).migrateToLatest(),
  );
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
  return { applied: (results ?? []).map((result) => result.migrationName), newer };
}

/** The migrations this build knows that the database has not run (empty when it is at the latest). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider: new InCodeProvider(database.kind) });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
