import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The container tests (`npm run test:container` at the root): the global setup builds the base
 * images when absent and Gatehouse's image from the root Dockerfile, then the image runs alone
 * and in compose.yaml's stack. They need dockerd and docker-compose (or Compose v2); `npm test`
 * does not run them (its include is *.test.ts).
 */
export default defineConfig({
  // The server package, whichever directory vitest starts in (the root script runs it from the root).
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    include: ["test/container/**/*.container-test.ts"],
    globalSetup: ["test/container/setup/images.ts"],
    // The two files run side by side: each mostly waits on its containers (start-up, health
    // checks, the drain after SIGTERM).
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
