import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct } from "../../server/test/helpers/checkout.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import { launchBrowser, orgApi, requireWebDist, signInThroughPage } from "./harness.ts";

/**
 * The dashboard's Subscriptions section and the customer page's grants, in Chromium: a monthly
 * product with a benefit is bought through /v1 (checkout + confirm with a test card), then the
 * owner cancels at period end, uncancels, changes the product and revokes the subscription in the browser.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;
let productId: string;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(server, seller.token, method, path, body);

beforeAll(async () => {
  // The grant worker polls often, so the grant and its revocation show within the test.
  server = await startTestServer({ webDistDir: requireWebDist(), env: { BENEFIT_GRANT_POLL_MS: "200" } });
  browser = await launchBrowser();
  seller = await billingOrg(server, "subs-owner");
  const benefit = await api<{ id: string }>("POST", "/benefits/", {
    type: "custom",
    description: "Priority support",
    properties: { note: "Write to help@example.com" },
  });
  const product = await api<{ id: string }>("POST", "/products/", {
    name: "Pro Monthly",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 1200 }],
  });
  productId = product.id;
  await api("POST", `/products/${productId}/benefits`, { benefits: [benefit.id] });
  // The same benefit on the bigger plan: the grant survives the product change, the revoke ends it.
  const team = await api<{ id: string }>("POST", "/products/", {
    name: "Team Monthly",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 2000 }],
  });
  await api("POST", `/products/${team.id}/benefits`, { benefits: [benefit.id] });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("billing area: subscriptions", () => {
  it("an owner sees a new subscription, cancels it at period end with a reason, uncancels, changes its product, revokes it, and sees the grant revoked on the customer page", async () => {
    const { checkout } = await buyProduct(server, seller.token, productId, { email: "subscriber@example.com" });
    expect(checkout.status).toBe("succeeded");

    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    // The worker acts a moment after the change (it creates the grant row then): reload until it shows.
    const expectGrant = (status: string) =>
      expect
        .poll(
          async () => {
            await page
              .getByRole("table", { name: "Benefit grants" })
              .or(page.getByText("No benefits granted yet."))
              .waitFor();
            const row = page.getByTestId("benefit-grant-row").filter({ hasText: "Priority support" });
            const shown = (await row.count()) > 0 ? await row.getAttribute("data-status") : null;
            if (shown !== status) await page.reload();
            return shown;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(status);
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${seller.organization.slug}/billing/subscriptions`);
    await page
      .getByRole("navigation", { name: "Billing sections" })
      .getByRole("link", { name: "Subscriptions" })
      .waitFor();

    // The list: one active row; the "inactive" filter hides it.
    const row = page.getByTestId("subscription-row").filter({ hasText: "subscriber@example.com" });
    await row.waitFor();
    expect(await row.getAttribute("data-status")).toBe("active");
    await row.getByText("Pro Monthly").waitFor();
    await page.getByLabel("Status").selectOption("inactive");
    await page.getByText("No subscription matches these filters.").waitFor();
    await page.getByLabel("Status").selectOption("active");
    await row.getByRole("link", { name: "subscriber@example.com" }).click();

    // The detail: amount, its first order.
    await page.getByRole("heading", { name: "Pro Monthly" }).waitFor();
    await page
      .getByText(/\$12\.00 \/ month/)
      .first()
      .waitFor();
    await page.getByTestId("subscription-order-row").filter({ hasText: "subscription create" }).waitFor();

    // Cancel at period end with a reason.
    await page.getByRole("button", { name: "Cancel at period end" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel at the end of the period?" });
    await dialog.getByLabel("Reason").selectOption("too_expensive");
    await dialog.getByLabel("Comment").fill("Budget cuts");
    await dialog.getByRole("button", { name: "Cancel at period end" }).click();
    await page.getByText("Subscription canceled at period end").waitFor();
    await page.getByTestId("subscription-cancels").waitFor();
    await expect.poll(() => page.getByTestId("subscription-cancellation-reason").textContent()).toBe("Too expensive");
    expect(await page.getByTestId("subscription-ends-at").textContent()).not.toBe("—");
    await page.getByTestId("subscription-details").getByText("Budget cuts").waitFor();

    // Uncancel.
    await page.getByRole("button", { name: "Uncancel" }).click();
    await page.getByText("Cancellation undone").waitFor();
    await expect.poll(() => page.getByTestId("subscription-cancels").count()).toBe(0);
    expect(await page.getByTestId("subscription-ends-at").textContent()).toBe("—");

    // The customer page: the subscription and its benefit, granted by the worker.
    await page.getByTestId("subscription-customer").click();
    await page.getByTestId("customer-details").waitFor();
    const grant = page.getByTestId("benefit-grant-row").filter({ hasText: "Priority support" });
    await expectGrant("granted");
    await grant.getByText("Custom").waitFor();
    await page.getByTestId("customer-subscription-row").getByRole("link", { name: "Pro Monthly" }).click();

    // Change to Team Monthly, the difference invoiced now: the server's preview first.
    await page.getByRole("button", { name: "Change product" }).click();
    const change = page.getByRole("dialog", { name: "Change the product?" });
    await change.getByLabel("New product").selectOption({ label: "Team Monthly" });
    await change.getByLabel("Billing of the change").selectOption("invoice");
    await expect.poll(() => change.getByTestId("preview-new-amount").textContent()).toBe("$20.00");
    expect(await change.getByTestId("preview-current-amount").textContent()).toBe("$12.00");
    expect(await change.getByTestId("preview-due-now").textContent()).not.toBe("$0.00");
    await change.getByRole("button", { name: "Change product" }).click();
    await page.getByText("Product changed").waitFor();
    await page.getByRole("heading", { name: "Team Monthly" }).waitFor();
    await page.getByTestId("subscription-order-row").filter({ hasText: "subscription update" }).waitFor();

    // Revoke now.
    await page.getByRole("button", { name: "Revoke now" }).click();
    await page
      .getByRole("dialog", { name: "Revoke this subscription now?" })
      .getByRole("button", { name: "Yes, revoke" })
      .click();
    await page.getByText("Subscription revoked").waitFor();
    await expect.poll(() => page.getByTestId("subscription-status").textContent()).toBe("canceled");
    expect(await page.getByTestId("subscription-ended-at").textContent()).not.toBe("—");
    expect(await page.getByRole("button", { name: "Revoke now" }).count()).toBe(0);

    // Back on the customer page: the subscription canceled, the grant revoked once the worker ran.
    await page.getByTestId("subscription-customer").click();
    await page.getByTestId("customer-subscription-row").and(page.locator('[data-status="canceled"]')).waitFor();
    await expectGrant("revoked");
    expect(await grant.getByRole("cell").nth(3).textContent()).not.toBe("—");
    await context.close();
  });
});
