import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * What a PDF says, read back as a viewer reads it (pdf.js): each page's text pieces with their
 * position, gathered into lines from top to bottom, and the fonts embedded in the file.
 */

export type PdfPiece = { text: string; x: number; y: number; width: number; fontName: string };

export type PdfContents = {
  pages: PdfPiece[][];
  /** Each line's pieces joined left to right (visual order), top to bottom, every page. */
  lines: string[];
  /** Every piece's text joined by spaces: for "contains" checks. */
  text: string;
  /** The embedded fonts' PostScript names, without the subset tag ("NotoSansCJKjp-Regular"). */
  embeddedFonts: string[];
  /** The document's language (/Lang) and title (/Title). */
  lang: string | undefined;
  title: string | undefined;
  pageWidth: number;
};

function linesOf(pieces: PdfPiece[]): string[] {
  const rows = new Map<number, PdfPiece[]>();
  for (const piece of pieces) {
    const y = Math.round(piece.y);
    rows.set(y, [...(rows.get(y) ?? []), piece]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.text)
        .join(""),
    );
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  const raw = Buffer.from(bytes).toString("latin1");
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: PdfPiece[][] = [];
    let pageWidth = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      pageWidth = page.view[2] ?? 0;
      const content = await page.getTextContent();
      pages.push(
        content.items.flatMap((item) =>
          "str" in item && item.str.trim() !== ""
            ? [
                {
                  text: item.str,
                  x: item.transform[4] as number,
                  y: item.transform[5] as number,
                  width: item.width,
                  fontName: item.fontName,
                },
              ]
            : [],
        ),
      );
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    const lines = pages.flatMap(linesOf);
    return {
      pages,
      lines,
      text: pages
        .flat()
        .map((piece) => piece.text)
        .join(" "),
      embeddedFonts: [...new Set([...raw.matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1] ?? ""))],
      lang: /\/Lang \(([^)]*)\)/.exec(raw)?.[1],
      title: info.Title,
      pageWidth,
    };
  } finally {
    await document.destroy();
  }
}
