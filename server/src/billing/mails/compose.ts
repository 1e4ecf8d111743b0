import { z } from "@hono/zod-openapi";
import { fromJsonColumn } from "../../db/json-column.ts";
import type { Db } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import { scoped } from "../common/scope.ts";
import { formatMoney } from "../invoices/service.ts";
import { invoicePdfPath, signedUrl } from "../invoices/signing.ts";
import { load as loadSubscription } from "../subscriptions/resources.ts";
import type { Notice } from "./notice.tsx";
import {
  type BillingMail,
  type ComposeContext,
  managers,
  merchantBrand,
  rendered,
  type Seller,
  sellerOf,
} from "./seller.ts";

/** What an event's payload holds, as far as its mail needs it (the payload is the API resource). */
const customer = z.object({ email: z.string(), name: z.string().nullable() });
const orderData = z.object({
  id: z.string(),
  customer,
  description: z.string(),
  total_amount: z.number(),
  currency: z.string(),
  invoice_number: z.string(),
  billing_reason: z.string(),
  created_at: z.string(),
});
const subscriptionData = z.object({
  id: z.string(),
  customer,
  product: z.object({ name: z.string() }),
  amount: z.number(),
  currency: z.string(),
  recurring_interval: z.string(),
  recurring_interval_count: z.number(),
  current_period_end: z.string(),
  ends_at: z.string().nullable(),
  status: z.string(),
});
const refundData = z.object({
  order_id: z.string(),
  customer_id: z.string(),
  amount: z.number(),
  tax_amount: z.number(),
  currency: z.string(),
  status: z.string(),
});
const payloadOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

type Event = { organization_id: string; type: string; payload: string };

/** An invoice link in a mail stays valid for 30 days (the API's links, for an hour). */
const MAIL_INVOICE_TTL_S = 30 * 86_400;
export const date = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const every = (interval: string, count: number) => (count === 1 ? interval : `${count} ${interval}s`);
/** Where to ask follows in the layout, from the seller's brand (its support contact). */
const CUSTOMER_FOOTER = "You get this mail because you bought from this seller.";
export const MERCHANT_FOOTER =
  "You get this mail as an owner or admin of the organization; turn it off in its billing settings.";

const portalUrl = (ctx: ComposeContext, seller: Seller, email: string) =>
  `${ctx.baseURL}/portal/${encodeURIComponent(seller.slug)}?email=${encodeURIComponent(email)}`;
export const dashboardUrl = (ctx: ComposeContext, seller: Seller, section: string, id: string) =>
  `${ctx.baseURL}/organizations/${encodeURIComponent(seller.slug)}/billing/${section}/${encodeURIComponent(id)}`;

async function orderPaid(ctx: ComposeContext, seller: Seller, payload: string): Promise<BillingMail[]> {
  const { data: order } = fromJsonColumn(payloadOf(orderData), payload);
  const renewal = order.billing_reason === "subscription_cycle";
  const mails: BillingMail[] = [];
  const wanted = renewal ? seller.emails.subscription_cycled : seller.emails.order_confirmation;
  const total = formatMoney(order.total_amount, order.currency);
  if (wanted) {
    const invoice = signedUrl(ctx.db, "invoice", seller.id, order.id, invoicePdfPath(order.id), MAIL_INVOICE_TTL_S);
    mails.push(
      await rendered(renewal ? "renewal-receipt" : "order-receipt", order.customer.email, seller.brand, {
        subject: renewal
          ? `Your ${seller.brand.name} subscription renewed: ${total}`
          : `Your receipt from ${seller.brand.name}: ${order.description}`,
        preview: `${total} paid for ${order.description}`,
        heading: renewal ? "Your subscription renewed" : "Thank you for your purchase",
        paragraphs: [
          renewal
            ? `We charged ${total} for the next period of ${order.description}.`
            : `You paid ${total} for ${order.description}.`,
          "Your orders, license keys, files and invoices are in the customer portal.",
        ],
        details: [
          ["Invoice number", order.invoice_number],
          ["Date", date(order.created_at)],
          ["Total", total],
        ],
        actions: [
          { label: "Open the customer portal", url: portalUrl(ctx, seller, order.customer.email) },
          { label: "Download the invoice (PDF)", url: invoice.url },
        ],
        footer: CUSTOMER_FOOTER,
      }),
    );
  }
  if (seller.notifications.new_order)
    for (const to of await managers(ctx.db, seller.id))
      mails.push(
        await rendered("new-order", to, merchantBrand(ctx), {
          subject: `New order: ${order.description} (${total})`,
          preview: `${order.customer.email} paid ${total}`,
          heading: "New order",
          paragraphs: [`${order.customer.name ?? order.customer.email} paid ${total} for ${order.description}.`],
          details: [
            ["Customer", order.customer.email],
            ["Invoice number", order.invoice_number],
            ["Total", total],
          ],
          actions: [{ label: "View the order", url: dashboardUrl(ctx, seller, "orders", order.id) }],
          footer: MERCHANT_FOOTER,
        }),
      );
  return mails;
}

