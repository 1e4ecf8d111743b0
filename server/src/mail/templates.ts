/** The mails Gatehouse sends. Each returns subject, text and HTML; links are absolute. */
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

function render(
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  url: string,
  footer = NOT_ASKED,
): MailContent {
  const text = [greeting, "", ...lines, "", `${action}: ${url}`, "", footer].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(footer)}</p>`,
  ].join("\n");
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
function renderCode(subject: string, name: string, purpose: string, code: string, url: string): MailContent {
  const lines = [purpose, "The code is valid for 5 minutes and works once."];
  const text = [hello(name), "", ...lines, "", `Your code: ${code}`, "", `Enter it at: ${url}`, "", NOT_ASKED].join(
    "\n",
  );
  const html = [
    `<p>${escapeHtml(hello(name))}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
    `<p><a href="${escapeHtml(url)}">Enter the code</a></p>`,
    `<p>${escapeHtml(NOT_ASKED)}</p>`,
  ].join("\n");
  return { subject: `${subject}: ${code}`, text, html };
}

export const mailTemplates: Record<MailKind, (p: MailParams) => MailContent> = {
  "verify-email": ({ name, url }) =>
    render("Verify your email address", hello(name), ["Confirm that this address is yours."], "Verify email", url),
  "reset-password": ({ name, url }) =>
    render(
      "Reset your password",
      hello(name),
      ["Someone asked to reset the password of your account. The link is valid for one hour."],
      "Reset password",
      url,
    ),
  "change-email": ({ name, url, newEmail }) =>
    render(
      "Confirm your email change",
      hello(name),
      [`Confirm that your account's email should change to ${newEmail ?? "a new address"}.`],
      "Confirm email change",
      url,
    ),
  "delete-account": ({ name, url }) =>
    render(
      "Confirm account deletion",
      hello(name),
      ["Someone asked to delete your account and all its data. The link is valid for 24 hours."],
      "Delete my account",
      url,
    ),
  "account-locked": ({ name, url, lockedUntil }) =>
    render(
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
  "magic-link": ({ name, url }) =>
    render(
      "Your sign-in link",
      hello(name),
      ["Open this link to sign in to Gatehouse. It is valid for 5 minutes and works once."],
      "Sign in",
      url,
    ),
  "sign-in-code": ({ name, url, code = "" }) =>
    renderCode("Your sign-in code", name, "Use this code to sign in to Gatehouse.", code, url),
  "verify-email-code": ({ name, url, code = "" }) =>
    renderCode("Your verification code", name, "Use this code to verify your email address.", code, url),
  "reset-password-code": ({ name, url, code = "" }) =>
    renderCode("Your password reset code", name, "Use this code to choose a new password.", code, url),
  "change-email-code": ({ name, url, code = "" }) =>
    renderCode("Your email change code", name, "Use this code to confirm your new email address.", code, url),
  "two-factor-code": ({ name, url, code = "" }) =>
    renderCode("Your two-factor code", name, "Use this code to finish signing in.", code, url),
  invitation: ({ name, url, invitation }) => {
    const organization = invitation?.organizationName ?? "an organization";
    const inviter = invitation
      ? `${invitation.inviterName || invitation.inviterEmail} (${invitation.inviterEmail})`
      : "A member";
    return render(
      `You are invited to join ${organization}`,
      hello(name),
      [
        `${inviter} invites you to join ${organization} on Gatehouse as ${invitation?.role ?? "member"}.`,
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
