import { type RawBuilder, sql } from "kysely";

/**
 * The start of the bucket holding a timestamp column, given the buckets' boundaries (starts, then
 * the end of the last; a time zone's, see zoned-buckets.ts): a binary search spelled as nested
 * CASEs, so a row costs log2(buckets) comparisons. Timestamps are stored as ISO texts, which order
 * as the instants do. The boundaries are ISO texts made by the server, inlined as literals (no
 * parameters: the same expression is grouped by, and stays clear of SQLite's variable limit).
 */
export function bucketStartOf(column: RawBuilder<unknown>, boundaries: readonly string[]): RawBuilder<string> {
  const tree = (low: number, high: number): RawBuilder<string> => {
    if (high - low === 1) return sql<string>`${sql.lit(boundaries[low])}`;
    const middle = (low + high) >> 1;
    return sql<string>`(case when ${column} < ${sql.lit(boundaries[middle])} then ${tree(low, middle)} else ${tree(middle, high)} end)`;
  };
  return tree(0, boundaries.length - 1);
}
