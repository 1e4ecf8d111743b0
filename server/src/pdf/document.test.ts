import { describe, expect, it } from "vitest";
import { readPdf } from "../../test/helpers/pdf-text.ts";
import { renderPdf } from "./document.ts";

/** Documents read back as a viewer reads them (pdf.js): text, positions, fonts, language, pages. */

const info = (locale: string, direction: "ltr" | "rtl" = "ltr") => ({
  title: `Test ${locale}`,
  author: "Seller",
  locale,
  direction,
});

describe("renderPdf", () => {
  it("writes accented Latin, Chinese characters and Hangul that a reader extracts as written, fonts embedded", async () => {
    const bytes = await renderPdf(
      [
        { text: "Invoice", size: 22, bold: true },
        { text: "Zoë Ångström – Łódź" },
        { text: "山田太郎 / 김민준" },
        { text: "Total", inset: 340 },
        { text: "42.00 USD", sameLine: true, endsAt: 539 },
      ],
      info("en"),
    );
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.lines).toEqual(["Invoice", "Zoë Ångström – Łódź", "山田太郎 / 김민준", "Total42.00 USD"]);
    expect(pdf.embeddedFonts.sort()).toEqual(["NotoSans-Bold", "NotoSans-Regular", "NotoSansCJKsc-Regular"]);
    expect(pdf.lang).toBe("en");
    expect(pdf.title).toBe("Test en");
    // The amount ends at 539 points from the left edge.
    const amount = pdf.pages[0]!.find((piece) => piece.text === "42.00 USD")!;
    expect(amount.x + amount.width).toBeCloseTo(539, 0);
  });

  it("mirrors a right-to-left document: the start edge is the right one", async () => {
    const bytes = await renderPdf(
      [
        { text: "فاتورة", size: 22, bold: true },
        { text: "المجموع", inset: 340 },
        { text: "42.00", sameLine: true, endsAt: 539 },
      ],
      info("ar", "rtl"),
    );
    const pdf = await readPdf(bytes);
    const [title, label, amount] = ["فاتورة", "المجموع", "42.00"].map(
      (text) => pdf.pages[0]!.find((piece) => piece.text === text)!,
    );
    // The title ends 56 points from the right edge; the label starts 340 points from it; the
    // amount's end is 539 points from the right, that is, it starts 56 points from the left.
    expect(title!.x + title!.width).toBeCloseTo(pdf.pageWidth - 56, 0);
    expect(label!.x + label!.width).toBeCloseTo(pdf.pageWidth - 340, 0);
    expect(amount!.x).toBeCloseTo(pdf.pageWidth - 539, 0);
    expect(pdf.embeddedFonts.sort()).toEqual(["NotoSansArabic-Bold", "NotoSansArabic-Regular"]);
    expect(pdf.lang).toBe("ar");
  });

  it("continues on a new page when the lines do not fit on one", async () => {
    const lines = Array.from({ length: 80 }, (_, index) => ({ text: `Line ${index + 1}` }));
    const pdf = await readPdf(await renderPdf(lines, info("de")));
    expect(pdf.pages.length).toBe(2);
    expect(pdf.lines).toEqual(lines.map((line) => line.text));
  });
});
