import { installClock } from "../../src/kit/clock.ts";

/**
 * A controllable clock for billing tests. It runs along with real time from an offset, so rows
 * created one after another keep increasing timestamps; `set` / `advance` move the offset.
 * The clock is process-wide; test/setup/clock-per-file.ts puts the system clock back before and
 * after every test file, so a file's clock never leaks into the next one (vitest.config.ts: isolate false).
 */
class TestClock {
  private offsetMs = 0;
  private frozenAt: number | null = null;

  install(): void {
    installClock({ now: () => this.now() });
  }

  /** Now by this clock. */
  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }

  nowIso(): string {
    return this.now().toISOString();
  }

  /** Moves the clock forward (or back, with a negative value) by `ms`. */
  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  /** Sets the clock to `iso`; it keeps running from there (unless frozen). */
  set(iso: string): void {
    const target = Date.parse(iso);
    if (Number.isNaN(target)) throw new Error(`clock.set: not a datetime: ${iso}`);
    if (this.frozenAt !== null) this.frozenAt = target;
    else this.offsetMs = target - Date.now();
  }

  /** Stops the clock at its current time (exact timestamps); `set`/`advance` still move it. */
  freeze(): void {
    this.frozenAt = this.now().getTime();
  }

  /** Back to system time (and reinstalled: the object stays usable). */
  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = null;
  }

  /** Uninstalls: the process goes back to the system clock. */
  uninstall(): void {
    this.reset();
    installClock(null);
  }
}

export type { TestClock };

/** Installs a controllable clock for this test file (idempotent: one clock per worker). */
let instance: TestClock | null = null;
export function testClock(): TestClock {
  instance ??= new TestClock();
  instance.install();
  return instance;
}
