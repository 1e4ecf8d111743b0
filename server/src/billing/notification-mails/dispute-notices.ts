import { nowIso } from "../../kit/time.ts";
import * as disputes from "../disputes/repository.ts";
import { dashboardUrl } from "./links.ts";
import type { Notice } from "./notice.tsx";
import { type BillingMail, type ComposeContext, type Seller, sellerOf, toManagers } from "./seller.ts";
import type { Speech } from "./speech.ts";

const CLOSED = ["prevented", "won", "lost"] as const;
const BATCH = 50;

/** Stripe's reason, as a merchant reads it: named in the reader's language, else its words. */
const reasonOf = ({ t }: Speech, reason: string) =>
  t("disputeReason", { reason, reasonText: reason.replace(/_/g, " ") });

/**
 * The owners' and admins' notices of disputes, whatever the notification settings say — a
 * chargeback is money leaving: one when a dispute opens (with the date its evidence is due at
 * Stripe), one when it closes (won, lost, or prevented). Each is claimed once across processes,
 * like the trial reminders, and each manager reads it in their own language.
 */
export async function disputeNotices(ctx: ComposeContext): Promise<BillingMail[]> {
  const mails: BillingMail[] = [];
  for (const row of await disputes.dueNotices(ctx.db, "opened_mailed_at", null, BATCH)) {
    if (!(await disputes.claimNotice(ctx.db, row, "opened_mailed_at", nowIso()))) continue;
    const seller = await sellerOf(ctx, row.organization_id);
    if (seller) mails.push(...(await toManagers(ctx, seller, "dispute-opened", (s) => opened(ctx, seller, row, s))));
  }
  for (const row of await disputes.dueNotices(ctx.db, "closed_mailed_at", CLOSED, BATCH)) {
    if (!(await disputes.claimNotice(ctx.db, row, "closed_mailed_at", nowIso()))) continue;
    const seller = await sellerOf(ctx, row.organization_id);
    const kind = `dispute-${row.status}`;
    if (seller) mails.push(...(await toManagers(ctx, seller, kind, (s) => closed(ctx, seller, row, s))));
  }
  return mails;
}

function opened(ctx: ComposeContext, seller: Seller, row: disputes.DisputeRow, s: Speech): Notice {
  const { t, format } = s;
  const amount = format.money(row.amount + row.tax_amount, row.currency);
  const due = row.evidence_due_by ? format.date(row.evidence_due_by) : null;
  const reason = reasonOf(s, row.reason);
  return {
    subject: t("disputeOpened.subject", { amount, seller: seller.brand.name }),
    preview: due ? t("disputeOpened.previewDue", { date: due }) : t("disputeOpened.previewReason", { reason }),
    heading: t("disputeOpened.heading"),
    paragraphs: [
      t("disputeOpened.body", { reason, amount }),
      due ? t("disputeOpened.respondBy", { date: due }) : t("disputeOpened.noResponseYet"),
    ],
    details: [
      [t("details.amount"), amount],
      [t("details.reason"), reason],
      ...(due ? [[t("details.evidenceDue"), due] as [string, string]] : []),
    ],
    actions: [{ label: t("actions.viewOrder"), url: dashboardUrl(ctx, seller, "orders", row.order_id) }],
    footer: t("footer.merchant"),
  };
}

/** What a closed dispute's notice says: won, lost, or resolved without a chargeback (prevented). */
function outcomeOf({ t }: Speech, status: string, amount: string) {
  if (status === "won")
    return {
      subject: t("disputeWon.subject", { amount }),
      heading: t("disputeWon.heading"),
      line: t("disputeWon.body", { amount }),
    };
  if (status === "lost")
    return {
      subject: t("disputeLost.subject", { amount }),
      heading: t("disputeLost.heading"),
      line: t("disputeLost.body", { amount }),
    };
  return {
    subject: t("disputePrevented.subject", { amount }),
    heading: t("disputePrevented.heading"),
    line: t("disputePrevented.body", { amount }),
  };
}

function closed(ctx: ComposeContext, seller: Seller, row: disputes.DisputeRow, s: Speech): Notice {
  const { t, format } = s;
  const amount = format.money(row.amount + row.tax_amount, row.currency);
  const outcome = outcomeOf(s, row.status, amount);
  return {
    subject: outcome.subject,
    preview: outcome.line,
    heading: outcome.heading,
    paragraphs: [outcome.line],
    details: [
      [t("details.amount"), amount],
      [t("details.reason"), reasonOf(s, row.reason)],
    ],
    actions: [{ label: t("actions.viewOrder"), url: dashboardUrl(ctx, seller, "orders", row.order_id) }],
    footer: t("footer.merchant"),
  };
}
