import { fromJsonColumn } from "../../db/json-column.ts";
import { nowIso } from "../../kit/time.ts";
import { invoicePdfPath, signedUrl } from "../invoices/signing.ts";
import { dashboardUrl, portalUrl } from "./links.ts";
import * as repository from "./mail-repository.ts";
import type { Notice } from "./notice.tsx";
import { orderData, payloadOf, refundData, subscriptionData } from "./payloads.ts";
import { type BillingMail, type ComposeContext, type Seller, sellerOf, toCustomer, toManagers } from "./seller.ts";
import type { Speech } from "./speech.ts";
import { SUBSCRIPTION_MAILS, subscriptionChanged } from "./subscription-mails.ts";

type Event = { organization_id: string; type: string; payload: string };

/** An invoice link in a mail stays valid for 30 days (the API's links, for an hour). */
const MAIL_INVOICE_TTL_S = 30 * 86_400;

type Order = ReturnType<typeof orderData.parse>;

/** A receipt (or a renewal's receipt), in the customer's language. */
function receipt(ctx: ComposeContext, seller: Seller, order: Order, invoiceUrl: string, s: Speech): Notice {
  const { t, format } = s;
  const renewal = order.billing_reason === "subscription_cycle";
  const total = format.money(order.total_amount, order.currency);
  const { description } = order;
  return {
    subject: renewal
      ? t("renewal.subject", { seller: seller.brand.name, total })
      : t("receipt.subject", { seller: seller.brand.name, description }),
    preview: t("receipt.preview", { total, description }),
    heading: renewal ? t("renewal.heading") : t("receipt.heading"),
    paragraphs: [
      renewal ? t("renewal.charged", { total, description }) : t("receipt.paid", { total, description }),
      t("receipt.inPortal"),
    ],
    details: [
      [t("details.invoiceNumber"), order.invoice_number],
      [t("details.date"), format.date(order.created_at)],
      [t("details.total"), total],
    ],
    actions: [
      { label: t("actions.openPortal"), url: portalUrl(ctx, seller, order.customer.email) },
      { label: t("actions.downloadInvoice"), url: invoiceUrl },
    ],
    footer: t("footer.customer"),
  };
}

/** The merchant's notice of a new order, in one manager's language. */
function newOrder(ctx: ComposeContext, seller: Seller, order: Order, { t, format }: Speech): Notice {
  const total = format.money(order.total_amount, order.currency);
  const { description } = order;
  return {
    subject: t("newOrder.subject", { description, total }),
    preview: t("newOrder.preview", { customer: order.customer.email, total }),
    heading: t("newOrder.heading"),
    paragraphs: [t("newOrder.body", { customer: order.customer.name ?? order.customer.email, total, description })],
    details: [
      [t("details.customer"), order.customer.email],
      [t("details.invoiceNumber"), order.invoice_number],
      [t("details.total"), total],
    ],
    actions: [{ label: t("actions.viewOrder"), url: dashboardUrl(ctx, seller, "orders", order.id) }],
    footer: t("footer.merchant"),
  };
}

async function orderPaid(ctx: ComposeContext, seller: Seller, payload: string): Promise<BillingMail[]> {
  const { data: order } = fromJsonColumn(payloadOf(orderData), payload);
  const renewal = order.billing_reason === "subscription_cycle";
  const mails: BillingMail[] = [];
  const wanted = renewal ? seller.emails.subscription_cycled : seller.emails.order_confirmation;
  if (wanted) {
    const invoice = signedUrl(ctx.db, "invoice", seller.id, order.id, invoicePdfPath(order.id), MAIL_INVOICE_TTL_S);
    const kind = renewal ? "renewal-receipt" : "order-receipt";
    mails.push(await toCustomer(ctx, seller, kind, order.customer, (s) => receipt(ctx, seller, order, invoice.url, s)));
  }
  if (seller.notifications.new_order)
    mails.push(...(await toManagers(ctx, seller, "new-order", (s) => newOrder(ctx, seller, order, s))));
  return mails;
}

