import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../test/helpers/account-flows.ts";
import { type BillingOrg, billingOrg, v1 } from "../../../test/helpers/billing.ts";
import {
  buyProduct,
  cardToken,
  confirmCheckout,
  createCheckout,
  createProduct,
  US_ADDRESS,
} from "../../../test/helpers/checkout.ts";
import { testClock } from "../../../test/helpers/clock.ts";
import type { CaughtMail } from "../../../test/helpers/smtp-catcher.ts";
import { startTestServer, type TestServer } from "../../../test/helpers/test-server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { mailFormat } from "../../i18n/mail-format.ts";
import { translator } from "../../i18n/translator.ts";
import { createPaymentProcessor } from "../../payment-processors/index.ts";
import { runRenewalsExclusive } from "../subscriptions/renewal-job.ts";

/**
 * Billing mails speak their reader's language: a customer's own, else the seller's
 * default_locale, else DEFAULT_LOCALE (French on this server); a merchant notice, each owner's or
 * admin's saved language. Every expected line is the catalog's message with the same values.
 */

let server: TestServer;
let seller: BillingOrg;
let lampId: string;
let planId: string;
const clock = testClock();
const DAY = 86_400_000;
const MARCH_10 = "2027-03-10T12:00:00.000Z";
const LOCALES = ["de", "ja", "ar"] as const;

beforeAll(async () => {
  server = await startTestServer({ env: { DEFAULT_LOCALE: "fr" } });
  seller = await billingOrg(server, "lingo");
  const product = (name: string, extra: Record<string, unknown> = {}) =>
    createProduct(server, seller.token, {
      name,
      prices: [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }],
      ...extra,
    });
  lampId = (await product("Lingo lamp")).id;
  planId = (await product("Lingo plan", { recurring_interval: "month" })).id;
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

/** Runs `test` at a fixed moment of the test clock. */
async function at<T>(iso: string, test: () => Promise<T>): Promise<T> {
  clock.freeze();
  clock.set(iso);
  try {
    return await test();
  } finally {
    clock.reset();
  }
}

/** The mail to `email` with exactly this subject (and, when given, naming `about` in its text). */
const mailWithSubject = (email: string, subject: string, about = ""): Promise<CaughtMail> =>
  server.smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === subject && mail.plain.includes(about));

const monthOf = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(new Date(iso));

function expectSpoken(mail: CaughtMail, locale: Locale): void {
  expect(mail.html).toContain(`lang="${locale}"`);
  if (locale === "ar") expect(mail.html).toContain('dir="rtl"');
}

describe("a receipt speaks the customer's language", () => {
  it.each(LOCALES)("order paid by a %s customer", async (locale) => {
    await at(MARCH_10, async () => {
      const email = uniqueEmail(`receipt-${locale}`);
      await buyProduct(server, seller.token, lampId, { email, checkout: { locale } });
      const t = translator(locale, "billing-mail");
      const format = mailFormat(locale);
      const description = "Lingo lamp";
      const total = format.money(1900, "usd");
      const mail = await mailWithSubject(
        email,
        t("receipt.subject", { seller: seller.organization.name, description }),
      );
      expect(mail.plain).toContain(t("receipt.paid", { total, description }));
      expect(mail.plain).toContain(t("receipt.inPortal"));
      expect(mail.plain).toContain(format.date(MARCH_10));
      expect(mail.plain).toContain(monthOf(locale, MARCH_10));
      expect(mail.plain).not.toContain("March");
      expect(mail.plain).toContain(t("actions.downloadInvoice"));
      expect(mail.plain).toContain(t("footer.customer"));
      if (locale === "de") expect(mail.plain).toContain("19,00\u00a0$");
      expectSpoken(mail, locale);
    });
  });

  it("the owner's new-order notice: their saved language, else DEFAULT_LOCALE", async () => {
    const email = uniqueEmail("notice");
    await buyProduct(server, seller.token, lampId, { email, checkout: { locale: "de" } });
    const fr = translator("fr", "billing-mail");
    const total = mailFormat("fr").money(1900, "usd");
    const subject = fr("newOrder.subject", { description: "Lingo lamp", total });
    const notice = await mailWithSubject(seller.owner.email, subject, email);
    expect(notice.plain).toContain(fr("newOrder.body", { customer: email, total, description: "Lingo lamp" }));

    expect((await seller.owner.client.post("/update-user", { locale: "ja" })).status).toBe(200);
    const next = uniqueEmail("notice-ja");
    await buyProduct(server, seller.token, lampId, { email: next, checkout: { locale: "de" } });
    const ja = translator("ja", "billing-mail");
    const yen = mailFormat("ja").money(1900, "usd");
    const japanese = await mailWithSubject(
      seller.owner.email,
      ja("newOrder.subject", { description: "Lingo lamp", total: yen }),
      next,
    );
    expect(japanese.plain).toContain(ja("newOrder.body", { customer: next, total: yen, description: "Lingo lamp" }));
    expect(japanese.plain).toContain(ja("footer.merchant"));
    expect((await seller.owner.client.post("/update-user", { locale: null })).status).toBe(200);
  });
});

