import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../../../test/helpers/account-flows.ts";
import type { CaughtMail } from "../../../test/helpers/smtp-catcher.ts";
import { startTestServer, type TestServer } from "../../../test/helpers/test-server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { translator } from "../../i18n/translator.ts";

/**
 * Account mails speak their reader's language: a person's saved one, else DEFAULT_LOCALE (French
 * on this server); to an address without an account, the language of the browser that asked
 * (the gatehouse_lang cookie, then Accept-Language), else DEFAULT_LOCALE.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DEFAULT_LOCALE: "fr" } });
});
afterAll(async () => server?.close());

const brandName = () => server.gatehouse.config.BRAND_NAME;

/** The next mail to `email` whose subject is exactly `subject`. */
const mailWithSubject = (email: string, subject: string): Promise<CaughtMail> =>
  server.smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === subject);

/** A person signed up with a saved language (or none); their verification mail, in it, is read. */
async function personSpeaking(locale: Locale | null, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const body = { email, password: PASSWORD, name: "Ana", ...(locale ? { locale } : {}) };
  expect((await server.client().post("/sign-up/email", body)).status).toBe(200);
  await mailWithSubject(email, translator(locale ?? "fr", "mail")("verifyEmail.subject"));
  return email;
}

/** Asks for a magic link for `email` from a browser sending `headers`. */
async function askMagicLink(email: string, headers: Record<string, string> = {}): Promise<void> {
  const sent = await server.client().post("/sign-in/magic-link", { email, callbackURL: "/account" }, { headers });
  expect(sent.status).toBe(200);
}

function expectMagicLink(mail: CaughtMail, locale: Locale, name: string | null): void {
  const t = translator(locale, "mail");
  expect(mail.subject).toBe(t("magicLink.subject"));
  expect(mail.plain).toContain(name ? t("common.hello", { name }) : t("common.helloAnonymous"));
  expect(mail.plain).toContain(t("magicLink.body", { brand: brandName() }));
  expect(mail.plain).toContain(t("common.notAsked"));
  expect(mail.links.some((link) => link.includes("/api/auth/magic-link/verify"))).toBe(true);
}

describe("a person's mails speak their saved language", () => {
  it.each(["de", "ja", "ar"] as const)("a magic link to a person who saved %s", async (locale) => {
    const email = await personSpeaking(locale, `magic-${locale}`);
    // The browser asking says English: the saved language wins.
    await askMagicLink(email, { "accept-language": "en-US,en;q=0.9" });
    expectMagicLink(await mailWithSubject(email, translator(locale, "mail")("magicLink.subject")), locale, "Ana");
  });

  it("a language saved later (update-user) is the next mail's", async () => {
    const email = await personSpeaking(null, "magic-later");
    const browser = server.client();
    expect((await browser.post("/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
    expect((await browser.post("/update-user", { locale: "ja" })).status).toBe(200);
    await askMagicLink(email);
    expectMagicLink(await mailWithSubject(email, translator("ja", "mail")("magicLink.subject")), "ja", "Ana");
  });

  it("without a saved language: DEFAULT_LOCALE, whatever the asking browser says", async () => {
    const email = await personSpeaking(null, "magic-default");
    await askMagicLink(email, { "accept-language": "de-DE,de;q=0.9" });
    expectMagicLink(await mailWithSubject(email, translator("fr", "mail")("magicLink.subject")), "fr", "Ana");
  });
});

describe("a new address is written to in the asking browser's language", () => {
  it("Accept-Language ja: Japanese", async () => {
    const email = uniqueEmail("new-ja");
    await askMagicLink(email, { "accept-language": "ja-JP,ja;q=0.9,en;q=0.5" });
    expectMagicLink(await mailWithSubject(email, translator("ja", "mail")("magicLink.subject")), "ja", null);
  });

  it("the language chosen on this browser (gatehouse_lang) before Accept-Language: Arabic, right to left", async () => {
    const email = uniqueEmail("new-ar");
    await askMagicLink(email, { cookie: "gatehouse_lang=ar", "accept-language": "de" });
    const mail = await mailWithSubject(email, translator("ar", "mail")("magicLink.subject"));
    expectMagicLink(mail, "ar", null);
    expect(mail.html).toContain('lang="ar" dir="rtl"');
  });

  it("a browser naming no language Gatehouse speaks: DEFAULT_LOCALE", async () => {
    const email = uniqueEmail("new-default");
    await askMagicLink(email, { "accept-language": "sw,zh-TW;q=0.8" });
    expectMagicLink(await mailWithSubject(email, translator("fr", "mail")("magicLink.subject")), "fr", null);
  });

  it("a sign-in code to a new address: German, its code in the subject", async () => {
    const email = uniqueEmail("code-de");
    const sent = await server
      .client()
      .post("/email-otp/send-verification-otp", { email, type: "sign-in" }, { headers: { "accept-language": "de" } });
    expect(sent.status).toBe(200);
    const t = translator("de", "mail");
    const mail = await server.smtp.waitFor((m) => m.to.includes(email));
    const code = /(\d{6})\s*$/.exec(mail.subject)?.[1] ?? "";
    expect(mail.subject).toBe(t("signInCode.subject", { code }));
    expect(mail.plain).toContain(t("signInCode.purpose", { brand: brandName() }));
    expect(mail.plain).toContain(t("code.yourCode", { code }));
  });
});
