import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRenewalsExclusive } from "../../server/src/billing/subscriptions/renewal-job.ts";
import { createPaymentProcessor } from "../../server/src/payment-processors/index.ts";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct } from "../../server/test/helpers/checkout.ts";
import { testClock } from "../../server/test/helpers/clock.ts";
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
 * Pausing and resuming a subscription in Chromium, at 1280×800 and 390×844: the owner schedules a
 * pause at period end on the subscription page (confirmed), undoes it, schedules it again; the
 * renewal run at the period's end pauses it; the owner resumes it (confirmed). Then the customer
 * does the same in the portal, where the organization allows pausing.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;
let productId: string;
const clock = testClock();

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(server, seller.token, method, path, body);

/** The renewal run the server's poller would make at the period's end (the test clock is moved there first). */
const renew = () =>
  runRenewalsExclusive({
    db: server.gatehouse.database.db,
    processor: createPaymentProcessor(server.gatehouse.database.db),
  });

beforeAll(async () => {
  server = await startTestServer({ webDistDir: requireWebDist() });
  browser = await launchBrowser();
  seller = await billingOrg(server, "pause-owner");
  const product = await api<{ id: string }>("POST", "/products/", {
    name: "Studio Monthly",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 1500 }],
  });
  productId = product.id;
});
afterAll(async () => {
  clock.uninstall();
  await browser?.close();
  await server?.close();
});

async function subscribe(email: string): Promise<{ id: string; current_period_end: string; customer_id: string }> {
  const { checkout } = await buyProduct(server, seller.token, productId, { email });
  expect(checkout.status).toBe("succeeded");
  return api("GET", `/subscriptions/${String(checkout.subscription_id)}`);
}

/** Past the period's end: the renewal run pauses what was scheduled to pause. */
async function passPeriodEnd(periodEnd: string): Promise<void> {
  clock.set(new Date(Date.parse(periodEnd) + 60_000).toISOString());
  await renew();
}

async function confirmIn(page: Page, dialogName: string, button: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.waitFor();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: button }).click();
  await dialog.waitFor({ state: "hidden" });
}

describe("subscription pause and resume", () => {
  it("an owner pauses a subscription at period end, undoes and redoes it, and resumes it once paused", async () => {
    const subscription = await subscribe("pauser@example.com");
    const context = await browser.newContext({
      baseURL: server.gatehouse.config.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
      await signInThroughPage(page, seller.owner.email);
      await page.goto(`/organizations/${seller.organization.slug}/billing/subscriptions/${subscription.id}`);
      await page.getByRole("heading", { name: "Studio Monthly" }).waitFor();

      await page.getByRole("button", { name: "Pause at period end" }).click();
      await confirmIn(page, "Pause this subscription at the period's end?", "Pause at period end");
      await page.getByText("Pause scheduled").waitFor();
      await page.getByTestId("subscription-pauses").waitFor();
      await screenshotBoth(page, "subscription-pause-scheduled");

      await page.getByRole("button", { name: "Keep running" }).click();
      await page.getByText("Scheduled pause undone").waitFor();
      await expect.poll(() => page.getByTestId("subscription-pauses").count()).toBe(0);

      await page.getByRole("button", { name: "Pause at period end" }).click();
      await confirmIn(page, "Pause this subscription at the period's end?", "Pause at period end");
      await page.getByTestId("subscription-pauses").waitFor();

      await passPeriodEnd(subscription.current_period_end);
      await page.reload();
      await expect.poll(() => page.getByTestId("subscription-status").textContent()).toBe("paused");
      await page.getByTestId("subscription-paused-at").waitFor();
      await expectAccessible(page);
      await screenshotBoth(page, "subscription-paused");

      await page.getByRole("button", { name: "Resume" }).click();
      await confirmIn(page, "Resume this subscription now?", "Resume now");
      await page.getByText("Subscription resumed").waitFor();
      await expect.poll(() => page.getByTestId("subscription-status").textContent()).toBe("active");
      // At a phone's width the actions still fit.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: "Pause at period end" }).waitFor();
      await expectAccessible(page);
    } finally {
      clock.reset();
      await context.close();
    }
  });

  it("a customer pauses and resumes in the portal where the organization allows it", async () => {
    const subscription = await subscribe("portal-pauser@example.com");
    await api("PATCH", `/organizations/${seller.organization.id}`, {
      customer_portal_settings: { subscription: { update_seats: true, update_plan: true, pause: true } },
    });
    const session = () =>
      api<{ token: string }>("POST", "/customer-sessions/", { customer_id: subscription.customer_id });
    const context = await browser.newContext({
      baseURL: server.gatehouse.config.baseURL,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    try {
      await page.goto(`/portal?customer_session_token=${(await session()).token}`);
      const card = page.getByTestId("portal-subscription");
      await card.waitFor();
      await card.getByRole("button", { name: "Pause subscription" }).click();
      await confirmIn(page, "Pause your subscription?", "Pause at period end");
      await expect.poll(() => card.getByTestId("portal-subscription-period").textContent()).toMatch(/^Pauses on /);
      await screenshotBoth(page, "portal-pause-scheduled");

      await card.getByRole("button", { name: "Keep subscription running" }).click();
      await expect.poll(() => card.getByTestId("portal-subscription-period").textContent()).toMatch(/^Renews on /);
      await card.getByRole("button", { name: "Pause subscription" }).click();
      await confirmIn(page, "Pause your subscription?", "Pause at period end");
      await expect.poll(() => card.getByTestId("portal-subscription-period").textContent()).toMatch(/^Pauses on /);

      await passPeriodEnd(subscription.current_period_end);
      // A customer session lasts an hour: a fresh link after the month went by.
      await page.goto(`/portal?customer_session_token=${(await session()).token}`);
      await expect.poll(() => card.getByTestId("portal-subscription-status").textContent()).toBe("paused");
      await expect.poll(() => card.getByTestId("portal-subscription-period").textContent()).toMatch(/^Paused since /);
      await expectAccessible(page);
      await screenshotBoth(page, "portal-paused");

      await card.getByRole("button", { name: "Resume subscription" }).click();
      await confirmIn(page, "Resume your subscription?", "Resume now");
      await expect.poll(() => card.getByTestId("portal-subscription-status").textContent()).toBe("active");
    } finally {
      clock.reset();
      await context.close();
    }
  });
});
