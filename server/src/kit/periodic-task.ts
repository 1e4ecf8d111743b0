import { isDatabaseUnavailable } from "../db/availability.ts";
import type { Logger } from "./logger.ts";

/**
 * A background pass (mail, webhooks, benefit grants, renewals, checkout expiry) run every
 * `intervalMs` and on demand (`nudge()`), never twice at once: a nudge during a pass asks for one
 * more pass right after it, so work queued meanwhile is not left for the next tick. The work itself
 * lives in durable tables; this only decides when to look. `stop()` waits for a pass in progress.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private completedPasses = 0;
  private passWaiters: Array<{ target: number; resolve: () => void }> = [];

  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  /** `runNow`: the first pass at once (queues drained at start) rather than after one interval. */
  start(intervalMs: number, { runNow = true }: { runNow?: boolean } = {}): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), intervalMs);
    this.timer.unref();
    if (runNow) this.nudge();
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .then(() => undefined)
      // An outage is logged once by the database's availability, not on every pass.
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) this.logger.error(`${this.name} failed`, error);
      })
      .finally(() => {
        this.running = null;
        this.completedPasses += 1;
        const due = this.passWaiters.filter((waiter) => waiter.target <= this.completedPasses);
        this.passWaiters = this.passWaiters.filter((waiter) => waiter.target > this.completedPasses);
        for (const waiter of due) waiter.resolve();
        if (this.again && !this.stopped) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /**
   * Resolves once `count` more passes have finished. A pass under way when this is called counts,
   * so `afterPasses(2)` waits for a whole pass that began after the call: what tests use to show a
   * worker has looked again ("nothing more was sent") instead of sleeping.
   */
  afterPasses(count: number): Promise<void> {
    const target = this.completedPasses + count;
    return new Promise((resolve) => this.passWaiters.push({ target, resolve }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
