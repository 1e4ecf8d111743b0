/**
 * A minimal, dependency-free PDF writer: one A4 page of text lines in the standard Helvetica
 * fonts (no embedding needed, every viewer has them), uncompressed. Enough for an invoice.
 *
 * Text is WinAnsi (Latin-1 for our purposes): characters outside it become "?".
 */

export type PdfLine = {
  text: string;
  /** Points from the left edge (default 56). */
  x?: number;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
  /** Right-align the text so it ends at this x. */
  alignRightAt?: number;
  /** Stay on the same baseline as the previous line (a second column). */
  sameLine?: boolean;
};

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_TOP = 64;
const DEFAULT_X = 56;
const DEFAULT_SIZE = 10;

/** Latin-1 bytes of a PDF literal string, with ( ) \ escaped. */
function literal(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte = code >= 32 && code <= 255 && code !== 127 ? code : 63;
    const c = String.fromCharCode(byte);
    out += c === "(" || c === ")" || c === "\\" ? `\\${c}` : c;
  }
  return `(${out})`;
}

/** Helvetica's average glyph width is about half the size; good enough to right-align figures. */
const HELVETICA_WIDTHS: Record<string, number> = { " ": 278, ".": 278, ",": 278, "-": 333, ":": 278 };
function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const char of text)
    units +=
      HELVETICA_WIDTHS[char] ?? (/[0-9]/.test(char) ? 556 : /[A-Z]/.test(char) ? 667 : /[il]/.test(char) ? 222 : 556);
  return (units / 1000) * size * (bold ? 1.05 : 1);
}

function contentStream(lines: PdfLine[]): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN_TOP;
  let previousSize = DEFAULT_SIZE;
  for (const line of lines) {
    const size = line.size ?? DEFAULT_SIZE;
    if (!line.sameLine) y -= (line.gap ?? 0) + Math.max(size, previousSize) * 1.4;
    previousSize = size;
    if (y < 40) break; // one page: the rest does not fit
    const font = line.bold ? "F2" : "F1";
    const x =
      line.alignRightAt === undefined
        ? (line.x ?? DEFAULT_X)
        : line.alignRightAt - textWidth(line.text, size, Boolean(line.bold));
    ops.push(`BT /${font} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${literal(line.text)} Tj ET`);
  }
  return ops.join("\n");
}

/** The document's bytes: header, five objects, xref table, trailer. */
export function renderPdf(lines: PdfLine[], info: { title: string; author: string }): Buffer {
  const content = contentStream(lines);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title ${literal(info.title)} /Author ${literal(info.author)} /Producer (Gatehouse) >>`,
  ];
  let body = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
