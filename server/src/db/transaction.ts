import type { Kysely, Transaction } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

export type Db = Kysely<DatabaseSchema>;
/** A handle inside one transaction; repositories take `Executor` so they run inside or outside one. */
export type Tx = Transaction<DatabaseSchema>;
export type Executor = Db | Tx;
/** The selection of a query that has selected nothing yet: Kysely's own `{}`. */
// biome-ignore lint/complexity/noBannedTypes: Kysely types an empty selection as `{}`.
export type NoSelection = {};

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
 * On SQLite Kysely holds the single connection for the whole callback (other queries wait);
 * on PostgreSQL it takes one pool connection. Every write that records an event goes through
 * here, so the change and its outbox row commit together. Given a transaction, `work` joins it
 * (Kysely has no nested transactions), so a caller can make several services' writes one unit.
 */
export function inTransaction<T>(db: Executor, work: (trx: Tx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Tx) : db.transaction().execute(work);
}
