import { z } from "@hono/zod-openapi";

/**
 * Polar's meter `Filter`: `{ conjunction: "and" | "or", clauses: (FilterClause | Filter)[] }`,
 * a clause `{ property, operator, value }`. Properties are `name`, `timestamp` or a metadata key
 * (bare, or as `metadata.<key>`). Comparisons are typed: a number compares with stored numbers,
 * a string with stored strings, a boolean with stored booleans; a type mismatch (or a missing
 * key) matches nothing, `ne` included. `like`/`not_like` test whether the stored string contains
 * the value (Polar wraps it in `%…%`), case-sensitively on both dialects.
 *
 * Repositories compile a filter to SQL with `compileFilter` (common/sql/meter-filter.ts);
 * `matchesInMemory` below decides the same without the database.
 */

export const filterOperator = z
  .enum(["eq", "ne", "gt", "gte", "lt", "lte", "like", "not_like"])
  .openapi("FilterOperator");
export const filterConjunction = z.enum(["and", "or"]).openapi("FilterConjunction");

/** Metadata keys become JSON paths; a `"` or `\` in a key could not be quoted portably. */
const property = z
  .string()
  .min(1)
  .max(400)
  .refine((value) => !/["\\]/.test(value), { message: "Property may not contain quotes or backslashes" });

export const filterClause = z
  .object({ property, operator: filterOperator, value: z.union([z.string(), z.number(), z.boolean()]) })
  .openapi("FilterClause");
export type FilterClause = z.infer<typeof filterClause>;
export type Filter = { conjunction: "and" | "or"; clauses: Array<FilterClause | Filter> };

/** Nesting deeper than this is refused (422) so a filter cannot make a runaway query. */
const MAX_DEPTH = 5;
const MAX_CLAUSES = 100;

export const filter: z.ZodType<Filter> = z
  .lazy(() =>
    z.object({ conjunction: filterConjunction, clauses: z.array(z.union([filterClause, filter])).max(MAX_CLAUSES) }),
  )
  .refine((value) => depth(value) <= MAX_DEPTH, { message: `Filters nest at most ${MAX_DEPTH} levels` })
  .openapi("Filter", {
    type: "object",
    // Written out because the generator cannot follow z.lazy: clauses are clauses or nested filters.
    properties: {
      conjunction: { type: "string", enum: ["and", "or"] },
      clauses: {
        type: "array",
        items: { anyOf: [{ $ref: "#/components/schemas/FilterClause" }, { $ref: "#/components/schemas/Filter" }] },
      },
    },
    required: ["conjunction", "clauses"],
  });

function depth(value: Filter): number {
  return 1 + Math.max(0, ...value.clauses.map((clause) => ("conjunction" in clause ? depth(clause) : 0)));
}

export const isFilter = (clause: FilterClause | Filter): clause is Filter => "conjunction" in clause;

/** The name a filter pins (`name eq X` at the top of an `and` filter, or its only clause): lets queries use the name index. */
export function pinnedName(value: Filter): string | undefined {
  if (value.conjunction !== "and" && value.clauses.length !== 1) return undefined;
  for (const clause of value.clauses)
    if (!isFilter(clause) && clause.property === "name" && clause.operator === "eq" && typeof clause.value === "string")
      return clause.value;
  return undefined;
}

/** Metadata keys a filter or aggregation reads, for validation: `metadata.x` and `x` are the same key. */
export const metadataKey = (name: string): string =>
  name.startsWith("metadata.") ? name.slice("metadata.".length) : name;

/**
 * What a `name` or `timestamp` clause compares the column with: the string, or for timestamps
 * (but with like) the time as stored (ISO UTC with ms and `Z`; a number is unix seconds); ""
 * when nothing can match (not a time, out of range, a non-string name). Shared by the SQL and the
 * in-memory evaluation, so both compare the same text.
 */
export function comparedText(clause: FilterClause): string {
  const { operator, value } = clause;
  if (clause.property === "name" || operator === "like" || operator === "not_like")
    return typeof value === "string" ? value : "";
  const time = typeof value === "string" ? new Date(value) : typeof value === "number" ? new Date(value * 1000) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : "";
}

/** An event as a filter sees it: what ingestion is about to store. */
export type FilterableEvent = { name: string; timestamp: string; metadata: Record<string, unknown> };

/**
 * Whether `value` matches `event`, in memory, meaning exactly what compileFilter's SQL
 * (common/sql/meter-filter.ts) means on both dialects — or undefined where that cannot be
 * promised: ordering strings (gt/lt/gte/lte), which PostgreSQL does by its collation. Ingestion
 * uses it to skip a query per batch (customer-meters/matched.ts) and asks the database only
 * about the undecided events.
 */
export function matchesInMemory(value: Filter, event: FilterableEvent): boolean | undefined {
  const and = value.conjunction === "and";
  let undecided = false;
  for (const clause of value.clauses) {
    const result = isFilter(clause) ? matchesInMemory(clause, event) : clauseInMemory(clause, event);
    if (result === undefined) undecided = true;
    // and: one false decides; or: one true decides.
    else if (result !== and) return result;
  }
  return undecided ? undefined : and;
}

const ORDERING = new Set<FilterClause["operator"]>(["gt", "gte", "lt", "lte"]);

function clauseInMemory(clause: FilterClause, event: FilterableEvent): boolean | undefined {
  const { operator, value } = clause;
  if (clause.property === "name" || clause.property === "timestamp") {
    const text = comparedText(clause);
    return text === ""
      ? false
      : compareInMemory(clause.property === "name" ? event.name : event.timestamp, operator, text);
  }
  const key = metadataKey(clause.property);
  const stored = Object.hasOwn(event.metadata, key) ? event.metadata[key] : undefined;
  if (typeof value === "string") return typeof stored === "string" ? compareInMemory(stored, operator, value) : false;
  if (operator === "like" || operator === "not_like") return false;
  if (typeof stored !== typeof value) return false;
  // Booleans order as false < true in both databases, as 0 < 1.
  return compareInMemory(Number(stored), operator, Number(value));
}

function compareInMemory<T extends string | number>(
  stored: T,
  operator: FilterClause["operator"],
  value: T,
): boolean | undefined {
  if (operator === "like") return (stored as string).includes(value as string);
  if (operator === "not_like") return !(stored as string).includes(value as string);
  if (typeof stored === "string" && ORDERING.has(operator)) return undefined;
  switch (operator) {
    case "eq":
      return stored === value;
    case "ne":
      return stored !== value;
    case "gt":
      return stored > value;
    case "gte":
      return stored >= value;
    case "lt":
      return stored < value;
    case "lte":
      return stored <= value;
  }
}
