import { describe, expect, it } from "vitest";
import { renderPdf } from "../../src/billing/invoices/pdf.ts";
import { formatMoney } from "../../src/billing/invoices/service.ts";

/** The dependency-free PDF writer and the invoice's money format (the HTTP side is in orders.test.ts). */

describe("renderPdf", () => {
  it("writes a well-formed one-page PDF whose xref offsets point at its objects", () => {
    const bytes = renderPdf(
      [
        { text: "Invoice", size: 20, bold: true },
        { text: "Total (incl. tax) \\ 10.00 USD" },
        { text: "10.00 USD", sameLine: true, alignRightAt: 500 },
      ],
      { title: "Invoice T-0001", author: "Seller" },
    );
    const text = bytes.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text).toContain("/BaseFont /Helvetica");
    expect(text).toContain("(Total \\(incl. tax\\) \\\\ 10.00 USD) Tj");
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(7);
    for (const [index, offset] of offsets.entries()) {
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    }
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
    const start = text.indexOf("stream\n") + "stream\n".length;
    expect(text.slice(start + length, start + length + "\nendstream".length)).toBe("\nendstream");
  });

  it("replaces characters outside Latin-1 instead of breaking the file", () => {
    const text = renderPdf([{ text: "Zoë – 東京" }], { title: "t", author: "a" }).toString("latin1");
    expect(text).toContain("(Zo\u00eb ? ??) Tj");
  });
});

describe("formatMoney", () => {
  it("uses the currency's minor units", () => {
    expect(formatMoney(1050, "usd")).toBe("10.50 USD");
    expect(formatMoney(-250, "eur")).toBe("-2.50 EUR");
    expect(formatMoney(500, "jpy")).toBe("500 JPY");
    expect(formatMoney(0, "usd")).toBe("0.00 USD");
  });
});
