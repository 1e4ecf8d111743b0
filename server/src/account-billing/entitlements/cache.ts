import type { Db } from "../../db/transaction.ts";
import type { Logger } from "../../kit/logger.ts";
import { Lru } from "../../kit/lru.ts";
import { PeriodicTask } from "../../kit/periodic-task.ts";
import * as repository from "./repository.ts";
import type { CustomerEntitlements } from "./schemas.ts";

/** The outbox events after which a customer's entitlements may differ. */
const CHANGING_EVENTS = ["customer.state_changed", "customer.updated", "customer.deleted"] as const;
const CAPACITY = 10_000;
/** How often every process reads the outbox for changed customers: the most an answer lags a change. */
export const ENTITLEMENTS_FOLLOW_INTERVAL_MS = 1_000;
const BATCH = 500;
/** How far back each pass reads again: events stamped out of order by their commit or by another process. */
const OVERLAP_MS = 10_000;

type Entry = { value: Promise<CustomerEntitlements | null>; at: number };

/** Where a pass starts reading: OVERLAP_MS before the newest event seen (everything when none was). */
const windowStart = (newest: string) => (newest ? new Date(Date.parse(newest) - OVERLAP_MS).toISOString() : "");

const keyOf = (sellerId: string, externalId: string) => `${sellerId}\n${externalId}`;

/**
 * Entitlements per (seller, customer external id), kept until the billing events say they changed.
 * Every process follows the outbox (`billing_event`): each pass reads the
 * `customer.state_changed`, `customer.updated` and `customer.deleted` events recorded since the
 * last one — whichever process recorded them — and forgets those customers, so a purchase, a
 * grant or a revocation shows within one pass (ENTITLEMENTS_FOLLOW_INTERVAL_MS). An entry also expires after
 * `ttlMs`, in case a pass failed.
 */
export class EntitlementsCache {
  private readonly entries = new Lru<string, Entry>(CAPACITY);
  /** The newest event's created_at seen so far ("" once read from an empty outbox, null before the first pass). */
  private newest: string | null = null;
  /** Events seen within OVERLAP_MS of the newest: read again by the next pass, not counted twice. */
  private readonly seen = new Map<string, string>();
  private follower: PeriodicTask | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(
    sellerId: string,
    externalId: string,
    load: () => Promise<CustomerEntitlements | null>,
  ): Promise<CustomerEntitlements | null> {
    const key = keyOf(sellerId, externalId);
    const at = this.now();
    const found = this.entries.get(key);
    if (found && at - found.at < this.ttlMs) return found.value;
    const value = load();
    this.entries.set(key, { value, at });
    // A failed load is not kept: the next request loads again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.set(key, { value, at: Number.NEGATIVE_INFINITY });
    });
    return value;
  }

  invalidate(sellerId: string, externalId: string): void {
    this.entries.set(keyOf(sellerId, externalId), { value: Promise.resolve(null), at: Number.NEGATIVE_INFINITY });
  }

  /**
   * One pass over the outbox: forgets the customers whose events arrived since the last pass.
   * Events are read from `OVERLAP_MS` before the newest one seen, not strictly after it: two
   * processes can record events in the same millisecond (random ids do not order them), and an
   * event's transaction can commit after a later-stamped one. Ids already seen are skipped.
   */
  async follow(): Promise<number> {
    const first = this.newest === null;
    // The first pass starts at the newest event: earlier ones cannot be stale in an empty cache.
    let newest = this.newest ?? (await repository.newestEventAt(this.db)) ?? "";
    const from = windowStart(newest);
    let fresh = 0;
    for (let after: repository.EventCursor | null = null; ; ) {
      const page = await this.readPage(from, after);
      for (const event of page) {
        if (this.seen.has(event.id)) continue;
        this.seen.set(event.id, event.created_at);
        if (event.created_at > newest) newest = event.created_at;
        if (first) continue;
        fresh += 1;
        const externalId = (JSON.parse(event.payload) as { data?: { external_id?: unknown } }).data?.external_id;
        if (typeof externalId === "string") this.invalidate(event.organization_id, externalId);
      }
      const last = page.at(-1);
      if (page.length < BATCH || !last) break;
      after = { createdAt: last.created_at, id: last.id };
    }
    this.newest = newest;
    this.forgetSeenBefore(windowStart(newest));
    return fresh;
  }

  /** The changing events from `from` on, a page at a time (keyset on created_at, id). */
  private readPage(from: string, after: repository.EventCursor | null) {
    return repository.eventsPage(this.db, CHANGING_EVENTS, from, after, BATCH);
  }

  private forgetSeenBefore(cutoff: string): void {
    for (const [id, createdAt] of this.seen) if (createdAt < cutoff) this.seen.delete(id);
  }

  /** Follows the outbox every `intervalMs` until stopped. */
  start(intervalMs: number, logger: Logger): void {
    this.follower = new PeriodicTask("entitlements cache", () => this.follow(), logger);
    this.follower.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.follower?.stop();
  }
}
