import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { mailFormat } from "../../src/i18n/mail-format.ts";
import { translator } from "../../src/i18n/translator.ts";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { paidOrder } from "../helpers/orders.ts";
import { type PdfContents, readPdf } from "../helpers/pdf-text.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Invoice PDFs in their customer's language (their own, else the seller's default_locale, else
 * DEFAULT_LOCALE — Spanish on this server), read back as a viewer reads them: the words, amounts
 * and dates of that language, its fonts embedded (Noto Sans CJK for Japanese, Noto Sans Arabic
 * for Arabic), and an Arabic invoice laid out right to left.
 */

let server: TestServer;
let seller: BillingOrg;

beforeAll(async () => {
  server = await startTestServer({ env: { DEFAULT_LOCALE: "es" } });
  seller = await billingOrg(server, "invoice-lingo");
});

afterAll(async () => {
  await server?.close();
});

async function customer(org: BillingOrg, locale: Locale | null, name: string): Promise<string> {
  const email = `invoice-${locale ?? "none"}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: org.token,
    body: { email, name, ...(locale ? { locale } : {}) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

type Invoice = { pdf: PdfContents; headers: Headers };

async function invoiceOf(org: BillingOrg, order: OrderResource): Promise<Invoice> {
  expect((await v1(server, "POST", `/orders/${order.id}/invoice`, { token: org.token })).status).toBe(202);
  const { url } = (await v1<{ url: string }>(server, "GET", `/orders/${order.id}/invoice`, { token: org.token })).body;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  return { pdf: await readPdf(new Uint8Array(await response.arrayBuffer())), headers: response.headers };
}

/** A paid order of 42.00 USD plus 8.40 tax, billed to `billingName`, for a customer in `locale`. */
async function orderFor(locale: Locale | null, billingName: string, org = seller): Promise<OrderResource> {
  const customerId = await customer(org, locale, billingName);
  return paidOrder(server, org, { customerId, price: 4200, taxAmount: 840, billingName });
}

/** pdf.js reads a no-break space back as a plain one, and two spaces as one: the lines are compared so. */
const asRead = (lines: string[]) => lines.map((line) => line.replace(/[\s\u00a0\u202f]+/g, " "));

const pieceOf = (pdf: PdfContents, text: string) => pdf.pages[0]?.find((piece) => piece.text === text);

describe("an invoice in its customer's language", () => {
  it("German: German words, 42,00 $, a German month, and a refund with its reason", async () => {
    const order = await orderFor("de", "Jürgen Müller");
    const refund = await v1<{ created_at: string }>(server, "POST", "/refunds/", {
      token: seller.token,
      body: { order_id: order.id, amount: 1000, reason: "customer_request", revoke_benefits: false },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const { pdf, headers } = await invoiceOf(seller, order);
    const t = translator("de", "invoice");
    const format = mailFormat("de");
    expect(format.money(4200, "usd")).toBe("42,00\u00a0$");
    expect(headers.get("content-language")).toBe("de");
    expect(pdf.lang).toBe("de");
    expect(pdf.title).toBe(`Rechnung ${order.invoice_number}`);
    expect(pdf.lines).toEqual(
      expect.arrayContaining(
        asRead([
          "Rechnung",
          `Rechnungsnummer: ${order.invoice_number}`,
          `Rechnungsdatum: ${format.date(order.created_at)}`,
          "Status: teilweise erstattet",
          "Rechnung an",
          "Jürgen Müller",
          `Zwischensumme${format.money(4200, "usd")}`,
          `Steuer${format.money(840, "usd")}`,
          `Gesamtbetrag${format.money(5040, "usd")}`,
          "Erstattungen",
          // 10.00 refunded and its share of the tax, 2.00.
          `${format.date(refund.body.created_at)}  ${t("refundReason", { reason: "customer_request" })}-${format.money(1200, "usd")}`,
          `Erstattet${format.money(1200, "usd")}`,
          `Gesamtbetrag nach Erstattungen${format.money(3840, "usd")}`,
        ]),
      ),
    );
    expect(format.date(order.created_at)).toMatch(
      /Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember/,
    );
  });

  it("Japanese: Japanese words and date, a Japanese name, in Noto Sans CJK JP", async () => {
    const order = await orderFor("ja", "山田太郎");
    const { pdf, headers } = await invoiceOf(seller, order);
    const format = mailFormat("ja");
    expect(headers.get("content-language")).toBe("ja");
    expect(pdf.lines).toEqual(
      expect.arrayContaining(
        asRead([
          "請求書",
          `請求書番号：${order.invoice_number}`,
          `発行日：${format.date(order.created_at)}`,
          "請求先",
          "山田太郎",
          `小計${format.money(4200, "usd")}`,
          `合計${format.money(5040, "usd")}`,
        ]),
      ),
    );
    expect(format.date(order.created_at)).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    expect(pdf.embeddedFonts).toEqual(expect.arrayContaining(["NotoSansCJKjp-Regular", "NotoSansCJKjp-Bold"]));
  });

  it("Arabic: Arabic words in Noto Sans Arabic, right to left: labels on the right, amounts on the left", async () => {
    const order = await orderFor("ar", "شركة النور");
    const { pdf, headers } = await invoiceOf(seller, order);
    expect(headers.get("content-language")).toBe("ar");
    expect(pdf.lang).toBe("ar");
    expect(pdf.embeddedFonts).toEqual(expect.arrayContaining(["NotoSansArabic-Regular", "NotoSansArabic-Bold"]));
    const right = pdf.pageWidth - 56;
    for (const text of ["فاتورة", "من", "شركة النور", "الوصف"]) {
      const piece = pieceOf(pdf, text);
      expect(piece, text).toBeDefined();
      // Each ends at the right margin, where an Arabic line starts.
      expect(piece!.x + piece!.width, text).toBeCloseTo(right, 0);
    }
    // The amounts column: its figures end 539 points from the right edge, near the left margin.
    const subtotal = pieceOf(pdf, "المجموع الفرعي")!;
    const row = pdf.pages[0]!.filter((piece) => Math.abs(piece.y - subtotal.y) < 1 && piece !== subtotal);
    expect(row.length).toBeGreaterThan(0);
    expect(Math.min(...row.map((piece) => piece.x))).toBeCloseTo(pdf.pageWidth - 539, 0);
    // The amount's digits, as Intl writes 42.00 USD in Arabic.
    const digits = mailFormat("ar")
      .money(4200, "usd")
      .replace(/[^\d٠-٩]/g, "");
    expect(
      row
        .map((piece) => piece.text)
        .join("")
        .replace(/[^\d٠-٩]/g, ""),
    ).toMatch(new RegExp(`${digits}|${[...digits].reverse().join("")}`));
  });
});

describe("a customer without a language", () => {
  it("the seller's default_locale decides: French", async () => {
    const other = await billingOrg(server, "invoice-lingo-fr");
    const patched = await v1(server, "PATCH", `/organizations/${other.organization.id}`, {
      token: other.token,
      body: { default_locale: "fr" },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const order = await orderFor(null, "Zoé Martin", other);
    const { pdf, headers } = await invoiceOf(other, order);
    expect(headers.get("content-language")).toBe("fr");
    expect(pdf.lines).toEqual(
      expect.arrayContaining(asRead(["Facture", `Total${mailFormat("fr").money(5040, "usd")}`])),
    );
  });

  it("else the instance's DEFAULT_LOCALE: Spanish", async () => {
    const order = await orderFor(null, "Ana García");
    const { pdf, headers } = await invoiceOf(seller, order);
    expect(headers.get("content-language")).toBe("es");
    expect(pdf.lines).toEqual(expect.arrayContaining(["Factura", "Facturar a", "Ana García"]));
  });
});
