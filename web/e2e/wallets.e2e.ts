import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { paidOrder } from "../../server/test/helpers/orders.ts";
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
 * Wallet balances in Chromium: a customer credited $12.34 sees "Wallet" with that balance in the
 * portal (customer session link), the seller sees it on the customer's page; a customer without
 * a wallet sees no wallet section. A refund issued from the order's page "to the customer's wallet"
 * credits amount + tax there, which the customer's page then shows.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(server, seller.token, method, path, body);

beforeAll(async () => {
  server = await startTestServer({ webDistDir: requireWebDist() });
  browser = await launchBrowser();
  seller = await billingOrg(server, "wallet-seller");
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("wallets in the web app", () => {
  it("the portal and the customer's page show the balance; no wallet, no section", async () => {
    const customer = await api<{ id: string }>("POST", "/customers/", { email: "wallet-ada@example.com" });
    await api("POST", "/wallets/credits", { customer_id: customer.id, amount: 1234, currency: "usd" });
    const bare = await api<{ id: string }>("POST", "/customers/", { email: "wallet-none@example.com" });

    const context = await browser.newContext({
      baseURL: server.gatehouse.config.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
      const session = await api<{ token: string }>("POST", "/customer-sessions/", { customer_id: customer.id });
      await page.goto(`/portal?customer_session_token=${session.token}`);
      const section = page.getByRole("region", { name: "Wallet" });
      await section.getByTestId("portal-wallet-balance").waitFor();
      expect(await section.getByTestId("portal-wallet-balance").textContent()).toBe("$12.34");
      await expectAccessible(page);
      await screenshotBoth(page, "portal-wallet");

      const bareSession = await api<{ token: string }>("POST", "/customer-sessions/", { customer_id: bare.id });
      await page.goto(`/portal?customer_session_token=${bareSession.token}`);
      await page.getByTestId("portal-customer-email").waitFor();
      // The wallet query answers an empty list: give it time, then no section.
      await page.waitForLoadState("networkidle");
      expect(await page.getByTestId("portal-wallet").count()).toBe(0);

      await signInThroughPage(page, seller.owner.email);
      await page.goto(`/organizations/${seller.organization.slug}/billing/customers/${customer.id}`);
      await page.getByTestId("customer-details").waitFor();
      await page.getByTestId("customer-wallet-balance").waitFor();
      expect(await page.getByTestId("customer-wallet-balance").textContent()).toBe("$12.34");
    } finally {
      await context.close();
    }
  });

  it("the refund form refunds to the customer's wallet, and the customer's page shows the credit", async () => {
    // 50.00 + 10.00 tax; 20.00 refunded to the wallet takes 4.00 of tax: the wallet holds 24.00.
    const order = await paidOrder(server, seller, { price: 5000, taxAmount: 1000 });
    const context = await browser.newContext({
      baseURL: server.gatehouse.config.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
      await signInThroughPage(page, seller.owner.email);
      await page.goto(`/organizations/${seller.organization.slug}/billing/orders/${order.id}`);
      await page.getByLabel("Amount (USD)").fill("20.00");
      await page.getByLabel("Refund to the customer's wallet").check();
      await expectAccessible(page);
      await screenshotBoth(page, "refund-to-wallet-form");
      await page.getByRole("button", { name: "Refund order" }).click();
      const confirm = page.getByRole("dialog", { name: "Refund this order?" });
      await confirm.getByText(/\$20\.00 \(and its share of tax\) is credited to .*'s wallet, not their card/).waitFor();
      await confirm.getByRole("button", { name: "Refund", exact: true }).click();
      await page.getByTestId("order-refund-destination").filter({ hasText: "Wallet" }).waitFor();
      await screenshotBoth(page, "refund-to-wallet-done");

      const refunds = await api<{ items: Array<{ destination: string; amount: number; tax_amount: number }> }>(
        "GET",
        `/refunds/?order_id=${order.id}`,
      );
      expect(refunds.items.map((r) => [r.destination, r.amount, r.tax_amount])).toEqual([["wallet", 2000, 400]]);

      await page.goto(`/organizations/${seller.organization.slug}/billing/customers/${order.customer_id}`);
      await page.getByTestId("customer-wallet-balance").waitFor();
      expect(await page.getByTestId("customer-wallet-balance").textContent()).toBe("$24.00");
    } finally {
      await context.close();
    }
  });
});
