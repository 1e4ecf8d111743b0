import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { SQLITE_FILE_NAME } from "../../src/config.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL database at the latest migration that test servers' databases are copied from. */
    postgresTemplate: string;
    /** A SQLite file at the latest migration, the same for the SQLite project (sqlite-template.ts). */
    sqliteTemplate?: string;
  }
}

export type TestDatabaseKind = "sqlite" | "postgres";

/** Which database this vitest project runs against (set by vitest.config.ts per project). */
export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.GATEHOUSE_TEST_DB === "postgres" ? "postgres" : "sqlite";

export type ScratchDatabase = { env: Record<string, string>; dataDir: string; drop(): Promise<void> };

/**
 * A fresh database for one test server: a SQLite file in a temp DATA_DIR, or a new PostgreSQL
 * database created from TEST_DATABASE_URL and dropped afterwards. Empty, or with `migrated` a
 * copy of the run's migrated template (test/setup/sqlite-template.ts, postgres-template.ts), so
 * that the server's start finds every migration done.
 */
export async function createScratchDatabase(options: { migrated?: boolean } = {}): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "gatehouse-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (testDatabaseKind() === "sqlite") {
    // A run without the template's global setup migrates at the server's start instead.
    const template = options.migrated ? inject("sqliteTemplate") : undefined;
    if (template) copyFileSync(template, join(dataDir, SQLITE_FILE_NAME));
    return { env: { DATA_DIR: dataDir }, dataDir, drop: async () => removeDir() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `gatehouse_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = options.migrated ? inject("postgresTemplate") : undefined;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    drop: async () => {
      removeDir();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
