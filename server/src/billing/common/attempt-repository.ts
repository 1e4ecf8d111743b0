import { sql } from "kysely";
import type { Db } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";

/**
 * Counts one attempt of `key` in the database's rateLimit table, in one atomic upsert: the count
 * starts again at 1 when the key's window (`windowMs` from its first attempt) has passed. Returns
 * the window's count and when it started, as stored.
 */
export async function countAttempt(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ count: number; lastRequest: number }> {
  const expired = sql<boolean>`${sql.ref("rateLimit.lastRequest")} <= ${now - windowMs}`;
  const row = await db
    .insertInto("rateLimit")
    .values({ id: newId(), key, count: 1, lastRequest: now })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else ${sql.ref("rateLimit.count")} + 1 end`,
        lastRequest: sql<number>`case when ${expired} then ${now} else ${sql.ref("rateLimit.lastRequest")} end`,
      }),
    )
    .returning(["count", "lastRequest"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lastRequest: Number(row.lastRequest) };
}