describe("a failed renewal's dunning notice speaks the customer's language", () => {
  const renew = () =>
    runRenewalsExclusive({
      db: server.gatehouse.database.db,
      processor: createPaymentProcessor(server.gatehouse.database.db),
    });

  /** A subscription of a card that pays on-session and is declined off-session (its renewals fail). */
  async function decliningSubscriber(email: string, locale: Locale) {
    const checkout = await createCheckout(server, seller.token, planId, { locale });
    const confirmed = await confirmCheckout(server, checkout.client_secret, {
      customer_email: email,
      customer_billing_address: US_ADDRESS,
      confirmation_token_id: await cardToken(server, checkout.client_secret, "4000002760003184"),
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const auth = await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/authentication`, {
      body: { outcome: "succeed" },
    });
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    const listed = await v1<{ items: Array<{ current_period_end: string; customer: { email: string } }> }>(
      server,
      "GET",
      "/subscriptions/",
      { token: seller.token, query: { product_id: planId } },
    );
    const subscription = listed.body.items.find((item) => item.customer.email === email);
    expect(subscription).toBeDefined();
    return subscription!;
  }

  it.each(LOCALES)("payment failed, to a %s customer", async (locale) => {
    await at("2027-02-10T12:00:00.000Z", async () => {
      const email = uniqueEmail(`dunning-${locale}`);
      const subscription = await decliningSubscriber(email, locale);
      clock.set(subscription.current_period_end);
      await renew();
      const t = translator(locale, "billing-mail");
      const format = mailFormat(locale);
      const product = "Lingo plan";
      const nextTry = format.date(new Date(Date.parse(subscription.current_period_end) + 2 * DAY));
      const mail = await mailWithSubject(email, t("paymentFailed.subject", { product }));
      expect(mail.plain).toContain(t("paymentFailed.body", { amount: format.money(1900, "usd"), product }));
      expect(mail.plain).toContain(t("paymentFailed.nextTry", { date: nextTry }));
      expect(mail.plain).toContain(monthOf(locale, "2027-03-12T12:00:00.000Z"));
      expect(mail.plain).toContain(t("actions.updatePaymentMethod"));
      if (locale === "de") expect(mail.plain).toContain("19,00\u00a0$");
      expectSpoken(mail, locale);
    });
  });
});

describe("a customer without a language: the seller's default_locale, else DEFAULT_LOCALE", () => {
  async function portalCodeTo(org: BillingOrg): Promise<{ email: string; mail: () => Promise<CaughtMail> }> {
    const email = uniqueEmail("silent");
    const created = await v1(server, "POST", "/customers/", { token: org.token, body: { email } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const asked = await v1(server, "POST", "/customer-portal/customer-session/request", {
      body: { email, organization_id: org.organization.id },
    });
    expect(asked.status).toBe(202);
    return { email, mail: () => server.smtp.waitFor((mail) => mail.to.includes(email)) };
  }

  it("no default_locale: French, the instance's DEFAULT_LOCALE", async () => {
    const { mail } = await portalCodeTo(seller);
    const t = translator("fr", "billing-mail");
    const caught = await mail();
    expect(caught.subject).toBe(t("portalCode.title", { seller: seller.organization.name }));
    expect(caught.plain).toContain(t("portalCode.lifetime", { minutes: 30 }));
  });

  it("default_locale ja: Japanese", async () => {
    const other = await billingOrg(server, "lingo-ja");
    const patched = await v1(server, "PATCH", `/organizations/${other.organization.id}`, {
      token: other.token,
      body: { default_locale: "ja" },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const { mail } = await portalCodeTo(other);
    const t = translator("ja", "billing-mail");
    const caught = await mail();
    expect(caught.subject).toBe(t("portalCode.title", { seller: other.organization.name }));
    expect(caught.plain).toContain(t("portalCode.body"));
    expectSpoken(caught, "ja");
  });
});
