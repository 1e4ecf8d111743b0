import type { DatabaseSchema } from "../../../db/schema.ts";
import type { Executor } from "../../../db/transaction.ts";
import { type ScopedTable, scoped } from "./scope.ts";

/** Scoped tables whose rows are deleted softly: `deleted_at` set, the row kept. */
export type SoftDeletableTable = {
  [T in ScopedTable]: DatabaseSchema[T] extends { deleted_at: string | null; modified_at: string | null } ? T : never;
}[ScopedTable];

/**
 * Marks a live row of the organization deleted (`deleted_at` and `modified_at` = `at`).
 * False when there is no such live row (unknown, another organization's, already deleted).
 */
export async function softDelete(
  db: Executor,
  organizationId: string,
  table: SoftDeletableTable,
  id: string,
  at: string,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable(table)
    .set({ deleted_at: at, modified_at: at })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
