import { sql } from "kysely";
import type { Executor } from "../db/transaction.ts";

/** A durable queue: its table, which rows wait, and the column saying when each is due. */
type QueueDefinition = { table: string; waiting: string; dueColumn: string };

/**
 * The background queues an operator watches. Each is a table the workers claim from (mail,
 * webhooks, benefit grants) or the subscriptions whose period has ended and the renewal charges
 * still to settle. Names are fixed here, never taken from input: they are written into the SQL.
 */
export const QUEUES: Record<string, QueueDefinition> = {
  mail: { table: "mail_outbox", waiting: `status = 'pending'`, dueColumn: `"nextAttemptAt"` },
  webhooks: { table: "webhook_event", waiting: "next_attempt_at is not null", dueColumn: "next_attempt_at" },
  benefit_grants: { table: "benefit_grant_job", waiting: `status = 'pending'`, dueColumn: "next_attempt_at" },
  renewal_periods: {
    table: "billing_subscription",
    waiting: `status in ('trialing', 'active')`,
    dueColumn: "current_period_end",
  },
  renewal_charges: {
    table: "billing_subscription_renewal",
    waiting: `status = 'pending'`,
    dueColumn: "next_attempt_at",
  },
};

/** A count as the driver returns it (PostgreSQL's bigint as text), and the oldest due time. */
type DueRow = { due: number | string; oldest: string | null };

/** How many of the queue's items are due at `now`, and when the oldest of them fell due. */
export async function dueItems(db: Executor, definition: QueueDefinition, now: string): Promise<DueRow | undefined> {
  const { rows } = await sql<DueRow>`
    select count(*) as due, min(${sql.raw(definition.dueColumn)}) as oldest
    from ${sql.table(definition.table)}
    where ${sql.raw(definition.waiting)} and ${sql.raw(definition.dueColumn)} <= ${now}`.execute(db);
  return rows[0];
}
