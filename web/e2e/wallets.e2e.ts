import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
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
 * a wallet sees no wallet section.
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
});
