import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Executor } from "../../../db/transaction.ts";

/**
 * The start of the bucket holding a timestamp column, given the buckets' boundaries (starts, then
 * the end of the last; a time zone's, see common/zoned-buckets.ts): a binary search spelled as nested
 * CASEs, so a row costs log2(buckets) comparisons. Timestamps are stored as ISO texts, which order
 * as the instants do. The boundaries are ISO texts made by the server, inlined as literals (no
 * parameters: the same expression is grouped by, and stays clear of SQLite's variable limit).
 * PostgreSQL compares them bytewise (`collate "C"`, the order ISO texts need): its default
 * collation's comparison costs several times more per row.
 */
export function bucketStartOf(
  db: Executor,
  column: RawBuilder<unknown>,
  boundaries: readonly string[],
): RawBuilder<string> {
  const value = db.getExecutor().adapter instanceof PostgresAdapter ? sql`${column} collate "C"` : column;
  const tree = (low: number, high: number): RawBuilder<string> => {
    if (high - low === 1) return sql<string>`${sql.lit(boundaries[low])}`;
    const middle = (low + high) >> 1;
    return sql<string>`(case when ${value} < ${sql.lit(boundaries[middle])} then ${tree(low, middle)} else ${tree(middle, high)} end)`;
  };
  return tree(0, boundaries.length - 1);
}

/** ISO prefixes that name a whole UTC year, month, day, hour or minute. */
const SLOT_LENGTHS = [4, 7, 10, 13, 16] as const;
const EPOCH_SUFFIX = "0000-01-01T00:00:00.000Z";

/**
 * The shortest prefix of an ISO timestamp (year, month, day, hour or minute) such that every
 * boundary starts a slot, so rows can be counted per slot — a cheap `substr` — and slots then
 * summed into buckets. UTC days give day slots; a zone's local days, hour slots (minutes for
 * the zones a half or quarter hour off UTC).
 */
export function slotLength(boundaries: readonly string[]): number {
  return (
    SLOT_LENGTHS.find((length) =>
      boundaries.every((boundary) => boundary.slice(length) === EPOCH_SUFFIX.slice(length)),
    ) ?? 24
  );
}
