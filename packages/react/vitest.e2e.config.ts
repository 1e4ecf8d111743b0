import { defineConfig } from "vitest/config";

/**
 * The components' browser tests: real Chromium on a harness app (dev/, served by Vite on its own
 * origin) against a real Gatehouse on loopback, started by each test file with the server's test
 * helpers. Run one file at a time: `npx vitest run --config vitest.e2e.config.ts e2e/<file>`.
 */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    // As web/'s browser tests: a flow that takes 30 s alone took over 90 s on a busy two-core machine.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Each file starts its Gatehouse from a copy of one SQLite file migrated once per run.
    globalSetup: ["../../server/test/setup/sqlite-template.ts"],
    setupFiles: ["../../server/test/setup/clock-per-file.ts"],
    expect: { poll: { timeout: 10_000 } },
  },
});
