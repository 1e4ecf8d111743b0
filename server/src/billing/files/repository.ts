import type { Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import { scoped } from "../common/sql/scope.ts";
import type { BillingFileTable } from "./tables.ts";

export type FileRow = Selectable<BillingFileTable>;
type Updatable = Partial<Omit<FileRow, "id" | "organization_id" | "created_at">>;

/** A live (not deleted) file of the organization. */
export function find(db: Executor, organizationId: string, id: string): Promise<FileRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("billing_file")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export function findMany(db: Executor, organizationId: string, ids: readonly string[]): Promise<FileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return scoped(db, organizationId)
    .selectFrom("billing_file")
    .selectAll()
    .where("id", "in", [...ids])
    .where("deleted_at", "is", null)
    .execute();
}

/**
 * The organization of a live file, for the two routes that carry no credential (the signed
 * upload URL and the public media URL): they learn the organization from the file itself and
 * then read it through `scoped()` like every other query.
 */
export async function organizationOf(db: Executor, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("billing_file")
    .select("organization_id")
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row?.organization_id;
}

export async function list(
  db: Executor,
  organizationId: string,
  filter: { ids?: readonly string[] },
  page: PageRequest,
): Promise<{ rows: FileRow[]; total: number }> {
  let base = scoped(db, organizationId).selectFrom("billing_file").where("deleted_at", "is", null);
  if (filter.ids?.length) base = base.where("id", "in", [...filter.ids]);
  return listPage(base, [{ field: "created_at", direction: "desc" }], page);
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<FileRow, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("billing_file", row).execute();
}

export async function update(db: Executor, organizationId: string, id: string, values: Updatable): Promise<void> {
  await scoped(db, organizationId).updateTable("billing_file").set(values).where("id", "=", id).execute();
}
