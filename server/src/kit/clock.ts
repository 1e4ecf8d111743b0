/**
 * The process-wide clock. Gatehouse's own code reads it through `kit/time.ts` (`now()`,
 * `nowIso()`): renewals, trials, dunning, checkout expiry, webhook and mail due times and leases,
 * access-token expiry, the test processor, usage-event ids. System time by default; tests install
 * a controllable one (`test/helpers/clock.ts`), reset around every test file
 * (`test/setup/clock-per-file.ts`).
 *
 * The one exception is `auth/`: better-auth reads the wall clock for everything it stores
 * (session expiry, invitation expiry, bans), so the corrections that compare against those times
 * (the get-session fast path, session freshness, invitation transitions) read it too; a test
 * clock there would disagree with the library.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

let current: Clock = systemClock;

/** The current time by the installed clock. */
export const clockNow = (): Date => current.now();

/** Installs `clock` process-wide; `null` goes back to system time. */
export function installClock(clock: Clock | null): void {
  current = clock ?? systemClock;
}
