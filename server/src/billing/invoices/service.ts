import type { Executor } from "../../db/transaction.ts";
import { systemAccess } from "../access/system-access.ts";
import type { Address } from "../common/schemas.ts";
import { load as loadOrder } from "../orders/resource.ts";
import type { OrderResource } from "../orders/schemas.ts";
import * as organizations from "../organizations/service.ts";
import * as refunds from "../refunds/service.ts";
import { type PdfLine, renderPdf } from "./pdf.ts";

/**
 * The invoice of an order as a PDF document, rendered on demand from the order as it is now
 * (so refunds made after the purchase appear on it): number, dates, seller, billing details,
 * items, subtotal/discount/tax/total and the refunds.
 */

/** Minor units as text with the currency's decimals: 1050 usd → "10.50 USD", 500 jpy → "500 JPY". */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    // unknown code: two decimals
  }
  const sign = amount < 0 ? "-" : "";
  const value = (Math.abs(amount) / 10 ** digits).toFixed(digits);
  return `${sign}${value} ${code}`;
}

const day = (iso: string) => iso.slice(0, 10);

function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const cityLine = [address.postal_code, address.city, address.state].filter(Boolean).join(" ");
  return [address.line1, address.line2, cityLine, address.country].filter((line): line is string => Boolean(line));
}

const RIGHT = 539;

export function invoiceLines(
  order: OrderResource,
  seller: { name: string; email: string | null; website: string | null },
  orderRefunds: refunds.RefundResource[],
): PdfLine[] {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const lines: PdfLine[] = [
    { text: "Invoice", size: 22, bold: true },
    { text: `Invoice number: ${order.invoice_number}`, gap: 8, bold: true },
    { text: `Date of issue: ${day(order.created_at)}` },
    { text: `Status: ${order.status.replace("_", " ")}` },
    { text: "From", gap: 14, bold: true },
    { text: seller.name },
    ...[seller.email, seller.website].flatMap((text) => (text ? [{ text }] : [])),
    { text: "Bill to", gap: 14, bold: true },
    { text: order.billing_name ?? order.customer.name ?? order.customer.email },
    ...addressLines(order.billing_address).map((text) => ({ text })),
    { text: order.customer.email },
    { text: "Description", gap: 18, bold: true },
    { text: "Amount", bold: true, sameLine: true, alignRightAt: RIGHT },
  ];
  for (const item of order.items) {
    lines.push({ text: item.label }, { text: money(item.amount), sameLine: true, alignRightAt: RIGHT });
  }
  const totals: Array<[string, number, boolean?]> = [
    ["Subtotal", order.subtotal_amount],
    ...(order.discount_amount
      ? [[`Discount${order.discount ? ` (${order.discount.name})` : ""}`, -order.discount_amount] as [string, number]]
      : []),
    ["Tax", order.tax_amount],
    ["Total", order.total_amount, true],
  ];
  totals.forEach(([label, amount, bold], index) => {
    lines.push(
      { text: label, x: 340, bold: Boolean(bold), gap: index === 0 ? 10 : 0 },
      { text: money(amount), bold: Boolean(bold), sameLine: true, alignRightAt: RIGHT },
    );
  });
  if (orderRefunds.length) {
    lines.push({ text: "Refunds", gap: 18, bold: true });
    for (const refund of orderRefunds) {
      lines.push(
        { text: `${day(refund.created_at)}  ${refund.reason.replace(/_/g, " ")}` },
        { text: `-${money(refund.amount + refund.tax_amount)}`, sameLine: true, alignRightAt: RIGHT },
      );
    }
    lines.push(
      { text: "Refunded", x: 340, gap: 6 },
      { text: money(order.refunded_amount + order.refunded_tax_amount), sameLine: true, alignRightAt: RIGHT },
      { text: "Total after refunds", x: 340, bold: true },
      {
        text: money(order.total_amount - order.refunded_amount - order.refunded_tax_amount),
        bold: true,
        sameLine: true,
        alignRightAt: RIGHT,
      },
    );
  }
  lines.push({ text: `Paid with card through the test-mode processor. Order ${order.id}.`, gap: 24, size: 8 });
  return lines;
}

export async function renderInvoice(
  db: Executor,
  organizationId: string,
  orderId: string,
): Promise<{ filename: string; bytes: Buffer }> {
  const order = await loadOrder(db, organizationId, orderId);
  const seller = await organizations.get(db, systemAccess(organizationId));
  const orderRefunds = await refunds.succeededRefundsOf(db, organizationId, orderId);
  const bytes = renderPdf(invoiceLines(order, seller, orderRefunds), {
    title: `Invoice ${order.invoice_number}`,
    author: seller.name,
  });
  return { filename: `Invoice-${order.invoice_number}.pdf`, bytes };
}
