import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct } from "../../server/test/helpers/checkout.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import {
  expectAccessible,
  launchBrowser,
  orgApi,
  requireWebDist,
  screenshotBoth,
  signInThroughPage,
} from "./harness.ts";

/**
 * A product priced in euros and dollars, in Chromium. A checkout made in EUR shows the euro
 * price and total and is paid on the page (45.00 EUR); Atlas is also bought in dollars (50.00)
 * and a monthly plan in euros (18.00) through the API. The overview shows the dollar figures by
 * default (the organization's currency) and the euro ones once EUR is chosen: revenue 63.00 EUR
 * from 2 orders, MRR 18.00 EUR. The products list shows both prices of each product. The billing
 * portal offers the euro subscriber only plans priced in euros (Studio Plus at 36.00 EUR, not the
 * dollar-only plan). The billing settings make EUR the default currency (a code that is not one is refused on the field); new
 * checkouts and the overview then start in euros.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;
let atlasId: string;
let planCustomerId: string;

type Checkout = { id: string; url: string; client_secret: string; currency: string; total_amount: number };

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(server, seller.token, method, path, body);

const fixed = (amount: number, currency: string) => ({
  amount_type: "fixed",
  price_amount: amount,
  price_currency: currency,
});

beforeAll(async () => {
  server = await startTestServer({ webDistDir: requireWebDist() });
  browser = await launchBrowser();
  seller = await billingOrg(server, "currency-seller");
  atlasId = (
    await api<{ id: string }>("POST", "/products/", {
      name: "Atlas",
      prices: [fixed(4500, "eur"), fixed(5000, "usd")],
    })
  ).id;
  const plan = await api<{ id: string }>("POST", "/products/", {
    name: "Studio plan",
    recurring_interval: "month",
    prices: [fixed(2000, "usd"), fixed(1800, "eur")],
  });
  await api("POST", "/products/", {
    name: "Studio Plus",
    recurring_interval: "month",
    prices: [fixed(4000, "usd"), fixed(3600, "eur")],
  });
  await api("POST", "/products/", { name: "Dollar Plan", recurring_interval: "month", prices: [fixed(3000, "usd")] });
  await buyProduct(server, seller.token, atlasId, { email: "dollars@example.com" });
  const bought = await buyProduct(server, seller.token, plan.id, {
    email: "plan@example.com",
    checkout: { currency: "eur" },
  });
  planCustomerId = String(bought.checkout.customer_id);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.gatehouse.config.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

async function cardValue(page: Page, metric: string) {
  const element = page.locator(`[data-testid="metric-card"][data-metric="${metric}"]`);
  await element.waitFor();
  return [await element.getAttribute("data-value"), await element.getByTestId("metric-value").textContent()];
}

describe("several currencies in the web app", () => {
  it("a checkout in euros shows and charges euros", async () => {
    const checkout = await api<Checkout>("POST", "/checkouts/", { products: [atlasId], currency: "eur" });
    expect([checkout.currency, checkout.total_amount]).toEqual(["eur", 4500]);
    const page = await newPage();
    try {
      await page.goto(checkout.url);
      await page.getByTestId("checkout-product-name").filter({ hasText: "Atlas" }).waitFor();
      expect(await page.getByTestId("checkout-price").textContent()).toBe("€45.00");
      expect(await page.getByTestId("checkout-total").textContent()).toContain("€45.00");
      await expectAccessible(page);
      await screenshotBoth(page, "checkout-euros");

      await page.getByLabel("Email").fill("euros@example.com");
      await page.getByLabel("Name", { exact: true }).fill("Eva Euro");
      await page.getByLabel("Country").selectOption("DE");
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
      await page.getByLabel("CVC").fill("123");
      await page.getByRole("button", { name: "Pay €45.00" }).click();
      await page.waitForURL(`**/checkout/${checkout.client_secret}/confirmation`);
      await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 20_000 });
      const orders = await api<{ items: Array<{ currency: string; total_amount: number }> }>(
        "GET",
        `/orders/?checkout_id=${checkout.id}`,
      );
      expect(orders.items.map((order) => [order.currency, order.total_amount])).toEqual([["eur", 4500]]);
    } finally {
      await page.context().close();
    }
  });

  it("the overview answers per currency, and the products list shows every currency's price", async () => {
    const page = await newPage();
    try {
      await signInThroughPage(page, seller.owner.email);
      await page.goto(`/organizations/${seller.organization.slug}/billing/overview`);
      // The organization's currency first: the dollar sale alone.
      const currency = page.getByLabel("Currency", { exact: true });
      await currency.waitFor();
      expect(await currency.inputValue()).toBe("usd");
      expect(await cardValue(page, "revenue")).toEqual(["5000", "$50.00"]);
      expect(await cardValue(page, "orders")).toEqual(["1", "1"]);

      await currency.selectOption("eur");
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="metric-card"][data-metric="revenue"]')?.getAttribute("data-value") ===
          "6300",
      );
      expect(await cardValue(page, "revenue")).toEqual(["6300", "€63.00"]);
      expect(await cardValue(page, "orders")).toEqual(["2", "2"]);
      expect(await cardValue(page, "monthly_recurring_revenue")).toEqual(["1800", "€18.00"]);
      expect(await cardValue(page, "active_subscriptions")).toEqual(["1", "1"]);
      await expectAccessible(page);
      await screenshotBoth(page, "overview-euros");

      await page.goto(`/organizations/${seller.organization.slug}/billing/products`);
      const atlas = page.getByRole("row").filter({ hasText: "Atlas" });
      await atlas.waitFor();
      expect(await atlas.textContent()).toMatch(/€45\.00.*\$50\.00/);
      const plan = page.getByRole("row").filter({ hasText: "Studio plan" });
      expect(await plan.textContent()).toMatch(/\$20\.00 \/ month.*€18\.00 \/ month/);
      await screenshotBoth(page, "products-currencies");
    } finally {
      await page.context().close();
    }
  });

  it("the portal offers a euro subscriber the plans priced in euros, at their euro price", async () => {
    const session = await api<{ token: string }>("POST", "/customer-sessions/", { customer_id: planCustomerId });
    const page = await newPage();
    try {
      await page.goto(`/portal?customer_session_token=${session.token}`);
      await page.getByRole("button", { name: "Change plan" }).click();
      const dialog = page.getByRole("dialog");
      const plus = dialog.getByRole("radio", { name: "Studio Plus" });
      await plus.waitFor();
      expect(await dialog.textContent()).toContain("€36.00 / month");
      expect(await dialog.getByRole("radio", { name: "Dollar Plan" }).count()).toBe(0);
      await expectAccessible(page);
      await screenshotBoth(page, "portal-change-plan-euros");
    } finally {
      await page.context().close();
    }
  });

  it("the default currency is set in the billing settings, and checkouts and the overview follow it", async () => {
    const page = await newPage();
    try {
      await signInThroughPage(page, seller.owner.email);
      await page.goto(`/organizations/${seller.organization.slug}/billing/settings`);
      const field = page.getByLabel("Default currency");
      await field.waitFor();
      expect(await field.inputValue()).toBe("USD");
      await field.fill("E1");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText("Enter a three-letter currency code, such as EUR").waitFor();
      await field.fill("eur");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText("Billing settings saved").first().waitFor();
      await expectAccessible(page);
      await screenshotBoth(page, "settings-currency");

      const organization = await api<{ default_presentment_currency: string }>(
        "GET",
        `/organizations/${seller.organization.id}`,
      );
      expect(organization.default_presentment_currency).toBe("eur");
      const checkout = await api<Checkout>("POST", "/checkouts/", { products: [atlasId] });
      expect([checkout.currency, checkout.total_amount]).toEqual(["eur", 4500]);

      await page.goto(`/organizations/${seller.organization.slug}/billing/overview`);
      const currency = page.getByLabel("Currency", { exact: true });
      await currency.waitFor();
      expect(await currency.inputValue()).toBe("eur");
      expect(await cardValue(page, "revenue")).toEqual(["6300", "€63.00"]);
    } finally {
      await page.context().close();
    }
  });
});
