import { fromJsonColumn } from "../../db/json-column.ts";
import type { Db } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import { scoped } from "../common/scope.ts";
import { invoicePdfPath, signedUrl } from "../invoices/signing.ts";
import { load as loadSubscription } from "../subscriptions/resources.ts";
import { dashboardUrl, portalUrl } from "./links.ts";
import type { Notice } from "./notice.tsx";
import { orderData, payloadOf, refundData, subscriptionData } from "./payloads.ts";
import { type BillingMail, type ComposeContext, type Seller, sellerOf, toCustomer, toManagers } from "./seller.ts";
import { recurringPrice, type Speech } from "./speech.ts";
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
  const renewal = await scoped(ctx.db, seller.id)
    .selectFrom("billing_subscription_renewal")
    .select(["id", "next_attempt_at", "amount", "currency"])
    .where("subscription_id", "=", subscriptionId)
    .where("status", "=", "pending")
    .where("attempts", ">", 0)
    .where("dunning_mailed_at", "is", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!renewal) return null;
  const claimed = await scoped(ctx.db, seller.id)
    .updateTable("billing_subscription_renewal")
    .set({ dunning_mailed_at: nowIso() })
    .where("id", "=", renewal.id)
    .where("dunning_mailed_at", "is", null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? renewal : null;
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
  const buyer = await scoped(ctx.db, seller.id)
    .selectFrom("customer")
    .select(["email", "locale"])
    .where("id", "=", refund.customer_id)
    .executeTakeFirst();
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

/** A trial is reminded of this long before it ends (Polar: 3 days). */
export const TRIAL_REMINDER_MS = 3 * 86_400_000;

/** Trials ending within 3 days of `now` and not reminded yet (found through migration 0046's index). */
export const dueTrialReminders = (db: Db, now: Date) =>
  db
    .selectFrom("billing_subscription")
    .select(["id", "organization_id", "trial_end"])
    .where("status", "=", "trialing")
    .where("trial_reminded_at", "is", null)
    .where("trial_end", ">", now.toISOString())
    .where("trial_end", "<=", new Date(now.getTime() + TRIAL_REMINDER_MS).toISOString())
    .limit(50);

type Trial = Awaited<ReturnType<typeof loadSubscription>>;

/** The trial-ends reminder, in the customer's language. */
function trialEnding(ctx: ComposeContext, seller: Seller, subscription: Trial, trialEnd: string, s: Speech): Notice {
  const { t, format } = s;
  const price = recurringPrice(s, subscription);
  const date = format.date(trialEnd);
  const product = subscription.product.name;
  return {
    subject: t("trialEnding.subject", { product, date }),
    preview: t("trialEnding.preview", { price }),
    heading: t("trialEnding.heading"),
    paragraphs: [t("trialEnding.body", { product, date, price }), t("trialEnding.keepOrCancel")],
    details: [
      [t("details.trialEnds"), date],
      [t("details.then"), price],
    ],
    actions: [{ label: t("actions.manageSubscription"), url: portalUrl(ctx, seller, subscription.customer.email) }],
    footer: t("footer.customer"),
  };
}

/**
 * The trial-ends reminders due now: trialing subscriptions whose trial ends within 3 days, each
 * claimed once (trial_reminded_at), mailed per `subscription_trial_conversion_reminder`.
 */
export async function trialReminders(ctx: ComposeContext): Promise<BillingMail[]> {
  const now = new Date(nowIso());
  const due = await dueTrialReminders(ctx.db, now).execute();
  const mails: BillingMail[] = [];
  for (const row of due) {
    const claimed = await scoped(ctx.db, row.organization_id)
      .updateTable("billing_subscription")
      .set({ trial_reminded_at: now.toISOString() })
      .where("id", "=", row.id)
      .where("trial_reminded_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const seller = await sellerOf(ctx, row.organization_id);
    if (!seller?.emails.subscription_trial_conversion_reminder) continue;
    const subscription = await loadSubscription(ctx.db, row.organization_id, row.id);
    const trialEnd = row.trial_end ?? subscription.current_period_end;
    mails.push(
      await toCustomer(ctx, seller, "trial-ending", subscription.customer, (s) =>
        trialEnding(ctx, seller, subscription, trialEnd, s),
      ),
    );
  }
  return mails;
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
