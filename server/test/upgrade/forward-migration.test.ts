import { afterAll, describe, expect, it } from "vitest";
import { migrationStatus } from "../../src/db/migrate.ts";
import type { ScratchDatabase } from "../helpers/test-database.ts";
import { testDatabaseKind } from "../helpers/test-database.ts";
import { startTestServer } from "../helpers/test-server.ts";
import { FIXTURE_AUTH_SECRET, fixtureSeeds, fixtureVersions, restoreFixture } from "./fixtures.ts";
import { expectReleaseSmoke } from "./smoke.ts";

/**
 * Upgrades: a database made by each earlier release (its committed fixture: the SQLite file, or
 * the PostgreSQL dump) is migrated forward by this release's server at start, and everything the
 * smoke suite reads and writes still works on it.
 */
const databases: ScratchDatabase[] = [];
afterAll(async () => Promise.all(databases.map((database) => database.drop())));

describe("a database made by an earlier release", () => {
  it("there is at least one release's fixture to migrate", () => {
    expect(fixtureVersions().length).toBeGreaterThan(0);
  });

  for (const version of fixtureVersions()) {
    it(`release ${version}'s database migrates forward at start and passes the smoke suite`, {
      timeout: 120_000,
    }, async () => {
      const database = await restoreFixture(version);
      databases.push(database);
      const server = await startTestServer({
        database,
        env: { AUTH_SECRET: FIXTURE_AUTH_SECRET, GATEHOUSE_ROLE: "api" },
      });
      try {
        const { known } = await migrationStatus(server.gatehouse.database);
        expect(known.filter((migration) => migration.appliedAt === null)).toEqual([]);
        await expectReleaseSmoke(server.url, fixtureSeeds(version)[testDatabaseKind()]);
      } finally {
        await server.close();
      }
    });
  }
});
