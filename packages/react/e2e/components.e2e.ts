import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { build, type PreviewServer, preview } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../../../server/test/helpers/account-flows.ts";
import { type BillingOrg, billingOrg } from "../../../server/test/helpers/billing.ts";
import { createProduct, VOLUME_SEAT_TIERS } from "../../../server/test/helpers/checkout.ts";
import { onFreePort, startTestServer, type TestServer } from "../../../server/test/helpers/test-server.ts";
import { expectAccessible, launchBrowser, orgApi, requireWebDist } from "../../../web/e2e/harness.ts";

/**
 * The account, organization and billing components in an app on its own origin (the harness in
 * dev/components, built and served on another port, listed in Gatehouse's TRUSTED_ORIGINS), against
 * a real Gatehouse whose hosted checkout and portal are the built web app. A seller sells "Pro"
 * monthly and yearly (each granting the `analytics` feature flag), "Team" per seat, a one-time
 * "Lifetime report", "Fleet" by the device (unit-based, graduated tiers) and "Studio" in dollars
 * and in euros with tiered storage on top; a person signed up through the API goes through every
 * component.
 */

const HARNESS_CONFIG = fileURLToPath(new URL("../dev/components/vite.config.ts", import.meta.url));
const LOCKED = "Upgrade to Pro to see your analytics.";
const UNLOCKED = "Your analytics: 1,204 notes written this month.";

let server: TestServer;
let harness: PreviewServer;
let harnessDir: string;
let harnessOrigin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let seller: BillingOrg;
let proMonthlyId: string;
let fleetId: string;
let studioId: string;
const email = uniqueEmail("react-buyer");

const api = <T>(method: string, path: string, body?: unknown) => orgApi<T>(server, seller.token, method, path, body);

/** The harness app, as a developer would open it: Gatehouse's address and the seller in its query (and a currency). */
const appUrl = (currency?: string) =>
  `${harnessOrigin}/?${new URLSearchParams({
    gatehouse: server.url,
    seller: seller.organization.slug,
    ...(currency ? { currency } : {}),
  })}`;

