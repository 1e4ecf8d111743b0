import bidiModule, { type Bidi } from "bidi-js";
import type { Face } from "./fonts.ts";

/**
 * A line of text as the pieces to draw from left to right, each in one face: the Unicode
 * bidirectional algorithm (bidi-js) orders Arabic and Latin, numbers and punctuation; each
 * character is drawn in the first face that has its glyph.
 *
 * The shaper (fontkit, inside pdfkit) joins Arabic letters, and lays out any text in a
 * right-to-left script from right to left by itself (shaperText); paired punctuation in
 * right-to-left pieces is mirrored here, because the shaper does not.
 */

export type TextPiece = {
  /** What to hand the shaper. */
  text: string;
  /** Null when no face has the characters: they are drawn as "?" in the first face. */
  face: Face | null;
  /** The shaper lays this piece out right to left (it is in a right-to-left script). */
  rightToLeftScript: boolean;
};

// The package's types describe an ES module's default export; Node loads its CommonJS build,
// whose module.exports is the factory itself, and that is what the default import is.
const bidi = (bidiModule as unknown as () => Bidi)();

const RIGHT_TO_LEFT_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]|\uD83A[\uDC00-\uDD5F]/;
/** Characters of no script of their own: spaces, punctuation, symbols, digits. */
const COMMON = /[\s\p{P}\p{S}\p{N}]/u;

type LogicalPiece = { text: string; face: Face | null; level: number };

function faceFor(codePoint: number, faces: Face[]): Face | null {
  return faces.find((face) => face.font.hasGlyphForCodePoint(codePoint)) ?? null;
}

/** Characters in reading order, cut where the level or the face changes. */
function logicalPieces(text: string, faces: Face[], levels: Uint8Array): LogicalPiece[] {
  const pieces: LogicalPiece[] = [];
  let index = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0x3f;
    const level = levels[index] ?? 0;
    index += char.length;
    const previous = pieces.at(-1);
    // Spaces, punctuation and digits stay in the face before them when it has them: "ABC-0001"
    // is one piece, in one design.
    const face =
      previous?.face && COMMON.test(char) && previous.face.font.hasGlyphForCodePoint(codePoint)
        ? previous.face
        : faceFor(codePoint, faces);
    const drawn = face ? char : "?";
    if (previous && previous.level === level && previous.face === face) previous.text += drawn;
    else pieces.push({ text: drawn, face, level });
  }
  return pieces;
}

/** Rule L2 of the algorithm, on whole pieces: from the highest level down to the lowest odd one, reverse each stretch at that level or above. */
function visualOrder(pieces: LogicalPiece[]): LogicalPiece[] {
  const ordered = [...pieces];
  const levels = ordered.map((piece) => piece.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0;
    while (start < ordered.length) {
      if ((ordered[start]?.level ?? 0) < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end++;
      const stretch = ordered.slice(start, end).reverse();
      ordered.splice(start, stretch.length, ...stretch);
      start = end;
    }
  }
  return ordered;
}

/**
 * What to hand the shaper so that it draws `piece` as the algorithm ordered it. The shaper reverses
 * any text in a right-to-left script; so a right-to-left piece goes in reading order (reversed by
 * it) unless it has no such character (reversed here), and a left-to-right piece in such a script
 * (Arabic-Indic digits: "٤٢٫٠٠") goes reversed, to come out as read.
 */
function shaperText(piece: LogicalPiece): string {
  const chars = [...piece.text];
  const shaperReverses = RIGHT_TO_LEFT_SCRIPT.test(piece.text);
  if (piece.level % 2 === 0) return shaperReverses ? chars.reverse().join("") : piece.text;
  const mirrored = chars.map((char) => bidi.getMirroredCharacter(char) ?? char);
  return shaperReverses ? mirrored.join("") : mirrored.reverse().join("");
}

/**
 * A line's own direction, as HTML's `dir="auto"` decides it: its first letter's (an English
 * product name on an Arabic invoice reads left to right, "1 Analytical Way" keeps its number
 * first); a line without letters takes the document's.
 */
function directionOfLine(text: string, documentDirection: "ltr" | "rtl"): "ltr" | "rtl" {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === "L") return "ltr";
    if (type === "R" || type === "AL") return "rtl";
  }
  return documentDirection;
}

/** `text` as pieces to draw from left to right, in a document written in `documentDirection`. */
export function textPieces(text: string, faces: Face[], documentDirection: "ltr" | "rtl"): TextPiece[] {
  const { levels } = bidi.getEmbeddingLevels(text, directionOfLine(text, documentDirection));
  return visualOrder(logicalPieces(text, faces, levels)).map((piece) => ({
    text: shaperText(piece),
    face: piece.face,
    rightToLeftScript: RIGHT_TO_LEFT_SCRIPT.test(piece.text),
  }));
}
