import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translator.ts";
import type { MailBrand } from "./brand.ts";
import { renderAccountMail } from "./templates.ts";

/** Account mails in their reader's language; English exactly as it has always been written. */

const brand: MailBrand = {
  name: "Acme",
  logoUrl: null,
  primaryColor: "#3b5bdb",
  primaryTextColor: "#ffffff",
  linkColor: "#3b5bdb",
  supportEmail: "help@acme.example",
  supportUrl: "https://acme.example/help",
};
const lockedUntil = new Date("2027-06-01T08:00:00.000Z");

describe("account mails", () => {
  it("English, word for word (text and the HTML's support line)", () => {
    const mail = renderAccountMail("account-locked", {
      brand,
      locale: "en",
      name: "Ana",
      url: "https://id.example/forgot-password",
      lockedUntil,
    });
    expect(mail.subject).toBe("Password sign-in to your account is paused");
    expect(mail.text).toBe(
      [
        "Hello Ana,",
        "",
        "Someone entered a wrong password for your account many times in a row, so signing in with the password is paused until 2027-06-01 08:00 UTC.",
        "If it was not you, choose a new password now: a reset lifts the pause at once.",
        "",
        "Reset password: https://id.example/forgot-password",
        "",
        "If it was you, wait for the pause to end, or reset your password.",
        "",
        "Questions? Write to help@acme.example or visit https://acme.example/help.",
      ].join("\n"),
    );
    expect(mail.html).toContain(
      '<p style="color:#4b5563;font-size:12px">Questions? Write to <a href="mailto:help@acme.example" style="color:#3b5bdb">help@acme.example</a> or visit <a href="https://acme.example/help" style="color:#3b5bdb">https://acme.example/help</a>.</p>',
    );
    expect(mail.html.startsWith('<div style="font-family:')).toBe(true);
  });

  it("a code mail without a name greets anyone and puts the code in its subject", () => {
    const mail = renderAccountMail("sign-in-code", {
      brand: { ...brand, supportEmail: null, supportUrl: null },
      locale: "en",
      name: "",
      url: "https://id.example/sign-in/email-code",
      code: "123456",
    });
    expect(mail.subject).toBe("Your sign-in code: 123456");
    expect(mail.text).toBe(
      [
        "Hello there,",
        "",
        "Use this code to sign in to Acme.",
        "The code is valid for 5 minutes and works once.",
        "",
        "Your code: 123456",
        "",
        "Enter it at: https://id.example/sign-in/email-code",
        "",
        "If you did not ask for this, ignore this mail.",
      ].join("\n"),
    );
  });

  it("German: every line from the catalog, the lock's end in German, the support line translated", () => {
    const t = translator("de", "mail");
    const mail = renderAccountMail("account-locked", {
      brand,
      locale: "de",
      name: "Ana",
      url: "https://x.example",
      lockedUntil,
    });
    expect(mail.subject).toBe(t("accountLocked.subject"));
    expect(mail.text).toContain(t("common.hello", { name: "Ana" }));
    expect(mail.text).toContain(t("accountLocked.pausedUntil", { until: "1. Juni 2027 um 08:00" }));
    expect(mail.text).toContain(t("support.emailAndUrl", { email: brand.supportEmail, url: brand.supportUrl }));
    expect(mail.html).toContain('lang="de" dir="ltr"');
  });

  it("Arabic reads right to left; an invitation names the role in the reader's words", () => {
    const mail = renderAccountMail("invitation", {
      brand,
      locale: "ar",
      name: "",
      url: "https://x.example/invitations/1",
      invitation: {
        organizationName: "Org",
        inviterName: "Bo",
        inviterEmail: "bo@example.com",
        role: "member",
        expiresAt: lockedUntil,
      },
    });
    const t = translator("ar", "mail");
    expect(mail.subject).toBe(t("invitation.subject", { organization: "Org" }));
    expect(mail.text).toContain(
      t("invitation.body", { inviter: "Bo (bo@example.com)", organization: "Org", brand: "Acme", role: "member" }),
    );
    expect(mail.text).toContain("عضو");
    expect(mail.html).toContain('lang="ar" dir="rtl"');
  });
});
