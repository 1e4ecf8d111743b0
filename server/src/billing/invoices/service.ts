import type { Executor } from "../../db/transaction.ts";
import { directionOf, type Locale, matchLocale } from "../../i18n/locales.ts";
import { mailFormat } from "../../i18n/mail-format.ts";
import { translator } from "../../i18n/translator.ts";
import type { PdfLine } from "../../pdf/document.ts";
import { systemAccess } from "../api-access/system-access.ts";
import type { Address } from "../common/schemas.ts";
import { load as loadOrder } from "../orders/resource.ts";
import type { OrderResource } from "../orders/schemas.ts";
import * as payments from "../payments/service.ts";
import type { RefundResource } from "../refunds/service.ts";
import * as refunds from "../refunds/service.ts";
import * as organizations from "../seller-settings/service.ts";

/**
 * The invoice (or receipt) of an order as a PDF document, rendered on demand from the order as it is now
 * (so refunds made after the purchase appear on it): number, dates, seller, billing details,
 * items, subtotal/discount/tax/total and the refunds — in the customer's language (their own,
 * else the seller's default for its customers, else DEFAULT_LOCALE), amounts and dates as that
 * language writes them, in the order's currency.
 */

/** The billing address's lines, the country named in the invoice's language ("FR" → "Frankreich"). */
function addressLines(address: Address | null, locale: Locale): string[] {
  if (!address) return [];
  const cityLine = [address.postal_code, address.city, address.state].filter(Boolean).join(" ");
  const country = new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(address.country);
  return [address.line1, address.line2, cityLine, country].filter((line): line is string => Boolean(line));
}

/** Where the amounts column ends, from the start edge. */
const AMOUNTS_END = 539;
/** Where the totals' labels start, from the start edge. */
const TOTALS_INSET = 340;

type Seller = { name: string; email: string | null; website: string | null };

/** A receipt's proof of payment: when and how the order was paid (null: no payment recorded). */
type PaidWith = { paidAt: string; method: string; card: { brand: string; last4: string } | null } | null;

/** The document's title block: an invoice's number, date and status; a receipt's number, payment date and method. */
function headingLines(order: OrderResource, document: DocumentKind, locale: Locale): PdfLine[] {
  const t = translator(locale, "invoice");
  const format = mailFormat(locale);
  if (document.kind === "invoice")
    return [
      { text: t("title"), size: 22, bold: true },
      { text: t("number", { number: order.invoice_number }), gap: 8, bold: true },
      { text: t("issued", { date: format.date(order.created_at) }) },
      { text: t("status", { status: order.status }) },
    ];
  const paid = document.paidWith;
  return [
    { text: t("receiptTitle"), size: 22, bold: true },
    { text: t("receiptNumber", { number: order.receipt_number ?? "" }), gap: 8, bold: true },
    { text: t("invoiceReference", { number: order.invoice_number }) },
    { text: t("paidOn", { date: format.date(paid?.paidAt ?? order.created_at) }) },
    {
      text: paid?.card
        ? t("paidWithCard", { brand: paid.card.brand, last4: paid.card.last4 })
        : t("paidWith", { method: paid?.method ?? "card" }),
    },
  ];
}

