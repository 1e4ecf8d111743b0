import type { GenericEndpointContext } from "@better-auth/core";
import { emailOTP } from "better-auth/plugins/email-otp";
import { magicLink } from "better-auth/plugins/magic-link";
import type { MailKind } from "../../mail/templates.ts";
import type { AccountMail } from "../account/mail-hooks.ts";
import { requestLocale, savedLocale } from "../account/mail-locale.ts";

/** Magic links and email codes live five minutes and work once (their mails say so). */
export const PASSWORDLESS_EXPIRES_IN = 300;
/** Wrong guesses allowed per email code before it is void and a new one must be asked for. */
export const EMAIL_CODE_ATTEMPTS = 3;

export type PasswordlessDeps = { baseURL: string; sendMail: AccountMail; allowSignUp: boolean };

type CodePurpose = "sign-in" | "email-verification" | "forget-password" | "change-email";

/** Which mail carries a code, and the web app's page where it is entered. */
const CODE_MAILS: Record<CodePurpose, { kind: MailKind; page: string }> = {
  "sign-in": { kind: "sign-in-code", page: "/sign-in/email-code" },
  "email-verification": { kind: "verify-email-code", page: "/account" },
  "forget-password": { kind: "reset-password-code", page: "/forgot-password" },
  "change-email": { kind: "change-email-code", page: "/account" },
};

/**
 * The greeting's name and the mail's language: the account's, when the address has one; for a
 * new address, the language of the request that asked (its browser's).
 */
async function recipient(email: string, ctx: GenericEndpointContext | undefined) {
  const found = await ctx?.context.internalAdapter.findUserByEmail(email);
  if (found) return { email, name: found.user.name, locale: savedLocale(found.user) };
  return { email, name: "", locale: requestLocale(ctx) };
}

/**
 * Passwordless sign-in: better-auth's magic-link and email-otp plugins, both through
 * the durable mail queue with their own templates. Codes are stored hashed, expire, work once and
 * allow three wrong guesses; links are consumed on first use. With PASSWORDLESS_SIGN_UP off, an
 * unknown address gets no account (the send still answers success, so addresses are not revealed).
 */
export function passwordlessPlugins({ baseURL, sendMail, allowSignUp }: PasswordlessDeps) {
  return [
    magicLink({
      expiresIn: PASSWORDLESS_EXPIRES_IN,
      disableSignUp: !allowSignUp,
      storeToken: "hashed",
      sendMagicLink: async ({ email, url }, ctx) => sendMail("magic-link", await recipient(email, ctx), url),
    }),
    emailOTP({
      expiresIn: PASSWORDLESS_EXPIRES_IN,
      allowedAttempts: EMAIL_CODE_ATTEMPTS,
      disableSignUp: !allowSignUp,
      storeOTP: "hashed",
      sendVerificationOTP: async ({ email, otp, type }, ctx) => {
        const mail = CODE_MAILS[type];
        await sendMail(mail.kind, await recipient(email, ctx), `${baseURL}${mail.page}`, { code: otp });
      },
    }),
  ];
}
