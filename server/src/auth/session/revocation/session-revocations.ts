import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/database.ts";
import type { Executor } from "../../../db/transaction.ts";
import type { Logger } from "../../../kit/logger.ts";
import { PeriodicTask } from "../../../kit/periodic-task.ts";
import { RevocationFollower } from "./follower.ts";
import { type RevocationChannel, redisRevocationChannel } from "./redis-channel.ts";
import { RevocationRepository } from "./repository.ts";
import { type Revocation, RevocationList } from "./revocation-list.ts";

/** How often each process reads the table for other processes' revocations: within a second. */
const DATABASE_FOLLOW_MS = 500;
/** With Redis, messages arrive at once; the table is read this often in case one was missed. */
const REDIS_BACKSTOP_FOLLOW_MS = 5_000;
/** Kept beyond the cookie cache's lifetime, for clocks of several machines that differ a little. */
export const RETENTION_MARGIN_MS = 10_000;
/** How often expired entries leave the list and the table. */
const PRUNE_EVERY_MS = 30_000;

/** Records revocations where every process finds them (the table, and Redis when configured). */
export type RevocationRecorder = {
  /** Given a transaction, the rows commit with it. */
  record(entries: readonly Revocation[], executor?: Executor): Promise<void>;
  /** Without a transaction to join: this process and Redis now, the table once `store` runs. */
  announce(entries: readonly Revocation[]): Promise<void>;
  store(entries: readonly Revocation[]): Promise<void>;
};

/** A recorder that only writes the table: processes that serve no sessions (the command line). */
export function tableRecorder(database: Database): RevocationRecorder {
  const repository = new RevocationRepository(database.db);
  return {
    record: (entries, executor) => repository.insert(entries, executor),
    announce: async () => undefined,
    store: (entries) => repository.insert(entries),
  };
}

export type SessionRevocationsOptions = {
  database: Database;
  logger: Logger;
  /** COOKIE_CACHE_MAX_AGE: how long an entry matters. */
  cookieCacheMaxAgeSeconds: number;
  /** REDIS_URL and REDIS_PREFIX, when set. */
  redis?: { url: string; prefix: string } | undefined;
};

/**
 * The revocation list of this process (revocation-list.ts), kept current: what this process
 * records is in its list at once; other processes' entries arrive through Redis at once or from
 * the table within DATABASE_FOLLOW_MS. docs/guides/sessions.md describes it.
 */
export class SessionRevocations implements RevocationRecorder {
  readonly list: RevocationList;
  private readonly repository: RevocationRepository;
  private readonly follower: RevocationFollower;
  private readonly retentionMs: number;
  private channel: RevocationChannel | null = null;
  private task: PeriodicTask | null = null;
  private lastPrune = 0;

  private constructor(private readonly options: SessionRevocationsOptions) {
    this.retentionMs = options.cookieCacheMaxAgeSeconds * 1000 + RETENTION_MARGIN_MS;
    this.list = new RevocationList(this.retentionMs);
    this.repository = new RevocationRepository(options.database.db);
    this.follower = new RevocationFollower(this.repository, this.list);
  }

  /** Reads the entries in force, then follows the table (and Redis) until stopped. */
  static async start(options: SessionRevocationsOptions): Promise<SessionRevocations> {
    const revocations = new SessionRevocations(options);
    await revocations.begin();
    return revocations;
  }

  private async begin(): Promise<void> {
    const { redis, logger } = this.options;
    this.lastPrune = Date.now();
    await this.follower.start(this.retentionMs);
    this.task = new PeriodicTask("session revocations", () => this.pass(), logger);
    if (redis) {
      this.channel = redisRevocationChannel({
        ...redis,
        logger,
        onEntries: (entries) => this.remember(entries),
        // Whatever was published while this process was not listening is in the table.
        onReady: () => this.task?.nudge(),
      });
    }
    this.task.start(redis ? REDIS_BACKSTOP_FOLLOW_MS : DATABASE_FOLLOW_MS, { runNow: false });
  }

  private async pass(): Promise<void> {
    await this.follower.follow();
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.list.prune(now);
    await this.repository.pruneBefore(now - this.retentionMs);
  }

  private remember(entries: readonly Revocation[]): void {
    const now = Date.now();
    for (const entry of entries) this.list.add(entry, now);
  }

  async record(entries: readonly Revocation[], executor?: Executor): Promise<void> {
    await this.announce(entries);
    await this.repository.insert(entries, executor);
  }

  // An entry announced before its revocation commits only sends cookies to the database early.
  async announce(entries: readonly Revocation[]): Promise<void> {
    this.remember(entries);
    await this.channel?.publish(entries);
  }

  store(entries: readonly Revocation[]): Promise<void> {
    return this.repository.insert(entries);
  }

  async stop(): Promise<void> {
    await this.task?.stop();
    await this.channel?.close();
  }
}

/**
 * This process's list, where it serves sessions from the cookie cache: none in a worker, nor
 * with COOKIE_CACHE_MAX_AGE=0 (every session is read from the database).
 */
export async function startSessionRevocations(
  config: Pick<Config, "GATEHOUSE_ROLE" | "COOKIE_CACHE_MAX_AGE" | "REDIS_URL" | "REDIS_PREFIX">,
  database: Database,
  logger: Logger,
): Promise<SessionRevocations | undefined> {
  if (config.GATEHOUSE_ROLE === "worker" || config.COOKIE_CACHE_MAX_AGE <= 0) return undefined;
  return SessionRevocations.start({
    database,
    logger,
    cookieCacheMaxAgeSeconds: config.COOKIE_CACHE_MAX_AGE,
    redis: config.REDIS_URL ? { url: config.REDIS_URL, prefix: config.REDIS_PREFIX } : undefined,
  });
}
