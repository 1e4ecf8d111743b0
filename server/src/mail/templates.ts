import type { TFunction } from "i18next";
import { directionOf, FALLBACK_LOCALE, type Locale } from "../i18n/locales.ts";
import { mailFormat } from "../i18n/mail-format.ts";
import { translator } from "../i18n/translator.ts";
import { type MailBrand, supportLine, supportLineParts } from "./brand.ts";

/**
 * The mails Gatehouse sends for people's accounts, in the instance's brand (BRAND_*: none of
 * them is sent on an organization's behalf) and the reader's language (catalogs' `mail`
 * namespace). Each returns subject, text and HTML; links are absolute.
 */
export type MailKind =
  | "verify-email"
  | "reset-password"
  | "change-email"
  | "delete-account"
  | "invitation"
  | "account-locked"
  | "magic-link"
  | "sign-in-code"
  | "verify-email-code"
  | "reset-password-code"
  | "change-email-code"
  | "two-factor-code"
  | "new-device-sign-in"
  | "waitlist-approved";
export type MailContent = { subject: string; text: string; html: string };

type MailT = TFunction<"mail">;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The support line with the address and the page as links in the brand's link colour. */
function supportHtml(brand: MailBrand, t: MailT): string {
  const parts = supportLineParts(brand, t);
  if (!parts) return "";
  const html = parts
    .map((part) =>
      typeof part === "string"
        ? escapeHtml(part)
        : `<a href="${escapeHtml(part.href)}" style="color:${brand.linkColor}">${escapeHtml(part.text)}</a>`,
    )
    .join("");
  return `<p style="color:#4b5563;font-size:12px">${html}</p>`;
}

/** `lang` and `dir` of a translated mail's HTML; English's HTML has always gone without them. */
const localeAttributes = (locale: Locale) =>
  locale === FALLBACK_LOCALE ? "" : ` lang="${locale}" dir="${directionOf(locale)}"`;

/**
 * The frame of an account mail's HTML: the brand's logo and name over the content, and its
 * support contact under it. The text part carries the same support line.
 */
function frame({ brand, t, locale }: Speaking, body: string[]): string {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="40" style="display:block;max-width:200px;margin-bottom:8px">`
    : "";
  return [
    `<div${localeAttributes(locale)} style="font-family:${FONT};color:#1f2937;max-width:560px">`,
    `<div style="margin-bottom:16px">${logo}<strong>${escapeHtml(brand.name)}</strong></div>`,
    ...body,
    supportHtml(brand, t),
    "</div>",
  ].join("\n");
}

/** The mail's one action, a button in the brand's primary colour with its readable text colour. */
const button = (brand: MailBrand, url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;background-color:${brand.primaryColor};color:${brand.primaryTextColor};padding:12px 20px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** The text part's last lines: why it came, and where to ask. */
const closing = ({ brand, t }: Speaking, footer: string) => {
  const support = supportLine(brand, t);
  return support ? [footer, "", support] : [footer];
};

const hello = ({ t, name }: Speaking) => (name ? t("common.hello", { name }) : t("common.helloAnonymous"));

/** What a mail with one link says: its lines, the link's label, and why it came. */
type LinkMail = { subject: string; lines: string[]; action: string; footer?: string };

function linkMail(speaking: Speaking, mail: LinkMail): MailContent {
  const { brand, t, url } = speaking;
  const greeting = hello(speaking);
  const footer = mail.footer ?? t("common.notAsked");
  const text = [
    greeting,
    "",
    ...mail.lines,
    "",
    t("common.actionLine", { action: mail.action, url }),
    "",
    ...closing(speaking, footer),
  ].join("\n");
  const html = frame(speaking, [
    `<p>${escapeHtml(greeting)}</p>`,
    ...mail.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    button(brand, url, mail.action),
    `<p>${escapeHtml(footer)}</p>`,
  ]);
  return { subject: mail.subject, text, html };
}

/** What a code mail says: its subject (with the code) and what the code is for. */
type CodeMail = { subject: string; purpose: string };

/** A mail whose content is a one-time code; the link opens the page where it is entered. */
function codeMail(speaking: Speaking, mail: CodeMail): MailContent {
  const { brand, t, url, code = "" } = speaking;
  const lines = [mail.purpose, t("code.validity")];
  const notAsked = t("common.notAsked");
  const text = [
    hello(speaking),
    "",
    ...lines,
    "",
    t("code.yourCode", { code }),
    "",
    t("code.enterAt", { url }),
    "",
    ...closing(speaking, notAsked),
  ].join("\n");
  const html = frame(speaking, [
    `<p>${escapeHtml(hello(speaking))}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
    button(brand, url, t("code.enter")),
    `<p>${escapeHtml(notAsked)}</p>`,
  ]);
  return { subject: mail.subject, text, html };
}

/** What an invitation mail says about who invites whom, and to what. */
export type InvitationDetails = {
  organizationName: string;
  inviterName: string;
  inviterEmail: string;
  role: string;
  expiresAt: Date;
};

export type MailParams = {
  /** The instance's brand: the name the mail speaks as, its logo, colours and support contact. */
  brand: MailBrand;
  /** The reader's language (mail-hooks.ts decides it). */
  locale: Locale;
  name: string;
  url: string;
  newEmail?: string;
  invitation?: InvitationDetails;
  /** account-locked: until when password sign-in is paused. */
  lockedUntil?: Date;
  /** The one-time code of a code mail (email OTP, two-factor by email). */
  code?: string;
  /** new-device-sign-in: when, from which browser and system ("Unknown" when unnamed), from which address. */
  signIn?: SignInDetails;
};

export type SignInDetails = { at: Date; browser: string; os: string; ipAddress: string };

