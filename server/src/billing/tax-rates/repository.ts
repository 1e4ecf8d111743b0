import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import type { TaxRateTable } from "./tables.ts";

export type TaxRateRow = Selectable<TaxRateTable>;

export function find(db: Executor, organizationId: string, id: string): Promise<TaxRateRow | undefined> {
  return scoped(db, organizationId).selectFrom("tax_rate").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The rates of a country: the country-wide one (state null) and the state ones. */
export function findForCountry(db: Executor, organizationId: string, country: string): Promise<TaxRateRow[]> {
  return scoped(db, organizationId).selectFrom("tax_rate").selectAll().where("country", "=", country).execute();
}

export function list(
  db: Executor,
  organizationId: string,
  filter: { country?: string | undefined },
  sorting: Sort<"created_at" | "country">[],
  page: PageRequest,
): Promise<{ rows: TaxRateRow[]; total: number }> {
  let base = scoped(db, organizationId).selectFrom("tax_rate");
  if (filter.country) base = base.where("country", "=", filter.country);
  return listPage(base, sorting, page);
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<TaxRateTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("tax_rate", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<TaxRateTable, "id" | "organization_id">>,
): Promise<void> {
  await scoped(db, organizationId).updateTable("tax_rate").set(values).where("id", "=", id).execute();
}

export async function remove(db: Executor, organizationId: string, id: string): Promise<boolean> {
  const result = await scoped(db, organizationId).deleteFrom("tax_rate").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
