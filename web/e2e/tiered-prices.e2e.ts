import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
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
 * Tiered prices and prices in several currencies in the product form, in Chromium: a unit-based
 * volume price in USD beside a fixed price in EUR (past the server's "one static price per
 * currency" 422), and a subscription with a graduated metered price on a meter, with a cap, and a
 * metered price per unit in EUR. The live example is checked against hand-computed amounts; the
 * saved wire shapes are read back.
 * SCREENSHOTS_DIR=/dir keeps each form at 1280×800 and 390×844.
 */

let e2e: E2E;
let seller: BillingOrg;
let meterId: string;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(e2e.server, seller.token, method, path, body);

type WirePrice = { id: string; amount_type: string; price_currency: string } & Record<string, unknown>;
type WireProduct = { id: string; name: string; prices: WirePrice[] };

async function productNamed(name: string): Promise<WireProduct> {
  const list = await api<{ items: WireProduct[] }>("GET", "/products/?limit=100");
  const product = list.items.find((item) => item.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
}

const priceGroup = (page: Page, number: number) => page.getByRole("group", { name: `Price ${number}`, exact: true });
const tierGroup = (price: Locator, number: number) => price.getByRole("group", { name: `Tier ${number}`, exact: true });

beforeAll(async () => {
  e2e = await startE2E();
  seller = await billingOrg(e2e.server, "tiers-seller");
  const meter = await api<{ id: string }>("POST", "/meters/", {
    name: "API calls",
    filter: { conjunction: "and", clauses: [] },
    aggregation: { func: "count" },
  });
  meterId = meter.id;
});
afterAll(async () => e2e?.close());

describe("tiered prices and currencies in the product form", () => {
  it("an owner prices a product per unit in USD and at a fixed amount in EUR", async () => {
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${seller.organization.slug}/billing/products/new`);
    await page.getByLabel("Product name").fill("Team licences");
    await page.getByLabel("One-time purchase").check();

    // Price 1: unit-based, volume tiers — up to 10 units at $5.00, beyond at $4.125.
    const first = priceGroup(page, 1);
    await first.getByLabel("Price type").selectOption("unit_based");
    await first.getByLabel("Minimum quantity").fill("2");
    await first.getByLabel("Unit name (singular)").fill("seat");
    await first.getByLabel("Unit name (plural)").fill("seats");
    await first.getByLabel("Tier type").selectOption("volume");
    await tierGroup(first, 1).getByLabel("Price per unit (USD)").fill("5");
    await first.getByRole("button", { name: "Add tier" }).click();
    await expect.poll(() => tierGroup(first, 1).getByLabel("Up to (units)").inputValue()).toBe("10");
    await tierGroup(first, 2).getByText("From unit 11").waitFor();
    await tierGroup(first, 2).getByLabel("Price per unit (USD)").fill("4.125");

    // The live example, as the server bills it: volume 100 × 412.5¢ = $412.50; 3 × 500¢ = $15.00;
    // graduated 10 × 500¢ + 90 × 412.5¢ = $421.25.
    const example = first.getByTestId("tier-example");
    await expect.poll(() => example.textContent()).toBe("100 units cost $412.50");
    await first.getByLabel("Example units").fill("3");
    await expect.poll(() => example.textContent()).toBe("3 units cost $15.00");
    await first.getByLabel("Example units").fill("100");
    await first.getByLabel("Tier type").selectOption("graduated");
    await expect.poll(() => example.textContent()).toBe("100 units cost $421.25");
    await first.getByLabel("Tier type").selectOption("volume");

    // Price 2 starts in the next free currency; put in USD too, the server refuses it on that currency.
    await page.getByRole("button", { name: "Add price" }).click();
    const second = priceGroup(page, 2);
    expect(await second.getByLabel("Currency").inputValue()).toBe("eur");
    await second.getByLabel("Amount", { exact: true }).fill("12");
    await second.getByLabel("Currency").selectOption("usd");
    await page.getByRole("button", { name: "Create product" }).click();
    const currency = second.getByLabel("Currency");
    await expect.poll(() => currency.getAttribute("aria-invalid")).toBe("true");
    await second.getByText("Only one static price (fixed, custom or free) is allowed per currency").waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "tiered-prices-unit-based");

    await currency.selectOption("eur");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("Product created").waitFor();
    await page.getByTestId("product-name").getByText("Team licences").waitFor();

    // The wire: cents as decimal strings, the bound, the nouns; the EUR price in minor units.
    const saved = await productNamed("Team licences");
    expect(saved.prices).toHaveLength(2);
    expect(saved.prices.find((p) => p.price_currency === "usd")).toMatchObject({
      amount_type: "unit_based",
      tiers: {
        type: "volume",
        tiers: [
          { bound: 10, unit_amount: "500" },
          { bound: null, unit_amount: "412.5" },
        ],
      },
      minimum_units: 2,
      maximum_units: null,
      unit_label: { en: { "=1": "seat", other: "seats" } },
    });
    expect(saved.prices.find((p) => p.price_currency === "eur")).toMatchObject({
      amount_type: "fixed",
      price_amount: 1200,
    });

    // Reopened, the form shows what was saved; saving it unchanged keeps both prices (by id).
    await page.reload();
    // Prices keep their order: USD first, then EUR.
    const usd = priceGroup(page, 1);
    const eur = priceGroup(page, 2);
    await usd.getByLabel("Minimum quantity").waitFor();
    expect(await usd.getByLabel("Currency").inputValue()).toBe("usd");
    expect(await usd.getByLabel("Price type").inputValue()).toBe("unit_based");
    expect(await usd.getByLabel("Tier type").inputValue()).toBe("volume");
    expect(await usd.getByLabel("Minimum quantity").inputValue()).toBe("2");
    expect(await usd.getByLabel("Unit name (singular)").inputValue()).toBe("seat");
    expect(await usd.getByLabel("Unit name (plural)").inputValue()).toBe("seats");
    expect(await tierGroup(usd, 1).getByLabel("Up to (units)").inputValue()).toBe("10");
    expect(await tierGroup(usd, 1).getByLabel("Price per unit (USD)").inputValue()).toBe("5");
    expect(await tierGroup(usd, 2).getByLabel("Up to (units)").inputValue()).toBe("");
    expect(await tierGroup(usd, 2).getByLabel("Price per unit (USD)").inputValue()).toBe("4.125");
    expect(await eur.getByLabel("Currency").inputValue()).toBe("eur");
    expect(await eur.getByLabel("Amount", { exact: true }).inputValue()).toBe("12");
    await page.getByRole("button", { name: "Save product" }).click();
    await page.getByText("Product saved").waitFor();
    const kept = await productNamed("Team licences");
    expect(kept.prices.map((p) => p.id).sort()).toEqual(saved.prices.map((p) => p.id).sort());

    // The list shows each currency's price.
    await page.getByRole("link", { name: "← All products" }).click();
    const row = page.getByTestId("product-row").filter({ hasText: "Team licences" });
    await row.getByTestId("product-price").filter({ hasText: "From $4.125 per unit" }).waitFor();
    await row.getByTestId("product-price").filter({ hasText: "€12.00" }).waitFor();
    await context.close();
  });

  it("an owner prices a subscription by a meter: graduated tiers with a cap, and per unit in EUR", async () => {
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${seller.organization.slug}/billing/products/new`);
    await page.getByLabel("Product name").fill("Usage plan");
    await page.getByLabel("Subscription").check();
    await page.getByLabel("Billing interval").selectOption("month");
    await priceGroup(page, 1).getByLabel("Amount", { exact: true }).fill("10");

    // Price 2: metered, graduated — the first 1,000 calls free, then 0.2¢, beyond 10,000 0.1¢; at most $50.
    await page.getByRole("button", { name: "Add price" }).click();
    const metered = priceGroup(page, 2);
    await metered.getByLabel("Price type").selectOption("metered_tiers");
    await metered.getByLabel("Currency").selectOption("usd");
    await metered.getByLabel("Tier type").selectOption("graduated");
    await tierGroup(metered, 1).getByLabel("Price per unit (USD)").fill("0");
    await metered.getByRole("button", { name: "Add tier" }).click();
    await tierGroup(metered, 1).getByLabel("Up to (units)").fill("1000");
    await tierGroup(metered, 2).getByText("From unit 1001").waitFor();
    await tierGroup(metered, 2).getByLabel("Price per unit (USD)").fill("0.002");
    await metered.getByRole("button", { name: "Add tier" }).click();
    await tierGroup(metered, 2).getByLabel("Up to (units)").fill("10000");
    await tierGroup(metered, 3).getByLabel("Price per unit (USD)").fill("0.001");

    // The form's own check: a meter is required.
    await page.getByRole("button", { name: "Create product" }).click();
    await metered.getByText("Choose a meter", { exact: true }).waitFor();
    await metered.getByLabel("Meter").selectOption({ label: "API calls" });

    // 20,000 calls: 9,000 × 0.2¢ + 10,000 × 0.1¢ = $28.00; 100,000 calls would be $108.00, capped at $50.00.
    const example = metered.getByTestId("tier-example");
    await metered.getByLabel("Example units").fill("20000");
    await expect.poll(() => example.textContent()).toBe("20,000 units cost $28.00");
    await metered.getByLabel("Cap (USD)").fill("50");
    await metered.getByLabel("Example units").fill("100000");
    await expect.poll(() => example.textContent()).toBe("100,000 units cost $50.00 (the cap)");

    // Price 3: metered per unit in EUR, 0.0005 € a call: 12,345 × 0.05¢ = 617.25¢, rounded half up once to €6.17.
    await page.getByRole("button", { name: "Add price" }).click();
    const perUnit = priceGroup(page, 3);
    await perUnit.getByLabel("Price type").selectOption("metered_unit");
    expect(await perUnit.getByLabel("Currency").inputValue()).toBe("eur");
    await perUnit.getByLabel("Meter").selectOption({ label: "API calls" });
    await perUnit.getByLabel("Price per unit (EUR)").fill("0.0005");
    await perUnit.getByLabel("Example units").fill("12345");
    await expect.poll(() => perUnit.getByTestId("tier-example").textContent()).toBe("12,345 units cost €6.17");
    await expectAccessible(page);
    await screenshotBoth(page, "tiered-prices-metered");

    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("Product created").waitFor();
    await page.getByTestId("product-name").getByText("Usage plan").waitFor();
    const saved = await productNamed("Usage plan");
    expect(saved.prices.find((p) => p.amount_type === "metered_tiers")).toMatchObject({
      price_currency: "usd",
      meter_id: meterId,
      cap_amount: 5000,
      tiers: {
        type: "graduated",
        tiers: [
          { bound: 1000, unit_amount: "0" },
          { bound: 10000, unit_amount: "0.2" },
          { bound: null, unit_amount: "0.1" },
        ],
      },
    });
    expect(saved.prices.find((p) => p.amount_type === "fixed")).toMatchObject({ price_amount: 1000 });
    expect(saved.prices.find((p) => p.amount_type === "metered_unit")).toMatchObject({
      price_currency: "eur",
      meter_id: meterId,
      unit_amount: "0.05",
      cap_amount: null,
    });

    // Reopened: the meter, the tiers and the cap as saved.
    await page.reload();
    const again = priceGroup(page, 2);
    await again.getByLabel("Meter").waitFor();
    expect(await again.getByLabel("Price type").inputValue()).toBe("metered_tiers");
    expect(await again.getByLabel("Meter").inputValue()).toBe(meterId);
    expect(await again.getByLabel("Tier type").inputValue()).toBe("graduated");
    expect(await tierGroup(again, 1).getByLabel("Up to (units)").inputValue()).toBe("1000");
    expect(await tierGroup(again, 2).getByLabel("Price per unit (USD)").inputValue()).toBe("0.002");
    expect(await tierGroup(again, 3).getByLabel("Price per unit (USD)").inputValue()).toBe("0.001");
    expect(await again.getByLabel("Cap (USD)").inputValue()).toBe("50");
    expect(await priceGroup(page, 3).getByLabel("Price per unit (EUR)").inputValue()).toBe("0.0005");
    // Saved unchanged, every price is kept (by id).
    await page.getByRole("button", { name: "Save product" }).click();
    await page.getByText("Product saved").waitFor();
    const kept = await productNamed("Usage plan");
    expect(kept.prices.map((p) => p.id).sort()).toEqual(saved.prices.map((p) => p.id).sort());
    await page.getByRole("link", { name: "← All products" }).click();
    const row = page.getByTestId("product-row").filter({ hasText: "Usage plan" });
    await row.getByTestId("product-price").filter({ hasText: "$10.00 / month" }).waitFor();
    await row.getByTestId("product-price").filter({ hasText: "Metered: from $0.001 per unit / month" }).waitFor();
    await row.getByTestId("product-price").filter({ hasText: "Metered: 0.05¢ per unit / month" }).waitFor();
    await context.close();
  });
});
