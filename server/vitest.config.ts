import { defineConfig } from "vitest/config";

/**
 * Two projects: every suite runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL
 * points at a server (each test server gets a fresh database there). Without it, the
 * PostgreSQL project is left out and the run says so.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  process.stdout.write(
    "\n[gatehouse] TEST_DATABASE_URL is not set: running the SQLite suite only (PostgreSQL suite not run).\n\n",
  );
}

/**
 * `isolate: false`: a worker imports the server's modules once and runs its files one after
 * another on them, instead of re-evaluating the whole module graph per file. Measured on this
 * machine: the SQLite project in 236 s instead of 519 s. Each file still starts its own test
 * server on its own scratch database; process-wide state (the clock) is reset before and after
 * every file by test/setup/clock-per-file.ts.
 */
const shared = {
  include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  setupFiles: ["test/setup/clock-per-file.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  isolate: false,
  // expect.poll gives up after 1 s by default: a renewal the background jobs carry out within a
  // second alone took longer in a run beside other suites (as web/vitest.e2e.config.ts says).
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one (2 − 1 on this machine); a test mostly
    // waits on its server, the database or a mail: measured on this machine, both databases' suites
    // took 812 s on two workers and 468 s on three (the CPU 136 % busy).
    maxWorkers: 3,
    projects: [
      {
        test: {
          ...shared,
          name: "sqlite",
          // One migrated file per run, copied for each test server (no migrations per server).
          globalSetup: ["test/setup/sqlite-template.ts"],
          env: { GATEHOUSE_TEST_DB: "sqlite" },
        },
      },
      // *.pg-test.ts: behaviour only PostgreSQL has (server-side connection loss), run in its project alone.
      ...(postgresUrl
        ? [
            {
              test: {
                ...shared,
                include: [...shared.include, "test/**/*.pg-test.ts"],
                name: "postgres",
                // One migrated database per run, copied for each test server (no migrations per server).
                globalSetup: ["test/setup/postgres-template.ts"],
                env: { GATEHOUSE_TEST_DB: "postgres", TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
