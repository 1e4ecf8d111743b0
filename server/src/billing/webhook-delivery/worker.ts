import { z } from "zod";
import { isDatabaseUnavailable } from "../../db/availability.ts";
import { fromJsonColumn } from "../../db/json-column.ts";
import { type Db, inTransaction } from "../../db/transaction.ts";
import type { Logger } from "../../kit/logger.ts";
import { PeriodicTask } from "../../kit/periodic-task.ts";
import { withJobContext } from "../../kit/request-context.ts";
import { nowIso } from "../../kit/time.ts";
import type { WebhookAttemptOutcome } from "../../metrics/registry.ts";
import * as outbox from "./outbox-repository.ts";
import {
  DISABLE_AFTER_CONSECUTIVE_FAILURES,
  MAX_ATTEMPTS_PER_EVENT,
  type RetrySchedule,
  retryDelayMs,
} from "./schedule.ts";
import { signDelivery } from "./signing.ts";

export type WebhookWorkerOptions = RetrySchedule & {
  pollMs: number;
  /** Per request; the lease of an attempt outlasts it by LEASE_MARGIN_MS. */
  timeoutMs: number;
};

/** Kept from a response body for the delivery log. */
export const RESPONSE_EXCERPT_BYTES = 2048;
const LEASE_MARGIN_MS = 5_000;
const BATCH = 50;
const CONCURRENCY = 8;

const subscribed = z.array(z.string()).default([]);

/**
 * Delivers the billing outbox (`billing_event`) as signed webhooks. Each poll:
 * 1. fans every undispatched event out, in one transaction per event, into one `webhook_event`
 *    per enabled endpoint of its organization subscribed to its type, and marks it dispatched;
 * 2. sends the due attempts, each claimed with a lease first. Every attempt is logged in
 *    `webhook_delivery`; a failure is retried on Standard Webhooks' schedule with the same
 *    webhook-id and body; 10 failures in a row disable the endpoint.
 * Delivery is at least once: a crash between sending and recording re-sends after the lease.
 */
export class WebhookWorker {
  private readonly task: PeriodicTask;
  private readonly aborts = new Set<AbortController>();

  constructor(
    private readonly db: Db,
    private readonly options: WebhookWorkerOptions,
    private readonly logger: Logger,
    /** Told each attempt's outcome (the metrics' webhook attempts counter). */
    private readonly countAttempt: (outcome: WebhookAttemptOutcome) => void = () => undefined,
  ) {
    this.task = new PeriodicTask("webhook delivery poll", () => this.poll(), logger);
  }

  private get stopped(): boolean {
    return this.task.isStopped;
  }

  start(): void {
    this.task.start(this.options.pollMs);
  }

  /** In-flight requests are aborted; their attempts are released and due again at the next start. */
  async stop(): Promise<void> {
    const stopping = this.task.stop();
    for (const abort of this.aborts) abort.abort();
    await stopping;
  }

  /** Runs a poll now (or right after the current one). */
  /** Resolves once `count` more polling passes have finished (see PeriodicTask.afterPasses). */
  afterPasses(count: number): Promise<void> {
    return this.task.afterPasses(count);
  }

  nudge(): void {
    this.task.nudge();
  }

