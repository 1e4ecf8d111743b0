import type { Executor } from "../../db/transaction.ts";
import { directionOf, type Locale, matchLocale } from "../../i18n/locales.ts";
import { mailFormat } from "../../i18n/mail-format.ts";
import { translator } from "../../i18n/translator.ts";
import type { PdfLine } from "../../pdf/document.ts";
import { systemAccess } from "../api-access/system-access.ts";
import type { Address } from "../common/schemas.ts";
import { load as loadOrder } from "../orders/resource.ts";
import type { OrderResource } from "../orders/schemas.ts";
import type { RefundResource } from "../refunds/service.ts";
import * as refunds from "../refunds/service.ts";
import * as organizations from "../seller-settings/service.ts";

/**
 * The invoice of an order as a PDF document, rendered on demand from the order as it is now
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

function invoiceLines(order: OrderResource, seller: Seller, orderRefunds: RefundResource[], locale: Locale): PdfLine[] {
  const t = translator(locale, "invoice");
  const format = mailFormat(locale);
  const money = (amount: number) => format.money(amount, order.currency);
  const lines: PdfLine[] = [
    { text: t("title"), size: 22, bold: true },
    { text: t("number", { number: order.invoice_number }), gap: 8, bold: true },
    { text: t("issued", { date: format.date(order.created_at) }) },
    { text: t("status", { status: order.status }) },
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
  lines.push({ text: t("footer", { id: order.id }), gap: 24, size: 8 });
  return lines;
}

export async function renderInvoice(
  db: Executor,
  organizationId: string,
  orderId: string,
  defaultLocale: Locale,
): Promise<{ filename: string; bytes: Buffer; locale: Locale }> {
  const order = await loadOrder(db, organizationId, orderId);
  const seller = await organizations.get(db, systemAccess(organizationId));
  const orderRefunds = await refunds.succeededRefundsOf(db, organizationId, orderId);
  const locale = matchLocale(order.customer.locale) ?? matchLocale(seller.default_locale) ?? defaultLocale;
  // Loaded with the first invoice, not at start-up: pdfkit and fontkit take ~120 ms to import.
  const { renderPdf } = await import("../../pdf/document.ts");
  const bytes = await renderPdf(invoiceLines(order, seller, orderRefunds, locale), {
    title: translator(locale, "invoice")("documentTitle", { number: order.invoice_number }),
    author: seller.name,
    locale,
    direction: directionOf(locale),
  });
  return { filename: `Invoice-${order.invoice_number}.pdf`, bytes, locale };
}
