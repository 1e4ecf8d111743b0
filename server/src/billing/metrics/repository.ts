import { sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { bucketStartOf } from "../common/time-buckets.ts";

/**
 * What the metrics' queries share. Orders (order-totals.ts) and checkouts (checkout-totals.ts)
 * are counted by the database per slot — a UTC day or hour, a plain `substr` of the timestamp —
 * and the slots summed into periods; subscriptions (started-subscriptions.ts), far fewer, are
 * read once and laid over the periods in memory (subscription-series.ts).
 */

/** Who and what the figures cover (the query's filters), within one organization. */
export type MetricsScope = {
  organizationId: string;
  /** Money is summed in this currency only (the organization's default); counts take every order. */
  currency: string;
  productIds?: readonly string[] | undefined;
  customerIds?: readonly string[] | undefined;
  /** Only one-time purchases, or only subscriptions; both or neither is no filter. */
  billingType?: "one_time" | "recurring" | undefined;
};

/** Aggregates come back as numbers, bigints or numeric text depending on the dialect. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/**
 * The period of a per-slot subquery's row (`per_slot.slot`, a prefix of `length` characters),
 * as an SQL expression, and the period's full start from what that expression answers.
 */
export function periodOfSlot(db: Executor, boundaries: readonly string[], length: number) {
  const prefixes = boundaries.map((boundary) => boundary.slice(0, length));
  const starts = new Map(boundaries.map((boundary) => [boundary.slice(0, length), boundary]));
  return {
    expression: bucketStartOf(db, sql.ref("per_slot.slot"), prefixes),
    startOf: (bucket: unknown) => starts.get(String(bucket)) ?? String(bucket),
  };
}
