import type { Database } from "../db/database.ts";
import { nowIso } from "../kit/time.ts";
import { dueItems, QUEUES } from "./queue-repository.ts";

export type QueueDepth = { queue: string; due: number; oldestDueAgeSeconds: number };

/** How many items of each queue are due now, and how long the oldest of them has waited. */
export async function queueDepths(database: Database): Promise<QueueDepth[]> {
  const now = nowIso();
  return Promise.all(
    Object.entries(QUEUES).map(async ([queue, definition]) => {
      const row = await dueItems(database.db, definition, now);
      const oldest = row?.oldest ? Date.parse(row.oldest) : Number.NaN;
      return {
        queue,
        due: Number(row?.due ?? 0),
        oldestDueAgeSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (Date.parse(now) - oldest) / 1000),
      };
    }),
  );
}
