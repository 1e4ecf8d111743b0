import { createReadStream } from "node:fs";
import { pipeline } from "node:stream";
import { parse } from "csv-parse";
import type { ImportedMembership, ReadRow } from "../imported-user.ts";
import { type CsvCells, followUpMembership, groupKeyOf, headerProblem, userFromCells } from "./csv-layout.ts";
import type { UserFormatReader } from "./format.ts";
import { checkedUser } from "./read-row.ts";

type CsvRecord = { line: number; cells: CsvCells } | { line: number; malformed: string };

/** One user's rows: the first gives the user, each gives a membership. */
type Group = { key: string; line: number; first: CsvCells; memberships: ImportedMembership[]; problem: string | null };

/**
 * The `csv` format (csv-layout.ts): RFC 4180, a header row, one user per row or one row per
 * membership. Rows are read one at a time; only the user being assembled is held.
 */
export const readCsvUsers: UserFormatReader = async function* (file) {
  let group: Group | null = null;
  for await (const record of csvRecords(file)) {
    if ("malformed" in record) {
      if (group) yield finished(group);
      group = null;
      yield { position: `line ${record.line}`, refused: record.malformed };
      continue;
    }
    const key = groupKeyOf(record.cells);
    if (group && key !== "" && key === group.key) {
      const membership = followUpMembership(group.first, record.cells);
      if (typeof membership === "string") group.problem ??= `line ${record.line}: ${membership}`;
      else if (membership) group.memberships.push(membership);
      continue;
    }
    if (group) yield finished(group);
    group = { key, line: record.line, first: record.cells, memberships: [], problem: null };
  }
  if (group) yield finished(group);
};

function finished(group: Group): ReadRow {
  const position = `line ${group.line}`;
  if (group.problem) return { position, refused: group.problem };
  const user = userFromCells(group.first);
  if (typeof user === "string") return { position, refused: user };
  return checkedUser(position, { ...user, memberships: [...(user.memberships ?? []), ...group.memberships] });
}

/**
 * The file's records by column name with the line each starts on. A header that cannot be read,
 * or a file that is not CSV (an unclosed quote), throws: what follows cannot be trusted.
 */
async function* csvRecords(file: string): AsyncGenerator<CsvRecord> {
  // pipeline: a failed read fails the iteration below (pipe would leave it waiting).
  const parser = pipeline(
    createReadStream(file),
    parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }),
    () => undefined,
  );
  let header: string[] | null = null;
  let endLine = 0;
  let emptyLines = 0;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number; empty_lines: number };
  }>) {
    // The line a record starts on: after the previous record and the empty lines skipped since.
    const line = endLine + 1 + (info.empty_lines - emptyLines);
    endLine = info.lines;
    emptyLines = info.empty_lines;
    if (header === null) {
      header = record.map((name) => name.trim().toLowerCase());
      const problem = headerProblem(header);
      if (problem) throw new Error(`line ${line}: ${problem}`);
      continue;
    }
    if (record.length !== header.length) {
      yield { line, malformed: `${record.length} fields where the header has ${header.length}` };
      continue;
    }
    const columns = header;
    yield { line, cells: Object.fromEntries(record.map((value, index) => [columns[index], value])) as CsvCells };
  }
  if (header === null) throw new Error("the file is empty: a header row is required");
}