/** With SCREENSHOTS_DIR: the page at 1280×800 and 390×844; at both sizes, no wider than the window and axe-clean. */
async function lookAt(name: string): Promise<void> {
  for (const [size, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} is wider than the ${size} window`).toBeLessThanOrEqual(viewport.width);
    if (process.env.SCREENSHOTS_DIR)
      await page.screenshot({ path: join(process.env.SCREENSHOTS_DIR, `react-${name}-${size}.png`), fullPage: true });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Back from the hosted checkout to the app, once its plans are read again (the next test changes the catalogue). */
async function backToPlans(): Promise<void> {
  await page.goto(appUrl());
  await page.getByRole("article", { name: "Lifetime report" }).waitFor();
}

/** The page coming back into view, as after a purchase or a cancellation in another tab. */
const refocus = () => page.evaluate(() => window.dispatchEvent(new Event("focus")));

const analytics = () => page.getByRole("region", { name: "Analytics" });
const plan = (name: string) => page.getByRole("article", { name });
const textOf = async (locator: ReturnType<Page["locator"]>) =>
  ((await locator.textContent()) ?? "").replace(/\s+/g, " ");

beforeAll(async () => {
  harnessDir = mkdtempSync(join(tmpdir(), "gatehouse-react-components-"));
  await build({ configFile: HARNESS_CONFIG, build: { outDir: harnessDir, emptyOutDir: true } });
  // The harness listens first: Gatehouse trusts its origin, port included.
  ({ harness, harnessOrigin } = await onFreePort(async (port) => ({
    harness: await preview({
      configFile: HARNESS_CONFIG,
      build: { outDir: harnessDir },
      preview: { port, strictPort: true },
    }),
    harnessOrigin: `http://127.0.0.1:${port}`,
  })));
  server = await startTestServer({ webDistDir: requireWebDist(), env: { TRUSTED_ORIGINS: harnessOrigin } });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
  page = await context.newPage();

  seller = await billingOrg(server, "react-seller");
  const flag = await api<{ id: string }>("POST", "/benefits/", {
    type: "feature_flag",
    description: "Analytics dashboard",
    properties: {},
    metadata: { analytics: true },
  });
  const usd = (amount: number) => [{ amount_type: "fixed", price_amount: amount, price_currency: "usd" }];
  const pro = async (interval: "month" | "year", amount: number) => {
    const product = await createProduct(server, seller.token, {
      name: "Pro",
      description: "Everything in your notes, measured.",
      recurring_interval: interval,
      prices: usd(amount),
    });
    await api("POST", `/products/${product.id}/benefits`, { benefits: [flag.id] });
    return product.id;
  };
  proMonthlyId = await pro("month", 1200);
  await pro("year", 12000);
  await createProduct(server, seller.token, {
    name: "Team",
    recurring_interval: "month",
    prices: [{ amount_type: "seat_based", price_currency: "usd", seat_tiers: VOLUME_SEAT_TIERS }],
  });
  await createProduct(server, seller.token, { name: "Lifetime report", prices: usd(4900) });
  // 1–10 devices at $5.00, 11–100 at $3.505 (graduated), 3 at least.
  fleetId = (
    await createProduct(server, seller.token, {
      name: "Fleet",
      recurring_interval: "month",
      prices: [
        {
          amount_type: "unit_based",
          price_currency: "usd",
          minimum_units: 3,
          unit_label: { en: { "=1": "device", other: "devices" } },
          tiers: {
            type: "graduated",
            tiers: [
              { bound: 10, unit_amount: "500" },
              { bound: 100, unit_amount: "350.5" },
            ],
          },
        },
      ],
    })
  ).id;
  const storage = await api<{ id: string }>("POST", "/meters/", {
    name: "Storage",
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "storage" }] },
    aggregation: { func: "sum", property: "gb" },
  });
  // Storage on top, by volume: every unit at $0.10 up to 1,000 in all, at $0.05 beyond; at most $50.00.
  const storageTiers = (currency: string) => ({
    amount_type: "metered_tiers",
    price_currency: currency,
    meter_id: storage.id,
    cap_amount: 5000,
    tiers: {
      type: "volume",
      tiers: [
        { bound: 1000, unit_amount: "10" },
        { bound: null, unit_amount: "5" },
      ],
    },
  });
  studioId = (
    await createProduct(server, seller.token, {
      name: "Studio",
      recurring_interval: "month",
      prices: [
        { amount_type: "fixed", price_amount: 2000, price_currency: "usd" },
        storageTiers("usd"),
        { amount_type: "fixed", price_amount: 1800, price_currency: "eur" },
        storageTiers("eur"),
      ],
    })
  ).id;
});

afterAll(async () => {
  await browser?.close();
  await harness?.close();
  await server?.close();
  if (harnessDir) rmSync(harnessDir, { recursive: true, force: true });
});

