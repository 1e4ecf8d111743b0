import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Executor } from "../../../db/transaction.ts";
import type { MetadataFilter, MetadataFilterValue } from "../metadata-filter.ts";

/**
 * The WHERE condition for `filter` on a JSON text column (`"product.metadata"`), or undefined
 * when there is nothing to filter. SQLite reads the object with json_each (no JSON-path quoting
 * of user keys); PostgreSQL casts to jsonb and compares values as jsonb (1 = 1.0).
 */
export function metadataCondition(
  db: Executor,
  column: string,
  filter: MetadataFilter | undefined,
): RawBuilder<boolean> | undefined {
  const entries = Object.entries(filter ?? {}).filter(([, values]) => values.length > 0);
  if (entries.length === 0) return undefined;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const conditions = entries.map(([key, values]) =>
    postgres ? postgresKey(column, key, values) : sqliteKey(column, key, values),
  );
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

function postgresKey(column: string, key: string, values: MetadataFilterValue[]): RawBuilder<boolean> {
  const candidates = values.flatMap((value) =>
    typeof value === "string" ? [JSON.stringify(value)] : [JSON.stringify(value), JSON.stringify(String(value))],
  );
  const list = sql.join(candidates.map((json) => sql`cast(${json} as jsonb)`));
  return sql<boolean>`(cast(${sql.ref(column)} as jsonb) -> cast(${key} as text)) in (${list})`;
}

function sqliteKey(column: string, key: string, values: MetadataFilterValue[]): RawBuilder<boolean> {
  const matches = values.map((value) => {
    const asText = sql`(je.type = 'text' and je.atom = ${String(value)})`;
    if (typeof value === "string") return asText;
    if (typeof value === "boolean") return sql`(je.type = ${value ? "true" : "false"} or ${asText})`;
    return sql`(je.type in ('integer', 'real') and je.atom = ${value} or ${asText})`;
  });
  return sql<boolean>`exists (select 1 from json_each(${sql.ref(column)}) as je where je.key = ${key} and (${sql.join(matches, sql` or `)}))`;
}
