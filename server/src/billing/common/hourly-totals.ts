/**
 * Totals kept per organization and UTC hour beside the rows they count
 * (orders/hourly-totals-repository.ts, checkouts/hourly-totals-repository.ts), in the same
 * transaction: revenue metrics read a year's ~9,000 hours rather than every row. Each hour is
 * spread over a few rows (`shard`, chosen at random per write) so that one merchant's concurrent
 * writes rarely wait on the same row lock; readers sum.
 */

/** The UTC hour an ISO timestamp falls in: `YYYY-MM-DDTHH`. */
export const hourOf = (iso: string) => iso.slice(0, HOUR_SLOT_LENGTH);
export const HOUR_SLOT_LENGTH = 13;
const SHARDS = 8;

export const randomShard = () => Math.floor(Math.random() * SHARDS);
