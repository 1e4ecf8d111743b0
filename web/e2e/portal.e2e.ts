import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct } from "../../server/test/helpers/checkout.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import { person } from "../../server/test/organization/fixtures.ts";
import { launchBrowser, orgApi, requireWebDist, signInThroughPage } from "./harness.ts";

/**
 * The customer portal (/portal) in Chromium: a signed-in user subscribes through the hosted
 * checkout to a monthly product with a license key, follows "Manage your purchase", sees the
 * subscription and the key (also through a customer session link, not signed in), cancels at
 * period end with a reason, and uncancels.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;
let productId: string;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(server, seller.token, method, path, body);

beforeAll(async () => {
  // The grant worker polls often, so the license key is granted within the test.
  server = await startTestServer({ webDistDir: requireWebDist(), env: { BENEFIT_GRANT_POLL_MS: "100" } });
  browser = await launchBrowser();
  seller = await billingOrg(server, "portal-seller");
  const benefit = await api<{ id: string }>("POST", "/benefits/", {
    type: "license_keys",
    description: "Desktop app license",
    properties: {
      prefix: "PORTAL",
      expires: null,
      activations: { limit: 2, enable_customer_admin: false },
      limit_usage: null,
    },
  });
  const features = await api<{ id: string }>("POST", "/benefits/", {
    type: "feature_flag",
    description: "Pro features",
    properties: {},
    metadata: { sso: true, max_projects: 20 },
  });
  const product = await api<{ id: string }>("POST", "/products/", {
    name: "Portal Pro",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 1900 }],
  });
  productId = product.id;
  await api("POST", `/products/${productId}/benefits`, { benefits: [benefit.id, features.id] });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Buys "Portal Pro" in the hosted checkout with Stripe's success test card, up to the thank-you page. */
