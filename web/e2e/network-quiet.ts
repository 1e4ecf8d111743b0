import type { Page, Request } from "playwright-core";
import { WAIT_MS } from "./harness.ts";

/** How long no request may start or end before a page's network counts as quiet (Playwright's networkidle's 500 ms). */
const QUIET_MS = 500;
const POLL_MS = 50;

export type PageNetwork = {
  /** Resolves once no request is in flight and none started or ended for 500 ms; fails after `timeoutMs`, naming what is in flight. */
  quiet(timeoutMs?: number): Promise<void>;
};

/**
 * A page's requests, followed from now: what `waitForLoadState("networkidle")` promises, kept
 * here because Playwright's own can be lost for good. Under load (a gap of over 500 ms while a
 * page loads) it fires early, a later request clears its flag without rearming its timer, and the
 * `load` event then removes it: the page sits idle and the wait times out
 * (microsoft/playwright#42598; its maintainers call networkidle discouraged). Three CI runs and
 * one run here timed out on a signed-out page this way, with nothing in flight.
 */
export function followNetwork(page: Page): PageNetwork {
  const inFlight = new Map<Request, number>();
  let lastActivity = Date.now();
  page.on("request", (request) => {
    lastActivity = Date.now();
    inFlight.set(request, lastActivity);
  });
  const done = (request: Request) => {
    lastActivity = Date.now();
    inFlight.delete(request);
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  const describe = () =>
    [...inFlight].map(([request, since]) => `${request.method()} ${request.url()} (${Date.now() - since} ms)`);

  return {
    async quiet(timeoutMs = WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) {
          throw new Error(
            `the network was not quiet within ${timeoutMs} ms; in flight: ${describe().join(", ") || "nothing"}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
