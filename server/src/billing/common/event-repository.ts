import type { Insertable } from "kysely";
import type { Tx } from "../../db/transaction.ts";
import type { BillingEventTable } from "../webhook-endpoints/tables.ts";

/** Writes an event into the outbox (`billing_event`), in the caller's transaction. */
export async function insertEvent(trx: Tx, row: Insertable<BillingEventTable>): Promise<void> {
  await trx.insertInto("billing_event").values(row).execute();
}
