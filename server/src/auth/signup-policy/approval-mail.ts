import type { Executor } from "../../db/transaction.ts";
import { type Locale, matchLocale } from "../../i18n/locales.ts";
import type { MailBrand } from "../../mail/brand.ts";
import { MailOutboxRepository } from "../../mail/outbox-repository.ts";
import { renderAccountMail } from "../../mail/templates.ts";
import type { WaitlistRow } from "./repository.ts";

/** How long an approval's sign-up link lets the address sign up. */
export const APPROVAL_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export type ApprovalMailSettings = {
  baseURL: string;
  brand: MailBrand;
  defaultLocale: Locale;
  /** With SMTP the queue delivers the mail; without, it is kept in the dev outbox (as the mailer does). */
  delivered: boolean;
};

/** The sign-up page for the approved address, which shows the form even while sign-up is by waitlist. */
export const approvalLink = (baseURL: string, email: string) =>
  `${baseURL}/sign-up?${new URLSearchParams({ email, approved: "1" })}`;

/**
 * Queues the approval mail in the person's language (the one they joined in) through the durable
 * mail queue, on `db` — the transaction that records the approval, so both commit or neither does.
 */
export async function queueApprovalMail(db: Executor, entry: WaitlistRow, settings: ApprovalMailSettings) {
  const locale = matchLocale(entry.locale) ?? settings.defaultLocale;
  const content = renderAccountMail("waitlist-approved", {
    brand: settings.brand,
    locale,
    name: entry.name ?? "",
    url: approvalLink(settings.baseURL, entry.email),
  });
  await new MailOutboxRepository(db).insert(
    { kind: "waitlist-approved", to: entry.email, ...content },
    settings.delivered ? "pending" : "outbox",
  );
}
