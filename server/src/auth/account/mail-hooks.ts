import type { MailBrand } from "../../mail/brand.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { type MailKind, type MailParams, mailTemplates } from "../../mail/templates.ts";

type Recipient = { email: string; name: string };

/** Queues one of Gatehouse's account mails, in the instance's brand; better-auth's callbacks all end here. */
export function createAccountMail(mailer: Mailer, brand: MailBrand) {
  return async (
    kind: MailKind,
    to: Recipient,
    url: string,
    details: Pick<MailParams, "newEmail" | "lockedUntil" | "code"> = {},
  ): Promise<void> => {
    const content = mailTemplates[kind]({ brand, name: to.name, url, ...details });
    await mailer.send({ kind, to: to.email, ...content });
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
