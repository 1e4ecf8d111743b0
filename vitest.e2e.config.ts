import { defineConfig } from "vitest/config";

/**
 * Every browser test in one run, so their files share the workers: the web app's, the React
 * components' (packages/react) and the starter app's, which installs the packed packages.
 */
export default defineConfig({
  test: {
    projects: [
      "web/vitest.e2e.config.ts",
      "packages/react/vitest.e2e.config.ts",
      "examples/saas-starter/vitest.config.ts",
    ],
    // Three files at a time, each with its server and browser (web/vitest.e2e.config.ts says why).
    maxWorkers: 3,
  },
});
