import { createHash, randomBytes } from "node:crypto";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import arAuth from "../../server/src/i18n/catalogs/ar/auth.json" with { type: "json" };
import deAuth from "../../server/src/i18n/catalogs/de/auth.json" with { type: "json" };
import deCheckout from "../../server/src/i18n/catalogs/de/checkout.json" with { type: "json" };
import deErrors from "../../server/src/i18n/catalogs/de/errors.json" with { type: "json" };
import dePortal from "../../server/src/i18n/catalogs/de/portal.json" with { type: "json" };
import frCheckout from "../../server/src/i18n/catalogs/fr/checkout.json" with { type: "json" };
import jaAuth from "../../server/src/i18n/catalogs/ja/auth.json" with { type: "json" };
import jaOauth from "../../server/src/i18n/catalogs/ja/oauth.json" with { type: "json" };
import { signUpVerified } from "../../server/test/helpers/account-flows.ts";
import { type BillingOrg, billingOrg, sdk10 } from "../../server/test/helpers/billing.ts";
import { buyProduct, createCheckout, createProduct } from "../../server/test/helpers/checkout.ts";
import { person } from "../../server/test/organization/fixtures.ts";
import { type E2E, orgApi, signInThroughPage, startE2E } from "./harness.ts";

/**
 * Every buyer and user in their own language, in Chromium: a German browser gets German pages
 * (amounts as "19,00 $", German month names) with `<html lang="de">`; an Arabic one right-to-left
 * pages that fit a phone; an OpenID client's `ui_locales=ja` a Japanese sign-in and consent page;
 * a checkout created with `locale: "fr"` through the Polar SDK is French in any browser; the
 * language menu switches and is remembered, and a person's saved language follows them.
 */

const REDIRECT_URI = "https://rp.example.com/callback";

let e2e: E2E;
let seller: BillingOrg;
let trialProductId: string;
let customerSessionToken: string;

beforeAll(async () => {
  e2e = await startE2E({ ADMIN_EMAILS: "languages-admin@example.com" });
  seller = await billingOrg(e2e.server, "languages-seller");
  const plan = await createProduct(e2e.server, seller.token, {
    name: "Atelier",
    recurring_interval: "month",
    trial_interval: "day",
    trial_interval_count: 14,
    prices: [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }],
  });
  trialProductId = plan.id;
  await buyProduct(e2e.server, seller.token, plan.id, { email: "languages-customer@example.com" });
  const customers = await orgApi<{ items: Array<{ id: string }> }>(e2e.server, seller.token, "GET", "/customers/");
  customerSessionToken = (
    await orgApi<{ token: string }>(e2e.server, seller.token, "POST", "/customer-sessions/", {
      customer_id: customers.items[0]?.id,
    })
  ).token;
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

async function pageIn(options: BrowserContextOptions) {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.gatehouse.config.baseURL, ...options });
  return { context, page: await context.newPage() };
}

