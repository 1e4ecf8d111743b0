import type { Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import type { AuditLogTable } from "../tables.ts";
import type { AuditStreamDestinationTable } from "./tables.ts";

/** Whose destinations: one organization's, or the platform's (no organization). */
export type StreamScope = { organizationId: string | null };

export type DestinationRow = Selectable<AuditStreamDestinationTable>;

/** `is null` for the platform's, `=` an organization's. */
const scopeOperator = (scope: StreamScope) => (scope.organizationId === null ? "is" : "=");

export async function insertDestination(db: Executor, row: AuditStreamDestinationTable): Promise<void> {
  await db.insertInto("audit_stream_destination").values(row).execute();
}

export function findDestination(db: Executor, scope: StreamScope, id: string): Promise<DestinationRow | undefined> {
  return db
    .selectFrom("audit_stream_destination")
    .selectAll()
    .where("id", "=", id)
    .where("organization_id", scopeOperator(scope), scope.organizationId)
    .executeTakeFirst();
}

export async function listDestinations(
  db: Executor,
  scope: StreamScope,
): Promise<Array<DestinationRow & { backlog: number | string }>> {
  return db
    .selectFrom("audit_stream_destination as d")
    .selectAll("d")
    .select((eb) =>
      eb
        .selectFrom("audit_stream_queue as q")
        .select(eb.fn.countAll<number | string>().as("n"))
        .whereRef("q.destination_id", "=", "d.id")
        .as("backlog"),
    )
    .where("organization_id", scopeOperator(scope), scope.organizationId)
    .orderBy("d.created_at")
    .execute() as Promise<Array<DestinationRow & { backlog: number | string }>>;
}

export async function updateDestination(
  db: Executor,
  scope: StreamScope,
  id: string,
  fields: Partial<Pick<AuditStreamDestinationTable, "name" | "settings" | "sealed_secret" | "updated_at">>,
): Promise<boolean> {
  const result = await db
    .updateTable("audit_stream_destination")
    .set(fields)
    .where("id", "=", id)
    .where("organization_id", scopeOperator(scope), scope.organizationId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the destination and, by cascade, its queue. */
export async function deleteDestination(db: Executor, scope: StreamScope, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("audit_stream_destination")
    .where("id", "=", id)
    .where("organization_id", scopeOperator(scope), scope.organizationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Destinations with entries waiting, due, and leased by nobody (or by a worker whose lease ran out). */
export async function dueDestinations(db: Executor, now: string, limit: number): Promise<DestinationRow[]> {
  return db
    .selectFrom("audit_stream_destination as d")
    .selectAll("d")
    .where("d.next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("d.lease_until", "is", null), eb("d.lease_until", "<=", now)]))
    .where((eb) =>
      eb.exists(
        eb.selectFrom("audit_stream_queue as q").select("q.entry_id").whereRef("q.destination_id", "=", "d.id"),
      ),
    )
    .orderBy("d.next_attempt_at")
    .limit(limit)
    .execute();
}

/**
 * Leases a destination to one worker: the conditional update succeeds for exactly one of the
 * workers that saw it due (PostgreSQL re-checks the condition after the row lock; SQLite has one writer).
 */
export async function claimDestination(
  db: Executor,
  id: string,
  now: string,
  token: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable("audit_stream_destination")
    .set({ lease_token: token, lease_until: leaseUntil })
    .where("id", "=", id)
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts the oldest waiting entries (up to `limit`) in a new batch, the destination's batch under way. */
export async function openBatch(
  db: Executor,
  destinationId: string,
  token: string,
  batchId: string,
  limit: number,
): Promise<void> {
  const waiting = db
    .selectFrom("audit_stream_queue")
    .select("entry_id")
    .where("destination_id", "=", destinationId)
    .where("batch_id", "is", null)
    .orderBy("occurred_at")
    .orderBy("entry_id")
    .limit(limit);
  await db
    .updateTable("audit_stream_queue")
    .set({ batch_id: batchId })
    .where("destination_id", "=", destinationId)
    .where("entry_id", "in", waiting)
    .execute();
  await db
    .updateTable("audit_stream_destination")
    .set({ current_batch_id: batchId })
    .where("id", "=", destinationId)
    .where("lease_token", "=", token)
    .execute();
}

/** The audit entries of a batch, oldest first. */
export function batchEntries(db: Executor, destinationId: string, batchId: string): Promise<AuditLogTable[]> {
  return db
    .selectFrom("audit_stream_queue as q")
    .innerJoin("audit_log as e", "e.id", "q.entry_id")
    .selectAll("e")
    .where("q.destination_id", "=", destinationId)
    .where("q.batch_id", "=", batchId)
    .orderBy("e.occurred_at")
    .orderBy("e.id")
    .execute();
}

/** A delivered batch leaves the queue; the destination is healthy and due again at once. */
export async function completeBatch(
  db: Executor,
  destinationId: string,
  batchId: string,
  token: string,
  at: string,
): Promise<void> {
  await db
    .deleteFrom("audit_stream_queue")
    .where("destination_id", "=", destinationId)
    .where("batch_id", "=", batchId)
    .execute();
  await db
    .updateTable("audit_stream_destination")
    .set({
      current_batch_id: null,
      status: "active",
      consecutive_failures: 0,
      last_success_at: at,
      next_attempt_at: at,
      lease_token: null,
      lease_until: null,
    })
    .where("id", "=", destinationId)
    .where("lease_token", "=", token)
    .execute();
}

/** A failed attempt: the batch stays as it is, retried from `nextAttemptAt`. */
export async function recordFailure(
  db: Executor,
  destinationId: string,
  token: string,
  failure: { error: string; at: string; nextAttemptAt: string; failures: number; failing: boolean },
): Promise<void> {
  await db
    .updateTable("audit_stream_destination")
    .set({
      consecutive_failures: failure.failures,
      status: failure.failing ? "failing" : "active",
      last_error: failure.error,
      last_error_at: failure.at,
      next_attempt_at: failure.nextAttemptAt,
      lease_token: null,
      lease_until: null,
    })
    .where("id", "=", destinationId)
    .where("lease_token", "=", token)
    .execute();
}

/** Gives a lease back unused (the worker stops): due again at once. */
export async function releaseDestination(db: Executor, destinationId: string, token: string): Promise<void> {
  await db
    .updateTable("audit_stream_destination")
    .set({ lease_token: null, lease_until: null })
    .where("id", "=", destinationId)
    .where("lease_token", "=", token)
    .execute();
}

/** The destination as the worker holding its lease sees it (null: the lease was lost, or the row deleted). */
export function leasedDestination(db: Executor, id: string, token: string): Promise<DestinationRow | undefined> {
  return db
    .selectFrom("audit_stream_destination")
    .selectAll()
    .where("id", "=", id)
    .where("lease_token", "=", token)
    .executeTakeFirst();
}