async function payInHostedCheckout(page: Page, url: string, email: string, name: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId("checkout-product-name").filter({ hasText: "Portal Pro" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Country").selectOption("DE");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 20_000 });
}

describe("customer portal", () => {
  it("a signed-in buyer subscribes, sees the subscription and license key in /portal, cancels at period end with a reason and uncancels", async () => {
    const buyer = await person(server, "portal-buyer");
    const checkout = await api<{ url: string; client_secret: string }>("POST", "/checkouts/", {
      products: [productId],
    });
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await signInThroughPage(page, buyer.email);

    // The hosted checkout, paid with Stripe's success test card.
    await payInHostedCheckout(page, checkout.url, buyer.email, "Pat Portal");

    // "Manage your purchase" opens the portal of the seller's organization.
    await page.getByRole("link", { name: "Manage your purchase" }).click();
    await page.waitForURL(`**/portal?organization=${seller.organization.id}`);
    await page.getByRole("heading", { name: "Customer portal", level: 1 }).waitFor();
    const subscription = page.getByRole("article", { name: "Portal Pro" });
    await subscription.waitFor();
    expect(await subscription.getByTestId("portal-subscription-status").textContent()).toBe("active");
    await subscription.getByText(/^Renews on /).waitFor();
    await subscription.getByText(/19\.00/).waitFor();

    // The license key, granted by the worker a moment after the purchase.
    const benefits = page.getByRole("region", { name: "Benefits" });
    const key = benefits.getByTestId("portal-license-key");
    await key.waitFor({ timeout: 20_000 });
    expect(await key.textContent()).toMatch(/^PORTAL-/);
    // The feature flag: what it turns on.
    await expect.poll(() => benefits.getByTestId("portal-features").textContent()).toBe("sso: true, max_projects: 20");
    await page.getByRole("region", { name: "Payment methods" }).getByText("Visa •••• 4242").waitFor();
    await page.getByRole("table", { name: "Your orders" }).getByText("Portal Pro").waitFor();

    // Billing details: the server's 422 on the tax ID lands on its field; a valid one is saved.
    const details = page.getByRole("form", { name: "Billing details" });
    await details.getByLabel("Tax ID").fill("12");
    await details.getByRole("button", { name: "Save billing details" }).click();
    await expect.poll(() => details.getByLabel("Tax ID").getAttribute("aria-invalid")).toBe("true");
    await details.getByLabel("Tax ID").fill("DE136695976");
    await details.getByRole("button", { name: "Save billing details" }).click();
    await page.getByText("Billing details saved").waitFor();

    // The same portal through Polar's customer session link, in a browser that is not signed in:
    // the token leaves the address bar (kept for the tab in sessionStorage) and survives a reload.
    const customerId = (
      await api<{ items: Array<{ customer_id: string }> }>("GET", `/subscriptions/?product_id=${productId}`)
    ).items[0]!.customer_id;
    const session = await api<{ token: string }>("POST", "/customer-sessions/", { customer_id: customerId });
    const anonymous = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const linkPage = await anonymous.newPage();
    await linkPage.goto(`/portal?customer_session_token=${session.token}`);
    await linkPage.getByRole("article", { name: "Portal Pro" }).waitFor();
    expect(linkPage.url()).not.toContain("customer_session_token");
    // The seller's page: their name on top, none of Gatehouse's navigation or dev links.
    await linkPage.getByTestId("seller").getByText(seller.organization.name).waitFor();
    expect(await linkPage.getByRole("link", { name: "Sign in" }).count()).toBe(0);
    expect(await linkPage.getByRole("link", { name: "Dev outbox" }).count()).toBe(0);
    await linkPage.reload();
    await linkPage.getByRole("region", { name: "Benefits" }).getByTestId("portal-license-key").waitFor();
    await anonymous.close();

    // Cancel at the end of the period, with a reason and a comment.
    await subscription.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel subscription" });
    await dialog.getByLabel("Reason").selectOption("too_expensive");
    await dialog.getByLabel("Comment").fill("Over budget this quarter");
    await dialog.getByRole("button", { name: "Cancel at period end" }).click();
    await dialog.waitFor({ state: "hidden" });
    await subscription
      .getByTestId("portal-subscription-period")
      .filter({ hasText: /^Ends on / })
      .waitFor();
    await subscription.getByText("Reason: Too expensive").waitFor();
    const subscriptions = await api<{
      items: Array<{
        cancel_at_period_end: boolean;
        customer_cancellation_reason: string | null;
        customer_cancellation_comment: string | null;
      }>;
    }>("GET", `/subscriptions/?product_id=${productId}`);
    expect(subscriptions.items[0]).toMatchObject({
      cancel_at_period_end: true,
      customer_cancellation_reason: "too_expensive",
      customer_cancellation_comment: "Over budget this quarter",
    });

    // Uncancel: it renews again.
    await subscription.getByRole("button", { name: "Uncancel subscription" }).click();
    await subscription
      .getByTestId("portal-subscription-period")
      .filter({ hasText: /^Renews on / })
      .waitFor();
    await subscription.getByRole("button", { name: "Cancel subscription" }).waitFor();
    await context.close();
  });

  it("a guest buys without an account, gets a code by mail from the confirmation's portal link, and sees the key and the invoice", async () => {
    const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const checkout = await api<{ url: string }>("POST", "/checkouts/", { products: [productId] });
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await payInHostedCheckout(page, checkout.url, email, "Gus Guest");
    // The receipt: the order, and the way into the portal.
    const receipt = await server.smtp.mailTo(email, `Your receipt from ${seller.organization.name}`);
    expect(receipt.text).toContain("19.00 USD");
    expect(receipt.links).toContain(
      `${server.gatehouse.config.baseURL}/portal/${seller.organization.slug}?email=${encodeURIComponent(email)}`,
    );

    // The seller's portal sign-in, the buyer's address filled in.
    await page.getByRole("link", { name: "Manage your purchase" }).click();
    await page.waitForURL(`**/portal/${seller.organization.slug}?email=*`);
    await page.getByRole("heading", { name: "Your purchases", level: 1 }).waitFor();
    await page.getByText(seller.organization.name, { exact: true }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await page.getByRole("button", { name: "Email me a code" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `If ${email} has bought here, a code is on its way` })
      .waitFor();

    // A wrong code is refused in words; the mailed one opens the portal.
    await page.getByLabel("Code from the email").fill("ZZZZZZ");
    await page.getByRole("button", { name: "Open the portal" }).click();
    await page.getByText("This customer session code is invalid or has expired.").waitFor();
    const mail = await server.smtp.mailTo(email, `Access your ${seller.organization.name} purchases`);
    const code = /^([A-Z0-9]{6})$/m.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    await page.getByLabel("Code from the email").fill(String(code));
    await page.getByRole("button", { name: "Open the portal" }).click();
    await page.waitForURL("**/portal");
    await page.getByRole("article", { name: "Portal Pro" }).waitFor();
    await page.getByTestId("portal-customer-email").filter({ hasText: email }).waitFor();
    const key = page.getByRole("region", { name: "Benefits" }).getByTestId("portal-license-key");
    await key.waitFor({ timeout: 20_000 });
    expect(await key.textContent()).toMatch(/^PORTAL-/);
    const orders = page.getByRole("table", { name: "Your orders" });
    await orders.getByText("Portal Pro").waitFor();
    const invoice = orders.getByRole("button", { name: /^Download invoice / });
    const [pdf] = await Promise.all([context.waitForEvent("page"), invoice.click()]);
    await pdf.waitForURL(/invoice\.pdf/);
    expect(pdf.url()).toContain("/invoice.pdf");

    // The code mail's own link opens the code step.
    const fromMail = await context.newPage();
    const link = mail.links.find((href) => href.includes(`/portal/${seller.organization.slug}?`));
    await fromMail.goto(String(link));
    await fromMail.getByLabel("Code from the email").waitFor();
    await context.close();
  });

  it("cards: add one as the default, cannot remove the default, remove the old one, save a 3-D Secure card", async () => {
    const email = `cards-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { checkout } = await buyProduct(server, seller.token, productId, { email });
    const session = await api<{ token: string }>("POST", "/customer-sessions/", {
      customer_id: String(checkout.customer_id),
    });
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await page.goto(`/portal?customer_session_token=${session.token}`);
    const cards = page.getByRole("region", { name: "Payment methods" });
    const visa = cards.getByTestId("portal-payment-method").filter({ hasText: "Visa •••• 4242" });
    await visa.getByText("Default", { exact: true }).waitFor();

    // A new card, charged for the subscription from now on (the box is ticked for a subscriber).
    await cards.getByRole("button", { name: "Add a card" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a card" });
    await dialog.getByLabel("Card number").fill("5555 5555 5555 4444");
    await dialog.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await dialog.getByLabel("CVC").fill("123");
    expect(await dialog.getByLabel("Charge my subscriptions to this card from now on").isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Save card" }).click();
    await dialog.waitFor({ state: "hidden" });
    const mastercard = cards.getByTestId("portal-payment-method").filter({ hasText: "Mastercard •••• 4444" });
    await mastercard.getByText("Default", { exact: true }).waitFor();
    expect(await visa.getByText("Default", { exact: true }).count()).toBe(0);

    // The default card cannot go: the server's reason, in the dialog.
    await mastercard.getByRole("button", { name: "Remove Mastercard •••• 4444" }).click();
    const remove = page.getByRole("dialog", { name: "Remove card" });
    await remove.getByRole("button", { name: "Remove card" }).click();
    await remove.getByText("This payment method is used by an active subscription.", { exact: false }).waitFor();
    await remove.getByRole("button", { name: "Keep card" }).click();
    // The old card can.
    await visa.getByRole("button", { name: "Remove Visa •••• 4242" }).click();
    await remove.getByRole("button", { name: "Remove card" }).click();
    await remove.waitFor({ state: "hidden" });
    await visa.waitFor({ state: "detached" });

    // A card whose bank asks for 3-D Secure: test mode's challenge, then it is saved.
    await cards.getByRole("button", { name: "Add a card" }).click();
    await dialog.getByLabel("Card number").fill("4000 0025 0000 3155");
    await dialog.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await dialog.getByLabel("CVC").fill("123");
    await dialog.getByLabel("Charge my subscriptions to this card from now on").uncheck();
    await dialog.getByRole("button", { name: "Save card" }).click();
    await dialog.getByRole("button", { name: "Complete authentication" }).click();
    await dialog.waitFor({ state: "hidden" });
    await cards.getByTestId("portal-payment-method").filter({ hasText: "Visa •••• 3155" }).waitFor();
    await mastercard.getByText("Default", { exact: true }).waitFor();
    if (process.env.SCREENSHOTS_DIR) {
      await cards.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/portal-cards-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await cards.getByRole("button", { name: "Add a card" }).click();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/portal-add-card-phone.png` });
    }
    await context.close();
  });
});
