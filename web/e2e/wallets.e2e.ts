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
 * credits amount + tax there, which the customer's page then shows. A customer with a saved card
 * tops their wallet up from the portal: too little is refused on the field, a declining card's
 * answer shows on the card, and $25.00 from the other card is added.
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

  it("the portal's Top up: too little is refused, a declining card says why, another card adds to the balance", async () => {
    const customer = await api<{ id: string }>("POST", "/customers/", { email: "wallet-top-up@example.com" });
    await api("POST", "/wallets/credits", { customer_id: customer.id, amount: 1234, currency: "usd" });
    const session = await api<{ token: string }>("POST", "/customer-sessions/", { customer_id: customer.id });
    // Two saved cards, as the portal's "Add a card" saves them in test mode.
    const cards = "/customer-portal/customers/me/payment-methods";
    const save = async (number: string) => {
      const token = await orgApi<{ id: string }>(server, session.token, "POST", `${cards}/test-card-tokens`, {
        number,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: "123",
      });
      const saved = await orgApi<{ payment_method: { id: string } }>(server, session.token, "POST", cards, {
        confirmation_token_id: token.id,
        set_default: false,
        return_url: "https://shop.example.com",
      });
      return saved.payment_method.id;
    };
    await save("4242424242424242");
    // The Mastercard went bad since it was saved: the test processor's card, told to decline.
    const bad = await save("5555555555554444");
    await server.gatehouse.database.db
      .updateTable("payment_card_token")
      .set({ behavior: "insufficient_funds" })
      .where("id", "=", bad)
      .execute();

    const context = await browser.newContext({
      baseURL: server.gatehouse.config.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
      await page.goto(`/portal?customer_session_token=${session.token}`);
      const section = page.getByRole("region", { name: "Wallet" });
      await section.getByTestId("portal-wallet-balance").waitFor();
      expect(await section.getByTestId("portal-wallet-balance").textContent()).toBe("$12.34");
      await section.getByRole("button", { name: "Top up" }).click();
      const dialog = page.getByRole("dialog", { name: "Top up your wallet" });
      await dialog.waitFor();
      expect(await dialog.getByLabel("Wallet currency").inputValue()).toBe("USD");
      const chooseCard = async (name: string) => {
        await dialog.getByLabel("Card to charge").click();
        await page.getByRole("option", { name }).click();
        expect(await dialog.getByLabel("Card to charge").inputValue()).toBe(name);
      };

      await dialog.getByLabel("Amount (USD)").fill("0.10");
      await dialog.getByRole("button", { name: "Top up" }).click();
      await dialog.getByText("Top up at least $0.50").waitFor();
      // Mantine's modal fades in: axe would read the half-transparent colours of its first frames.
      await page.waitForTimeout(400);
      await expectAccessible(page);
      await screenshotBoth(page, "portal-wallet-top-up-too-little");

      // The declining card: its answer on the card's field, nothing added.
      await dialog.getByLabel("Amount (USD)").fill("25.00");
      await chooseCard("Mastercard •••• 4444");
      await dialog.getByRole("button", { name: "Top up" }).click();
      await dialog.getByText("Your card has insufficient funds.").waitFor();
      await screenshotBoth(page, "portal-wallet-top-up-declined");

      // Another card from the same form: a new top-up (the declined one is settled), charged once.
      await chooseCard("Visa •••• 4242");
      expect(await dialog.getByText("Your card has insufficient funds.").count()).toBe(0);
      await dialog.getByRole("button", { name: "Top up" }).click();
      await page.getByText("$25.00 added. Your balance is now $37.34.").waitFor();
      await dialog.waitFor({ state: "detached" });
      await section.getByTestId("portal-wallet-balance").filter({ hasText: "$37.34" }).waitFor();
      // The notification slides in: let it settle before the picture.
      await page.waitForTimeout(400);
      await screenshotBoth(page, "portal-wallet-topped-up");

      const wallets = await orgApi<{ items: Array<{ currency: string; balance: number }> }>(
        server,
        session.token,
        "GET",
        "/customer-portal/wallets/",
      );
      expect(wallets.items.map((wallet) => [wallet.currency, wallet.balance])).toEqual([["usd", 3734]]);
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
