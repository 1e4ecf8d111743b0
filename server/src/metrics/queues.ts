import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { nowIso } from "../kit/time.ts";

/** A durable queue: its table, which rows wait, and the column saying when each is due. */
type QueueDefinition = { table: string; waiting: string; dueColumn: string };

/**
 * The background queues an operator watches. Each is a table the workers claim from (mail,
 * webhooks, benefit grants) or the subscriptions whose period has ended and the renewal charges
 * still to settle. Names are fixed here, never taken from input.
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

export type QueueDepth = { queue: string; due: number; oldestDueAgeSeconds: number };

/** How many items of each queue are due now, and how long the oldest of them has waited. */
export async function queueDepths(database: Database): Promise<QueueDepth[]> {
  const now = nowIso();
  return Promise.all(
    Object.entries(QUEUES).map(async ([queue, definition]) => {
      const { rows } = await sql<{ due: number | string; oldest: string | null }>`
        select count(*) as due, min(${sql.raw(definition.dueColumn)}) as oldest
        from ${sql.table(definition.table)}
        where ${sql.raw(definition.waiting)} and ${sql.raw(definition.dueColumn)} <= ${now}`.execute(database.db);
      const row = rows[0];
      const oldest = row?.oldest ? Date.parse(row.oldest) : Number.NaN;
      return {
        queue,
        due: Number(row?.due ?? 0),
        oldestDueAgeSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (Date.parse(now) - oldest) / 1000),
      };
    }),
  );
}
