import type { Insertable, Selectable, Updateable } from "kysely";
import { containsInsensitive } from "../../db/like.ts";
import type { Executor } from "../../db/transaction.ts";
import type { MetadataFilter } from "../common/metadata-filter.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { metadataCondition } from "../common/sql/metadata-condition.ts";
import { scoped } from "../common/sql/scope.ts";
import { softDelete as softDeleteRow } from "../common/sql/soft-delete.ts";
import type { CustomFieldTable } from "./tables.ts";

export type CustomFieldRow = Selectable<CustomFieldTable>;
export type CustomFieldSortField = "created_at" | "slug" | "name" | "type";
export type CustomFieldFilter = {
  query?: string | undefined;
  types?: readonly string[] | undefined;
  metadata?: MetadataFilter | undefined;
};

/** Live (not deleted) custom fields of the organization. */
const live = (db: Executor, organizationId: string) =>
  scoped(db, organizationId).selectFrom("custom_field").where("custom_field.deleted_at", "is", null);

export function find(db: Executor, organizationId: string, id: string): Promise<CustomFieldRow | undefined> {
  return live(db, organizationId).selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findMany(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<CustomFieldRow[]> {
  if (ids.length === 0) return [];
  return live(db, organizationId)
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
}

export async function slugTaken(
  db: Executor,
  organizationId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  let query = live(db, organizationId).select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function list(
  db: Executor,
  organizationId: string,
  filter: CustomFieldFilter,
  sorting: Sort<CustomFieldSortField>[],
  page: PageRequest,
): Promise<{ rows: CustomFieldRow[]; total: number }> {
  let base = live(db, organizationId);
  if (filter.types?.length) base = base.where("type", "in", [...filter.types]);
  if (filter.query) {
    const text = filter.query;
    base = base.where((eb) =>
      eb.or([containsInsensitive("custom_field.name", text), containsInsensitive("custom_field.slug", text)]),
    );
  }
  const metadata = metadataCondition(db, "custom_field.metadata", filter.metadata);
  if (metadata) base = base.where(metadata);
  return listPage(base, sorting, page);
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<CustomFieldTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("custom_field", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<CustomFieldTable, "id" | "organization_id">>,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("custom_field")
    .set(values)
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .execute();
}

export function softDelete(db: Executor, organizationId: string, id: string, at: string): Promise<boolean> {
  return softDeleteRow(db, organizationId, "custom_field", id, at);
}
