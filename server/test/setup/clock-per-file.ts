import { afterAll } from "vitest";
import { installClock } from "../../src/kit/clock.ts";

/**
 * One clock per test file. vitest.config.ts runs a worker's files one after another in one module
 * graph (`isolate: false`), so the process clock a file installed (test/helpers/clock.ts) would
 * still be installed in the next file. This setup file runs before every test file: each starts
 * on system time, whatever the file before it did, and leaves on system time.
 */
installClock(null);
afterAll(() => installClock(null));