/** A mail's parameters with the messages of its language. */
type Speaking = MailParams & { t: MailT };

type LinkKind =
  | "verify-email"
  | "reset-password"
  | "change-email"
  | "delete-account"
  | "account-locked"
  | "magic-link"
  | "new-device-sign-in"
  | "waitlist-approved";
type CodeKind = Exclude<MailKind, LinkKind | "invitation">;

const LINK_MAILS: Record<LinkKind, (p: Speaking) => LinkMail> = {
  "verify-email": ({ t }) => ({
    subject: t("verifyEmail.subject"),
    lines: [t("verifyEmail.body")],
    action: t("verifyEmail.action"),
  }),
  "reset-password": ({ t }) => ({
    subject: t("resetPassword.subject"),
    lines: [t("resetPassword.body")],
    action: t("resetPassword.action"),
  }),
  "change-email": ({ t, newEmail }) => ({
    subject: t("changeEmail.subject"),
    lines: [newEmail ? t("changeEmail.body", { newEmail }) : t("changeEmail.bodyNoAddress")],
    action: t("changeEmail.action"),
  }),
  "delete-account": ({ t }) => ({
    subject: t("deleteAccount.subject"),
    lines: [t("deleteAccount.body")],
    action: t("deleteAccount.action"),
  }),
  "account-locked": ({ t, locale, lockedUntil }) => ({
    subject: t("accountLocked.subject"),
    lines: [
      lockedUntil
        ? t("accountLocked.pausedUntil", { until: mailFormat(locale).dateTime(lockedUntil) })
        : t("accountLocked.paused"),
      t("accountLocked.ifNotYou"),
    ],
    action: t("accountLocked.action"),
    footer: t("accountLocked.footer"),
  }),
  "magic-link": ({ t, brand }) => ({
    subject: t("magicLink.subject"),
    lines: [t("magicLink.body", { brand: brand.name })],
    action: t("magicLink.action"),
  }),
  "new-device-sign-in": ({ t, locale, brand, signIn }) => ({
    subject: t("newDeviceSignIn.subject", { brand: brand.name }),
    lines: newDeviceLines(t, locale, signIn),
    action: t("newDeviceSignIn.action"),
    footer: t("newDeviceSignIn.footer"),
  }),
  "waitlist-approved": ({ t, brand }) => ({
    subject: t("waitlistApproved.subject", { brand: brand.name }),
    lines: [t("waitlistApproved.body", { brand: brand.name })],
    action: t("waitlistApproved.action"),
    footer: t("waitlistApproved.footer"),
  }),
};

/** What a new-device alert says of the sign-in; the parser's "Unknown" in the reader's words. */
function newDeviceLines(t: MailT, locale: Locale, signIn: SignInDetails | undefined): string[] {
  // The sign-in hook always says what it saw; a mail without it is a code mistake.
  if (!signIn) throw new Error("a new-device mail needs its sign-in");
  const named = (family: string) => (family === "Unknown" ? t("newDeviceSignIn.unknown") : family);
  return [
    t("newDeviceSignIn.body"),
    t("newDeviceSignIn.time", { time: mailFormat(locale).dateTime(signIn.at) }),
    t("newDeviceSignIn.device", { browser: named(signIn.browser), os: named(signIn.os) }),
    t("newDeviceSignIn.address", { address: signIn.ipAddress }),
    t("newDeviceSignIn.ifNotYou"),
  ];
}

const CODE_MAILS: Record<CodeKind, (p: Speaking & { code: string }) => CodeMail> = {
  "sign-in-code": ({ t, brand, code }) => ({
    subject: t("signInCode.subject", { code }),
    purpose: t("signInCode.purpose", { brand: brand.name }),
  }),
  "verify-email-code": ({ t, code }) => ({
    subject: t("verifyEmailCode.subject", { code }),
    purpose: t("verifyEmailCode.purpose"),
  }),
  "reset-password-code": ({ t, code }) => ({
    subject: t("resetPasswordCode.subject", { code }),
    purpose: t("resetPasswordCode.purpose"),
  }),
  "change-email-code": ({ t, code }) => ({
    subject: t("changeEmailCode.subject", { code }),
    purpose: t("changeEmailCode.purpose"),
  }),
  "two-factor-code": ({ t, code }) => ({
    subject: t("twoFactorCode.subject", { code }),
    purpose: t("twoFactorCode.purpose"),
  }),
};

function invitationMail(speaking: Speaking): MailContent {
  const { t, brand, locale, invitation } = speaking;
  // The organization plugin always says who invites to what; a mail without it is a code mistake.
  if (!invitation) throw new Error("an invitation mail needs its invitation");
  const organization = invitation.organizationName;
  const inviter = `${invitation.inviterName || invitation.inviterEmail} (${invitation.inviterEmail})`;
  return linkMail(speaking, {
    subject: t("invitation.subject", { organization }),
    lines: [
      t("invitation.body", { inviter, organization, brand: brand.name, role: invitation.role }),
      t("invitation.validUntil", { until: mailFormat(locale).dateTime(invitation.expiresAt) }),
    ],
    action: t("invitation.action"),
    footer: t("invitation.footer"),
  });
}

const isLinkKind = (kind: MailKind): kind is LinkKind => kind in LINK_MAILS;

/** One account mail in its reader's language. */
export function renderAccountMail(kind: MailKind, params: MailParams): MailContent {
  const speaking: Speaking = { ...params, t: translator(params.locale, "mail") };
  if (kind === "invitation") return invitationMail(speaking);
  if (isLinkKind(kind)) return linkMail(speaking, LINK_MAILS[kind](speaking));
  const code = params.code ?? "";
  return codeMail(speaking, CODE_MAILS[kind]({ ...speaking, code }));
}
