import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findUser, signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { COMMAND_TIMEOUT, runGatehouse } from "../helpers/gatehouse-command.ts";
import { createScratchDatabase, type ScratchDatabase, testDatabaseKind } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * `gatehouse backup` and `restore`: on SQLite, a consistent copy while the server runs, and a
 * restore that never leaves a half-written database (refused while a server has it open, refused
 * for a file that is not a Gatehouse backup). On PostgreSQL both refuse and name its own tools.
 */
const SECRET = "test-secret-test-secret-test-secret-0123456789";
const folder = mkdtempSync(join(tmpdir(), "gatehouse-backups-"));
const databases: ScratchDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
  rmSync(folder, { recursive: true, force: true });
});

async function serverOn(database: ScratchDatabase): Promise<TestServer> {
  return startTestServer({ database, env: { AUTH_SECRET: SECRET } });
}

// Each database's behaviour is registered in its own project only (no skipped tests).
const onSqlite = testDatabaseKind() === "sqlite";

if (onSqlite)
  describe("on SQLite", COMMAND_TIMEOUT, () => {
    it("backs up while the server runs; restores only once it stopped; the restored data is the backup's", async () => {
      const database = await createScratchDatabase({ migrated: true });
      databases.push(database);
      const env = { ...database.env, AUTH_SECRET: SECRET };
      const before = uniqueEmail("before-backup");
      const after = uniqueEmail("after-backup");
      const backup = join(folder, "gatehouse-backup.db");

      let server = await serverOn(database);
      await signUpVerified(server, server.client(), before);
      const made = await runGatehouse(["backup", "--to", backup], env);
      expect(made.code).toBe(0);
      expect(made.stdout).toMatch(
        /Backed up .*gatehouse\.db to .*gatehouse-backup\.db: .*, migrations up to \d{4}_\w+, in/,
      );
      expect(made.stderr).toContain("100%");
      expect(readdirSync(folder)).toEqual(["gatehouse-backup.db"]);
      await signUpVerified(server, server.client(), after);

      const replaced = await runGatehouse(["backup", "--to", backup], env);
      expect(replaced.code).toBe(1);
      expect(replaced.stderr).toContain("exists (--force replaces it)");

      const whileRunning = await runGatehouse(["restore", "--from", backup], env);
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.stderr).toContain("is in use");
      expect(whileRunning.stderr).toContain("stop every Gatehouse process using it");
      expect(await findUser(server, after)).toBeDefined();

      await server.close();
      const restored = await runGatehouse(["restore", "--from", backup], env);
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/Restored .*gatehouse-backup\.db into .*gatehouse\.db/);
      expect(restored.stdout).toMatch(/The database it replaced is kept as .*gatehouse\.db\.before-restore-/);
      expect(readdirSync(database.dataDir).filter((name) => /restoring|-wal$|-shm$/.test(name))).toEqual([]);

      server = await serverOn(database);
      expect(await findUser(server, before)).toBeDefined();
      expect(await findUser(server, after)).toBeUndefined();
      await server.close();
    });

    it("a file that is not a Gatehouse backup is refused and the database stays as it was", async () => {
      const database = await createScratchDatabase({ migrated: true });
      databases.push(database);
      const env = { ...database.env, AUTH_SECRET: SECRET };
      const kept = uniqueEmail("kept");
      let server = await serverOn(database);
      await signUpVerified(server, server.client(), kept);
      await server.close();

      const notADatabase = join(folder, "notes.txt");
      writeFileSync(notADatabase, "these are not the pages you are looking for\n".repeat(100));
      const refused = await runGatehouse(["restore", "--from", notADatabase], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`the backup ${notADatabase} is not a SQLite database`);

      const otherDatabase = join(folder, "other.db");
      const { default: SQLite } = await import("better-sqlite3");
      const other = new SQLite(otherDatabase);
      other.exec("create table notes (body text)");
      other.close();
      const foreign = await runGatehouse(["restore", "--from", otherDatabase], env);
      expect(foreign.code).toBe(1);
      expect(foreign.stderr).toContain("is not a Gatehouse database (no migrations table)");

      const missing = await runGatehouse(["restore", "--from", join(folder, "nothing-here.db")], env);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("no file");

      expect(readdirSync(database.dataDir).filter((name) => name.includes("restor"))).toEqual([]);
      server = await serverOn(database);
      expect(await findUser(server, kept)).toBeDefined();
      await server.close();
    });
  });

if (!onSqlite)
  describe("on PostgreSQL", COMMAND_TIMEOUT, () => {
    it("backup and restore refuse with exit 2 and name pg_dump and pg_restore", async () => {
      const database = await createScratchDatabase({ migrated: true });
      databases.push(database);
      const env = { ...database.env, AUTH_SECRET: SECRET };
      const target = join(folder, "pg-backup.db");
      const backup = await runGatehouse(["backup", "--to", target], env);
      expect(backup.code).toBe(2);
      expect(backup.stderr).toContain("backup works on the embedded SQLite database");
      expect(backup.stderr).toContain("pg_dump");
      expect(existsSync(target)).toBe(false);
      const restore = await runGatehouse(["restore", "--from", target], env);
      expect(restore.code).toBe(2);
      expect(restore.stderr).toContain("pg_restore");
    });
  });
