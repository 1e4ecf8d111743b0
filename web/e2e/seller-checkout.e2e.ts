import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { createProduct } from "../../server/test/helpers/checkout.ts";
import { deliverStripeEvent, stripeEventOf } from "../../server/test/helpers/stripe-events.ts";
import { type StripeStandIn, startStripeStandIn } from "../../server/test/helpers/stripe-stand-in.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import { launchBrowser, orgApi, requireWebDist, signInThroughPage } from "./harness.ts";

/**
 * The hosted checkout belongs to the seller. Its page carries the organization's
 * name and the payment mode, none of Gatehouse's navigation (no sign in, no organization switcher,
 * no dev outbox), even for a buyer who is a Gatehouse member; a signed-in buyer's email and name
 * are filled in; a subscription says what it costs now and later and is bought with "Subscribe";
 * the card's brand shows as it is typed; an error leaves the example placeholders grey.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;
let planId: string;

let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startTestServer({ webDistDir: requireWebDist(), env: { STRIPE_API_URL: stripe.url } });
  browser = await launchBrowser();
  seller = await billingOrg(server, "seller-checkout");
  planId = (
    await createProduct(server, seller.token, {
      name: "Studio plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }],
    })
  ).id;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await stripe?.close();
});

const newCheckoutUrl = async () =>
  (await orgApi<{ url: string }>(server, seller.token, "POST", "/checkouts/", { products: [planId] })).url;

describe("the seller's hosted checkout", () => {
  it("shows the seller and the mode, none of Gatehouse's navigation, and prefills a signed-in buyer", async () => {
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    // The seller's own owner buys: a Gatehouse member with organizations, signed in.
    await signInThroughPage(page, seller.owner.email);
    await page.goto(await newCheckoutUrl());
    await page.getByTestId("checkout-product-name").filter({ hasText: "Studio plan" }).waitFor();

    expect(await page.getByTestId("seller").textContent()).toContain(seller.organization.name);
    expect(await page.getByTestId("payment-mode").textContent()).toBe("Test mode");
    for (const chrome of ["Sign in", "Sign up", "Sign out", "Dev outbox", "Admin"]) {
      expect(await page.getByRole("link", { name: chrome }).count(), chrome).toBe(0);
      expect(await page.getByRole("button", { name: chrome }).count(), chrome).toBe(0);
    }
    expect(await page.getByTestId("organization-switcher").count()).toBe(0);
    expect(await page.getByText("Gatehouse", { exact: true }).count()).toBe(0);

    // The buyer's address and name come from the session.
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(seller.owner.email);
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Test User");
    await context.close();
  });

  it("spells out the recurring terms, says Subscribe, names the card brand and keeps placeholders grey on errors", async () => {
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await page.goto(await newCheckoutUrl());
    await page.getByTestId("checkout-product-name").filter({ hasText: "Studio plan" }).waitFor();

    expect(await page.getByTestId("checkout-terms").textContent()).toBe(
      "$19.00 today, then $19.00 every month; cancel anytime",
    );
    const subscribe = page.getByRole("button", { name: "Subscribe" });
    expect(await subscribe.getAttribute("aria-describedby")).toBe("checkout-terms");
    expect(await page.getByRole("button", { name: /^Pay / }).count()).toBe(0);

    // Submitting empty: the fields are in error, their example values stay placeholder grey.
    await subscribe.click();
    const number = page.getByLabel("Card number");
    await expect.poll(() => number.getAttribute("aria-invalid")).toBe("true");
    const colors = await number.evaluate((input) => ({
      placeholder: getComputedStyle(input, "::placeholder").color,
      error: getComputedStyle(document.documentElement).getPropertyValue("--mantine-color-error").trim(),
    }));
    expect(colors.placeholder).not.toBe("");
    const errorRgb = await page.evaluate((color) => {
      const probe = document.createElement("span");
      probe.style.color = color;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, colors.error);
    expect(colors.placeholder).not.toBe(errorRgb);

    // The brand appears as the number is typed.
    await number.fill("4242");
    await expect.poll(() => page.getByTestId("card-brand").textContent()).toBe("Visa");
    await number.fill("5555 5555");
    await expect.poll(() => page.getByTestId("card-brand").textContent()).toBe("Mastercard");
    await number.fill("3782");
    await expect.poll(() => page.getByTestId("card-brand").textContent()).toBe("American Express");

    // And it is bought with that button.
    await page.getByLabel("Email").fill("subscriber@example.com");
    await page.getByLabel("Country").selectOption("DE");
    await number.fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await subscribe.click();
    await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("seller").textContent()).toContain(seller.organization.name);
    await page.getByText("You paid $19.00; a receipt goes to subscriber@example.com.").waitFor();
    expect(await page.getByTestId("confirmation-terms").textContent()).toBe(
      "Your subscription: $19.00 today, then $19.00 every month; cancel anytime in the customer portal.",
    );
    await context.close();
  });

  it("is bought with the keyboard alone: Tab reaches every field in reading order, focus shows, Enter subscribes", async () => {
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await page.goto(await newCheckoutUrl());
    await page.getByTestId("checkout-product-name").filter({ hasText: "Studio plan" }).waitFor();

    const typed: Record<string, string> = {
      Email: "keyboard@example.com",
      Name: "Kay Board",
      "Card number": "4242 4242 4242 4242",
      "Expiry (MM / YY)": "12 / 34",
      CVC: "123",
    };
    const reached: string[] = [];
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        const label = element?.labels?.[0]?.textContent ?? element?.getAttribute("aria-label") ?? element?.textContent;
        return {
          name: (label ?? "").replace(/\s*\*\s*$/, "").trim(),
          tag: element?.tagName ?? "",
          outline: element ? getComputedStyle(element).outlineStyle : "none",
        };
      });
      reached.push(focused.name);
      const text = typed[focused.name];
      if (text !== undefined) await page.keyboard.type(text);
      // A closed native select takes typed letters as a search: "Germany" selects it.
      if (focused.name === "Country") await page.keyboard.type("Germany");
      if (focused.name === "Subscribe") {
        // Buttons show where the keyboard is (the theme's focus ring).
        expect(focused.outline).not.toBe("none");
        expect(await page.getByLabel("Country").inputValue()).toBe("DE");
        await page.keyboard.press("Enter");
        break;
      }
    }
    // Every field came up, in the order a reader meets them, before the button.
    const order = ["Email", "Name", "Country", "Card number", "Expiry (MM / YY)", "CVC", "Subscribe"];
    const positions = order.map((name) => reached.indexOf(name));
    expect(positions, reached.join(" → ")).not.toContain(-1);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 20_000 });
    const orders = await orgApi<{ items: Array<{ customer: { email: string } }> }>(
      server,
      seller.token,
      "GET",
      `/orders/?product_id=${planId}`,
    );
    expect(orders.items.map((order) => order.customer.email)).toContain("keyboard@example.com");
    await context.close();
  });

  it("with the seller's Stripe connected: Stripe's Payment Element box and the Stripe test mode, no test card form", async () => {
    const stripeSeller = await billingOrg(server, "stripe-page");
    stripe.addKey("sk_test_51PageSecretKey000001", "acct_1Page0001");
    const connected = await orgApi(
      server,
      stripeSeller.token,
      "PUT",
      `/organizations/${stripeSeller.organization.id}/stripe-account`,
      {
        secret_key: "sk_test_51PageSecretKey000001",
        publishable_key: "pk_test_51PagePublishable00001",
        webhook_secret: "whsec_PageSigningSecret000001",
      },
    );
    expect(connected).toMatchObject({ livemode: false });
    const product = await createProduct(server, stripeSeller.token, { name: "Stripe plan" });
    const { url } = await orgApi<{ url: string }>(server, stripeSeller.token, "POST", "/checkouts/", {
      products: [product.id],
    });
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    // This machine cannot reach Stripe: the script's request fails here as it would offline.
    let stripeJsRequested = false;
    await page.route("https://js.stripe.com/**", (route) => {
      stripeJsRequested = true;
      return route.abort("internetdisconnected");
    });
    await page.goto(url);
    await page.getByTestId("checkout-product-name").filter({ hasText: "Stripe plan" }).waitFor();

    expect(await page.getByTestId("payment-mode").textContent()).toBe("Stripe test mode");
    await page.getByText("Payments are processed by Stripe in its test mode: no real card is charged.").waitFor();
    expect(await page.getByTestId("stripe-payment-element").count()).toBe(1);
    expect(await page.getByLabel("Card number").count()).toBe(0);
    // Without Stripe.js the page says so, offers to try again, and does not take the order.
    await page.getByRole("alert").filter({ hasText: "Stripe's card form could not be loaded." }).waitFor();
    expect(stripeJsRequested).toBe(true);
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: /^Pay / }).isDisabled()).toBe(true);
    if (process.env.SCREENSHOTS_DIR) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/stripe-checkout-phone.png`, fullPage: true });
    }
    await context.close();
  });

  it("the portal of a Stripe seller adds cards with Stripe's Payment Element, not test card fields", async () => {
    const stripeSeller = await billingOrg(server, "stripe-portal");
    stripe.addKey("sk_test_51PortalPageSecretKey01", "acct_1PortalPage01");
    await orgApi(server, stripeSeller.token, "PUT", `/organizations/${stripeSeller.organization.id}/stripe-account`, {
      secret_key: "sk_test_51PortalPageSecretKey01",
      publishable_key: "pk_test_51PortalPagePublishable1",
      webhook_secret: "whsec_PortalPageSigningSecret1",
    });
    const product = await createProduct(server, stripeSeller.token, {
      name: "Stripe portal plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 900 }],
    });
    const checkout = await orgApi<{ id: string; client_secret: string }>(
      server,
      stripeSeller.token,
      "POST",
      "/checkouts/",
      {
        products: [product.id],
      },
    );
    await orgApi(server, stripeSeller.token, "POST", `/checkouts/client/${checkout.client_secret}/confirm`, {
      customer_email: "stripe-portal-buyer@example.com",
      customer_billing_address: {
        country: "US",
        state: "NY",
        line1: "1 Main St",
        city: "New York",
        postal_code: "10001",
      },
      confirmation_token_id: stripe.confirmationToken("4242 4242 4242 4242"),
    });
    const paid = await orgApi<{ customer_id: string }>(server, stripeSeller.token, "GET", `/checkouts/${checkout.id}`);
    const session = await orgApi<{ token: string }>(server, stripeSeller.token, "POST", "/customer-sessions/", {
      customer_id: paid.customer_id,
    });
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
    await page.goto(`/portal?customer_session_token=${session.token}`);
    const cards = page.getByRole("region", { name: "Payment methods" });
    await cards.getByTestId("portal-payment-method").filter({ hasText: "Visa •••• 4242" }).waitFor();
    await cards.getByRole("button", { name: "Add a card" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a card" });
    expect(await dialog.getByTestId("stripe-payment-element").count()).toBe(1);
    expect(await dialog.getByLabel("Card number").count()).toBe(0);
    await dialog.getByRole("alert").filter({ hasText: "Stripe's card form could not be loaded." }).waitFor();
    expect(await dialog.getByRole("button", { name: "Save card" }).isDisabled()).toBe(true);

    // The buyer's bank disputes the payment and wins: the seller's order page shows the dispute and its refund.
    const intent = stripe
      .objectsOf("payment_intent")
      .find((object) => (object.metadata as Record<string, string>).checkout_id === checkout.id)!;
    const dispute = stripe.openDispute(intent.id);
    const deliver = (type: string, object: unknown) =>
      deliverStripeEvent(
        server,
        stripeSeller.organization.id,
        stripeEventOf(type, object),
        "whsec_PortalPageSigningSecret1",
      );
    expect((await deliver("charge.dispute.created", dispute)).status).toBe(200);
    expect((await deliver("charge.dispute.closed", stripe.moveDispute(dispute.id, "lost"))).status).toBe(200);
    const { items } = await orgApi<{ items: Array<{ id: string }> }>(
      server,
      stripeSeller.token,
      "GET",
      `/orders/?checkout_id=${checkout.id}`,
    );
    const sellerPage = await context.newPage();
    await signInThroughPage(sellerPage, stripeSeller.owner.email);
    await sellerPage.goto(`/organizations/${stripeSeller.organization.slug}/billing/orders/${items[0]!.id}`);
    const disputes = sellerPage.getByRole("table", { name: "Disputes of this order" });
    await disputes.getByTestId("order-dispute-row").filter({ hasText: "lost" }).waitFor();
    // Stripe's reason, labelled.
    await disputes.getByTestId("order-dispute-row").filter({ hasText: "Fraudulent" }).waitFor();
    await sellerPage
      .getByRole("table", { name: "Refunds of this order" })
      .getByTestId("order-refund-row")
      .filter({ hasText: "Dispute lost" })
      .waitFor();
    if (process.env.SCREENSHOTS_DIR)
      await sellerPage.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/order-dispute-desktop.png`, fullPage: true });
    await context.close();
  });
});
