import { type CsvValue, csvRow } from "../../kit/csv-row.ts";
import type { MemberLine } from "./schemas.ts";

const COLUMNS = ["email", "name", "role", "teams", "joined_at"] as const;

/**
 * A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula; names are typed
 * by the members themselves, so such a cell is kept as text with a leading apostrophe.
 */
const asText = (value: string): CsvValue => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The members as CSV (the billing exports' dialect): one line each, teams separated by "; ". */
export function membersCsv(lines: readonly MemberLine[]): string {
  return (
    csvRow(COLUMNS) +
    lines
      .map((line) =>
        csvRow([asText(line.email), asText(line.name), line.role, asText(line.teams.join("; ")), line.joinedAt]),
      )
      .join("")
  );
}
