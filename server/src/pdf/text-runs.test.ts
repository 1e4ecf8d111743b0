import { describe, expect, it } from "vitest";
import { type Face, facesFor } from "./fonts.ts";
import { textPieces } from "./text-runs.ts";

/**
 * Lines cut into pieces by direction and face, with the machine's Noto faces (Debian's
 * fonts-noto-core and fonts-noto-cjk): the order pieces are drawn in, the text handed to the
 * shaper, and the glyphs the shaper makes of it.
 */

const latinFirst = facesFor("en", "regular");
const arabicFirst = facesFor("ar", "regular");
const japaneseFirst = facesFor("ja", "regular");

const names = (faces: Face[]) => faces.map((face) => face.postscriptName ?? face.key);
const describePieces = (text: string, faces: Face[], direction: "ltr" | "rtl") =>
  textPieces(text, faces, direction).map((piece) => [piece.text, piece.face?.font.postscriptName ?? null]);

describe("facesFor", () => {
  it("finds every script's face on this machine, the language's own first", () => {
    expect(names(latinFirst)).toEqual(["NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansCJKsc-Regular"]);
    expect(names(arabicFirst)[0]).toBe("NotoSansArabic-Regular.ttf");
    expect(names(japaneseFirst)[0]).toBe("NotoSansCJKjp-Regular");
    expect(names(facesFor("ko", "bold"))[0]).toBe("NotoSansCJKkr-Bold");
    expect(names(facesFor("zh-CN", "regular"))[0]).toBe("NotoSansCJKsc-Regular");
  });
});

describe("textPieces", () => {
  it("keeps a left-to-right line in one piece per face", () => {
    expect(describePieces("Invoice 42.00 USD", latinFirst, "ltr")).toEqual([["Invoice 42.00 USD", "NotoSans-Regular"]]);
    expect(describePieces("Bill to 山田太郎", latinFirst, "ltr")).toEqual([
      ["Bill to ", "NotoSans-Regular"],
      ["山田太郎", "NotoSansCJKsc-Regular"],
    ]);
  });

  it("orders an Arabic line right to left: the number on the left, handed to the shaper so it comes out as read", () => {
    // "Invoice number: ABC-0001" in Arabic. The Arabic words are one piece, in reading order (the
    // shaper lays them out right to left); the Latin number stays left to right, on their left.
    const pieces = describePieces("رقم الفاتورة: ABC-0001", arabicFirst, "rtl");
    expect(pieces).toEqual([
      ["ABC-0001", "NotoSans-Regular"],
      // The colon and the space before the number: right to left, with the Arabic words.
      ["رقم الفاتورة: ", "NotoSansArabic-Regular"],
    ]);
  });

  it("hands Arabic-Indic digits over reversed, since the shaper reverses any text in Arabic script", () => {
    const pieces = describePieces("٤٢٫٠٠", arabicFirst, "rtl");
    expect(pieces).toEqual([["٠٠٫٢٤", "NotoSansArabic-Regular"]]);
  });

  it("mirrors paired punctuation in right-to-left text", () => {
    const pieces = describePieces("شركة تجريبية (Ada)", arabicFirst, "rtl");
    // Drawn left to right: the parenthesis that closes (mirrored to "("), the Latin name, the one
    // that opens (mirrored to ")"), then the Arabic words an Arabic reader meets first.
    expect(pieces.map(([text]) => text)).toEqual(["(", "Ada", ")", "شركة تجريبية "]);
  });

  it("gives a line the direction of its first letter, as dir=auto: Latin data on an Arabic invoice reads left to right", () => {
    const pieces = describePieces("1 Analytical Way", arabicFirst, "rtl");
    expect(pieces.map(([text]) => text).join("")).toBe("1 Analytical Way");
    expect(describePieces("Ada Lovelace (شركة تجريبية)", arabicFirst, "rtl").map(([text]) => text)).toEqual([
      "Ada Lovelace (",
      "شركة تجريبية",
      ")",
    ]);
    // No letter at all: the document's direction. "42.00 -" in an Arabic document: the minus sign
    // goes to the left.
    expect(describePieces("42.00 -", arabicFirst, "rtl").map(([text]) => text)).toEqual(["- ", "42.00"]);
  });

  it("draws a character no face has as a question mark", () => {
    const [piece] = textPieces("\u{10FFFD}", latinFirst, "ltr");
    expect(piece).toEqual({ text: "?", face: null, rightToLeftScript: false });
  });
});

describe("the shaper (fontkit) on the pieces", () => {
  it("joins Arabic letters: contextual forms where the letters join, isolated ones where they cannot", () => {
    const arabic = arabicFirst[0]!.font;
    const word = "فاتورة"; // "invoice": feh alef teh waw reh teh-marbuta
    const isolated = [...word].map((char) => arabic.glyphForCodePoint(char.codePointAt(0)!).id);
    // Laid out right to left: reversed, it is in reading order again.
    const shaped = arabic
      .layout(word)
      .glyphs.map((glyph) => glyph.id)
      .reverse();
    // Feh and teh join the next letter (initial forms), alef and waw the one before (final forms);
    // waw does not join forward, so reh stands alone, and reh does not either, so teh-marbuta does.
    expect(shaped.map((id, index) => id !== isolated[index])).toEqual([true, true, true, true, false, false]);
  });
});
