import { type Locale, matchLocale } from "../../i18n/locales.ts";
import type { MailBrand } from "../../mail/brand.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { type MailKind, type MailParams, renderAccountMail } from "../../mail/templates.ts";

/**
 * Whom an account mail goes to. `locale` is what is known of their language: an account's saved
 * one (better-auth's user objects carry it), or for an address without an account the asking
 * request's (mail-locale.ts).
 */
type Recipient = { email: string; name: string; locale?: string | null | undefined };

/**
 * Queues one of Gatehouse's account mails, in the instance's brand and the recipient's language
 * (DEFAULT_LOCALE when nothing names one); better-auth's callbacks all end here.
 */
export function createAccountMail(mailer: Mailer, brand: MailBrand, defaultLocale: Locale) {
  return async (
    kind: MailKind,
    to: Recipient,
    url: string,
    details: Pick<MailParams, "newEmail" | "lockedUntil" | "code" | "signIn"> = {},
  ): Promise<void> => {
    const locale = matchLocale(to.locale) ?? defaultLocale;
    const content = renderAccountMail(kind, { brand, locale, name: to.name, url, ...details });
    await mailer.send({ kind, to: to.email, ...content });
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
