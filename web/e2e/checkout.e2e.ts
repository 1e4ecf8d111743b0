import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingMember, billingOrg } from "../../server/test/helpers/billing.ts";
import { type E2E, orgApi, signInThroughPage, startE2E } from "./harness.ts";

/**
 * The hosted checkout (`/checkout/:clientSecret`) and the dashboard's orders, in Chromium against a
 * real Gatehouse in payment test mode. Test data is made through /v1 with an access token.
 */

let e2e: E2E;
let seller: BillingOrg;
let productId: string;

type Checkout = { id: string; url: string; client_secret: string; status: string; total_amount: number };
type Order = { id: string; status: string; total_amount: number; refunded_amount: number; checkout_id: string | null };

const api = <T>(method: string, path: string, body?: unknown, expected = [200, 201]): Promise<T> =>
  orgApi<T>(e2e.server, seller.token, method, path, body, expected);

async function newCheckout(): Promise<Checkout> {
  return api<Checkout>("POST", "/checkouts/", { products: [productId] });
}

/** Email, name and a card typed into the hosted page, then "Pay …". */
async function payWith(page: Page, card: string, email = "buyer@example.com"): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name", { exact: true }).fill("Bea Buyer");
  await page.getByLabel("Country").selectOption("DE");
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
}

async function expectThankYou(page: Page, clientSecret: string, productName = "E2E Handbook"): Promise<void> {
  await page.waitForURL(`**/checkout/${clientSecret}/confirmation`);
  await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 20_000 });
  await page.getByTestId("checkout-product-name").filter({ hasText: productName }).waitFor();
  await page.getByRole("link", { name: "Download invoice" }).waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  e2e = await startE2E();
  seller = await billingOrg(e2e.server, "checkout-seller");
  const product = await api<{ id: string }>("POST", "/products/", {
    name: "E2E Handbook",
    description: "A book about browser tests.",
    recurring_interval: null,
    prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 1500 }],
  });
  productId = product.id;
});
afterAll(async () => e2e?.close());

