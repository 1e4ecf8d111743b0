import { z } from "@hono/zod-openapi";

/** Polar's page/limit query: page ≥ 1 (default 1), limit 1..100 (default 10). */
export const MAX_PAGE_LIMIT = 100;

export const paginationQuery = {
  page: z.coerce.number().int().min(1).default(1).openapi({ description: "Page number, defaults to 1." }),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(10).openapi({ description: "Size of a page, defaults to 10. Maximum is 100." }),
};

export type PageRequest = { page: number; limit: number };

export const paginationSchema = z.object({ total_count: z.number().int(), max_page: z.number().int() }).openapi("Pagination");

/** `ListResource<Item>`: `{ items, pagination: { total_count, max_page } }`, registered under Polar's name. */
export function listResourceSchema<T extends z.ZodType>(item: T, name: string) {
  return z.object({ items: z.array(item), pagination: paginationSchema }).openapi(name);
}

/** Row window of a page, for `.limit()` / `.offset()` in repositories. */
export function pageWindow({ page, limit }: PageRequest): { limit: number; offset: number } {
  return { limit, offset: (page - 1) * limit };
}

/** Polar's pagination object; max_page = ceil(total / limit), so 0 for an empty list as Polar answers. */
export function toListResource<T>(items: T[], totalCount: number, { limit }: PageRequest): { items: T[]; pagination: { total_count: number; max_page: number } } {
  return { items, pagination: { total_count: totalCount, max_page: Math.ceil(totalCount / limit) } };
}
