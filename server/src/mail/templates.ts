import { type MailBrand, supportLine } from "./brand.ts";

/**
 * The mails Gatehouse sends for people's accounts, in the instance's brand (BRAND_*: none of
 * them is sent on an organization's behalf). Each returns subject, text and HTML; links are absolute.
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
  | "two-factor-code";
export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

const NOT_ASKED = "If you did not ask for this, ignore this mail.";

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The frame of an account mail's HTML: the brand's logo and name over the content, and its
 * support contact under it. The text part carries the same support line.
 */
function frame(brand: MailBrand, body: string[]): string {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="40" style="display:block;max-width:200px;margin-bottom:8px">`
    : "";
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="color:${brand.linkColor}">${escapeHtml(text)}</a>`;
  const contacts = [
    brand.supportEmail ? `write to ${link(`mailto:${brand.supportEmail}`, brand.supportEmail)}` : null,
    brand.supportUrl ? `visit ${link(brand.supportUrl, brand.supportUrl)}` : null,
  ].filter((contact): contact is string => contact !== null);
  const support =
    contacts.length > 0
      ? `<p style="color:#4b5563;font-size:12px">Questions? ${contacts.join(" or ").replace(/^./, (first) => first.toUpperCase())}.</p>`
      : "";
  return [
    `<div style="font-family:${FONT};color:#1f2937;max-width:560px">`,
    `<div style="margin-bottom:16px">${logo}<strong>${escapeHtml(brand.name)}</strong></div>`,
    ...body,
    support,
    "</div>",
  ].join("\n");
}

/** The mail's one action, a button in the brand's primary colour with its readable text colour. */
const button = (brand: MailBrand, url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;background-color:${brand.primaryColor};color:${brand.primaryTextColor};padding:12px 20px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** The text part's last lines: why it came, and where to ask. */
const closing = (brand: MailBrand, footer: string) => {
  const support = supportLine(brand);
  return support ? [footer, "", support] : [footer];
};

function render(
  brand: MailBrand,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  url: string,
  footer = NOT_ASKED,
): MailContent {
  const text = [greeting, "", ...lines, "", `${action}: ${url}`, "", ...closing(brand, footer)].join("\n");
  const html = frame(brand, [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    button(brand, url, action),
    `<p>${escapeHtml(footer)}</p>`,
  ]);
  return { subject, text, html };
}

const hello = (name: string) => `Hello ${name || "there"},`;

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
  name: string;
  url: string;
  newEmail?: string;
  invitation?: InvitationDetails;
  /** account-locked: until when password sign-in is paused. */
  lockedUntil?: Date;
  /** The one-time code of a code mail (email OTP, two-factor by email). */
  code?: string;
};

/** A mail whose content is a one-time code; the link opens the page where it is entered. */
function renderCode(
  brand: MailBrand,
  subject: string,
  name: string,
  purpose: string,
  code: string,
  url: string,
): MailContent {
  const lines = [purpose, "The code is valid for 5 minutes and works once."];
  const text = [
    hello(name),
    "",
    ...lines,
    "",
    `Your code: ${code}`,
    "",
    `Enter it at: ${url}`,
    "",
    ...closing(brand, NOT_ASKED),
  ].join("\n");
  const html = frame(brand, [
    `<p>${escapeHtml(hello(name))}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
    button(brand, url, "Enter the code"),
    `<p>${escapeHtml(NOT_ASKED)}</p>`,
  ]);
  return { subject: `${subject}: ${code}`, text, html };
}

export const mailTemplates: Record<MailKind, (p: MailParams) => MailContent> = {
  "verify-email": ({ brand, name, url }) =>
    render(
      brand,
      "Verify your email address",
      hello(name),
      ["Confirm that this address is yours."],
      "Verify email",
      url,
    ),
  "reset-password": ({ brand, name, url }) =>
    render(
      brand,
      "Reset your password",
      hello(name),
      ["Someone asked to reset the password of your account. The link is valid for one hour."],
      "Reset password",
      url,
    ),
  "change-email": ({ brand, name, url, newEmail }) =>
    render(
      brand,
      "Confirm your email change",
      hello(name),
      [`Confirm that your account's email should change to ${newEmail ?? "a new address"}.`],
      "Confirm email change",
      url,
    ),
  "delete-account": ({ brand, name, url }) =>
    render(
      brand,
      "Confirm account deletion",
      hello(name),
      ["Someone asked to delete your account and all its data. The link is valid for 24 hours."],
      "Delete my account",
      url,
    ),
  "account-locked": ({ brand, name, url, lockedUntil }) =>
    render(
      brand,
      "Password sign-in to your account is paused",
      hello(name),
      [
        "Someone entered a wrong password for your account many times in a row, so signing in with the password is paused" +
          (lockedUntil ? ` until ${lockedUntil.toISOString().slice(0, 16).replace("T", " ")} UTC.` : "."),
        "If it was not you, choose a new password now: a reset lifts the pause at once.",
      ],
      "Reset password",
      url,
      "If it was you, wait for the pause to end, or reset your password.",
    ),
  "magic-link": ({ brand, name, url }) =>
    render(
      brand,
      "Your sign-in link",
      hello(name),
      [`Open this link to sign in to ${brand.name}. It is valid for 5 minutes and works once.`],
      "Sign in",
      url,
    ),
  "sign-in-code": ({ brand, name, url, code = "" }) =>
    renderCode(brand, "Your sign-in code", name, `Use this code to sign in to ${brand.name}.`, code, url),
  "verify-email-code": ({ brand, name, url, code = "" }) =>
    renderCode(brand, "Your verification code", name, "Use this code to verify your email address.", code, url),
  "reset-password-code": ({ brand, name, url, code = "" }) =>
    renderCode(brand, "Your password reset code", name, "Use this code to choose a new password.", code, url),
  "change-email-code": ({ brand, name, url, code = "" }) =>
    renderCode(brand, "Your email change code", name, "Use this code to confirm your new email address.", code, url),
  "two-factor-code": ({ brand, name, url, code = "" }) =>
    renderCode(brand, "Your two-factor code", name, "Use this code to finish signing in.", code, url),
  invitation: ({ brand, name, url, invitation }) => {
    const organization = invitation?.organizationName ?? "an organization";
    const inviter = invitation
      ? `${invitation.inviterName || invitation.inviterEmail} (${invitation.inviterEmail})`
      : "A member";
    return render(
      brand,
      `You are invited to join ${organization}`,
      hello(name),
      [
        `${inviter} invites you to join ${organization} on ${brand.name} as ${invitation?.role ?? "member"}.`,
        ...(invitation
          ? [`The invitation is valid until ${invitation.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC.`]
          : []),
      ],
      "View invitation",
      url,
      "If you did not expect this invitation, ignore this mail.",
    );
  },
};
