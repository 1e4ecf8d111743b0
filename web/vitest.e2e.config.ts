import { defineConfig } from "vitest/config";

/** Browser tests: real Chromium against a real Gatehouse serving the built web app (web/dist). */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Two cores: one browser and one server at a time keep timings sane.
    fileParallelism: false,
    // expect.poll gives up after 1 s by default: on a loaded shared machine a re-render of the API
    // reference's 132 endpoints (a deferred filter) took longer and failed a run.
    expect: { poll: { timeout: 10_000 } },
  },
});