describe("hosted checkout", () => {
  it("shows 'Checkout not found' for an unknown client secret", async () => {
    const { context, page } = await e2e.newPage();
    await page.goto("/checkout/polar_c_doesnotexist");
    await page.getByRole("heading", { name: "Checkout not found" }).waitFor();
    await page.getByRole("alert").filter({ hasText: "This checkout link is not valid" }).waitFor();
    await context.close();
  });

  it("a buyer pays with 4242 4242 4242 4242 and sees the thank-you page with the invoice link", async () => {
    const checkout = await newCheckout();
    const { context, page } = await e2e.newPage();
    await page.goto(checkout.url);
    await page.getByTestId("checkout-product-name").filter({ hasText: "E2E Handbook" }).waitFor();
    await page.getByText("Test mode", { exact: true }).first().waitFor();
    await page.getByText("4000 0025 0000 3155").waitFor();
    expect(await page.getByTestId("checkout-total").textContent()).toContain("15.00");

    await payWith(page, "4242 4242 4242 4242");
    await expectThankYou(page, checkout.client_secret);
    const invoiceUrl = await page.getByRole("link", { name: "Download invoice" }).getAttribute("href");
    const pdf = await page.request.get(invoiceUrl!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");

    const after = await api<Checkout>("GET", `/checkouts/${checkout.id}`);
    expect(after.status).toBe("succeeded");
    const orders = await api<{ items: Order[] }>("GET", `/orders/?limit=100`);
    expect(orders.items.filter((order) => order.checkout_id === checkout.id)).toHaveLength(1);
    await context.close();
  });

  it("a declined card (4000 0000 0000 0002) shows the decline on the card field and the checkout stays payable", async () => {
    const checkout = await newCheckout();
    const { context, page } = await e2e.newPage();
    await page.goto(checkout.url);
    await payWith(page, "4000 0000 0000 0002");
    const cardField = page.getByLabel("Card number");
    await page.getByText("Your card was declined.").waitFor();
    expect(await cardField.getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).not.toContain("/confirmation");
    expect((await api<Checkout>("GET", `/checkouts/${checkout.id}`)).status).toBe("open");

    // The same checkout takes a good card afterwards.
    await cardField.fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expectThankYou(page, checkout.client_secret);
    await context.close();
  });

  it("a card needing 3-D Secure (4000 0025 0000 3155) pays once the authentication is completed", async () => {
    const checkout = await newCheckout();
    const { context, page } = await e2e.newPage();
    await page.goto(checkout.url);
    await payWith(page, "4000 0025 0000 3155");
    const dialog = page.getByRole("dialog", { name: "Authentication required" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Complete authentication" }).click();
    await expectThankYou(page, checkout.client_secret);
    expect((await api<Checkout>("GET", `/checkouts/${checkout.id}`)).status).toBe("succeeded");
    await context.close();
  });

  it("a failed 3-D Secure challenge shows on the card field and the checkout takes another card", async () => {
    const checkout = await newCheckout();
    const { context, page } = await e2e.newPage();
    await page.goto(checkout.url);
    await payWith(page, "4000 0025 0000 3155");
    const dialog = page.getByRole("dialog", { name: "Authentication required" });
    await dialog.getByRole("button", { name: "Fail authentication" }).click();
    await dialog.waitFor({ state: "hidden" });
    const cardField = page.getByLabel("Card number");
    await expect.poll(() => cardField.getAttribute("aria-invalid")).toBe("true");
    expect((await api<Checkout>("GET", `/checkouts/${checkout.id}`)).status).toBe("open");
    await cardField.fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expectThankYou(page, checkout.client_secret);
    await context.close();
  });
});

describe("dashboard: orders and refunds", () => {
  it("an owner refunds part of an order from its page and sees it under Refunds", async () => {
    // An order paid through the public client API (Stripe's test PaymentMethod id as the token).
    const checkout = await newCheckout();
    const client = `/checkouts/client/${checkout.client_secret}`;
    await api("PATCH", client, {
      customer_email: "refund-me@example.com",
      customer_name: "Rita Refund",
      customer_billing_address: { country: "DE" },
    });
    await api("POST", `${client}/confirm`, { confirmation_token_id: "pm_card_visa" });
    let order: Order | undefined;
    for (let attempt = 0; attempt < 40 && !order; attempt++) {
      const orders = await api<{ items: Order[] }>("GET", "/orders/?limit=100");
      order = orders.items.find((item) => item.checkout_id === checkout.id);
      if (!order) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(order).toBeDefined();

    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${seller.organization.slug}/billing/orders`);
    const row = page.getByTestId("order-row").filter({ hasText: "refund-me@example.com" });
    await row.waitFor();
    await row.getByRole("link", { name: "E2E Handbook" }).click();
    await page.getByTestId("order-title").filter({ hasText: "E2E Handbook" }).waitFor();
    await page.getByTestId("order-customer").filter({ hasText: "refund-me@example.com" }).waitFor();

    // The invoice: generated on demand, opened in a new tab.
    const [invoiceTab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Download invoice" }).click(),
    ]);
    await expect.poll(() => invoiceTab.url(), { timeout: 15_000 }).toContain("invoice");
    await invoiceTab.close();

    // More than was paid: the server's refusal shows in the form.
    await page.getByLabel("Amount (USD)").fill("99.00");
    await page.getByRole("button", { name: "Refund order" }).click();
    // A refund is confirmed in a dialog that says what it does; "Keep" leaves the order as it was.
    const confirm = page.getByRole("dialog", { name: "Refund this order?" });
    await confirm.getByText(/\$99\.00 \(and its share of tax\) goes back to refund-me@example\.com's card/).waitFor();
    await confirm.getByRole("button", { name: "Keep" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect((await api<Order>("GET", `/orders/${order!.id}`)).refunded_amount).toBe(0);
    await page.getByRole("button", { name: "Refund order" }).click();
    await confirm.getByRole("button", { name: "Refund", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Could not refund the order" }).waitFor();

    await page.getByLabel("Amount (USD)").fill("5.00");
    await page.getByLabel("Reason").selectOption("customer_request");
    await page.getByLabel("Comment").fill("Shipping delay");
    await page.getByRole("button", { name: "Refund order" }).click();
    await confirm.getByRole("button", { name: "Refund", exact: true }).click();
    await page.getByTestId("order-refunded").filter({ hasText: "5.00" }).waitFor();
    await page.getByTestId("order-refund-row").first().waitFor();

    const refunded = await api<Order>("GET", `/orders/${order!.id}`);
    expect(refunded.refunded_amount).toBe(500);
    expect(refunded.status).toBe("partially_refunded");

    await page.goto(`/organizations/${seller.organization.slug}/billing/refunds`);
    await page.getByTestId("refund-row").first().waitFor();
    await context.close();
  });
});

describe("the buy path: a checkout link from the product page", () => {
  it("an owner creates a checkout link on the product page; a buyer opens it, is refused a bad code, applies a discount and pays", async () => {
    await api("POST", "/discounts/", {
      name: "Ten off",
      code: "E2ETEN",
      type: "percentage",
      basis_points: 1000,
      duration: "once",
    });
    const owner = await e2e.newPage();
    await signInThroughPage(owner.page, seller.owner.email);
    await owner.page.goto(`/organizations/${seller.organization.slug}/billing/products/${productId}`);
    await owner.page.getByRole("link", { name: "Create checkout link" }).click();
    await owner.page.waitForURL("**/billing/checkout-links/new?product=*");
    await owner.page.getByLabel("Label").fill("Handbook link");
    await owner.page.getByRole("button", { name: "Create checkout link" }).click();
    await owner.page.waitForURL(`**/organizations/${seller.organization.slug}/billing/checkout-links`);
    const row = owner.page.getByTestId("checkout-link-row").filter({ hasText: "Handbook link" });
    await row.waitFor();
    const linkUrl = await row.getByRole("link", { name: /checkout-links\/.*\/redirect/ }).getAttribute("href");
    expect(linkUrl).toBeTruthy();
    await owner.context.close();

    const buyer = await e2e.newPage();
    await buyer.page.goto(linkUrl!);
    await buyer.page.waitForURL("**/checkout/polar_c_*");
    await buyer.page.getByTestId("checkout-product-name").filter({ hasText: "E2E Handbook" }).waitFor();
    await buyer.page.getByLabel("Discount code").fill("NOPE");
    await buyer.page.getByRole("button", { name: "Apply code" }).click();
    const codeField = buyer.page.getByLabel("Discount code");
    await expect.poll(() => codeField.getAttribute("aria-invalid")).toBe("true");
    await codeField.fill("E2ETEN");
    await buyer.page.getByRole("button", { name: "Apply code" }).click();
    await buyer.page.getByTestId("checkout-discount").filter({ hasText: "1.50" }).waitFor();
    await buyer.page.getByTestId("checkout-total").filter({ hasText: "13.50" }).waitFor();
    await buyer.page.getByRole("button", { name: "Pay $13.50" }).waitFor();
    await payWith(buyer.page, "4242 4242 4242 4242", "link-buyer@example.com");
    await buyer.page.waitForURL("**/confirmation");
    await buyer.page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 20_000 });
    await buyer.context.close();
  });

  it("a member sees checkouts, links and orders but no create, delete or refund actions", async () => {
    const member = await billingMember(e2e.server, seller, "member");
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, member.email);
    const base = `/organizations/${seller.organization.slug}/billing`;
    await page.goto(`${base}/checkout-links`);
    await page.getByTestId("checkout-link-row").first().waitFor();
    expect(await page.getByRole("link", { name: "New checkout link" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Delete checkout link/ }).count()).toBe(0);
    await page.goto(`${base}/checkouts`);
    await page.getByTestId("checkout-row").first().waitFor();
    expect(await page.getByRole("link", { name: "New checkout" }).count()).toBe(0);
    await page.goto(`${base}/orders`);
    await page.getByTestId("order-row").first().getByRole("link").click();
    await page.getByTestId("order-title").waitFor();
    expect(await page.getByRole("button", { name: "Refund order" }).count()).toBe(0);
    await context.close();
  });
});

describe("dashboard checkouts, pay what you want and free products", () => {
  it("an owner creates a pay-what-you-want checkout in the Checkouts section; the buyer's amount is bounded and drives the summary", async () => {
    const product = await api<{ id: string }>("POST", "/products/", {
      name: "Tip Jar",
      recurring_interval: null,
      prices: [
        {
          amount_type: "custom",
          price_currency: "usd",
          minimum_amount: 500,
          maximum_amount: 5000,
          preset_amount: 1000,
        },
      ],
    });
    const owner = await e2e.newPage();
    await signInThroughPage(owner.page, seller.owner.email);
    await owner.page.goto(`/organizations/${seller.organization.slug}/billing/checkouts`);
    await owner.page.getByRole("link", { name: "New checkout" }).click();
    await owner.page.getByLabel("Product", { exact: true }).selectOption(product.id);
    await owner.page.getByRole("button", { name: "Create checkout" }).click();
    const url = await owner.page.getByTestId("created-checkout-url").getAttribute("href");
    expect(url).toContain("/checkout/polar_c_");
    await owner.context.close();

    const { context, page } = await e2e.newPage();
    await page.goto(url!);
    const amount = page.getByLabel("Amount (USD)");
    await amount.fill("2.00");
    await amount.blur();
    await page.getByText("At least $5.00", { exact: true }).waitFor();
    await amount.fill("25.00");
    await amount.blur();
    await page.getByTestId("checkout-total").filter({ hasText: "25.00" }).waitFor();
    await payWith(page, "4242 4242 4242 4242", "tipper@example.com");
    await page.waitForURL("**/confirmation");
    await page.getByText("You paid $25.00", { exact: false }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it("a free product is ordered without a card", async () => {
    const product = await api<{ id: string }>("POST", "/products/", {
      name: "Free Sample",
      recurring_interval: null,
      prices: [{ amount_type: "free", price_currency: "usd" }],
    });
    const checkout = await api<Checkout>("POST", "/checkouts/", { products: [product.id] });
    const { context, page } = await e2e.newPage();
    await page.goto(checkout.url);
    await page.getByTestId("checkout-product-name").filter({ hasText: "Free Sample" }).waitFor();
    expect(await page.getByLabel("Card number").count()).toBe(0);
    await page.getByLabel("Email").fill("freebie@example.com");
    await page.getByRole("button", { name: "Get it for free" }).click();
    await page.waitForURL(`**/checkout/${checkout.client_secret}/confirmation`);
    await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it("a product with a free trial saves the card and charges nothing today; the subscription is trialing", async () => {
    const product = await api<{ id: string }>("POST", "/products/", {
      name: "Trial Plan",
      recurring_interval: "month",
      trial_interval: "day",
      trial_interval_count: 14,
      prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 2000 }],
    });
    const checkout = await api<Checkout>("POST", "/checkouts/", { products: [product.id] });
    const { context, page } = await e2e.newPage();
    await page.goto(checkout.url);
    await page.getByTestId("checkout-product-name").filter({ hasText: "Trial Plan" }).waitFor();
    await page.getByTestId("checkout-due-today").filter({ hasText: "$0.00" }).waitFor();
    await page.getByTestId("checkout-trial").filter({ hasText: "Free trial until" }).waitFor();
    // The terms under the button: free until the trial's end, then the monthly price.
    expect(await page.getByTestId("checkout-terms").textContent()).toMatch(
      /^Free until [A-Z][a-z]{2} \d{1,2}, \d{4}, then \$20\.00 every month; cancel anytime$/,
    );
    await page.getByLabel("Email").fill("trialist@example.com");
    await page.getByLabel("Name", { exact: true }).fill("Tia Trial");
    await page.getByLabel("Country").selectOption("DE");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Start free trial" }).click();
    await page.waitForURL(`**/checkout/${checkout.client_secret}/confirmation`);
    await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 20_000 });
    // The confirmation says nothing was charged, and what comes next.
    await page.getByText("Free trial started").waitFor();
    await page
      .getByText("Your free trial has started; nothing was charged today; a receipt goes to trialist@example.com.")
      .waitFor();
    expect(await page.getByTestId("confirmation-terms").textContent()).toMatch(
      /^Your subscription: Free until [A-Z][a-z]{2} \d{1,2}, \d{4}, then \$20\.00 every month; cancel anytime in the customer portal\.$/,
    );
    const subscriptions = await api<{ items: Array<{ status: string; trial_end: string | null }> }>(
      "GET",
      `/subscriptions/?product_id=${product.id}`,
    );
    expect(subscriptions.items).toHaveLength(1);
    expect(subscriptions.items[0]).toMatchObject({ status: "trialing" });
    expect(subscriptions.items[0]!.trial_end).not.toBeNull();
    await context.close();
  });
});

describe("custom fields, business buyers and link deletion", () => {
  it("a business buyer fills the product's required custom field, billing name and tax id; the order keeps them", async () => {
    const field = await api<{ id: string }>("POST", "/custom-fields/", {
      type: "text",
      slug: "team-name",
      name: "Team name",
      properties: {},
    });
    const product = await api<{ id: string }>("POST", "/products/", {
      name: "Team Plan",
      recurring_interval: null,
      prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 4000 }],
      attached_custom_fields: [{ custom_field_id: field.id, required: true }],
    });
    const checkout = await api<Checkout>("POST", "/checkouts/", { products: [product.id] });
    const { context, page } = await e2e.newPage();
    await page.goto(checkout.url);
    await page.getByLabel("I'm purchasing as a business").check();
    await page.getByLabel("Business name").fill("Acme GmbH");
    await page.getByLabel("Tax ID").fill("DE123456789");
    await payWith(page, "4242 4242 4242 4242", "acme@example.com");
    const teamField = page.getByLabel("Team name");
    await expect.poll(() => teamField.getAttribute("aria-invalid")).toBe("true");
    await teamField.fill("Rockets");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expectThankYou(page, checkout.client_secret, "Team Plan");
    const orders = await api<{
      items: (Order & { billing_name: string | null; custom_field_data: Record<string, unknown> })[];
    }>("GET", "/orders/?limit=100");
    const order = orders.items.find((item) => item.checkout_id === checkout.id);
    expect(order?.billing_name).toBe("Acme GmbH");
    expect(order?.custom_field_data).toMatchObject({ "team-name": "Rockets" });
    // The order's page names the field, not its slug.
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${seller.organization.slug}/billing/orders/${order!.id}`);
    await page.getByTestId("order-custom-fields").getByText("Team name: Rockets").waitFor();
    await context.close();
  });

  it("an owner deletes a checkout link from the list", async () => {
    await api("POST", "/checkout-links/", { payment_processor: "stripe", products: [productId], label: "Doomed link" });
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${seller.organization.slug}/billing/checkout-links`);
    await page.getByTestId("checkout-link-row").filter({ hasText: "Doomed link" }).waitFor();
    await page.getByRole("button", { name: "Delete checkout link Doomed link" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
    await page.getByTestId("checkout-link-row").filter({ hasText: "Doomed link" }).waitFor({ state: "detached" });
    await context.close();
  });
});
