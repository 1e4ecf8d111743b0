import type { Insertable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import type { BillingEventTable } from "../webhook-endpoints/tables.ts";

/** Writes an event into the outbox (`billing_event`), in the caller's transaction when it has one. */
export async function insertEvent(trx: Executor, row: Insertable<BillingEventTable>): Promise<void> {
  await trx.insertInto("billing_event").values(row).execute();
}
