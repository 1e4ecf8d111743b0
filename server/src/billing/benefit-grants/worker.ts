import type { Db } from "../../db/transaction.ts";
import type { Logger } from "../../kit/logger.ts";
import { PeriodicTask } from "../../kit/periodic-task.ts";
import { withJobContext } from "../../kit/request-context.ts";
import { nowIso } from "../../kit/time.ts";
import { applyJob, recordFailure } from "./apply.ts";
import { configureProviders, DEFAULT_PROVIDER_SETTINGS, type ProviderSettings } from "./providers.ts";
import * as repository from "./repository.ts";

/**
 * Applies benefit grant jobs (`benefit_grant_job`). Each due job is leased by a conditional
 * UPDATE (two workers never apply one job at once; a crashed worker's lease expires), applied in
 * one transaction with its events, and marked done. A failure stores the error on the grant and
 * retries the job after `baseMs * 2^attempts` (at most `maxMs`): jobs are never dropped.
 * Jobs of one grant run in order; a revoke supersedes older grant/cycle jobs still pending.
 * Times come from the billing clock (`nowIso()`), so tests move retries forward with it.
 */

export type GrantWorkerOptions = { pollMs: number; baseMs: number; maxMs: number; leaseMs: number };
export const DEFAULT_GRANT_WORKER_OPTIONS: GrantWorkerOptions = {
  pollMs: 1_000,
  baseMs: 10_000,
  maxMs: 3_600_000,
  leaseMs: 60_000,
};

const BATCH = 50;

const plus = (iso: string, ms: number): string => new Date(new Date(iso).getTime() + ms).toISOString();

export function backoffMs(attempts: number, options: Pick<GrantWorkerOptions, "baseMs" | "maxMs">): number {
  return Math.min(options.maxMs, options.baseMs * 2 ** Math.min(attempts, 30));
}

/** Runs one job if it is still due and its turn has come; true when it was attempted. */
async function runJob(
  db: Db,
  job: repository.JobRow,
  options: GrantWorkerOptions,
  logger: Logger | null,
): Promise<boolean> {
  const now = nowIso();
  if (!(await repository.lease(db, job, now, plus(now, options.leaseMs)))) return false;
  const older = await repository.olderPending(db, job);
  if (older.length > 0) {
    let superseded = job.action === "revoke" && older.every((other) => other.action !== "revoke");
    if (superseded) {
      for (const other of older) superseded = (await repository.supersede(db, other.id, now)) && superseded;
    }
    if (!superseded) {
      // Its turn has not come: release the lease, try again after the older jobs.
      await repository.release(db, job.id);
      return false;
    }
  }
  try {
    await applyJob(db, job);
  } catch (error) {
    logger?.warn(
      `benefit grant job ${job.id} (${job.action} ${job.grant_key}) failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    await recordFailure(db, job, error, plus(now, backoffMs(job.attempts, options)));
  }
  return true;
}

/** Applies every job due now, until none is left; returns how many were attempted. */
export async function runDueGrantJobs(
  db: Db,
  options: GrantWorkerOptions = DEFAULT_GRANT_WORKER_OPTIONS,
  logger: Logger | null = null,
  stopped: () => boolean = () => false,
): Promise<number> {
  let attempted = 0;
  for (;;) {
    if (stopped()) return attempted;
    const jobs = await repository.dueJobs(db, nowIso(), BATCH);
    let progress = 0;
    for (const job of jobs) {
      if (stopped()) return attempted;
      // Its log lines carry the id of the request that queued the job.
      if (await withJobContext(job.request_id, () => runJob(db, job, options, logger))) progress += 1;
    }
    attempted += progress;
    if (jobs.length < BATCH || progress === 0) return attempted;
  }
}

export class BenefitGrantWorker {
  private readonly task: PeriodicTask;

  constructor(
    db: Db,
    private readonly options: GrantWorkerOptions,
    logger: Logger,
    providers: ProviderSettings = DEFAULT_PROVIDER_SETTINGS,
  ) {
    // Per database handle: jobs run by this worker or directly (runDueGrantJobs) reach the same providers.
    configureProviders(db, providers);
    this.task = new PeriodicTask(
      "benefit grant poll",
      () => runDueGrantJobs(db, options, logger, () => this.task.isStopped),
      logger,
    );
  }

  start(): void {
    this.task.start(this.options.pollMs);
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** Runs a poll now (or right after the current one). */
  nudge(): void {
    this.task.nudge();
  }
}
