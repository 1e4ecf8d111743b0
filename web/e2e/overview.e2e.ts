import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct, createCheckout, createProduct } from "../../server/test/helpers/checkout.ts";
import { testClock } from "../../server/test/helpers/clock.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import { launchBrowser, requireWebDist, signInThroughPage } from "./harness.ts";

/**
 * The billing area's Overview in Chromium, over a fixture business: 45 days ago
 * a lamp sold (50.00); in the last days a lamp (50.00) and a monthly plan (20.00) sold and a
 * checkout was left open. "Last 30 days" shows revenue 70.00 (+40 % on the 30 days before),
 * 2 orders (+100 %), MRR 20.00, 1 active subscription, conversion 2 of 3 (−33.3 % on 1 of 1), the
 * charts and the recent orders; a custom range of the earlier sale's day shows only it.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;
const clock = testClock();
const DAY = 86_400_000;
const earlier = new Date(Date.now() - 45 * DAY);

beforeAll(async () => {
  server = await startTestServer({ webDistDir: requireWebDist() });
  browser = await launchBrowser();
  seller = await billingOrg(server, "overview-seller");
  const product = async (name: string, amount: number, extra: Record<string, unknown> = {}) =>
    (
      await createProduct(server, seller.token, {
        name,
        ...extra,
        prices: [{ amount_type: "fixed", price_amount: amount, price_currency: "usd" }],
      })
    ).id;
  const lamp = await product("Desk lamp", 5000);
  const plan = await product("Studio plan", 2000, { recurring_interval: "month" });
  clock.set(earlier.toISOString());
  await buyProduct(server, seller.token, lamp, { email: "earlier@example.com" });
  clock.reset();
  await buyProduct(server, seller.token, lamp, { email: "lamp@example.com" });
  await buyProduct(server, seller.token, plan, { email: "plan@example.com" });
  await createCheckout(server, seller.token, lamp);
}, 60_000);

afterAll(async () => {
  clock.uninstall();
  await browser?.close();
  await server?.close();
});

async function card(page: Page, metric: string) {
  const element = page.locator(`[data-testid="metric-card"][data-metric="${metric}"]`);
  await element.waitFor();
  return {
    value: await element.getAttribute("data-value"),
    text: await element.getByTestId("metric-value").textContent(),
    // No badge when the period before had nothing to compare with.
    change: (await element.getByTestId("metric-change").count())
      ? await element.getByTestId("metric-change").textContent()
      : null,
  };
}

describe("billing area: overview", () => {
  it("shows the fixture business's totals, their changes, the charts and the recent orders", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL, viewport });
      const page = await context.newPage();
      await signInThroughPage(page, seller.owner.email);
      // The billing area opens on its overview, first in the navigation.
      await page.goto(`/organizations/${seller.organization.slug}/billing`);
      if (viewport.width >= 768) {
        const nav = page.getByRole("navigation", { name: "Billing sections" });
        expect(await nav.getByRole("link").first().textContent()).toBe("Overview");
      } else {
        // A phone gets the sections as a select.
        expect(await page.getByLabel("Billing section", { exact: true }).inputValue()).toBe("overview");
      }
      await page.getByTestId("metric-change").first().waitFor();

      expect(await card(page, "revenue")).toEqual({ value: "7000", text: "$70.00", change: "+40%" });
      expect(await card(page, "orders")).toEqual({ value: "2", text: "2", change: "+100%" });
      const mrr = await card(page, "monthly_recurring_revenue");
      expect([mrr.value, mrr.text]).toEqual(["2000", "$20.00"]);
      expect(await card(page, "active_subscriptions")).toMatchObject({ value: "1", text: "1" });
      const conversion = await card(page, "checkouts_conversion");
      expect([conversion.text, conversion.change]).toEqual(["66.7%", "−33.3%"]);

      expect(await page.getByTestId("metric-chart").count()).toBe(5);
      const revenueTable = page.getByRole("table", { name: "Revenue per day, as a table", exact: true });
      expect(await revenueTable.locator("tbody tr").count()).toBe(30);
      expect(await revenueTable.textContent()).toContain("$70.00");

      const recent = page.getByTestId("recent-order-row");
      await recent.first().waitFor();
      expect(await recent.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-customer")).sort())).toEqual([
        "earlier@example.com",
        "lamp@example.com",
        "plan@example.com",
      ]);
      if (process.env.OVERVIEW_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.OVERVIEW_SCREENSHOTS}/overview-${viewport.width}.png`,
          fullPage: true,
        });
      // The figures fit the section (tables scroll inside their own container).
      const section = page.getByRole("region", { name: "Overview" });
      expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      await context.close();
    }
  });

  it("a custom range of the earlier sale's day shows only that sale", async () => {
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${seller.organization.slug}/billing/overview`);
    await page.getByTestId("metric-card").first().waitFor();
    await page.getByLabel("Date range").selectOption("custom");
    const day = earlier.toISOString().slice(0, 10);
    await page.getByLabel("From").fill(day);
    await page.getByLabel("To").fill(day);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="metric-card"][data-metric="orders"]')?.getAttribute("data-value") === "1",
    );
    expect(await card(page, "revenue")).toMatchObject({ value: "5000", text: "$50.00" });
    expect(await card(page, "active_subscriptions")).toMatchObject({ value: "0" });
    await context.close();
  });
});
