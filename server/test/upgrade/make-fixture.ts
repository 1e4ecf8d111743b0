/**
 * `npm run release:fixture -w server`: the database this release makes, kept as test fixtures for
 * the releases after it (test/upgrade/fixtures/<version>/): a SQLite file and a PostgreSQL dump,
 * each with the data of release-data.ts, and seed.json saying what that data is. Run once per
 * release, when its migrations are final (docs/operations/upgrades.md). Both are kept gzipped.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import SQLite from "better-sqlite3";
import pg from "pg";
import { loadConfig, SQLITE_FILE_NAME } from "../../src/config.ts";
import { startGatehouse } from "../../src/main.ts";
import { GATEHOUSE_VERSION } from "../../src/release/version.ts";
import { freePort } from "../helpers/test-server.ts";
import { FIXTURE_AUTH_SECRET, fixtureDir } from "./fixtures.ts";
import { type ReleaseSeed, seedRelease } from "./release-data.ts";

async function seededServer(databaseEnv: Record<string, string>): Promise<ReleaseSeed> {
  const port = await freePort();
  const gatehouse = await startGatehouse(
    loadConfig({
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: FIXTURE_AUTH_SECRET,
      RATE_LIMIT_ENABLED: "false",
      LOG_LEVEL: "error",
      LOG_FORMAT: "json",
      ...databaseEnv,
    }),
  );
  try {
    return await seedRelease(gatehouse.url, GATEHOUSE_VERSION);
  } finally {
    await gatehouse.close();
  }
}

async function sqliteFixture(out: string): Promise<ReleaseSeed> {
  const dataDir = mkdtempSync(join(tmpdir(), "gatehouse-fixture-"));
  try {
    const seed = await seededServer({ DATA_DIR: dataDir });
    const file = join(dataDir, SQLITE_FILE_NAME);
    // One self-contained, compact file: no WAL beside it.
    const db = new SQLite(file);
    db.pragma("journal_mode = DELETE");
    db.exec("vacuum");
    db.close();
    writeFileSync(join(out, `${SQLITE_FILE_NAME}.gz`), gzipSync(readFileSync(file), { level: 9 }));
    return seed;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresFixture(out: string): Promise<ReleaseSeed> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `gatehouse_fixture_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "gatehouse-fixture-"));
  try {
    const seed = await seededServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    const dump = execFileSync("pg_dump", ["--no-owner", "--no-privileges", url.toString()], { maxBuffer: 1 << 28 });
    writeFileSync(join(out, "postgres.sql.gz"), gzipSync(dump, { level: 9 }));
    return seed;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const out = fixtureDir(GATEHOUSE_VERSION);
mkdirSync(out, { recursive: true });
const seeds = { sqlite: await sqliteFixture(out), postgres: await postgresFixture(out) };
writeFileSync(join(out, "seed.json"), `${JSON.stringify(seeds, null, 2)}\n`);
process.stdout.write(`release ${GATEHOUSE_VERSION}'s fixtures written to ${out}\n`);
