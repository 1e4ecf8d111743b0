import PDFDocument from "pdfkit";
import { type Face, facesFor, type Weight } from "./fonts.ts";
import { textPieces } from "./text-runs.ts";

/**
 * A document of text lines on A4 pages (pdfkit), in any of Gatehouse's languages: the faces of
 * fonts.ts embedded (only the glyphs used), Arabic joined and laid out right to left, each line
 * cut into pieces by script and direction (text-runs.ts). Positions are given from the start edge
 * of the language's writing direction, so a right-to-left document is the mirror of its
 * left-to-right layout: labels on the right, amounts on the left.
 */

export type PdfLine = {
  text: string;
  /** Points from the start edge (left, or right in a right-to-left document); default 56. */
  inset?: number;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
  /** Align the text's end at this many points from the start edge (figures in a column). */
  endsAt?: number;
  /** Stay on the same baseline as the previous line (a second column). */
  sameLine?: boolean;
};

export type PdfInfo = { title: string; author: string; locale: string; direction: "ltr" | "rtl" };

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 48;
const DEFAULT_INSET = 56;
const DEFAULT_SIZE = 10;

/** The standard Helvetica when the machine has none of the faces: Latin-1 only, the rest "?". */
const FALLBACK = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;
const latin1 = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");

/**
 * Features given to the shaper, even none, make pdfkit lay out a piece whole. Without them it lays
 * out word by word (caching each word) and puts the words side by side in reading order: right for
 * left-to-right text, twice as fast, but it would reverse the words of right-to-left text.
 */
const shaping = (piece: { rightToLeftScript: boolean }) => (piece.rightToLeftScript ? { features: [] } : {});

type Writer = { doc: PDFKit.PDFDocument; faces: Record<Weight, Face[]>; registered: Set<string> };

function selectFace(writer: Writer, face: Face | undefined, weight: Weight): void {
  if (!face) {
    writer.doc.font(FALLBACK[weight]);
    return;
  }
  if (!writer.registered.has(face.key)) {
    writer.doc.registerFont(face.key, face.bytes, face.postscriptName);
    writer.registered.add(face.key);
  }
  writer.doc.font(face.key);
}

type Piece = { text: string; face: Face | undefined; width: number; rightToLeftScript: boolean };

function measure(writer: Writer, text: string, weight: Weight, direction: PdfInfo["direction"]): Piece[] {
  const faces = writer.faces[weight];
  if (faces.length === 0) {
    selectFace(writer, undefined, weight);
    const fallback = latin1(text);
    return [{ text: fallback, face: undefined, width: writer.doc.widthOfString(fallback), rightToLeftScript: false }];
  }
  return textPieces(text, faces, direction).map((piece) => {
    const face = piece.face ?? faces[0];
    selectFace(writer, face, weight);
    return { ...piece, face, width: writer.doc.widthOfString(piece.text, shaping(piece)) };
  });
}

/** The left edge of a line `width` wide, placed by its inset or end from the start edge. */
function leftEdge(line: PdfLine, width: number, direction: PdfInfo["direction"]): number {
  const start = line.endsAt === undefined ? (line.inset ?? DEFAULT_INSET) : line.endsAt - width;
  return direction === "rtl" ? PAGE_WIDTH - start - width : start;
}

function drawLine(writer: Writer, line: PdfLine, baseline: number, direction: PdfInfo["direction"]): void {
  const weight: Weight = line.bold ? "bold" : "regular";
  writer.doc.fontSize(line.size ?? DEFAULT_SIZE);
  const pieces = measure(writer, line.text, weight, direction);
  let x = leftEdge(
    line,
    pieces.reduce((sum, piece) => sum + piece.width, 0),
    direction,
  );
  for (const piece of pieces) {
    selectFace(writer, piece.face, weight);
    writer.doc.text(piece.text, x, baseline, { ...shaping(piece), lineBreak: false, baseline: "alphabetic" });
    x += piece.width;
  }
}

/** The document's bytes. */
export async function renderPdf(lines: PdfLine[], info: PdfInfo): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    lang: info.locale,
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Producer: "Gatehouse", Creator: "Gatehouse" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const writer: Writer = {
    doc,
    faces: { regular: facesFor(info.locale, "regular"), bold: facesFor(info.locale, "bold") },
    registered: new Set(),
  };
  let baseline = MARGIN_TOP;
  let previousSize = DEFAULT_SIZE;
  for (const line of lines) {
    const size = line.size ?? DEFAULT_SIZE;
    if (!line.sameLine) {
      baseline += (line.gap ?? 0) + Math.max(size, previousSize) * 1.4;
      if (baseline > PAGE_HEIGHT - MARGIN_BOTTOM) {
        doc.addPage();
        baseline = MARGIN_TOP + size * 1.4;
      }
    }
    previousSize = size;
    drawLine(writer, line, baseline, info.direction);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
