import { defineConfig } from "vitest/config";

const INTEGRATION = "test/**/*.integration.test.ts";
const shared = {
  // The integration suite starts a whole Gatehouse (and compiles its sources) in the worker.
  testTimeout: 30_000,
  hookTimeout: 90_000,
};

/**
 * Every file runs once, the integration suite's Gatehouse on SQLite; with TEST_DATABASE_URL set,
 * the integration suite runs again on PostgreSQL (a fresh database per Gatehouse it starts).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Two shared cores: one file at a time.
    maxWorkers: 1,
    projects: [
      { test: { ...shared, name: "sqlite", include: ["test/**/*.test.ts"], env: { GATEHOUSE_TEST_DB: "sqlite" } } },
      ...(postgresUrl
        ? [
            {
              test: {
                ...shared,
                name: "postgres",
                include: [INTEGRATION],
                env: { GATEHOUSE_TEST_DB: "postgres", TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
