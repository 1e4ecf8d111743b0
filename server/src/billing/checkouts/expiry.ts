import type { Logger } from "../../kit/logger.ts";
import { expireCheckouts, recoverInterrupted, type CheckoutContext } from "./service.ts";

export const CHECKOUT_EXPIRY_INTERVAL_MS = 60_000;

/**
 * The periodic job that expires open checkouts past their hour (checkout.updated for each) and
 * completes confirmed checkouts whose completion was interrupted (recoverInterrupted).
 * Started and stopped by main.ts; `stop()` waits for a sweep in progress.
 */
export function startCheckoutExpiry(ctx: CheckoutContext, logger: Logger, intervalMs = CHECKOUT_EXPIRY_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= expireCheckouts(ctx)
      .then(async (count) => {
        if (count > 0) logger.info(`expired ${count} checkout(s)`);
        const recovered = await recoverInterrupted(ctx);
        if (recovered > 0) logger.warn(`completed ${recovered} interrupted checkout(s)`);
      })
      .catch((error: unknown) => logger.error("checkout expiry failed", error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
