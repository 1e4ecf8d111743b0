import { defineConfig } from "vitest/config";

/** Browser tests: real Chromium against a real Gatehouse serving the built web app (web/dist). */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    // Three minutes: a flow that takes 30 s alone took over 90 s in a CI run on this two-core machine.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Three files at a time, each with its server and browser: a browser test mostly waits (for a
    // page, a mail, a poll); measured on this machine, 603 s on two workers, 350 s on three (the
    // CPU 63 % busy), before every-screen (then 248 s in one file) was split in three.
    maxWorkers: 3,
    // As the server's suites: a worker imports the server's modules once for all its files
    // (each file still starts its own server); the process clock is reset around every file.
    isolate: false,
    // A failed test prints what its pages showed (e2e/failure-report.ts).
    setupFiles: ["../server/test/setup/clock-per-file.ts", "e2e/failure-report.ts"],
    // Each file's server starts from a copy of one SQLite file migrated once per run.
    globalSetup: ["../server/test/setup/sqlite-template.ts"],
    // expect.poll gives up after 1 s by default: on a loaded shared machine a re-render of the API
    // reference's 132 endpoints (a deferred filter) took longer and failed a run.
    expect: { poll: { timeout: 10_000 } },
  },
});
