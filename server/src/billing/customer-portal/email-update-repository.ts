import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import type { CustomerEmailUpdateTable } from "./email-update-tables.ts";

export type EmailUpdateRow = Selectable<CustomerEmailUpdateTable>;

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<CustomerEmailUpdateTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("customer_email_update", row).execute();
}

/** One pending change per customer: a new request, or a verified one, ends the others. */
export async function removeOfCustomer(db: Executor, organizationId: string, customerId: string): Promise<void> {
  await scoped(db, organizationId).deleteFrom("customer_email_update").where("customer_id", "=", customerId).execute();
}

/** The live change with this code, whatever its organization (the code names it). */
export async function findLive(db: Executor, codeHash: string, now: string): Promise<EmailUpdateRow | undefined> {
  return db
    .selectFrom("customer_email_update")
    .selectAll()
    .where("code_hash", "=", codeHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/** Takes the live change with this code: deleted as it is read, so one code cannot be used twice. */
export async function take(db: Executor, codeHash: string, now: string): Promise<EmailUpdateRow | undefined> {
  return db
    .deleteFrom("customer_email_update")
    .where("code_hash", "=", codeHash)
    .where("expires_at", ">", now)
    .returningAll()
    .executeTakeFirst();
}
