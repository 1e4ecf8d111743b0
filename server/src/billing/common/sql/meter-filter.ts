import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Executor } from "../../../db/transaction.ts";
import { comparedText, type Filter, type FilterClause, isFilter, metadataKey } from "../../meters/filter.ts";

/**
 * A meter `Filter` (meters/filter.ts) as SQL: the WHERE condition over an event table's name,
 * timestamp and metadata columns, per dialect. It means what `matchesInMemory` decides in memory.
 */

export type FilterColumns = { name: string; timestamp: string; metadata: string };

/** The columns of stored usage events, qualified: what meters and the events list filter on. */
export const USAGE_EVENT_COLUMNS: FilterColumns = {
  name: "usage_event.name",
  timestamp: "usage_event.timestamp",
  metadata: "usage_event.metadata",
};

/**
 * The WHERE condition of `value` over the event columns (qualified names), per dialect. An empty
 * `and` matches everything and an empty `or` nothing, as SQL's neutral elements do.
 */
export function compileFilter(db: Executor, value: Filter, columns: FilterColumns): RawBuilder<boolean> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return compile(value, columns, postgres);
}

function compile(value: Filter, columns: FilterColumns, postgres: boolean): RawBuilder<boolean> {
  if (value.clauses.length === 0) return value.conjunction === "and" ? sql<boolean>`(1 = 1)` : sql<boolean>`(1 = 0)`;
  const parts = value.clauses.map((clause) =>
    isFilter(clause) ? compile(clause, columns, postgres) : compileClause(clause, columns, postgres),
  );
  return sql<boolean>`(${sql.join(parts, value.conjunction === "and" ? sql` and ` : sql` or `)})`;
}

const COMPARISON = { eq: "=", ne: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;
const never = sql<boolean>`(1 = 0)`;

function compileClause(clause: FilterClause, columns: FilterColumns, postgres: boolean): RawBuilder<boolean> {
  const { operator, value } = clause;
  if (clause.property === "name" || clause.property === "timestamp") {
    const column = sql.ref(clause.property === "name" ? columns.name : columns.timestamp);
    const text = comparedText(clause);
    return text === "" ? never : textComparison(column, operator, text, postgres);
  }
  const key = metadataKey(clause.property);
  return postgres
    ? postgresMetadata(columns.metadata, key, operator, value)
    : sqliteMetadata(columns.metadata, key, operator, value);
}

function textComparison(
  column: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  operator: FilterClause["operator"],
  text: string,
  postgres: boolean,
): RawBuilder<boolean> {
  if (operator === "like" || operator === "not_like") {
    const contains = postgres ? sql`strpos(${column}, ${text}) > 0` : sql`instr(${column}, ${text}) > 0`;
    return operator === "like" ? sql<boolean>`(${contains})` : sql<boolean>`(not (${contains}))`;
  }
  return sql<boolean>`(${column} ${sql.raw(COMPARISON[operator])} ${text})`;
}

function sqliteMetadata(
  column: string,
  key: string,
  operator: FilterClause["operator"],
  value: string | number | boolean,
): RawBuilder<boolean> {
  const path = `$."${key}"`;
  const type = sql`json_type(${sql.ref(column)}, ${path})`;
  const extracted = sql`json_extract(${sql.ref(column)}, ${path})`;
  // The comparison comes first: SQLite stops at the first false term, so most rows cost one
  // JSON lookup, and only the matching ones pay for the type test.
  if (typeof value === "string")
    return sql<boolean>`(${textComparison(extracted, operator, value, false)} and ${type} = 'text')`;
  if (operator === "like" || operator === "not_like") return never;
  // json_extract gives true/false as 1/0, numbers as numbers.
  const typeTest = typeof value === "boolean" ? sql`${type} in ('true', 'false')` : sql`${type} in ('integer', 'real')`;
  const bound = typeof value === "boolean" ? (value ? 1 : 0) : value;
  return sql<boolean>`(${extracted} ${sql.raw(COMPARISON[operator])} ${bound} and ${typeTest})`;
}

function postgresMetadata(
  column: string,
  key: string,
  operator: FilterClause["operator"],
  value: string | number | boolean,
): RawBuilder<boolean> {
  const json = sql`(cast(${sql.ref(column)} as jsonb) -> cast(${key} as text))`;
  const text = sql`(cast(${sql.ref(column)} as jsonb) ->> cast(${key} as text))`;
  if (typeof value === "string")
    return sql<boolean>`(${textComparison(text, operator, value, true)} and jsonb_typeof(${json}) = 'string')`;
  if (operator === "like" || operator === "not_like") return never;
  if (typeof value === "boolean") {
    // CASE keeps the cast from running on rows of another type.
    return sql<boolean>`(case when jsonb_typeof(${json}) = 'boolean' then cast(${text} as boolean) ${sql.raw(COMPARISON[operator])} ${value} else false end)`;
  }
  return sql<boolean>`(case when jsonb_typeof(${json}) = 'number' then cast(${text} as numeric) ${sql.raw(COMPARISON[operator])} cast(${String(value)} as numeric) else false end)`;
}
