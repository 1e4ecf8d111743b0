import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationNames } from "../../src/db/migrate.ts";
import { COMMAND_TIMEOUT, runGatehouse } from "../helpers/gatehouse-command.ts";
import { SmtpCatcher } from "../helpers/smtp-catcher.ts";
import { createScratchDatabase, type ScratchDatabase, testDatabaseKind } from "../helpers/test-database.ts";
import { freePort } from "../helpers/test-server.ts";

/**
 * The `gatehouse` command as an operator runs it (a process of its own, configured by the
 * environment): wrong use exits 2 with a message, a failed chore 1, and migrate and check-config
 * do what they say on the database of this run (SQLite or PostgreSQL).
 */
const serverPackage = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};
const scratch: ScratchDatabase[] = [];
afterAll(async () => Promise.all(scratch.map((database) => database.drop())));

async function emptyDatabase(): Promise<Record<string, string>> {
  const database = await createScratchDatabase();
  scratch.push(database);
  return { AUTH_SECRET: "command-test-secret-command-test-secret-0123", ...database.env };
}

describe("wrong use", COMMAND_TIMEOUT, () => {
  it("an unknown subcommand, a missing flag or a bad flag exits 2 naming the mistake; --help exits 0", async () => {
    const unknown = await runGatehouse(["frobnicate"], {});
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");

    const missing = await runGatehouse(["admin", "create"], {});
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '--email <email>' not specified");
    expect(missing.stderr).toContain("gatehouse admin create --help");

    const badFlag = await runGatehouse(["migrate", "--sideways"], {});
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain("unknown option '--sideways'");

    const badEmail = await runGatehouse(["admin", "create", "--email", "not-an-address"], {});
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain('--email: "not-an-address" is not an email address');

    const help = await runGatehouse(["--help"], {});
    expect(help.code).toBe(0);
    for (const command of ["start", "migrate", "check-config", "admin", "backup", "restore", "version"])
      expect(help.stdout).toContain(command);
    const subcommandHelp = await runGatehouse(["backup", "--help"], {});
    expect(subcommandHelp.code).toBe(0);
    expect(subcommandHelp.stdout).toContain("--to <file>");
  });

  it("a configuration the server would refuse fails the command naming the variable", async () => {
    const result = await runGatehouse(["migrate"], { ...(await emptyDatabase()), PORT: "not-a-port" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("PORT: must be a whole number from 0 to 65535");
  });
});

describe("gatehouse version", COMMAND_TIMEOUT, () => {
  it("prints the server package's version, plain or as JSON", async () => {
    const plain = await runGatehouse(["version"], {});
    expect(plain).toMatchObject({ code: 0, stdout: `${serverPackage.version}\n` });
    const json = await runGatehouse(["version", "--json"], {});
    expect(JSON.parse(json.stdout)).toEqual({ version: serverPackage.version, node: process.version });
  });
});

describe("gatehouse migrate", COMMAND_TIMEOUT, () => {
  it("creates and migrates an empty database with a line per migration, then has nothing to do; --status lists them", async () => {
    const env = await emptyDatabase();
    const all = migrationNames();

    const before = await runGatehouse(["migrate", "--status"], env);
    expect(before.code).toBe(0);
    expect(before.stdout).toContain(`0 applied, ${all.length} pending`);
    expect(before.stdout).toMatch(new RegExp(`${all[0]}\\s+pending`));

    const first = await runGatehouse(["migrate"], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`[1/${all.length}] ${all[0]} … done in`);
    expect(first.stdout).toContain(`[${all.length}/${all.length}] ${all.at(-1)} … done in`);
    expect(first.stdout).toContain(`Applied ${all.length} migrations.`);

    const again = await runGatehouse(["migrate"], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("Nothing to apply: the database is at this release's migrations.");

    const after = await runGatehouse(["migrate", "--status"], env);
    expect(after.stdout).toContain(`${all.length} applied, 0 pending`);
    expect(after.stdout).toMatch(new RegExp(`${all.at(-1)}\\s+applied \\d{4}-\\d\\d-\\d\\dT`));
  });

  it("an unreachable database fails with the reason and without the password", async () => {
    const port = await freePort();
    const result = await runGatehouse(["migrate"], {
      DATABASE_URL: `postgres://gatehouse:hunter2-secret@127.0.0.1:${port}/gatehouse`,
      AUTH_SECRET: "command-test-secret-command-test-secret-0123",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`cannot reach the database (PostgreSQL at 127.0.0.1:${port}/gatehouse)`);
    expect(result.stderr).toContain("ECONNREFUSED");
    expect(result.stderr + result.stdout).not.toContain("hunter2-secret");
  });
});

describe("gatehouse check-config", COMMAND_TIMEOUT, () => {
  const smtp = new SmtpCatcher();
  const bucket = "check-config-files";
  let s3rver: S3rver;
  let s3Directory: string;
  let s3Endpoint: string;
  beforeAll(async () => {
    await smtp.start();
    s3Directory = mkdtempSync(join(tmpdir(), "gatehouse-s3rver-"));
    s3rver = new S3rver({
      address: "127.0.0.1",
      port: 0,
      directory: s3Directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    s3Endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
  });
  afterAll(async () => {
    await smtp.stop();
    await s3rver?.close();
    rmSync(s3Directory, { recursive: true, force: true });
  });
  const s3Env = (name: string) => ({
    STORAGE: "s3",
    S3_ENDPOINT: s3Endpoint,
    S3_BUCKET: name,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  });

  it("reaches the database, Redis, the bucket and the SMTP server, and exits 0 when all answer", async () => {
    const result = await runGatehouse(["check-config"], {
      ...(await emptyDatabase()),
      REDIS_URL: "redis://127.0.0.1:6379",
      SMTP_URL: smtp.url,
      ...s3Env(bucket),
    });
    expect(result.stderr).not.toContain("gatehouse:");
    expect(result.code).toBe(0);
    const label = testDatabaseKind() === "sqlite" ? "SQLite at" : "PostgreSQL at";
    expect(result.stdout).toMatch(
      new RegExp(`^ok\\s+database\\s+${label} .*: 0 of ${migrationNames().length} migrations applied`, "m"),
    );
    expect(result.stdout).toMatch(/^ok\s+redis\s+redis:\/\/127\.0\.0\.1:6379\/? answered PONG$/m);
    expect(result.stdout).toMatch(new RegExp(`^ok\\s+storage\\s+bucket ${bucket} answered`, "m"));
    expect(result.stdout).toMatch(/^ok\s+smtp\s+127\.0\.0\.1:\d+ accepted a connection/m);
    expect(result.stdout).toMatch(/^-\s+oidc\s+no OpenID Connect providers configured$/m);
    expect(result.stdout).toMatch(
      /^ok\s+fonts\s+Noto Sans, Noto Sans Arabic and Noto Sans CJK: invoices in every language$/m,
    );
  });

  it("names every service it cannot use, with the reason, and exits 1", async () => {
    const closed = await freePort();
    const result = await runGatehouse(["check-config"], {
      ...(await emptyDatabase()),
      REDIS_URL: `redis://127.0.0.1:${closed}`,
      SMTP_URL: `smtp://127.0.0.1:${closed}`,
      ...s3Env("no-such-bucket"),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^ok\s+database\s/m);
    expect(result.stdout).toMatch(
      new RegExp(`^PROBLEM redis\\s+cannot reach redis://127\\.0\\.0\\.1:${closed}.*ECONNREFUSED`, "m"),
    );
    expect(result.stdout).toMatch(/^PROBLEM storage\s+bucket no-such-bucket: no such bucket$/m);
    expect(result.stdout).toMatch(
      new RegExp(`^PROBLEM smtp\\s+cannot use 127\\.0\\.0\\.1:${closed}: .*ECONNREFUSED`, "m"),
    );
    expect(result.stderr).toContain("problems with: redis, storage, smtp");
  });

  it("lists each refused variable on its own line without reaching anything", async () => {
    const result = await runGatehouse(["check-config"], {
      ...(await emptyDatabase()),
      PORT: "99999",
      LOG_LEVEL: "loud",
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^PROBLEM config\s+PORT: must be a whole number from 0 to 65535$/m);
    expect(result.stdout).toMatch(/^PROBLEM config\s+LOG_LEVEL: /m);
    expect(result.stdout).not.toContain("database");
    expect(result.stderr).toContain("the configuration has 2 problems");
  });
});
