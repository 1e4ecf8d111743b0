import { PostgresAdapter, type Selectable, sql } from "kysely";
import type { Executor, Tx } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import type { ApiKeyMeterTable } from "./tables.ts";

export type ApiKeyMeterRow = Selectable<ApiKeyMeterTable>;

export function find(db: Executor, organizationId: string, apiKeyId: string): Promise<ApiKeyMeterRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("api_key_meter")
    .selectAll()
    .where("api_key_id", "=", apiKeyId)
    .executeTakeFirst();
}

/**
 * Binds the key, or rebinds it when the organization already did: the update applies only to
 * the organization's own row, so a key bound by another organization changes nothing (false).
 */
export async function upsert(
  db: Executor,
  organizationId: string,
  row: { api_key_id: string; meter_id: string; event_name: string },
  at: string,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .insertInto("api_key_meter", { ...row, created_at: at, modified_at: null })
    .onConflict((conflict) =>
      conflict
        .column("api_key_id")
        .doUpdateSet({ meter_id: row.meter_id, event_name: row.event_name, modified_at: at })
        .where("api_key_meter.organization_id", "=", organizationId),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function remove(db: Executor, organizationId: string, apiKeyId: string): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .deleteFrom("api_key_meter")
    .where("api_key_id", "=", apiKeyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Serializes the requests counted on one (customer, meter) until the transaction ends, so each
 * reads the balance the previous one left. PostgreSQL: a transaction-level advisory lock on the
 * pair (a hash collision only makes two pairs wait for each other). SQLite: the transaction
 * itself already holds the database's write lock from its first statement (BEGIN IMMEDIATE,
 * db/database.ts), so there is nothing more to take.
 */
export async function lockCustomerMeter(trx: Tx, customerId: string, meterId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`api_key_meter:${customerId}:${meterId}`}, 0))`.execute(
    trx,
  );
}