describe("@gatehouse/react's account, organization and billing components", () => {
  it("signed out: the user button shows its fallback, the plans link to sign-in, Protect its fallback", async () => {
    await page.goto(appUrl());
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(await page.getByRole("button", { name: /Account menu/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /switch organization/ }).count()).toBe(0);
    const subscribe = plan("Pro").getByRole("link", { name: "Subscribe to Pro" });
    expect(await subscribe.getAttribute("href")).toBe(`${server.url}/sign-in`);
    await analytics().getByText(LOCKED).waitFor();
    await lookAt("components-signed-out");
  });

  it("the user button: a keyboard menu with the name, the email, Manage account, the organizations and Sign out", async () => {
    const signedUp = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { email, password: PASSWORD, name: "Ada Lovelace" },
      headers: { origin: harnessOrigin },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    await page.goto(appUrl());
    const button = page.getByRole("button", { name: "Account menu for Ada Lovelace" });
    await button.waitFor();
    expect(await button.textContent()).toBe("AL");
    expect(await button.getAttribute("aria-haspopup")).toBe("menu");
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const item = (name: string) => menu.getByRole(name === "Personal account" ? "menuitemradio" : "menuitem", { name });
    const focused = async (name: string) => item(name).evaluate((element) => element === document.activeElement);
    expect(await focused("Manage account")).toBe(true);
    await page.getByText(email).waitFor();
    // The items in order, with their roles and the active account checked.
    const items = (await menu.ariaSnapshot())
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.startsWith("- menuitem"));
    expect(items).toEqual([
      '- menuitem "Manage account"',
      '- menuitemradio "Personal account" [checked]',
      '- menuitem "Sign out"',
    ]);
    expect(await item("Manage account").getAttribute("href")).toBe(`${server.url}/account`);
    await page.keyboard.press("ArrowDown");
    expect(await focused("Personal account")).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await focused("Sign out")).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await focused("Manage account")).toBe(true);
    await page.keyboard.press("End");
    expect(await focused("Sign out")).toBe(true);
    await lookAt("user-button-open");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Account menu for Ada Lovelace",
    );
    // ArrowUp opens it on its last item.
    await page.keyboard.press("ArrowUp");
    await menu.waitFor();
    expect(await focused("Sign out")).toBe(true);
    await page.keyboard.press("Escape");
  });

  it("the organization switcher: a taken slug refused on its field, a new organization made active, back to the personal account", async () => {
    const switcher = page.getByRole("button", { name: "Personal account, switch organization" });
    await switcher.click();
    await page.getByRole("menuitem", { name: "Create organization" }).click();
    const dialog = page.getByRole("dialog", { name: "Create organization" });
    await dialog.waitFor();
    // Submitted empty: the fields say what is missing.
    await dialog.getByRole("button", { name: "Create organization" }).click();
    await dialog.getByText("Enter a name").waitFor();
    await dialog.getByLabel("Organization name").fill("Acme Labs");
    expect(await dialog.getByLabel("Slug").inputValue()).toBe("acme-labs");
    // The seller's slug is taken: the server's refusal lands on the Slug field.
    await dialog.getByLabel("Slug").fill(seller.organization.slug);
    await dialog.getByRole("button", { name: "Create organization" }).click();
    const slug = dialog.getByLabel("Slug");
    await expect.poll(() => slug.getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.getByText("Organization already exists").count()).toBe(1);
    await lookAt("create-organization");
    await slug.fill("acme-labs");
    await dialog.getByRole("button", { name: "Create organization" }).click();
    await dialog.waitFor({ state: "detached" });

    const acme = page.getByRole("button", { name: "Acme Labs, switch organization" });
    await acme.waitFor();
    const session = await page.request.get(`${server.url}/api/auth/get-session`, {
      headers: { origin: harnessOrigin },
    });
    const created = (await session.json()) as { session: { activeOrganizationId: string | null } };
    expect(created.session.activeOrganizationId).not.toBeNull();
    // The user button lists it too, checked.
    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
    expect(await page.getByRole("menuitemradio", { name: "Acme Labs" }).getAttribute("aria-checked")).toBe("true");
    await page.keyboard.press("Escape");

    // Back to the personal account, by keyboard through the switcher.
    await acme.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menu").waitFor();
    const personal = page.getByRole("menuitemradio", { name: "Personal account" });
    expect(await personal.evaluate((element) => element === document.activeElement)).toBe(true);
    await lookAt("organization-switcher-open");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Personal account, switch organization" }).waitFor();
    const after = await page.request.get(`${server.url}/api/auth/get-session`, { headers: { origin: harnessOrigin } });
    expect(((await after.json()) as typeof created).session.activeOrganizationId).toBeNull();
  });

  it("a refused switch is said in the open menu, which stays open; closing it puts the message away", async () => {
    // An organization deleted elsewhere while this page still lists it.
    const auth = (path: string, data: unknown) =>
      page.request.post(`${server.url}/api/auth${path}`, { data, headers: { origin: harnessOrigin } });
    const side = (await (
      await auth("/organization/create", {
        name: "Side Project",
        slug: `side-${Date.now()}`,
        keepCurrentActiveOrganization: true,
      })
    ).json()) as { id: string };
    await refocus();
    const switcher = page.getByRole("button", { name: "Personal account, switch organization" });
    await switcher.click();
    await page.getByRole("menuitemradio", { name: "Side Project" }).waitFor();
    await page.keyboard.press("Escape");
    expect((await auth("/organization/delete", { organizationId: side.id })).status()).toBe(200);
    const refusal = (await (await auth("/organization/set-active", { organizationId: side.id })).json()) as {
      message: string;
    };

    await switcher.click();
    await page.getByRole("menuitemradio", { name: "Side Project" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Could not switch organization" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(refusal.message);
    expect(await page.getByRole("menu").count()).toBe(1);
    await lookAt("organization-switcher-refused");
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    await switcher.click();
    expect(await alert.count()).toBe(0);
    await page.keyboard.press("Escape");
    // The page reads the list again when it comes back into view: the organization is gone once
    // that read has answered (the open menu follows it).
    await refocus();
    await switcher.click();
    await page.getByRole("menuitem", { name: "Create organization" }).waitFor();
    await expect.poll(() => page.getByRole("menuitemradio", { name: "Side Project" }).count()).toBe(0);
    await page.keyboard.press("Escape");
  });

  it("the pricing table: monthly and yearly amounts, the per-seat total, the one-time product; Protect's fallback", async () => {
    const period = page.getByRole("group", { name: "Billing period" });
    expect(await period.getByRole("radio", { name: "Monthly" }).isChecked()).toBe(true);
    expect(await textOf(plan("Pro"))).toContain("$12.00/ month per month");
    expect(await textOf(plan("Pro"))).toContain("Analytics dashboard");
    expect(await textOf(plan("Lifetime report"))).toContain("$49.00one-time purchase");
    expect(await plan("Lifetime report").getByRole("button", { name: "Buy Lifetime report" }).count()).toBe(1);

    // Per seat: 2 to 10 seats, $10.00 each up to 4, $8.00 each from 5.
    const seats = plan("Team").getByLabel("Seats");
    expect(await seats.inputValue()).toBe("2");
    expect(await textOf(plan("Team"))).toContain("$20.00/ month");
    await seats.fill("5");
    expect(await textOf(plan("Team"))).toContain("$40.00/ month");
    await seats.fill("11");
    await plan("Team").getByText("Enter between 2 and 10 seats").waitFor();
    expect(await plan("Team").getByRole("button", { name: "Subscribe to Team" }).isDisabled()).toBe(true);
    await seats.fill("3");

    // The switch is a radio group: the arrow keys choose Yearly.
    await period.getByRole("radio", { name: "Monthly" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await period.getByRole("radio", { name: "Yearly" }).isChecked()).toBe(true);
    expect(await textOf(plan("Pro"))).toContain("$120.00/ year per year");
    // Team comes monthly only, and says so.
    expect(await textOf(plan("Team"))).toContain("$30.00/ month");
    await analytics().getByText(LOCKED).waitFor();
    expect(await page.getByTestId("plan-summary").textContent()).toBe("Your plan: none");
    await lookAt("pricing-table-yearly");
    await period.getByRole("radio", { name: "Monthly" }).check();
  });

  it("a unit-based plan: its devices field within its bounds, its tiers and the total; the count goes to the checkout", async () => {
    const fleet = plan("Fleet");
    const devices = fleet.getByLabel("Number of devices");
    expect(await devices.inputValue()).toBe("3");
    expect(await textOf(fleet)).toContain("$15.00/ month"); // 3 × $5.00
    expect(await textOf(fleet)).toContain(
      "$5.00 per device for 1–10 devices, $3.505 per device for 11–100 devices, each range at its own rate",
    );
    await devices.fill("11");
    expect(await textOf(fleet)).toContain("$53.51/ month"); // 10 × $5.00 + 1 × $3.505 = $53.505, rounded half up
    await devices.fill("101");
    await fleet.getByText("Enter between 3 and 100 devices").waitFor();
    expect(await devices.getAttribute("aria-invalid")).toBe("true");
    expect(await fleet.getByRole("button", { name: "Subscribe to Fleet" }).isDisabled()).toBe(true);
    await devices.fill("12");
    expect(await textOf(fleet)).toContain("$57.01/ month"); // 10 × $5.00 + 2 × $3.505 = $57.01
    await lookAt("pricing-table-units");

    const started = page.waitForRequest((request) => request.url().endsWith("/api/auth/billing/checkout"));
    await fleet.getByRole("button", { name: "Subscribe to Fleet" }).click();
    const body = (await started).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ productId: fleetId, units: 12 });
    expect(body.seats).toBeUndefined();
    await page.waitForURL(`${server.url}/checkout/**`);
    const checkouts = await api<{ items: Array<{ units: number | null; amount: number; currency: string }> }>(
      "GET",
      `/checkouts/?product_id=${fleetId}`,
    );
    await backToPlans();
    expect(checkouts.items).toHaveLength(1);
    expect(checkouts.items[0]).toMatchObject({ units: 12, amount: 5701, currency: "usd" });
  });

  it("two currencies: dollars by default, euros when asked, a product without euros in dollars; metered tiers follow", async () => {
    const studio = plan("Studio");
    const dollarsStorage =
      "+ Storage: $0.10 per unit for 1–1,000 units, $0.05 per unit for 1,001+ units; the range the total falls in sets the rate of every unit, at most $50.00 per period";
    expect(await textOf(studio)).toContain("$20.00/ month");
    expect(await textOf(studio)).toContain(dollarsStorage);

    await page.goto(appUrl("eur"));
    await studio.getByText("€18.00").waitFor();
    expect(await textOf(studio)).toContain("€18.00/ month");
    expect(await textOf(studio)).toContain(dollarsStorage.replaceAll("$", "€"));
    expect(await textOf(studio)).not.toContain("$");
    // Pro has no price in euros: its dollar price.
    expect(await textOf(plan("Pro"))).toContain("$12.00/ month");
    await lookAt("pricing-table-euros");

    // The euro price goes to the checkout, which is in euros.
    await studio.getByRole("button", { name: "Subscribe to Studio" }).click();
    await page.waitForURL(`${server.url}/checkout/**`);
    const checkouts = await api<{ items: Array<{ amount: number; currency: string }> }>(
      "GET",
      `/checkouts/?product_id=${studioId}`,
    );
    await backToPlans();
    expect(checkouts.items).toHaveLength(1);
    expect(checkouts.items[0]).toMatchObject({ amount: 1800, currency: "eur" });
  });

  it("a refused checkout is said on its card, and the page stays", async () => {
    // The one-time product is archived after the page read the catalogue.
    const lifetime = await api<{ items: Array<{ id: string }> }>("GET", "/products/?query=Lifetime");
    await api("PATCH", `/products/${lifetime.items[0]!.id}`, { is_archived: true });
    await plan("Lifetime report").getByRole("button", { name: "Buy Lifetime report" }).click();
    const alert = plan("Lifetime report").getByRole("alert");
    await alert.waitFor();
    // The server's own words, under the card's title.
    expect(await alert.textContent()).toBe("Could not start the checkoutProduct is archived.");
    expect(page.url().startsWith(harnessOrigin)).toBe(true);
    await lookAt("pricing-table-refused");
  });

  it("an unknown seller: the pricing table says it cannot read the plans, Manage billing says why", async () => {
    await page.goto(`${harnessOrigin}/?${new URLSearchParams({ gatehouse: server.url, seller: "no-such-seller" })}`);
    const failed = page.getByRole("alert").filter({ hasText: "Could not load the plans" });
    await failed.waitFor();
    await failed.getByRole("button", { name: "Try again" }).click();
    await failed.waitFor();
    await page.getByRole("button", { name: "Manage billing" }).click();
    const refused = page.getByRole("alert").filter({ hasText: "Could not open the billing portal" });
    await refused.waitFor();
    expect(await refused.textContent()).toContain("No organization has this id or slug");
    await lookAt("unknown-seller");
    await page.goto(appUrl());
  });

  it("buys Pro through the hosted checkout; back in the app, Protect shows the content and Pro is the current plan", async () => {
    await plan("Pro").getByRole("button", { name: "Subscribe to Pro" }).click();
    await page.waitForURL(`${server.url}/checkout/**`);
    await page.getByTestId("checkout-product-name").filter({ hasText: "Pro" }).waitFor();
    // The buyer is filled in from the session.
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(email);
    await page.getByLabel("Country").selectOption("DE");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 30_000 });
    await page.getByRole("link", { name: /^Continue to 127\.0\.0\.1:/ }).click();
    await page.waitForURL(`${harnessOrigin}/**`);

    // The benefit is granted by a job: the page shows it once its entitlements are read again.
    await expect
      .poll(async () => {
        await refocus();
        return analytics().getByText(UNLOCKED).count();
      })
      .toBe(1);
    await analytics().getByText("Thank you for being a Pro subscriber.").waitFor();
    expect(await page.getByTestId("plan-summary").textContent()).toBe("Your plan: Pro");
    await plan("Pro").getByText("Current plan").waitFor();
    expect(await plan("Pro").getByRole("button", { name: "Subscribed" }).isDisabled()).toBe(true);
    await lookAt("pricing-table-subscribed");
  });

  it("Manage billing opens the customer portal, which leads back", async () => {
    await page.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL(`${server.url}/portal**`);
    await page.getByRole("heading", { name: "Customer portal", level: 1 }).waitFor();
    await page.getByRole("article", { name: "Pro" }).waitFor();
    await page.getByRole("link", { name: /^Back to 127\.0\.0\.1:/ }).click();
    await page.waitForURL(`${harnessOrigin}/**`);
    await analytics().getByText(UNLOCKED).waitFor();
  });

  it("the subscription revoked through /v1: Protect shows the fallback again once the page is back in view", async () => {
    const subscriptions = await api<{ items: Array<{ id: string }> }>(
      "GET",
      `/subscriptions/?product_id=${proMonthlyId}`,
    );
    expect(subscriptions.items).toHaveLength(1);
    await api("DELETE", `/subscriptions/${subscriptions.items[0]!.id}`);
    await expect
      .poll(async () => {
        await refocus();
        return analytics().getByText(LOCKED).count();
      })
      .toBe(1);
    expect(await analytics().getByText("Thank you for being a Pro subscriber.").count()).toBe(0);
    expect(await page.getByTestId("plan-summary").textContent()).toBe("Your plan: none");
    expect(await plan("Pro").getByText("Current plan").count()).toBe(0);
  });

  it("Sign out from the user button: the signed-out state everywhere", async () => {
    await page.getByRole("button", { name: "Account menu for Ada Lovelace" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(await page.getByRole("button", { name: /switch organization/ }).count()).toBe(0);
    await plan("Pro").getByRole("link", { name: "Subscribe to Pro" }).waitFor();
    const session = await page.request.get(`${server.url}/api/auth/get-session`, {
      headers: { origin: harnessOrigin },
    });
    expect(await session.json()).toBeNull();
  });
});
