import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct, US_ADDRESS } from "../../server/test/helpers/checkout.ts";
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
 * What the seller makes without a checkout, in Chromium: the owner subscribes a customer to a free
 * plan from the customer's page (a paid plan is refused with Polar's reason), then finalizes a
 * draft order on the order's page, which charges the customer's saved card.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(server, seller.token, method, path, body);

beforeAll(async () => {
  server = await startTestServer({ webDistDir: requireWebDist() });
  browser = await launchBrowser();
  seller = await billingOrg(server, "drafts-owner");
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function confirmIn(page: Page, dialogName: string, button: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.waitFor();
  // Mantine's modal fades in: axe would read the half-transparent colours of its first frames.
  await page.waitForTimeout(400);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: button }).click();
}

describe("seller-created subscriptions and draft orders", () => {
  it("subscribes a customer to a free plan and finalizes a draft order", async () => {
    await api("POST", "/products/", {
      name: "Community plan",
      recurring_interval: "month",
      prices: [{ amount_type: "free", price_currency: "usd" }],
    });
    const pro = await api<{ id: string }>("POST", "/products/", {
      name: "Pro plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 1500 }],
    });
    const hour = await api<{ id: string }>("POST", "/products/", {
      name: "Consulting hour",
      prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 9000 }],
    });
    const customer = await api<{ id: string }>("POST", "/customers/", {
      email: "ada-drafts@example.com",
      name: "Ada Drafts",
      billing_address: US_ADDRESS,
    });
    // The customer's card: the one their Pro subscription is charged to.
    await buyProduct(server, seller.token, pro.id, {
      email: "ada-drafts@example.com",
      checkout: { customer_id: customer.id },
    });
    const draft = await api<{ id: string; status: string }>("POST", "/orders/", {
      customer_id: customer.id,
      product_id: hour.id,
    });
    expect(draft.status).toBe("draft");

    const context = await browser.newContext({
      baseURL: server.gatehouse.config.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
      await signInThroughPage(page, seller.owner.email);
      await page.goto(`/organizations/${seller.organization.slug}/billing/customers/${customer.id}`);
      await page.getByTestId("customer-details").waitFor();
      await expect.poll(() => page.getByTestId("customer-subscription-row").count()).toBe(1);

      // A paid plan: refused, with the reason.
      await page.getByRole("button", { name: "Create subscription" }).click();
      const dialog = page.getByRole("dialog", { name: "Create a subscription" });
      await dialog.waitFor();
      await dialog.getByRole("textbox", { name: "Product" }).click();
      await page.getByRole("option", { name: "Pro plan" }).click();
      await dialog.getByRole("button", { name: "Create", exact: true }).click();
      await dialog.getByText("Product is not free", { exact: false }).waitFor();
      await expectAccessible(page);

      await dialog.getByRole("textbox", { name: "Product" }).click();
      await page.getByRole("option", { name: "Community plan" }).click();
      await dialog.getByRole("button", { name: "Create", exact: true }).click();
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => page.getByTestId("customer-subscription-row").count()).toBe(2);
      await screenshotBoth(page, "customer-subscription-created");

      await page.goto(`/organizations/${seller.organization.slug}/billing/orders/${draft.id}`);
      await page.getByTestId("order-title").waitFor();
      await page.getByText("Draft ·", { exact: false }).waitFor();
      await page.getByRole("button", { name: "Finalize" }).click();
      await confirmIn(page, "Finalize this draft order?", "Charge and finalize");
      await page.getByText("Order finalized").waitFor();
      await expect.poll(async () => (await api<{ status: string }>("GET", `/orders/${draft.id}`)).status).toBe("paid");
      await expect.poll(() => page.getByTestId("status-badge").first().textContent()).toBe("paid");
      await expectAccessible(page);
      const paid = await api<{ status: string; invoice_number: string | null }>("GET", `/orders/${draft.id}`);
      expect(paid.status).toBe("paid");
      expect(paid.invoice_number).toMatch(/-\d{4}$/);
    } finally {
      await context.close();
    }
  });
});