/**
 * Picks an option of a Mantine Select, opening it again when it closed before the click landed (a
 * page still settling re-renders, and a click meant for the option then lands beside it).
 */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const item = page.getByRole("option", { name: option });
        if (!(await item.isVisible())) await page.getByTestId(testId).click();
        try {
          await item.click({ timeout: 2_000 });
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

const htmlOf = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

async function checkoutPath(body: Record<string, unknown> = {}): Promise<string> {
  const checkout = await createCheckout(e2e.server, seller.token, trialProductId, body);
  return String(checkout.url).replace(e2e.server.gatehouse.config.baseURL, "");
}

describe("pages in the reader's language", () => {
  it("a German browser: sign-in page, checkout (19,00 $, German months) and portal in German, <html lang=de>", async () => {
    const { context, page } = await pageIn({ locale: "de-DE", viewport: { width: 1280, height: 800 } });
    await page.goto("/sign-in");
    await page.getByRole("heading", { name: deAuth.signInPage.title }).waitFor();
    expect(await htmlOf(page)).toEqual({ lang: "de", dir: "ltr" });

    await page.goto(await checkoutPath());
    await page.getByTestId("checkout-price").filter({ hasText: "19,00 $" }).waitFor();
    const trialEnd = new Date(Date.now() + 14 * 86_400_000);
    const germanMonth = new Intl.DateTimeFormat("de", { month: "long" }).format(trialEnd);
    await expect.poll(() => page.getByTestId("checkout-trial").textContent()).toContain(germanMonth);
    // Intl puts a no-break space between amount and symbol.
    expect((await page.getByTestId("checkout-trial").textContent())?.replace(/\u00a0/g, " ")).toContain("19,00 $");
    expect(await htmlOf(page)).toEqual({ lang: "de", dir: "ltr" });

    await page.goto(`/portal?customer_session_token=${customerSessionToken}`);
    await page.getByRole("region", { name: dePortal.benefits.title }).waitFor();
    expect(await htmlOf(page)).toEqual({ lang: "de", dir: "ltr" });
    await context.close();
  });

  it("a German buyer is refused in German: an unknown discount code, a declined card (by their codes, not their English)", async () => {
    const lamp = await createProduct(e2e.server, seller.token, {
      name: "Lampe",
      prices: [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }],
    });
    const checkout = await createCheckout(e2e.server, seller.token, lamp.id);
    const { context, page } = await pageIn({ locale: "de-DE", viewport: { width: 1280, height: 800 } });
    await page.goto(String(checkout.url).replace(e2e.server.gatehouse.config.baseURL, ""));
    const code = page.getByLabel(deCheckout.discount.label);
    await code.fill("GIBTESNICHT");
    await page.getByRole("button", { name: deCheckout.discount.apply }).click();
    await page.getByText(deErrors.v1.codes.discount_not_found).waitFor();
    expect(await code.getAttribute("aria-invalid")).toBe("true");
    await code.fill("");

    await page.getByLabel(deCheckout.form.email).fill("kaeufer@example.com");
    await page.getByLabel(deCheckout.form.name, { exact: true }).fill("Karl Käufer");
    await page.getByLabel(deCheckout.address.country).selectOption("DE");
    await page.getByLabel(deCheckout.cardFields.number).fill("4000 0000 0000 0002");
    await page.getByLabel(deCheckout.cardFields.expiry).fill("12 / 34");
    await page.getByLabel(deCheckout.cardFields.cvc).fill("123");
    await page.getByRole("button", { name: /bezahlen$/ }).click();
    await page.getByText(deErrors.v1.codes.generic_decline).waitFor();
    expect(await page.getByText("Your card was declined.").count()).toBe(0);
    await context.close();
  });

  it("an Arabic browser on a phone: right to left, nothing wider than the screen", async () => {
    const { context, page } = await pageIn({ locale: "ar", viewport: { width: 390, height: 844 } });
    for (const path of ["/sign-in", await checkoutPath(), `/portal?customer_session_token=${customerSessionToken}`]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await htmlOf(page), path).toEqual({ lang: "ar", dir: "rtl" });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is wider than the phone`).toBeLessThanOrEqual(390);
      if (process.env.SCREENSHOTS_DIR)
        await page.screenshot({
          path: `${process.env.SCREENSHOTS_DIR}/arabic-${path.split("/")[1]}.png`,
          fullPage: true,
        });
    }
    await page.goto("/sign-in");
    await page.getByRole("heading", { name: arAuth.signInPage.title }).waitFor();
    await context.close();
  });

  it("ui_locales=ja on an OpenID authorize request: a Japanese sign-in page, then a Japanese consent page", async () => {
    const admin = e2e.server.client();
    await signUpVerified(e2e.server, admin, "languages-admin@example.com");
    const created = await admin.post<{ client_id: string }>("/oauth2/create-client", {
      client_name: "Kaizen Notes",
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: "none",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const query = new URLSearchParams({
      response_type: "code",
      client_id: created.body.client_id,
      redirect_uri: REDIRECT_URI,
      scope: "openid email",
      state: "s",
      code_challenge: createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url"),
      code_challenge_method: "S256",
      ui_locales: "ja",
    });
    const user = await person(e2e.server, "ui-locales");
    const { context, page } = await pageIn({ locale: "en-US" });
    await page.goto(`/api/auth/oauth2/authorize?${query}`);
    await page.waitForURL("**/sign-in?**");
    await page.getByRole("heading", { name: jaAuth.signInPage.title }).waitFor();
    expect((await htmlOf(page)).lang).toBe("ja");
    await page.getByLabel(jaAuth.fields.email).fill(user.email);
    await page.getByLabel(jaAuth.fields.password).fill("correct-horse-battery");
    await page.getByRole("button", { name: jaAuth.signInForm.submit, exact: true }).click();
    await page.waitForURL("**/oauth/consent?**");
    await page.getByRole("heading", { name: jaOauth.consentPage.title }).waitFor();
    await page.getByRole("button", { name: jaOauth.consent.allow }).waitFor();
    expect((await htmlOf(page)).lang).toBe("ja");
    await context.close();
  });

  it("a checkout created with locale fr through the Polar SDK is French in an English browser", async () => {
    const polar = sdk10(e2e.server, seller.token);
    const checkout = await polar.checkouts.create({ products: [trialProductId], locale: "fr" });
    expect(checkout.locale).toBe("fr");
    const { context, page } = await pageIn({ locale: "en-US" });
    await page.goto(checkout.url.replace(e2e.server.gatehouse.config.baseURL, ""));
    await page.getByRole("button", { name: frCheckout.pay.startTrial }).waitFor();
    expect((await htmlOf(page)).lang).toBe("fr");
    await context.close();
  });

  it("the language menu switches the page and is remembered; a person's saved language follows them", async () => {
    const { context, page } = await pageIn({ locale: "en-US" });
    await page.goto("/sign-in");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await choose(page, "language-switcher", "Deutsch");
    await page.getByRole("heading", { name: deAuth.signInPage.title }).waitFor();
    expect((await htmlOf(page)).lang).toBe("de");
    await page.reload();
    await page.getByRole("heading", { name: deAuth.signInPage.title }).waitFor();
    expect((await htmlOf(page)).lang).toBe("de");
    await context.close();

    // Saved on the account page, the language follows the person to a new browser.
    const user = await person(e2e.server, "saved-language");
    const first = await pageIn({ locale: "en-US" });
    await signInThroughPage(first.page, user.email);
    await choose(first.page, "account-language", "日本語");
    await expect.poll(() => htmlOf(first.page).then((html) => html.lang)).toBe("ja");
    await first.context.close();
    const second = await pageIn({ locale: "en-US" });
    await signInThroughPage(second.page, user.email);
    await expect.poll(() => htmlOf(second.page).then((html) => html.lang)).toBe("ja");
    await second.context.close();
  });
});
