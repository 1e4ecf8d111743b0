import type { Selectable } from "kysely";
import { containsInsensitive } from "../../db/like.ts";
import type { Executor } from "../../db/transaction.ts";
import type { MetadataFilter } from "../common/metadata-filter.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { metadataCondition } from "../common/sql/metadata-condition.ts";
import { scoped } from "../common/sql/scope.ts";
import type { BenefitTable } from "./tables.ts";

export type BenefitRow = Selectable<BenefitTable>;
export type BenefitSortField = "created_at" | "description" | "type" | "user_order";
export type BenefitFilter = {
  types?: readonly string[];
  ids?: readonly string[];
  excludeIds?: readonly string[];
  query?: string;
  metadata?: MetadataFilter | undefined;
};

/** A live (not deleted) benefit of the organization. */
export function find(db: Executor, organizationId: string, id: string): Promise<BenefitRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("benefit")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** The benefit even when deleted (its last properties undo a provider grant). */
export function findAny(db: Executor, organizationId: string, id: string): Promise<BenefitRow | undefined> {
  return scoped(db, organizationId).selectFrom("benefit").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findMany(db: Executor, organizationId: string, ids: readonly string[]): Promise<BenefitRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return scoped(db, organizationId)
    .selectFrom("benefit")
    .selectAll()
    .where("id", "in", [...ids])
    .where("deleted_at", "is", null)
    .execute();
}

export async function list(
  db: Executor,
  organizationId: string,
  filter: BenefitFilter,
  sorting: Sort<BenefitSortField>[],
  page: PageRequest,
): Promise<{ rows: BenefitRow[]; total: number }> {
  let base = scoped(db, organizationId).selectFrom("benefit").where("deleted_at", "is", null);
  if (filter.types?.length) base = base.where("type", "in", [...filter.types]);
  if (filter.ids?.length) base = base.where("id", "in", [...filter.ids]);
  if (filter.excludeIds?.length) base = base.where("id", "not in", [...filter.excludeIds]);
  if (filter.query) base = base.where(containsInsensitive("benefit.description", filter.query));
  const metadata = metadataCondition(db, "benefit.metadata", filter.metadata);
  if (metadata) base = base.where(metadata);
  // Polar's user_order is the order the organization created its benefits in.
  return listPage(base, sorting, page, { sortBy: (field) => (field === "user_order" ? "created_at" : field) });
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<BenefitRow, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("benefit", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Partial<Pick<BenefitRow, "description" | "properties" | "metadata" | "modified_at" | "deleted_at">>,
): Promise<void> {
  await scoped(db, organizationId).updateTable("benefit").set(values).where("id", "=", id).execute();
}
