import type { Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { BillingEventTable, WebhookEndpointTable } from "../webhook-endpoints/tables.ts";

/** SQL of the delivery worker: the outbox (`billing_event`) and the webhook tables, across organizations. */

export type OutboxEvent = Selectable<BillingEventTable>;

export function undispatched(db: Executor, limit: number): Promise<OutboxEvent[]> {
  return db
    .selectFrom("billing_event")
    .selectAll()
    .where("dispatched_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** True for the one caller that marks the event: the others leave its fan-out alone. */
export async function markDispatched(db: Executor, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("billing_event")
    .set({ dispatched_at: at })
    .where("id", "=", id)
    .where("dispatched_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The endpoints an event goes to: enabled, and already there when it happened. */
export function enabledEndpoints(
  db: Executor,
  organizationId: string,
  eventAt: string,
): Promise<Selectable<WebhookEndpointTable>[]> {
  return db
    .selectFrom("webhook_endpoint")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where("enabled", "=", 1)
    .where("created_at", "<=", eventAt)
    .orderBy("created_at")
    .execute();
}

/**
 * The event of one endpoint, in the endpoint's API version. The body is the outbox's for every
 * version: no event Gatehouse sends embeds a resource whose shape differs between versions (license
 * keys, which do, are in no event), so only the version is recorded.
 */
export async function insertEvent(
  db: Executor,
  event: OutboxEvent,
  endpoint: { id: string; api_version: string },
  at: string,
): Promise<void> {
  await db
    .insertInto("webhook_event")
    .values({
      id: newId(),
      organization_id: event.organization_id,
      endpoint_id: endpoint.id,
      api_version: endpoint.api_version,
      billing_event_id: event.id,
      request_id: event.request_id,
      type: event.type,
      payload: event.payload,
      attempts: 0,
      next_attempt_at: at,
      forced: 0,
      succeeded: null,
      last_http_code: null,
      skipped: 0,
      created_at: at,
      modified_at: null,
    })
    .execute();
}

export type DueAttempt = {
  id: string;
  organization_id: string;
  endpoint_id: string;
  payload: string;
  attempts: number;
  next_attempt_at: string;
  forced: number | boolean;
  url: string;
  secret: string;
  enabled: number | boolean;
  request_id: string | null;
};

export async function due(db: Executor, now: string, limit: number): Promise<DueAttempt[]> {
  const rows = await db
    .selectFrom("webhook_event")
    .innerJoin("webhook_endpoint", "webhook_endpoint.id", "webhook_event.endpoint_id")
    .select([
      "webhook_event.id",
      "webhook_event.organization_id",
      "webhook_event.endpoint_id",
      "webhook_event.payload",
      "webhook_event.attempts",
      "webhook_event.next_attempt_at",
      "webhook_event.forced",
      "webhook_endpoint.url",
      "webhook_endpoint.secret",
      "webhook_endpoint.enabled",
      "webhook_event.request_id",
    ])
    .where("webhook_event.next_attempt_at", "<=", now)
    .orderBy("webhook_event.next_attempt_at")
    .limit(limit)
    .execute();
  return rows.flatMap((row) =>
    row.next_attempt_at === null ? [] : [{ ...row, next_attempt_at: row.next_attempt_at }],
  );
}

/**
 * Moves an attempt from its due time to the lease's end: true for the one worker that wins it.
 * Should that worker die, the attempt is due again when the lease runs out.
 */
export async function claim(db: Executor, id: string, dueAt: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable("webhook_event")
    .set({ next_attempt_at: leaseUntil })
    .where("id", "=", id)
    .where("next_attempt_at", "=", dueAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An event of a disabled endpoint is not sent (Polar's `skipped`). */
export async function skip(db: Executor, id: string, leaseUntil: string, at: string): Promise<void> {
  await db
    .updateTable("webhook_event")
    .set({ next_attempt_at: null, skipped: 1, modified_at: at })
    .where("id", "=", id)
    .where("next_attempt_at", "=", leaseUntil)
    .execute();
}

export async function eventExists(db: Executor, id: string): Promise<boolean> {
  return (await db.selectFrom("webhook_event").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

/** Gives a lease back (the worker stops mid-attempt): due again at once. */
export async function release(db: Executor, id: string, leaseUntil: string, at: string): Promise<void> {
  await db
    .updateTable("webhook_event")
    .set({ next_attempt_at: at })
    .where("id", "=", id)
    .where("next_attempt_at", "=", leaseUntil)
    .execute();
}

export type AttemptOutcome = {
  succeeded: boolean;
  httpCode: number | null;
  response: string | null;
  durationMs: number;
};

export async function recordAttempt(
  db: Executor,
  attempt: DueAttempt,
  outcome: AttemptOutcome,
  at: string,
): Promise<void> {
  await db
    .insertInto("webhook_delivery")
    .values({
      id: newId(),
      organization_id: attempt.organization_id,
      endpoint_id: attempt.endpoint_id,
      webhook_event_id: attempt.id,
      succeeded: outcome.succeeded ? 1 : 0,
      http_code: outcome.httpCode,
      response: outcome.response,
      duration_ms: outcome.durationMs,
      created_at: at,
      modified_at: null,
    })
    .execute();
  await db
    .updateTable("webhook_event")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      succeeded: outcome.succeeded ? 1 : 0,
      last_http_code: outcome.httpCode,
      forced: 0,
      modified_at: at,
    }))
    .where("id", "=", attempt.id)
    .execute();
}

/** The next due time (null: done), unless someone rescheduled it meanwhile (a redelivery). */
export async function reschedule(db: Executor, id: string, leaseUntil: string, next: string | null): Promise<void> {
  await db
    .updateTable("webhook_event")
    .set({ next_attempt_at: next })
    .where("id", "=", id)
    .where("next_attempt_at", "=", leaseUntil)
    .execute();
}

/** Success resets the endpoint's failure count; a failure counts and may disable it. */
export async function countOutcome(
  db: Executor,
  endpointId: string,
  succeeded: boolean,
  disableAfter: number,
  at: string,
): Promise<void> {
  if (succeeded) {
    await db.updateTable("webhook_endpoint").set({ consecutive_failures: 0 }).where("id", "=", endpointId).execute();
    return;
  }
  await db
    .updateTable("webhook_endpoint")
    .set((eb) => ({ consecutive_failures: eb("consecutive_failures", "+", 1) }))
    .where("id", "=", endpointId)
    .execute();
  await db
    .updateTable("webhook_endpoint")
    .set({ enabled: 0, modified_at: at })
    .where("id", "=", endpointId)
    .where("enabled", "=", 1)
    .where("consecutive_failures", ">=", disableAfter)
    .execute();
}