/** The renewal whose first charge failed and whose dunning mail is not sent yet, claimed for this pass. */
async function claimDunning(ctx: ComposeContext, seller: Seller, subscriptionId: string) {
  const renewal = await repository.unmailedDunning(ctx.db, seller.id, subscriptionId);
  if (!renewal) return null;
  return (await repository.claimDunning(ctx.db, seller.id, renewal.id, nowIso())) ? renewal : null;
}

/**
 * `subscription.updated` of a subscription gone past_due: its renewal's charge failed. Mailed once
 * per renewal (claimed by the renewal's dunning_mailed_at), with the day of the next try.
 */
async function paymentFailed(ctx: ComposeContext, seller: Seller, payload: string): Promise<BillingMail[]> {
  const { data: subscription } = fromJsonColumn(payloadOf(subscriptionData), payload);
  if (subscription.status !== "past_due" || !seller.emails.subscription_past_due) return [];
  const renewal = await claimDunning(ctx, seller, subscription.id);
  if (!renewal) return [];
  const product = subscription.product.name;
  const mail = await toCustomer(ctx, seller, "payment-failed", subscription.customer, ({ t, format }) => {
    const amount = format.money(renewal.amount, renewal.currency);
    const date = format.date(renewal.next_attempt_at);
    return {
      subject: t("paymentFailed.subject", { product }),
      preview: t("paymentFailed.preview", { date }),
      heading: t("paymentFailed.heading"),
      paragraphs: [t("paymentFailed.body", { amount, product }), t("paymentFailed.nextTry", { date })],
      details: [
        [t("details.amount"), amount],
        [t("details.nextTry"), date],
      ],
      actions: [{ label: t("actions.updatePaymentMethod"), url: portalUrl(ctx, seller, subscription.customer.email) }],
      footer: t("footer.customer"),
    };
  });
  return [mail];
}

async function refundSucceeded(ctx: ComposeContext, seller: Seller, payload: string): Promise<BillingMail[]> {
  const { data: refund } = fromJsonColumn(payloadOf(refundData), payload);
  if (refund.status !== "succeeded" || !seller.emails.order_confirmation) return [];
  const buyer = await repository.customerContact(ctx.db, seller.id, refund.customer_id);
  if (!buyer) return [];
  const mail = await toCustomer(ctx, seller, "refund-issued", buyer, ({ t, format }) => {
    const amount = format.money(refund.amount + refund.tax_amount, refund.currency);
    return {
      subject: t("refund.subject", { seller: seller.brand.name, amount }),
      preview: t("refund.preview", { amount }),
      heading: t("refund.heading"),
      paragraphs: [t("refund.body", { amount })],
      details: [[t("details.refunded"), amount]],
      actions: [{ label: t("actions.openPortal"), url: portalUrl(ctx, seller, buyer.email) }],
      footer: t("footer.customer"),
    };
  });
  return [mail];
}

/**
 * The mails one billing event calls for (none for most): receipts and renewal receipts
 * (`order.paid`), subscription started, canceled, resumed and ended, a failed renewal payment
 * (`subscription.updated` to past_due), refunds issued
 * (`refund.updated` once succeeded), and the merchant's new-order and new-subscription notices.
 * Each customer mail follows the organization's `customer_email_settings` (Polar's keys); merchant
 * notices follow `notification_settings`. Each speaks its reader's language (seller.ts).
 */
export async function mailsFor(ctx: ComposeContext, event: Event): Promise<BillingMail[]> {
  const relevant =
    event.type === "order.paid" ||
    event.type === "refund.updated" ||
    event.type === "subscription.updated" ||
    event.type in SUBSCRIPTION_MAILS;
  if (!relevant) return [];
  const seller = await sellerOf(ctx, event.organization_id);
  if (!seller) return [];
  if (event.type === "order.paid") return orderPaid(ctx, seller, event.payload);
  if (event.type === "refund.updated") return refundSucceeded(ctx, seller, event.payload);
  if (event.type === "subscription.updated") return paymentFailed(ctx, seller, event.payload);
  return subscriptionChanged(ctx, seller, event.type, event.payload);
}
