/**
 * One CSV row as Python's csv module writes it ("excel" dialect): comma-separated, CRLF line
 * ends, a field quoted only when it holds a comma, a quote or a line break (quotes doubled), an
 * empty field for a missing value. Billing's exports and the audit log's share it.
 */

export type CsvValue = string | number | boolean | null;

const field = (value: CsvValue): string => {
  if (value === null) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(field).join(",")}\r\n`;
}
