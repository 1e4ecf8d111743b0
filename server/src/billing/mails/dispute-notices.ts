import { nowIso } from "../../kit/time.ts";
import * as disputes from "../disputes/repository.ts";
import { formatMoney } from "../invoices/service.ts";
import { dashboardUrl, date, MERCHANT_FOOTER } from "./compose.ts";
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

const CLOSED = ["prevented", "won", "lost"] as const;
const BATCH = 50;

/** Stripe's reasons, as a merchant reads them. */
const evidenceDue = (due: string): [string, string] => ["Evidence due", due];
const reasonOf = (reason: string) => reason.replace(/_/g, " ");

/**
 * The owners' and admins' notices of disputes (issue 20 item 5), whatever the notification
 * settings say — a chargeback is money leaving: one when a dispute opens (with the date its
 * evidence is due at Stripe), one when it closes (won, lost, or prevented). Each is claimed once
 * across processes, like the trial reminders.
 */
export async function disputeNotices(ctx: ComposeContext): Promise<BillingMail[]> {
  const mails: BillingMail[] = [];
  for (const row of await disputes.dueNotices(ctx.db, "opened_mailed_at", null, BATCH)) {
    if (!(await disputes.claimNotice(ctx.db, row, "opened_mailed_at", nowIso()))) continue;
    const seller = await sellerOf(ctx, row.organization_id);
    if (seller) mails.push(...(await opened(ctx, seller, row)));
  }
  for (const row of await disputes.dueNotices(ctx.db, "closed_mailed_at", CLOSED, BATCH)) {
    if (!(await disputes.claimNotice(ctx.db, row, "closed_mailed_at", nowIso()))) continue;
    const seller = await sellerOf(ctx, row.organization_id);
    if (seller) mails.push(...(await closed(ctx, seller, row)));
  }
  return mails;
}

async function opened(ctx: ComposeContext, seller: Seller, row: disputes.DisputeRow): Promise<BillingMail[]> {
  const amount = formatMoney(row.amount + row.tax_amount, row.currency);
  const due = row.evidence_due_by ? date(row.evidence_due_by) : null;
  const notice: Notice = {
    subject: `A payment of ${amount} to ${seller.brand.name} is disputed`,
    preview: due ? `Respond in Stripe by ${due}` : `Reason: ${reasonOf(row.reason)}`,
    heading: "A buyer disputed a payment",
    paragraphs: [
      `A buyer's bank opened a dispute (${reasonOf(row.reason)}) on a payment of ${amount}. The amount is held until the dispute closes.`,
      due
        ? `Respond with your evidence in your Stripe dashboard by ${due}; without a response the dispute is lost.`
        : "Stripe asks for no response yet; it tells you if it does.",
    ],
    details: [["Amount", amount], ["Reason", reasonOf(row.reason)], ...(due ? [evidenceDue(due)] : [])],
    actions: [{ label: "View the order", url: dashboardUrl(ctx, seller, "orders", row.order_id) }],
    footer: MERCHANT_FOOTER,
  };
  return Promise.all(
    (await managers(ctx.db, seller.id)).map((to) => rendered("dispute-opened", to, merchantBrand(ctx), notice)),
  );
}

async function closed(ctx: ComposeContext, seller: Seller, row: disputes.DisputeRow): Promise<BillingMail[]> {
  const amount = formatMoney(row.amount + row.tax_amount, row.currency);
  const outcome =
    row.status === "won"
      ? { heading: "You won a dispute", line: `The bank decided in your favour: the ${amount} stays yours.` }
      : row.status === "lost"
        ? {
            heading: "You lost a dispute",
            line: `The bank returned ${amount} to the buyer. Gatehouse recorded it as a refund of the order and revoked its benefits.`,
          }
        : { heading: "A dispute was resolved", line: `The inquiry about ${amount} closed without a chargeback.` };
  const notice: Notice = {
    subject: `${outcome.heading}: ${amount}`,
    preview: outcome.line,
    heading: outcome.heading,
    paragraphs: [outcome.line],
    details: [
      ["Amount", amount],
      ["Reason", reasonOf(row.reason)],
    ],
    actions: [{ label: "View the order", url: dashboardUrl(ctx, seller, "orders", row.order_id) }],
    footer: MERCHANT_FOOTER,
  };
  return Promise.all(
    (await managers(ctx.db, seller.id)).map((to) => rendered(`dispute-${row.status}`, to, merchantBrand(ctx), notice)),
  );
}
