import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import type { CustomerSessionTable } from "./tables.ts";

export type CustomerSessionRow = Selectable<CustomerSessionTable>;

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<CustomerSessionTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("customer_session", row).execute();
}

/** The session of a token hash, whatever its organization: the token itself names the organization. */
export function findByHash(db: Executor, tokenHash: string): Promise<CustomerSessionRow | undefined> {
  return db.selectFrom("customer_session").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

export function findById(db: Executor, organizationId: string, id: string): Promise<CustomerSessionRow | undefined> {
  return scoped(db, organizationId).selectFrom("customer_session").selectAll().where("id", "=", id).executeTakeFirst();
}
