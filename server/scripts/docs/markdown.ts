/** Markdown pieces the reference generators share: tables aligned as a formatter leaves them, and wrapped prose. */

/** A cell's text on one line, its pipes escaped. */
export function cell(text: string): string {
  return text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|").trim();
}

/** A table with every column padded to its widest cell. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = [header, ...rows].map((row) => row.map(cell));
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => width(row[column] ?? ""))));
  const line = (row: readonly string[]) =>
    `| ${row.map((text, column) => text + " ".repeat((widths[column] ?? 0) - width(text))).join(" | ")} |`;
  const [head, ...body] = cells;
  return [line(head ?? []), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...body.map(line)].join("\n");
}

/** The characters a reader sees (a code point each). */
function width(text: string): number {
  return [...text].length;
}

/** A paragraph wrapped at 100 columns, as the hand-written pages are. */
export function paragraph(text: string, columns = 100): string {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current !== "" && width(current) + 1 + width(word) > columns) {
      lines.push(current);
      current = word;
    } else current = current === "" ? word : `${current} ${word}`;
  }
  if (current !== "") lines.push(current);
  return lines.join("\n");
}

/** `text` as inline code, with enough backticks around it to hold its own. */
export function code(text: string): string {
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longestRun + 1);
  return longestRun > 0 ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}
