import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import type { CustomerSessionCodeTable } from "../customer-sessions/tables.ts";

export type CodeRow = Selectable<CustomerSessionCodeTable>;

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<CustomerSessionCodeTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("customer_session_code", row).execute();
}

/** Codes mailed to the customer since `since`: requests beyond a few per window send nothing. */
export async function countSince(
  db: Executor,
  organizationId: string,
  customerId: string,
  since: string,
): Promise<number> {
  const row = await scoped(db, organizationId)
    .selectFrom("customer_session_code")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("customer_id", "=", customerId)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Takes the live code with this hash, whatever its organization (the code names it): deleted as
 * it is read, so two requests with one code cannot both succeed.
 */
export async function take(db: Executor, codeHash: string, now: string): Promise<CodeRow | undefined> {
  return db
    .deleteFrom("customer_session_code")
    .where("code_hash", "=", codeHash)
    .where("expires_at", ">", now)
    .returningAll()
    .executeTakeFirst();
}

/** Signed in: the customer's other codes are spent too. */
export async function removeOfCustomer(db: Executor, organizationId: string, customerId: string): Promise<void> {
  await scoped(db, organizationId).deleteFrom("customer_session_code").where("customer_id", "=", customerId).execute();
}