type SubscriptionMail = {
  kind: string;
  setting: keyof Seller["emails"];
  /** Whether this event calls for the mail (default: always). */
  when?: (s: z.infer<typeof subscriptionData>) => boolean;
  notice: (s: z.infer<typeof subscriptionData>) => Pick<Notice, "subject" | "heading" | "paragraphs">;
};

const SUBSCRIPTION_MAILS: Record<string, SubscriptionMail> = {
  "subscription.created": {
    kind: "subscription-started",
    setting: "subscription_confirmation",
    notice: (s) => ({
      subject: `Your ${s.product.name} subscription has started`,
      heading: "Your subscription has started",
      paragraphs: [
        `Thank you for subscribing to ${s.product.name}: ${formatMoney(s.amount, s.currency)} every ${every(s.recurring_interval, s.recurring_interval_count)}.`,
      ],
    }),
  },
  "subscription.canceled": {
    kind: "subscription-canceled",
    setting: "subscription_cancellation",
    // A revocation (canceled now) is also subscription.canceled; its subscription.revoked mail says it.
    when: (s) => s.status !== "canceled",
    notice: (s) => ({
      subject: `Your ${s.product.name} subscription is canceled`,
      heading: "Your subscription is canceled",
      paragraphs: [
        `Your ${s.product.name} subscription will not renew. You keep access until ${date(s.ends_at ?? s.current_period_end)}.`,
        "Changed your mind? You can resume it in the customer portal until then.",
      ],
    }),
  },
  "subscription.uncanceled": {
    kind: "subscription-uncanceled",
    setting: "subscription_uncanceled",
    notice: (s) => ({
      subject: `Your ${s.product.name} subscription continues`,
      heading: "Your subscription continues",
      paragraphs: [`Your ${s.product.name} subscription renews again on ${date(s.current_period_end)}.`],
    }),
  },
  "subscription.revoked": {
    kind: "subscription-ended",
    setting: "subscription_revoked",
    notice: (s) => ({
      subject: `Your ${s.product.name} subscription has ended`,
      heading: "Your subscription has ended",
      paragraphs: [`Your ${s.product.name} subscription has ended and will not be charged again.`],
    }),
  },
};

async function subscriptionChanged(
  ctx: ComposeContext,
  seller: Seller,
  type: string,
  payload: string,
): Promise<BillingMail[]> {
  const spec = SUBSCRIPTION_MAILS[type];
  if (!spec) return [];
  const { data: subscription } = fromJsonColumn(payloadOf(subscriptionData), payload);
  const mails: BillingMail[] = [];
  const price = `${formatMoney(subscription.amount, subscription.currency)} / ${every(subscription.recurring_interval, subscription.recurring_interval_count)}`;
  if (seller.emails[spec.setting] && (spec.when?.(subscription) ?? true))
    mails.push(
      await rendered(spec.kind, subscription.customer.email, seller.brand, {
        ...spec.notice(subscription),
        preview: `${subscription.product.name}: ${price}`,
        details: [
          ["Plan", subscription.product.name],
          ["Price", price],
        ],
        actions: [{ label: "Manage your subscription", url: portalUrl(ctx, seller, subscription.customer.email) }],
        footer: CUSTOMER_FOOTER,
      }),
    );
  if (type === "subscription.created" && seller.notifications.new_subscription)
    for (const to of await managers(ctx.db, seller.id))
      mails.push(
        await rendered("new-subscription", to, merchantBrand(ctx), {
          subject: `New subscription: ${subscription.product.name} (${price})`,
          preview: `${subscription.customer.email} subscribed`,
          heading: "New subscription",
          paragraphs: [
            `${subscription.customer.name ?? subscription.customer.email} subscribed to ${subscription.product.name}.`,
          ],
          details: [
            ["Customer", subscription.customer.email],
            ["Price", price],
          ],
          actions: [
            { label: "View the subscription", url: dashboardUrl(ctx, seller, "subscriptions", subscription.id) },
          ],
          footer: MERCHANT_FOOTER,
        }),
      );
  return mails;
}

