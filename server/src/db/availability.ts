import type { Logger } from "../kit/logger.ts";
import { noteDatabaseFailure, trackDatabaseFailure } from "../kit/request-context.ts";

/**
 * PostgreSQL error classes that mean "the database cannot serve now", not "this query is wrong":
 * connection exceptions (08), insufficient resources (53), operator intervention (57: shutdown,
 * cancel by statement_timeout, idle-in-transaction timeout) and system errors (58).
 */
const UNAVAILABLE_SQLSTATE_CLASSES = ["08", "53", "57", "58"];

/** What pg and node:net say when a connection cannot be made, is cut, or a timeout fires. */
const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|connection timeout|not queryable|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|ENOTFOUND|EAI_AGAIN/i;

/** SQLite's answers when another connection holds the lock past busy_timeout. */
const SQLITE_BUSY_CODES = new Set(["SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_TIMEOUT"]);

/** Whether an error says the database is unreachable, overloaded or too slow (answer 503), rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (SQLITE_BUSY_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.includes(code.slice(0, 2))) return true;
  }
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}

/** How often a continuing outage is logged again (with how many queries failed meanwhile). */
export const OUTAGE_LOG_INTERVAL_MS = 30_000;

/**
 * Whether the database is reachable, as its queries and connections report it. Requests that
 * fail while it is not are answered 503 with Retry-After instead of 500 (http/unavailable.ts);
 * the outage is logged when it begins, at most every 30 s while it lasts (with a count, not one
 * line per failed query), and when a new connection succeeds again.
 */
export class DatabaseAvailability {
  private outageSince: number | null = null;
  private lastFailureAt = Number.NEGATIVE_INFINITY;
  private failuresSinceLog = 0;
  private lastLogAt = 0;

  constructor(
    private readonly logger: Pick<Logger, "error" | "info">,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  /** Runs a request's work and says whether the database was unavailable to it. */
  track(work: () => Promise<void>): Promise<{ failed: boolean }> {
    // The request's own context (request-context.ts), so an unavailability is told to the request that met it.
    return trackDatabaseFailure(work);
  }

  /** Records an error from the database; returns whether it was an unavailability. */
  noteError(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    noteDatabaseFailure();
    const at = this.now();
    // Quiet for a whole interval: whatever failed before is over (SQLite has no reconnect to tell).
    if (at - this.lastFailureAt > OUTAGE_LOG_INTERVAL_MS) this.outageSince = null;
    this.lastFailureAt = at;
    const reason = error instanceof Error ? error.message : String(error);
    if (this.outageSince === null) {
      this.outageSince = at;
      this.lastLogAt = at;
      this.failuresSinceLog = 0;
      this.logger.error(`database unavailable (${reason}); answering 503 until it recovers`);
      return true;
    }
    this.failuresSinceLog += 1;
    if (at - this.lastLogAt >= OUTAGE_LOG_INTERVAL_MS) {
      const seconds = Math.round((at - this.outageSince) / 1000);
      this.logger.error(
        `database still unavailable after ${seconds} s (${this.failuresSinceLog} more failures; last: ${reason})`,
      );
      this.lastLogAt = at;
      this.failuresSinceLog = 0;
    }
    return true;
  }

  /** A connection opened or a query answered: the outage, if any, is over. */
  noteAvailable(): void {
    if (this.outageSince === null) return;
    const seconds = ((this.now() - this.outageSince) / 1000).toFixed(1);
    this.outageSince = null;
    this.logger.info(`database available again after ${seconds} s`);
  }

  get unavailable(): boolean {
    return this.outageSince !== null;
  }
}
