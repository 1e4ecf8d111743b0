import { createReadStream } from "node:fs";
import { basename } from "node:path";
import { pipeline } from "node:stream";
import { parse } from "csv-parse";

/** A CSV record by its header's column names, or why it cannot be read as one; with its line. */
export type CsvRow = { position: string; record: Record<string, string> } | { position: string; malformed: string };

/**
 * The records of a CSV file with a header line, one at a time. A record whose field count differs
 * from the header's is reported, not fatal: one bad row must not stop a 100,000-row import.
 */
export async function* readCsvRows(file: string): AsyncGenerator<CsvRow> {
  const records = pipeline(
    createReadStream(file),
    parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: false }),
    () => {},
  );
  let header: string[] | null = null;
  try {
    for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (header === null) {
        header = record.map((name) => name.trim());
        continue;
      }
      yield toRow(header, record, `line ${info.lines}`);
    }
  } catch (error) {
    throw new Error(
      `${basename(file)}: not readable as CSV (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

function toRow(header: string[], fields: string[], position: string): CsvRow {
  if (fields.length !== header.length) {
    return { position, malformed: `${fields.length} fields where the header has ${header.length}` };
  }
  return { position, record: Object.fromEntries(header.map((name, i) => [name, fields[i]!])) };
}
