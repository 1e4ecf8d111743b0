/** The mails Gatehouse sends. Each returns subject, text and HTML; links are absolute. */
export type MailKind = "verify-email" | "reset-password" | "change-email" | "delete-account";
export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

function render(subject: string, greeting: string, lines: string[], action: string, url: string): MailContent {
  const text = [greeting, "", ...lines, "", `${action}: ${url}`, "", "If you did not ask for this, ignore this mail."].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>If you did not ask for this, ignore this mail.</p>`,
  ].join("\n");
  return { subject, text, html };
}

const hello = (name: string) => `Hello ${name || "there"},`;

export const mailTemplates: Record<MailKind, (p: { name: string; url: string; newEmail?: string }) => MailContent> = {
  "verify-email": ({ name, url }) =>
    render("Verify your email address", hello(name), ["Confirm that this address is yours."], "Verify email", url),
  "reset-password": ({ name, url }) =>
    render("Reset your password", hello(name), ["Someone asked to reset the password of your account. The link is valid for one hour."], "Reset password", url),
  "change-email": ({ name, url, newEmail }) =>
    render("Confirm your email change", hello(name), [`Confirm that your account's email should change to ${newEmail ?? "a new address"}.`], "Confirm email change", url),
  "delete-account": ({ name, url }) =>
    render("Confirm account deletion", hello(name), ["Someone asked to delete your account and all its data. The link is valid for 24 hours."], "Delete my account", url),
};
