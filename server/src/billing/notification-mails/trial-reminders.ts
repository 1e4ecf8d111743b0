import { nowIso } from "../../kit/time.ts";
import { load as loadSubscription } from "../subscriptions/resources.ts";
import { portalUrl } from "./links.ts";
import { claimTrialReminder, dueTrialReminders } from "./mail-repository.ts";
import type { Notice } from "./notice.tsx";
import { type BillingMail, type ComposeContext, type Seller, sellerOf, toCustomer } from "./seller.ts";
import { recurringPrice, type Speech } from "./speech.ts";

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
    if (!(await claimTrialReminder(ctx.db, row.organization_id, row.id, now.toISOString()))) continue;
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
