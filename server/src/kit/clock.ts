/**
 * The process-wide clock. Code reads it through `kit/time.ts` (`nowIso()`,
 * `now()`): renewals, trials, dunning and checkout expiry all follow it. System time by default;
 * tests install a controllable one (`test/helpers/clock.ts`). Vitest runs each test file in its own
 * worker, so an installed clock is per test file (and so per test server of that file).
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
