import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrationNames } from "../../src/db/migrate.ts";
import { COMMAND_TIMEOUT, runGatehouse } from "../helpers/gatehouse-command.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer } from "../helpers/test-server.ts";

/**
 * The other half of a rolling deploy: this release's processes keep running on a database that
 * a newer release has already migrated further (they are replaced last). They start, say so in
 * a warning, and report ready; `gatehouse migrate` has nothing to do there. A database that ran
 * migrations this release does not know *and* lacks some it does was migrated by another line
 * of releases, and is refused.
 */
const NEWER = "9999_from_a_newer_release";
const SECRET = "test-secret-test-secret-test-secret-0123456789";
const databases: ScratchDatabase[] = [];
afterAll(async () => Promise.all(databases.map((database) => database.drop())));

async function migratedDatabase(): Promise<ScratchDatabase> {
  const database = await createScratchDatabase({ migrated: true });
  databases.push(database);
  return database;
}

describe("a database a newer release migrated", COMMAND_TIMEOUT, () => {
  it("this release starts on it as it is, warns, reports ready, and migrate has nothing to apply", async () => {
    const database = await migratedDatabase();
    const seeding = await startTestServer({ database });
    await sql`insert into kysely_migration (name, timestamp) values (${NEWER}, ${new Date().toISOString()})`.execute(
      seeding.gatehouse.database.db,
    );
    await seeding.close();

    const lines: string[] = [];
    const server = await startTestServer({
      database,
      env: { LOG_FORMAT: "json", LOG_LEVEL: "info" },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const warning = lines
        .map((line) => JSON.parse(line) as { level: string; msg: string })
        .find((line) => line.msg.includes(NEWER));
      expect(warning).toMatchObject({ level: "warn", msg: expect.stringContaining("runs on it as it is") });

      const env = { ...database.env, AUTH_SECRET: SECRET };
      const status = await runGatehouse(["migrate", "--status"], env);
      expect(status.stdout).toMatch(new RegExp(`${NEWER}\\s+applied .* by a newer release`));
      expect(status.stdout).toContain(`${migrationNames().length} applied, 0 pending, 1 from a newer release`);
      const migrate = await runGatehouse(["migrate"], env);
      expect(migrate.code).toBe(0);
      expect(migrate.stdout).toContain(`The database has migrations of a newer release (${NEWER}): nothing to apply.`);
    } finally {
      await server.close();
    }
  });

  it("one that also lacks a migration this release knows came from another line of releases, and is refused", async () => {
    const database = await migratedDatabase();
    const seeding = await startTestServer({ database });
    const last = migrationNames().at(-1) ?? "";
    await sql`insert into kysely_migration (name, timestamp) values (${NEWER}, ${new Date().toISOString()})`.execute(
      seeding.gatehouse.database.db,
    );
    await sql`delete from kysely_migration where name = ${last}`.execute(seeding.gatehouse.database.db);
    await seeding.close();

    await expect(startTestServer({ database })).rejects.toThrow(
      `The database has run migrations this release does not know (${NEWER}) and lacks some it knows (${last}): it was migrated by another line of releases`,
    );
    const migrate = await runGatehouse(["migrate"], { ...database.env, AUTH_SECRET: SECRET });
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toContain("another line of releases");
  });
});
