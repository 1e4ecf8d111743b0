import type { RowPosition } from "../imported-user.ts";
import { readCsvRows } from "./csv-rows.ts";
import { firstSignificantCharacter, readArrayItems } from "./json-stream.ts";

/**
 * The rows of a database table as exported for an import: a JSON array of row objects (PostgreSQL's
 * json_agg), or CSV with a header (psql's \copy … csv header), where an empty cell is NULL.
 */
export type TableRow = { position: RowPosition; value: unknown } | { position: RowPosition; malformed: string };

export async function* readTableRows(file: string, table: string): AsyncGenerator<TableRow> {
  if ((await firstSignificantCharacter(file)) === "[") {
    for await (const item of readArrayItems(file, new Set()))
      yield { position: `${table}[${item.index}]`, value: item.value };
    return;
  }
  for await (const row of readCsvRows(file)) {
    if ("malformed" in row) yield row;
    else yield { position: row.position, value: withNulls(row.record) };
  }
}

function withNulls(record: Record<string, string>): Record<string, string | null> {
  return Object.fromEntries(Object.entries(record).map(([column, cell]) => [column, cell === "" ? null : cell]));
}
