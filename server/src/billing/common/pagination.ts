import { z } from "@hono/zod-openapi";
import { type Expression, type SelectQueryBuilder, type StringReference, sql } from "kysely";
import type { NoSelection } from "../../db/transaction.ts";
import type { Sort } from "./query.ts";

/** Polar's page/limit query: page ≥ 1 (default 1), limit 1..100 (default 10). */
export const MAX_PAGE_LIMIT = 100;

export const paginationQuery = {
  page: z.coerce.number().int().min(1).default(1).openapi({ description: "Page number, defaults to 1." }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_LIMIT)
    .default(10)
    .openapi({ description: "Size of a page, defaults to 10. Maximum is 100." }),
};

export type PageRequest = { page: number; limit: number };

export const paginationSchema = z
  .object({ total_count: z.number().int(), max_page: z.number().int() })
  .openapi("Pagination");

/** `ListResource<Item>`: `{ items, pagination: { total_count, max_page } }`, registered under Polar's name. */
export function listResourceSchema<T extends z.ZodType>(item: T, name: string) {
  return z.object({ items: z.array(item), pagination: paginationSchema }).openapi(name);
}

/** Row window of a page, for `.limit()` / `.offset()` in repositories. */
export function pageWindow({ page, limit }: PageRequest): { limit: number; offset: number } {
  return { limit, offset: (page - 1) * limit };
}

/** Polar's pagination object; max_page = ceil(total / limit), so 0 for an empty list as Polar answers. */
export function toListResource<T>(
  items: T[],
  totalCount: number,
  { limit }: PageRequest,
): { items: T[]; pagination: { total_count: number; max_page: number } } {
  return { items, pagination: { total_count: totalCount, max_page: Math.ceil(totalCount / limit) } };
}

/** The rows of `base.selectAll().execute()`: every column of the query's tables. */
type ListRows<DB, TB extends keyof DB> = Awaited<
  ReturnType<ReturnType<SelectQueryBuilder<DB, TB, NoSelection>["selectAll"]>["execute"]>
>;
export type ListPage<DB, TB extends keyof DB> = { rows: ListRows<DB, TB>; total: number };

/** What a list sort field orders by: a column of the query's tables, or an SQL expression. */
export type SortExpression<DB, TB extends keyof DB> = StringReference<DB, TB> | Expression<unknown>;

export type ListPageOptions<DB, TB extends keyof DB, F extends string> = {
  /** The column or expression a sort field orders by (default: the column of that name). */
  sortBy?: (field: F) => SortExpression<DB, TB>;
  /** The stable last ordering term, after the sort terms (default `"id"`). */
  tiebreak?: StringReference<DB, TB>;
};

/**
 * One page of a list: counts the rows of the filtered `base` query, then selects all of their
 * columns ordered by the `sorting` terms in order and by the tiebreak column, within the page
 * window. `base` is the repository's query (through `scoped()` for organization data).
 */
export async function listPage<DB, TB extends keyof DB, F extends StringReference<DB, TB>>(
  base: SelectQueryBuilder<DB, TB, NoSelection>,
  sorting: readonly Sort<F>[],
  page: PageRequest,
  options?: Omit<ListPageOptions<DB, TB, F>, "sortBy">,
): Promise<ListPage<DB, TB>>;
export async function listPage<DB, TB extends keyof DB, F extends string>(
  base: SelectQueryBuilder<DB, TB, NoSelection>,
  sorting: readonly Sort<F>[],
  page: PageRequest,
  options: ListPageOptions<DB, TB, F> & { sortBy: (field: F) => SortExpression<DB, TB> },
): Promise<ListPage<DB, TB>>;
export async function listPage<DB, TB extends keyof DB, F extends string>(
  base: SelectQueryBuilder<DB, TB, NoSelection>,
  sorting: readonly Sort<F>[],
  page: PageRequest,
  options: ListPageOptions<DB, TB, F> = {},
): Promise<ListPage<DB, TB>> {
  const { count } = await base
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .$castTo<{ count: number | string }>() // the selection type of a generic builder does not resolve
    .executeTakeFirstOrThrow();
  const { limit, offset } = pageWindow(page);
  const sortBy = options.sortBy ?? ((field: F) => sql.ref(field));
  let query = base.selectAll();
  for (const sort of sorting) query = query.orderBy(sortBy(sort.field), sort.direction);
  const rows = await query
    .orderBy(options.tiebreak ?? sql.ref("id"))
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(count) };
}
