import { fromJsonColumn } from "../../db/json-column.ts";
import { dashboardUrl, portalUrl } from "./links.ts";
import type { Notice } from "./notice.tsx";
import { payloadOf, type SubscriptionData, subscriptionData } from "./payloads.ts";
import { type BillingMail, type ComposeContext, type Seller, toCustomer, toManagers } from "./seller.ts";
import { every, recurringPrice, type Speech } from "./speech.ts";

type SubscriptionMail = {
  kind: string;
  setting: keyof Seller["emails"];
  /** Whether this event calls for the mail (default: always). */
  when?: (s: SubscriptionData) => boolean;
  notice: (s: SubscriptionData, speech: Speech) => Pick<Notice, "subject" | "heading" | "paragraphs">;
};

export const SUBSCRIPTION_MAILS: Record<string, SubscriptionMail> = {
  "subscription.created": {
    kind: "subscription-started",
    setting: "subscription_confirmation",
    notice: (s, speech) => ({
      subject: speech.t("subscriptionStarted.subject", { product: s.product.name }),
      heading: speech.t("subscriptionStarted.heading"),
      paragraphs: [
        speech.t("subscriptionStarted.body", {
          product: s.product.name,
          amount: speech.format.money(s.amount, s.currency),
          every: every(speech, s.recurring_interval, s.recurring_interval_count),
        }),
      ],
    }),
  },
  "subscription.canceled": {
    kind: "subscription-canceled",
    setting: "subscription_cancellation",
    // A revocation (canceled now) is also subscription.canceled; its subscription.revoked mail says it.
    when: (s) => s.status !== "canceled",
    notice: (s, { t, format }) => ({
      subject: t("subscriptionCanceled.subject", { product: s.product.name }),
      heading: t("subscriptionCanceled.heading"),
      paragraphs: [
        t("subscriptionCanceled.body", {
          product: s.product.name,
          date: format.date(s.ends_at ?? s.current_period_end),
        }),
        t("subscriptionCanceled.resume"),
      ],
    }),
  },
  "subscription.uncanceled": {
    kind: "subscription-uncanceled",
    setting: "subscription_uncanceled",
    notice: (s, { t, format }) => ({
      subject: t("subscriptionUncanceled.subject", { product: s.product.name }),
      heading: t("subscriptionUncanceled.heading"),
      paragraphs: [
        t("subscriptionUncanceled.body", { product: s.product.name, date: format.date(s.current_period_end) }),
      ],
    }),
  },
  "subscription.revoked": {
    kind: "subscription-ended",
    setting: "subscription_revoked",
    notice: (s, { t }) => ({
      subject: t("subscriptionEnded.subject", { product: s.product.name }),
      heading: t("subscriptionEnded.heading"),
      paragraphs: [t("subscriptionEnded.body", { product: s.product.name })],
    }),
  },
};

/** The merchant's notice of a new subscription, in one manager's language. */
function newSubscription(ctx: ComposeContext, seller: Seller, subscription: SubscriptionData, s: Speech): Notice {
  const { t } = s;
  const price = recurringPrice(s, subscription);
  const customer = subscription.customer.name ?? subscription.customer.email;
  return {
    subject: t("newSubscription.subject", { product: subscription.product.name, price }),
    preview: t("newSubscription.preview", { customer: subscription.customer.email }),
    heading: t("newSubscription.heading"),
    paragraphs: [t("newSubscription.body", { customer, product: subscription.product.name })],
    details: [
      [t("details.customer"), subscription.customer.email],
      [t("details.price"), price],
    ],
    actions: [
      { label: t("actions.viewSubscription"), url: dashboardUrl(ctx, seller, "subscriptions", subscription.id) },
    ],
    footer: t("footer.merchant"),
  };
}

/** The subscription's mails of a subscription event: the customer's (per SUBSCRIPTION_MAILS), and a new one's merchant notice. */
export async function subscriptionChanged(
  ctx: ComposeContext,
  seller: Seller,
  type: string,
  payload: string,
): Promise<BillingMail[]> {
  const spec = SUBSCRIPTION_MAILS[type];
  if (!spec) return [];
  const { data: subscription } = fromJsonColumn(payloadOf(subscriptionData), payload);
  const mails: BillingMail[] = [];
  if (seller.emails[spec.setting] && (spec.when?.(subscription) ?? true))
    mails.push(
      await toCustomer(ctx, seller, spec.kind, subscription.customer, (s) => {
        const price = recurringPrice(s, subscription);
        return {
          ...spec.notice(subscription, s),
          preview: s.t("subscription.preview", { product: subscription.product.name, price }),
          details: [
            [s.t("details.plan"), subscription.product.name],
            [s.t("details.price"), price],
          ],
          actions: [
            { label: s.t("actions.manageSubscription"), url: portalUrl(ctx, seller, subscription.customer.email) },
          ],
          footer: s.t("footer.customer"),
        };
      }),
    );
  if (type === "subscription.created" && seller.notifications.new_subscription)
    mails.push(
      ...(await toManagers(ctx, seller, "new-subscription", (s) => newSubscription(ctx, seller, subscription, s))),
    );
  return mails;
}
