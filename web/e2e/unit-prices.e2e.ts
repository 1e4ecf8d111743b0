import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct, createProduct } from "../../server/test/helpers/checkout.ts";
import {
  type E2E,
  expectAccessible,
  newDesktopPage,
  orgApi,
  screenshotBoth,
  signInThroughPage,
  startE2E,
} from "./harness.ts";

/**
 * Unit-based prices in Chromium: the buyer picks how many units on the hosted checkout (named with
 * the price's unit label, refused outside the price's bounds, priced by the server's tiers), then
 * the buyer changes a subscription's units in the portal and the seller on the subscription page,
 * each after a preview. Amounts are worked out by hand in the comments. SCREENSHOTS_DIR=/dir keeps
 * each screen at 1280×800 and 390×844.
 */

let e2e: E2E;
let seller: BillingOrg;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(e2e.server, seller.token, method, path, body);

/** Volume tiers: 1–100 credits at 12.5¢, 101–1000 at 10.25¢; at least 5. */
const creditsPrice = {
  amount_type: "unit_based",
  price_currency: "usd",
  minimum_units: 5,
  unit_label: { en: { "=1": "credit", other: "credits" } },
  tiers: {
    type: "volume",
    tiers: [
      { bound: 100, unit_amount: "12.5" },
      { bound: 1000, unit_amount: "10.25" },
    ],
  },
};

/** Graduated tiers, monthly: the first 10 devices at $1.50, every one after at 99.75¢. */
const devicesPrice = {
  amount_type: "unit_based",
  price_currency: "usd",
  unit_label: { en: { "=1": "device", other: "devices" } },
  tiers: { type: "graduated", tiers: [{ bound: 10, unit_amount: "150" }, { unit_amount: "99.75" }] },
};

type Subscription = {
  id: string;
  units: number | null;
  amount: number;
  pending_update: { units: number | null } | null;
};

beforeAll(async () => {
  e2e = await startE2E();
  seller = await billingOrg(e2e.server, "units-seller");
});
afterAll(async () => e2e?.close());

describe("unit-based prices", () => {
  it("a buyer picks 150 credits on the hosted checkout (refused below the minimum) and pays", async () => {
    const product = await createProduct(e2e.server, seller.token, { name: "Credit pack", prices: [creditsPrice] });
    const checkout = await api<{ url: string; id: string }>("POST", "/checkouts/", { products: [product.id] });
    const { context, page } = await newDesktopPage(e2e);
    await page.goto(checkout.url);
    await page.getByTestId("checkout-product-name").filter({ hasText: "Credit pack" }).waitFor();
    const quantity = page.getByLabel("Quantity", { exact: true });
    expect(await quantity.inputValue()).toBe("5");
    await page.getByText("From 5 to 1,000").waitFor();
    // 5 × 12.5¢ = 62.5¢ → 63¢.
    await page.getByTestId("checkout-unit-price").filter({ hasText: "$0.63 for 5 credits" }).waitFor();

    await quantity.fill("4");
    await page.getByText("Minimum 5 required.").waitFor();
    await expect.poll(() => quantity.getAttribute("aria-invalid")).toBe("true");

    // 150 credits: every one at 10.25¢ = 1537.5¢ → $15.38.
    await quantity.fill("150");
    await page.getByTestId("checkout-unit-price").filter({ hasText: "$15.38 for 150 credits" }).waitFor();
    await expect.poll(() => page.getByTestId("checkout-units").textContent()).toBe("150 credits");
    await expect.poll(() => page.getByTestId("checkout-subtotal").textContent()).toBe("$15.38");
    await expectAccessible(page);
    await screenshotBoth(page, "units-checkout");

    await page.getByLabel("Email").fill("credit-buyer@example.com");
    await page.getByLabel("Name", { exact: true }).fill("Cora Credits");
    await page.getByLabel("Country").selectOption("DE");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 20_000 });
    const after = await api<{ status: string; units: number; amount: number }>("GET", `/checkouts/${checkout.id}`);
    expect(after).toMatchObject({ status: "succeeded", units: 150, amount: 1538 });
    await context.close();
  });

  it("the buyer adds devices in the portal after a preview; the seller removes some at the period's end", async () => {
    const product = await createProduct(e2e.server, seller.token, {
      name: "Device plan",
      recurring_interval: "month",
      prices: [devicesPrice],
    });
    const { checkout } = await buyProduct(e2e.server, seller.token, product.id, {
      email: `devices-${crypto.randomUUID().slice(0, 8)}@example.com`,
      checkout: { units: 4 },
    });
    // 4 × $1.50 = $6.00.
    expect(checkout).toMatchObject({ status: "succeeded", amount: 600 });
    const id = String(checkout.subscription_id);
    const session = await api<{ token: string }>("POST", "/customer-sessions/", {
      customer_id: String(checkout.customer_id),
    });

    const { context, page } = await newDesktopPage(e2e);
    await page.goto(`/portal?customer_session_token=${session.token}`);
    const card = page.getByRole("article", { name: "Device plan" });
    const units = card.getByRole("region", { name: "Units" });
    await units.getByTestId("portal-units").filter({ hasText: "4 devices" }).waitFor();

    // 12 devices: 10 × 150¢ + 2 × 99.75¢ = 1699.5¢ → $17.00 a month from now on.
    await units.getByRole("button", { name: "Change units" }).click();
    const dialog = page.getByRole("dialog", { name: "Change units" });
    await dialog.getByLabel("Number of units").fill("12");
    await dialog.getByTestId("units-preview").waitFor();
    await expect.poll(() => dialog.getByTestId("units-new-amount").textContent()).toBe("$17.00");
    expect(await dialog.getByTestId("units-due-now").textContent()).toMatch(/^\$\d+\.\d\d$/);
    await expectAccessible(page);
    await screenshotBoth(page, "units-portal-change");
    await dialog.getByRole("button", { name: "Change to 12 devices" }).click();
    await dialog.waitFor({ state: "hidden" });
    await units.getByTestId("portal-units").filter({ hasText: "12 devices" }).waitFor();
    expect(await api<Subscription>("GET", `/subscriptions/${id}`)).toMatchObject({ units: 12, amount: 1700 });
    await context.close();

    // The seller, on the subscription page: 3 devices from the period's end (3 × $1.50 = $4.50).
    const owner = await newDesktopPage(e2e);
    await signInThroughPage(owner.page, seller.owner.email);
    await owner.page.goto(`/organizations/${seller.organization.slug}/billing/subscriptions/${id}`);
    const block = owner.page.getByTestId("subscription-units");
    await block.getByText("Units: 12 devices").waitFor();
    await block.getByRole("button", { name: "Change units" }).click();
    const sellerDialog = owner.page.getByRole("dialog", { name: "Change units" });
    await sellerDialog.getByLabel("Number of units").fill("3");
    await expect.poll(() => sellerDialog.getByTestId("units-new-amount").textContent()).toBe("$4.50");
    await sellerDialog.getByText(/You keep 12 devices until .+; from then on you pay for 3 devices\./).waitFor();
    await expectAccessible(owner.page);
    await screenshotBoth(owner.page, "units-subscription-change");
    await sellerDialog.getByRole("button", { name: "Change to 3 devices" }).click();
    await sellerDialog.waitFor({ state: "hidden" });
    await block.getByText(/Units: 12 devices · 3 devices from /).waitFor();
    expect(await api<Subscription>("GET", `/subscriptions/${id}`)).toMatchObject({
      units: 12,
      amount: 1700,
      pending_update: { units: 3 },
    });
    await owner.context.close();
  });
});
