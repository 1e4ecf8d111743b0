import type { Db } from "../../db/transaction.ts";
import type { Logger } from "../../kit/logger.ts";
import { Lru } from "../../kit/lru.ts";
import { PeriodicTask } from "../../kit/periodic-task.ts";
import type { CustomerEntitlements } from "./schemas.ts";

/** The outbox events after which a customer's entitlements may differ. */
const CHANGING_EVENTS = ["customer.state_changed", "customer.updated", "customer.deleted"] as const;
const CAPACITY = 10_000;
/** How often every process reads the outbox for changed customers: the most an answer lags a change. */
export const ENTITLEMENTS_FOLLOW_INTERVAL_MS = 1_000;
const BATCH = 500;

type Entry = { value: Promise<CustomerEntitlements | null>; at: number };
type Cursor = { createdAt: string; id: string };

const keyOf = (sellerId: string, externalId: string) => `${sellerId}\n${externalId}`;

/**
 * Entitlements per (seller, customer external id), kept until the billing events say they changed
 * (issue 22 item 3). Every process follows the outbox (`billing_event`): each pass reads the
 * `customer.state_changed`, `customer.updated` and `customer.deleted` events recorded since the
 * last one — whichever process recorded them — and forgets those customers, so a purchase, a
 * grant or a revocation shows within one pass (ENTITLEMENTS_FOLLOW_INTERVAL_MS). An entry also expires after
 * `ttlMs`, in case a pass failed.
 */
export class EntitlementsCache {
  private readonly entries = new Lru<string, Entry>(CAPACITY);
  private cursor: Cursor | null = null;
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

  /** One pass over the outbox: forgets the customers whose events arrived since the last pass. */
  async follow(): Promise<number> {
    if (!this.cursor) {
      const last = await this.db
        .selectFrom("billing_event")
        .select(["created_at", "id"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      // What happened before this process cached anything cannot be stale in it.
      this.cursor = last ? { createdAt: last.created_at, id: last.id } : { createdAt: "", id: "" };
      return 0;
    }
    const since = this.cursor;
    const events = await this.db
      .selectFrom("billing_event")
      .select(["id", "created_at", "organization_id", "payload"])
      .where("type", "in", [...CHANGING_EVENTS])
      .where((where) =>
        where.or([
          where("created_at", ">", since.createdAt),
          where.and([where("created_at", "=", since.createdAt), where("id", ">", since.id)]),
        ]),
      )
      .orderBy("created_at")
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const event of events) {
      const externalId = (JSON.parse(event.payload) as { data?: { external_id?: unknown } }).data?.external_id;
      if (typeof externalId === "string") this.invalidate(event.organization_id, externalId);
      this.cursor = { createdAt: event.created_at, id: event.id };
    }
    return events.length;
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
