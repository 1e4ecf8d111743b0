import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import type { BillingCustomerWalletTopUpTable } from "./tables.ts";

export type TopUpRow = Selectable<BillingCustomerWalletTopUpTable>;

const topUps = (db: Executor, organizationId: string) =>
  scoped(db, organizationId).selectFrom("billing_customer_wallet_top_up").selectAll();

export function find(db: Executor, organizationId: string, id: string): Promise<TopUpRow | undefined> {
  return topUps(db, organizationId).where("id", "=", id).executeTakeFirst();
}

export function findByKey(
  db: Executor,
  organizationId: string,
  customerId: string,
  idempotencyKey: string,
): Promise<TopUpRow | undefined> {
  return topUps(db, organizationId)
    .where("customer_id", "=", customerId)
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
}

/** Writes a pending top-up; false when the customer's idempotency key is already taken. */
export async function insertPending(db: Executor, row: Insertable<BillingCustomerWalletTopUpTable>): Promise<boolean> {
  const inserted = await scoped(db, row.organization_id)
    .insertInto("billing_customer_wallet_top_up", row)
    .onConflict((conflict) => conflict.columns(["customer_id", "idempotency_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Settles a pending top-up: true for the one caller that moved it out of pending. */
export async function settle(
  db: Executor,
  organizationId: string,
  id: string,
  change: Updateable<BillingCustomerWalletTopUpTable>,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_customer_wallet_top_up")
    .set({ ...change, locked_until: null })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Pending top-ups nobody holds, in every organization (their request's process stopped, or its
 * lease ran out): the one cross-organization read of top-ups, for the resumption, which then
 * works through `scoped()` per top-up.
 */
export function unclaimedPending(
  db: Executor,
  window: { now: string; since: string },
  limit: number,
): Promise<Array<Pick<TopUpRow, "id" | "organization_id" | "locked_until">>> {
  return db
    .selectFrom("billing_customer_wallet_top_up")
    .select(["id", "organization_id", "locked_until"])
    .where("status", "=", "pending")
    .where("created_at", ">=", window.since)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", window.now)]))
    .orderBy("created_at")
    .limit(limit)
    .execute();
}

/** Pending top-ups made before `before` (too old to ask the processor again safely), in every organization. */
export function stalePending(db: Executor, before: string, limit: number): Promise<Array<Pick<TopUpRow, "id">>> {
  return db
    .selectFrom("billing_customer_wallet_top_up")
    .select("id")
    .where("status", "=", "pending")
    .where("created_at", "<", before)
    .orderBy("created_at")
    .limit(limit)
    .execute();
}

/** Takes a pending top-up's lease as it was listed: true for the one process that wins it. */
export async function claim(
  db: Executor,
  topUp: Pick<TopUpRow, "id" | "organization_id" | "locked_until">,
  until: string,
): Promise<boolean> {
  const result = await scoped(db, topUp.organization_id)
    .updateTable("billing_customer_wallet_top_up")
    .set({ locked_until: until })
    .where("id", "=", topUp.id)
    .where("status", "=", "pending")
    .where((eb) =>
      topUp.locked_until === null ? eb("locked_until", "is", null) : eb("locked_until", "=", topUp.locked_until),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
