import { defineConfig } from "vitest/config";

/** Browser tests: real Chromium against a real Gatehouse serving the built web app (web/dist). */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Two files at a time, each with its server and browser: a browser test mostly waits (for a
    // page, a mail, a poll), so two share the two cores; measured in the README's CI figures.
    maxWorkers: 2,
    // As the server's suites: a worker imports the server's modules once for all its files
    // (each file still starts its own server); the process clock is reset around every file.
    isolate: false,
    setupFiles: ["../server/test/setup/clock-per-file.ts"],
    // expect.poll gives up after 1 s by default: on a loaded shared machine a re-render of the API
    // reference's 132 endpoints (a deferred filter) took longer and failed a run.
    expect: { poll: { timeout: 10_000 } },
  },
});
