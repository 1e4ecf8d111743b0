import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { SQLITE_FILE_NAME } from "../../src/config.ts";
import { createScratchDatabase, type ScratchDatabase, testDatabaseKind } from "../helpers/test-database.ts";
import type { ReleaseSeed } from "./release-data.ts";

/** The secret every fixture was made with: sessions and tokens in it are checked against it. */
export const FIXTURE_AUTH_SECRET = "release-fixture-secret-release-fixture-secret";

const fixturesRoot = fileURLToPath(new URL("./fixtures/", import.meta.url));

/** Where release `version`'s fixtures are. */
export const fixtureDir = (version: string): string => `${fixturesRoot}${version}`;

/** What each database of release `version`'s fixtures holds. */
export const fixtureSeeds = (version: string): Record<"sqlite" | "postgres", ReleaseSeed> =>
  JSON.parse(readFileSync(`${fixtureDir(version)}/seed.json`, "utf8")) as Record<"sqlite" | "postgres", ReleaseSeed>;

/** Every release that left fixtures, oldest first. */
export const fixtureVersions = (): string[] =>
  readdirSync(fixturesRoot).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));

/**
 * A scratch database holding release `version`'s fixture for this run's database (a copy of the
 * SQLite file, or the dump loaded into a new PostgreSQL database with psql), not migrated further.
 */
export async function restoreFixture(version: string): Promise<ScratchDatabase> {
  const database = await createScratchDatabase();
  try {
    if (testDatabaseKind() === "sqlite") {
      const file = gunzipSync(readFileSync(`${fixtureDir(version)}/${SQLITE_FILE_NAME}.gz`));
      writeFileSync(join(database.dataDir, SQLITE_FILE_NAME), file);
    } else {
      const dump = gunzipSync(readFileSync(`${fixtureDir(version)}/postgres.sql.gz`));
      const url = database.env.DATABASE_URL;
      if (!url) throw new Error("a PostgreSQL scratch database without DATABASE_URL");
      execFileSync("psql", ["--quiet", "--no-psqlrc", "--set", "ON_ERROR_STOP=1", "--dbname", url], {
        input: dump,
        stdio: ["pipe", "ignore", "pipe"],
      });
    }
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}
