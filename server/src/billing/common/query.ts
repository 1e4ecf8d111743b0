import { z } from "@hono/zod-openapi";

/**
 * A query parameter that may repeat (`?sorting=a&sorting=-b`, `?organization_id=x&organization_id=y`).
 * The validator hands one occurrence as a string and several as an array; both become an array.
 */
export function repeatedQuery<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));
}

/**
 * Polar's `sorting` query: fields, each optionally prefixed with "-" for descending, applied in order.
 * `sortingQuery(["created_at", "name"], ["-created_at"])`.
 */
export function sortingQuery<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaults: SortTerm<F[number]>[],
) {
  const terms = fields.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
  return repeatedQuery(z.enum(terms))
    .optional()
    .transform((values) => (values?.length ? values : defaults).map((value) => parseSortTerm<F[number]>(value)))
    .openapi({
      description:
        "Sorting criterion. Several criteria can be used simultaneously and will be applied in order. Add a minus sign `-` before the criteria name to sort by descending order.",
    });
}

export type SortTerm<F extends string> = F | `-${F}`;
export type Sort<F extends string> = { field: F; direction: "asc" | "desc" };

function parseSortTerm<F extends string>(term: string): Sort<F> {
  return term.startsWith("-")
    ? { field: term.slice(1) as F, direction: "desc" }
    : { field: term as F, direction: "asc" };
}

/** A boolean query parameter as Polar takes it ("true"/"false"). */
export const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");
