import { defineConfig } from "vitest/config";

/**
 * The components' pure logic (prices, tiers, currencies, wording) without a browser: `npm test -w
 * packages/react`. The browser tests have their own config (vitest.e2e.config.ts).
 */
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    maxWorkers: 1,
  },
});