/**
 * `subscription.updated` of a subscription gone past_due: its renewal's charge failed. Mailed once
 * per renewal (claimed by the renewal's dunning_mailed_at), with the day of the next try.
 */
async function paymentFailed(ctx: ComposeContext, seller: Seller, payload: string): Promise<BillingMail[]> {
  const { data: subscription } = fromJsonColumn(payloadOf(subscriptionData), payload);
  if (subscription.status !== "past_due" || !seller.emails.subscription_past_due) return [];
  const renewal = await scoped(ctx.db, seller.id)
    .selectFrom("billing_subscription_renewal")
    .select(["id", "next_attempt_at", "amount", "currency"])
    .where("subscription_id", "=", subscription.id)
    .where("status", "=", "pending")
    .where("attempts", ">", 0)
    .where("dunning_mailed_at", "is", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!renewal) return [];
  const claimed = await scoped(ctx.db, seller.id)
    .updateTable("billing_subscription_renewal")
    .set({ dunning_mailed_at: nowIso() })
    .where("id", "=", renewal.id)
    .where("dunning_mailed_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return [];
  const amount = formatMoney(renewal.amount, renewal.currency);
  return [
    await rendered("payment-failed", subscription.customer.email, seller.brand, {
      subject: `Your payment for ${subscription.product.name} failed`,
      preview: `We will try again on ${date(renewal.next_attempt_at)}`,
      heading: "Your payment failed",
      paragraphs: [
        `We could not charge your card ${amount} for the next period of ${subscription.product.name}.`,
        `We will try again on ${date(renewal.next_attempt_at)}. Check or update your payment method in the customer portal so your subscription continues.`,
      ],
      details: [
        ["Amount", amount],
        ["Next try", date(renewal.next_attempt_at)],
      ],
      actions: [{ label: "Update your payment method", url: portalUrl(ctx, seller, subscription.customer.email) }],
      footer: CUSTOMER_FOOTER,
    }),
  ];
}

async function refundSucceeded(ctx: ComposeContext, seller: Seller, payload: string): Promise<BillingMail[]> {
  const { data: refund } = fromJsonColumn(payloadOf(refundData), payload);
  if (refund.status !== "succeeded" || !seller.emails.order_confirmation) return [];
  const buyer = await scoped(ctx.db, seller.id)
    .selectFrom("customer")
    .select("email")
    .where("id", "=", refund.customer_id)
    .executeTakeFirst();
  if (!buyer) return [];
  const amount = formatMoney(refund.amount + refund.tax_amount, refund.currency);
  return [
    await rendered("refund-issued", buyer.email, seller.brand, {
      subject: `Your refund from ${seller.brand.name}: ${amount}`,
      preview: `${amount} is on its way back to you`,
      heading: "Your refund is on its way",
      paragraphs: [
        `We refunded ${amount} to the card you paid with. Banks usually show it within 5 to 10 business days.`,
      ],
      details: [["Refunded", amount]],
      actions: [{ label: "Open the customer portal", url: portalUrl(ctx, seller, buyer.email) }],
      footer: CUSTOMER_FOOTER,
    }),
  ];
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
    const price = `${formatMoney(subscription.amount, subscription.currency)} / ${every(subscription.recurring_interval, subscription.recurring_interval_count)}`;
    const ends = date(row.trial_end ?? subscription.current_period_end);
    mails.push(
      await rendered("trial-ending", subscription.customer.email, seller.brand, {
        subject: `Your ${subscription.product.name} trial ends on ${ends}`,
        preview: `Then ${price}`,
        heading: "Your trial ends soon",
        paragraphs: [
          `Your free trial of ${subscription.product.name} ends on ${ends}. Then your card is charged ${price}.`,
          "Nothing to do if you want to keep it. To stop before you are charged, cancel in the customer portal.",
        ],
        details: [
          ["Trial ends", ends],
          ["Then", price],
        ],
        actions: [{ label: "Manage your subscription", url: portalUrl(ctx, seller, subscription.customer.email) }],
        footer: CUSTOMER_FOOTER,
      }),
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
 * notices follow `notification_settings`.
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
