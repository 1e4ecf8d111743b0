import { isDatabaseUnavailable } from "../../db/availability.ts";
import { type Db, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { Logger } from "../../kit/logger.ts";
import { PeriodicTask } from "../../kit/periodic-task.ts";
import { nowIso } from "../../kit/time.ts";
import { toEntry } from "../repository.ts";
import * as streams from "./repository.ts";
import { type SenderContext, senderOf } from "./senders/index.ts";
import type { Batch, SendOutcome } from "./senders/sender.ts";

/** A secret that no longer opens (AUTH_SECRET changed) is the destination's failure, not the worker's. */
export function sendOrRefuse(
  row: streams.DestinationRow,
  context: SenderContext,
  batch: Batch,
  signal: AbortSignal,
): Promise<SendOutcome> {
  try {
    return senderOf(row, context)(batch, signal);
  } catch {
    return Promise.resolve({ ok: false, status: null, error: "The stored secret cannot be opened: enter it again" });
  }
}

export type AuditStreamWorkerOptions = {
  /** First retry delay; doubles per failure in a row up to `maxMs`, the slow pace of a failing destination. */
  baseMs: number;
  maxMs: number;
  pollMs: number;
  /** Per delivery; the lease outlasts it by LEASE_MARGIN_MS. */
  timeoutMs: number;
  /** Entries per batch at most. */
  batchSize: number;
};

/** After this many failures in a row a destination is shown as failing (and retried at the slowest pace). */
export const FAILING_AFTER_FAILURES = 5;
const LEASE_MARGIN_MS = 5_000;
/** Destinations looked at per round of a pass, delivered side by side. */
const ROUND = 16;

/**
 * Delivers the audit streams' queue. Each pass, round after round: the due destinations with
 * entries waiting are each leased to one worker (a conditional update: any number of processes
 * may run this), which resends the batch under way or opens a new one of the oldest entries, sends
 * it, and in one transaction drops it from the queue — or records the failure and the next try
 * (the delay doubling per failure in a row). Delivery is at least once per batch: a crash between sending and
 * recording resends the same batch (same id, same entries, same S3 keys) once the lease runs out.
 */
export class AuditStreamWorker {
  private readonly task: PeriodicTask;
  private readonly aborts = new Set<AbortController>();

  constructor(
    private readonly db: Db,
    private readonly options: AuditStreamWorkerOptions,
    private readonly context: SenderContext,
    private readonly logger: Logger,
  ) {
    this.task = new PeriodicTask("audit stream delivery", () => this.pass(), logger);
  }

  start(): void {
    this.task.start(this.options.pollMs);
  }

  /** Deliveries under way are aborted; their destinations are released and due again. */
  async stop(): Promise<void> {
    const stopping = this.task.stop();
    for (const abort of this.aborts) abort.abort();
    await stopping;
  }

  nudge(): void {
    this.task.nudge();
  }

  /** Resolves once `count` more passes have finished (see PeriodicTask.afterPasses). */
  afterPasses(count: number): Promise<void> {
    return this.task.afterPasses(count);
  }

  private async pass(): Promise<void> {
    for (;;) {
      if (this.task.isStopped) return;
      const due = await streams.dueDestinations(this.db, nowIso(), ROUND);
      if (due.length === 0) return;
      const outcomes = await Promise.all(
        due.map((row) =>
          this.deliver(row.id).catch((error: unknown) => {
            if (!isDatabaseUnavailable(error)) this.logger.error(`audit stream ${row.id} delivery failed`, error);
            return false;
          }),
        ),
      );
      // Only deliveries that succeeded leave more due at once; failures wait for their retry.
      if (!outcomes.includes(true)) return;
    }
  }

  /** One batch to one destination; true when it was delivered. */
  private async deliver(id: string): Promise<boolean> {
    const token = newId();
    const leaseUntil = nowIso(this.options.timeoutMs + LEASE_MARGIN_MS);
    if (!(await streams.claimDestination(this.db, id, nowIso(), token, leaseUntil))) return false;
    // Read again under the lease: the batch under way is the one a worker before may have left.
    const row = await streams.leasedDestination(this.db, id, token);
    if (!row) return false;
    const batchId = row.current_batch_id ?? (await this.openBatch(id, token));
    const entries = (await streams.batchEntries(this.db, id, batchId)).map(toEntry);
    if (entries.length > 0) {
      const outcome = await this.send(row, { id: batchId, entries });
      if (outcome === "stopped") {
        await streams.releaseDestination(this.db, id, token);
        return false;
      }
      if (!outcome.ok) {
        await this.recordFailure(row, token, outcome);
        return false;
      }
    }
    await inTransaction(this.db, (trx) => streams.completeBatch(trx, id, batchId, token, nowIso()));
    return true;
  }

  private async openBatch(id: string, token: string): Promise<string> {
    const batchId = newId();
    await inTransaction(this.db, (trx) => streams.openBatch(trx, id, token, batchId, this.options.batchSize));
    return batchId;
  }

  private async send(row: streams.DestinationRow, batch: Batch): Promise<SendOutcome | "stopped"> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new DOMException("timed out", "TimeoutError")), this.options.timeoutMs);
    this.aborts.add(abort);
    try {
      const outcome = await sendOrRefuse(row, this.context, batch, abort.signal);
      return this.task.isStopped && abort.signal.aborted ? "stopped" : outcome;
    } finally {
      clearTimeout(timer);
      this.aborts.delete(abort);
    }
  }

  private async recordFailure(row: streams.DestinationRow, token: string, outcome: SendOutcome): Promise<void> {
    const failures = row.consecutive_failures + 1;
    const error = outcome.error ?? `HTTP ${outcome.status}`;
    this.logger.warn(`audit stream ${row.id} (${row.type}) failed ${failures} time(s) in a row: ${error}`);
    await streams.recordFailure(this.db, row.id, token, {
      error,
      at: nowIso(),
      nextAttemptAt: nowIso(Math.min(this.options.baseMs * 2 ** Math.min(failures - 1, 30), this.options.maxMs)),
      failures,
      failing: failures >= FAILING_AFTER_FAILURES,
    });
  }
}