  private async poll(): Promise<void> {
    await this.fanOut();
    for (;;) {
      if (this.stopped) return;
      const attempts = await outbox.due(this.db, nowIso(), BATCH);
      if (attempts.length === 0) return;
      const queue = [...attempts];
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
          for (let next = queue.shift(); next && !this.stopped; next = queue.shift()) {
            // One attempt's failure (a database error) leaves the others alone; its lease retries it.
            // Its log lines carry the id of the request whose change caused the event.
            await withJobContext(next.request_id, () => this.attempt(next)).catch(
              (error: unknown) =>
                isDatabaseUnavailable(error) || this.logger.error(`webhook attempt ${next?.id} failed`, error),
            );
          }
        }),
      );
      if (attempts.length < BATCH) return;
    }
  }

  private async fanOut(): Promise<void> {
    for (;;) {
      const events = await outbox.undispatched(this.db, BATCH);
      for (const event of events) {
        await inTransaction(this.db, async (trx) => {
          const at = nowIso();
          if (!(await outbox.markDispatched(trx, event.id, at))) return;
          for (const endpoint of await outbox.enabledEndpoints(trx, event.organization_id, event.created_at)) {
            if (fromJsonColumn(subscribed, endpoint.events).includes(event.type))
              await outbox.insertEvent(trx, event, endpoint, at);
          }
        });
      }
      if (events.length < BATCH || this.stopped) return;
    }
  }

  private async attempt(attempt: outbox.DueAttempt): Promise<void> {
    const leaseUntil = nowIso(this.options.timeoutMs + LEASE_MARGIN_MS);
    if (!(await outbox.claim(this.db, attempt.id, attempt.next_attempt_at, leaseUntil))) return;
    const enabled = attempt.enabled === 1 || attempt.enabled === true;
    const forced = attempt.forced === 1 || attempt.forced === true;
    if (!enabled && !forced) {
      await outbox.skip(this.db, attempt.id, leaseUntil, nowIso());
      this.countAttempt("skipped");
      return;
    }
    const abort = new AbortController();
    this.aborts.add(abort);
    let outcome: outbox.AttemptOutcome;
    try {
      outcome = await this.send(attempt, abort.signal);
    } finally {
      this.aborts.delete(abort);
    }
    if (this.stopped && abort.signal.aborted) {
      // Stopped mid-request: not an attempt of the endpoint's; due again at the next start.
      await outbox.release(this.db, attempt.id, leaseUntil, nowIso());
      this.countAttempt("released");
      return;
    }
    this.countAttempt(outcome.succeeded ? "succeeded" : "failed");
    const what = `webhook ${attempt.id} to endpoint ${attempt.endpoint_id}`;
    if (outcome.succeeded) this.logger.info(`${what} delivered (HTTP ${outcome.httpCode}, ${outcome.durationMs} ms)`);
    else this.logger.warn(`${what} failed (attempt ${attempt.attempts + 1}, HTTP ${outcome.httpCode ?? "none"})`);
    await inTransaction(this.db, async (trx) => {
      const at = nowIso();
      // The endpoint may have been deleted meanwhile, its events with it: nothing to record.
      if (!(await outbox.eventExists(trx, attempt.id))) return;
      await outbox.recordAttempt(trx, attempt, outcome, at);
      const attempts = attempt.attempts + 1;
      const next =
        outcome.succeeded || attempts >= MAX_ATTEMPTS_PER_EVENT ? null : nowIso(retryDelayMs(attempts, this.options));
      await outbox.reschedule(trx, attempt.id, leaseUntil, next);
      await outbox.countOutcome(trx, attempt.endpoint_id, outcome.succeeded, DISABLE_AFTER_CONSECUTIVE_FAILURES, at);
    });
  }

  /** One POST; redirects are not followed (a 3xx is a failure), the request times out. */
  private async send(attempt: outbox.DueAttempt, stop: AbortSignal): Promise<outbox.AttemptOutcome> {
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    const request = abortOnStopOrTimeout(stop, this.options.timeoutMs);
    try {
      const response = await fetch(attempt.url, {
        method: "POST",
        redirect: "manual",
        signal: request.signal,
        headers: {
          "content-type": "application/json",
          "user-agent": "Gatehouse-Webhooks",
          ...signDelivery(attempt.secret, attempt.id, attempt.payload),
        },
        body: attempt.payload,
      });
      const excerpt = await readExcerpt(response);
      return {
        succeeded: response.status >= 200 && response.status < 300,
        httpCode: response.status,
        response: excerpt,
        durationMs: durationMs(),
      };
    } catch (error) {
      const message =
        error instanceof Error
          ? error.name === "TimeoutError"
            ? `Request timed out after ${this.options.timeoutMs} ms`
            : describe(error)
          : String(error);
      return {
        succeeded: false,
        httpCode: null,
        response: message.slice(0, RESPONSE_EXCERPT_BYTES),
        durationMs: durationMs(),
      };
    } finally {
      request.done();
    }
  }
}

/**
 * One signal aborted by `stop` or after `timeoutMs`, with a plain timer held until `done()`.
 * Not `AbortSignal.any([stop, AbortSignal.timeout(ms)])`: on Node 20 the timeout signal given to
 * `any()` can be garbage-collected before it fires, and the request then hangs forever (seen in CI
 * under the full suite's memory pressure), stalling the worker.
 */
function abortOnStopOrTimeout(stop: AbortSignal, timeoutMs: number): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const onStop = () => controller.abort(stop.reason);
  if (stop.aborted) onStop();
  else stop.addEventListener("abort", onStop, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`Request timed out after ${timeoutMs} ms`, "TimeoutError")),
    timeoutMs,
  );
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      stop.removeEventListener("abort", onStop);
    },
  };
}

function describe(error: Error): string {
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

/** At most RESPONSE_EXCERPT_BYTES of the body; the rest is not read. */
async function readExcerpt(response: Response): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < RESPONSE_EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES);
  return new TextDecoder().decode(bytes).replace(/\uFFFD$/, "");
}
