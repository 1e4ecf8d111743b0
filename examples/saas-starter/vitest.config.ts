import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The starter's browser test: the packages packed and installed into a copy of the starter
 * outside the monorepo, a real Gatehouse, Chromium. One file, one server, one browser.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["e2e/**/*.e2e.ts"],
    // Packing, installing and building take most of a minute alone, several on a loaded machine.
    hookTimeout: 600_000,
    testTimeout: 300_000,
    env: { GATEHOUSE_TEST_DB: "sqlite" },
    // The server's migrated SQLite file, copied for the test's Gatehouse.
    globalSetup: ["../../server/test/setup/sqlite-template.ts"],
    expect: { poll: { timeout: 20_000 } },
  },
});