function documentLines(
  order: OrderResource,
  seller: Seller,
  orderRefunds: RefundResource[],
  locale: Locale,
  document: DocumentKind,
): PdfLine[] {
  const t = translator(locale, "invoice");
  const format = mailFormat(locale);
  const money = (amount: number) => format.money(amount, order.currency);
  const lines: PdfLine[] = [
    ...headingLines(order, document, locale),
    { text: t("from"), gap: 14, bold: true },
    { text: seller.name },
    ...[seller.email, seller.website].flatMap((text) => (text ? [{ text }] : [])),
    { text: t("billTo"), gap: 14, bold: true },
    { text: order.billing_name ?? order.customer.name ?? order.customer.email },
    ...addressLines(order.billing_address, locale).map((text) => ({ text })),
    { text: order.customer.email },
    { text: t("description"), gap: 18, bold: true },
    { text: t("amount"), bold: true, sameLine: true, endsAt: AMOUNTS_END },
  ];
  for (const item of order.items) {
    lines.push({ text: item.label }, { text: money(item.amount), sameLine: true, endsAt: AMOUNTS_END });
  }
  const totals: Array<[string, number, boolean?]> = [
    [t("subtotal"), order.subtotal_amount],
    ...(order.discount_amount
      ? [
          [
            order.discount ? t("discountNamed", { name: order.discount.name }) : t("discount"),
            -order.discount_amount,
          ] as [string, number],
        ]
      : []),
    [t("tax"), order.tax_amount],
    [t("total"), order.total_amount, true],
  ];
  totals.forEach(([label, amount, bold], index) => {
    lines.push(
      { text: label, inset: TOTALS_INSET, bold: Boolean(bold), gap: index === 0 ? 10 : 0 },
      { text: money(amount), bold: Boolean(bold), sameLine: true, endsAt: AMOUNTS_END },
    );
  });
  if (orderRefunds.length) {
    lines.push({ text: t("refunds"), gap: 18, bold: true });
    for (const refund of orderRefunds) {
      lines.push(
        { text: `${format.date(refund.created_at)}  ${t("refundReason", { reason: refund.reason })}` },
        { text: `-${money(refund.amount + refund.tax_amount)}`, sameLine: true, endsAt: AMOUNTS_END },
      );
    }
    lines.push(
      { text: t("refunded"), inset: TOTALS_INSET, gap: 6 },
      { text: money(order.refunded_amount + order.refunded_tax_amount), sameLine: true, endsAt: AMOUNTS_END },
      { text: t("totalAfterRefunds"), inset: TOTALS_INSET, bold: true },
      {
        text: money(order.total_amount - order.refunded_amount - order.refunded_tax_amount),
        bold: true,
        sameLine: true,
        endsAt: AMOUNTS_END,
      },
    );
  }
  const footer = document.kind === "invoice" ? t("footer", { id: order.id }) : t("receiptFooter", { id: order.id });
  lines.push({ text: footer, gap: 24, size: 8 });
  return lines;
}

/** What is rendered: the order's invoice, or its receipt with the payment it proves. */
type DocumentKind = { kind: "invoice" } | { kind: "receipt"; paidWith: PaidWith };

export type RenderedDocument = { filename: string; bytes: Buffer; locale: Locale };

export function renderInvoice(
  db: Executor,
  organizationId: string,
  orderId: string,
  defaultLocale: Locale,
): Promise<RenderedDocument> {
  return renderOrderDocument(db, organizationId, orderId, defaultLocale, "invoice");
}

/**
 * The order's receipt: the invoice's seller, billing details, items, totals and refunds under a
 * receipt's heading, which says it was paid, when and with what. Only orders with a receipt
 * number have one (receipts.ts answers 404 before).
 */
export function renderReceipt(
  db: Executor,
  organizationId: string,
  orderId: string,
  defaultLocale: Locale,
): Promise<RenderedDocument> {
  return renderOrderDocument(db, organizationId, orderId, defaultLocale, "receipt");
}

async function paidWithOf(db: Executor, organizationId: string, order: OrderResource): Promise<PaidWith> {
  const payment = await payments.latestPaymentOfOrder(db, systemAccess(organizationId), order.id, "succeeded");
  if (!payment) return null;
  return {
    paidAt: payment.created_at,
    method: payment.method,
    card: "method_metadata" in payment ? payment.method_metadata : null,
  };
}

async function renderOrderDocument(
  db: Executor,
  organizationId: string,
  orderId: string,
  defaultLocale: Locale,
  kind: DocumentKind["kind"],
): Promise<RenderedDocument> {
  const order = await loadOrder(db, organizationId, orderId);
  const seller = await organizations.get(db, systemAccess(organizationId));
  const orderRefunds = await refunds.succeededRefundsOf(db, organizationId, orderId);
  const locale = matchLocale(order.customer.locale) ?? matchLocale(seller.default_locale) ?? defaultLocale;
  const document: DocumentKind =
    kind === "invoice" ? { kind } : { kind, paidWith: await paidWithOf(db, organizationId, order) };
  const number = kind === "invoice" ? order.invoice_number : (order.receipt_number ?? order.invoice_number);
  const t = translator(locale, "invoice");
  // Loaded with the first document, not at start-up: pdfkit and fontkit take ~120 ms to import.
  const { renderPdf } = await import("../../pdf/document.ts");
  const bytes = await renderPdf(documentLines(order, seller, orderRefunds, locale, document), {
    title: kind === "invoice" ? t("documentTitle", { number }) : t("receiptDocumentTitle", { number }),
    author: seller.name,
    locale,
    direction: directionOf(locale),
  });
  const filename = kind === "invoice" ? `Invoice-${number}.pdf` : `Receipt-${number}.pdf`;
  return { filename, bytes, locale };
}
