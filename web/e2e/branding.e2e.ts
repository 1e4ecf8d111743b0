import { createHash, randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { crc32, deflateSync } from "node:zlib";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandingView, ResolvedBrand } from "../../server/src/branding/schemas.ts";
import { type BillingOrg, billingMember, billingOrg } from "../../server/test/helpers/billing.ts";
import { createProduct } from "../../server/test/helpers/checkout.ts";
import { person } from "../../server/test/organization/fixtures.ts";
import {
  type E2E,
  expectAccessible,
  newDesktopPage,
  orgApi,
  signInThroughPage,
  startE2E,
  waitForPage,
} from "./harness.ts";

/**
 * Each seller's brand in Chromium: an owner sets a display name, an uploaded PNG logo and a colour
 * in the organization's settings and watches the preview follow; the seller's hosted checkout,
 * customer portal, and the sign-in and consent pages of the organization's OpenID client then wear
 * that brand (the logo in the header, the colour on filled buttons with the text colour the server
 * chose); a low-contrast colour is warned about while typing and after saving, and still gives
 * AA text on the pay button; a member sees the branding read-only and is refused by the server.
 */

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? tmpdir();
const TEAL = "#0b7285";
const PALE_YELLOW = "#ffff66";
const SUPPORT_EMAIL = "help@lumen.example";
const REDIRECT_URI = "https://lumen-notes.example/callback";

let e2e: E2E;
let seller: BillingOrg;
let productId: string;
let logoUrl: string;

/** A PNG `width`×`height` of one colour with a white band across its middle: a stand-in logo. */
function pngLogo(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    const band = y >= height * 0.4 && y < height * 0.6;
    for (let x = 0; x < width; x++)
      row.set(band && x > width * 0.1 && x < width * 0.9 ? [255, 255, 255] : [r, g, b], 1 + x * 3);
    return row;
  });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// WCAG 2.x contrast of two computed CSS colours ("rgb(r, g, b)"), worked out here, not by the app.
const channelsOf = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
function luminance(css: string): number {
  const [r = 0, g = 0, b = 0] = channelsOf(css).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;

const paintOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, color: style.color };
  });

/** The page's body colour (what text and links sit on). */
const bodyColorOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function resolvedBrand(query: Record<string, string>): Promise<ResolvedBrand> {
  const response = await fetch(`${e2e.server.url}/api/auth/brand?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ResolvedBrand;
}

async function settingsSection(page: Page): Promise<Locator> {
  await page.goto(`/organizations/${seller.organization.slug}/settings`);
  const section = page.getByRole("region", { name: "Branding" });
  await section.getByLabel("Display name").waitFor();
  return section;
}

async function chooseFile(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(file);
}

async function newCheckoutUrl(): Promise<string> {
  return (await orgApi<{ url: string }>(e2e.server, seller.token, "POST", "/checkouts/", { products: [productId] }))
    .url;
}

/** One section of the page, cut from a full-page shot (where the app's fixed header stays at the top). */
async function screenshotSection(page: Page, section: Locator, name: string): Promise<void> {
  const clip = await section.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const margin = 8;
    return {
      x: Math.max(0, box.x + window.scrollX - margin),
      y: Math.max(0, box.y + window.scrollY - margin),
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    };
  });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true, clip });
}

/** The full page at 1280×800, then at 390×844 (no wider than the phone), then back. */
async function screenshotPage(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

beforeAll(async () => {
  e2e = await startE2E();
  seller = await billingOrg(e2e.server, "brand-seller");
  productId = (
    await createProduct(e2e.server, seller.token, {
      name: "Lumen Pro",
      prices: [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }],
    })
  ).id;
});
afterAll(async () => {
  await e2e?.close();
});

describe("a seller's brand", () => {
  it("an owner sets a name, an uploaded logo and a colour; the preview follows; an SVG is refused on its field", async () => {
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, seller.owner.email);
    const section = await settingsSection(page);
    const form = section.getByRole("form", { name: "Branding" });

    await form.getByLabel("Display name").fill("Lumen Studio");
    await expect.poll(() => section.getByTestId("brand-preview-name").first().textContent()).toBe("Lumen Studio");

    // The server refuses an SVG (it can carry scripts); its refusal lands on the logo's field.
    const logo = form.getByLabel("Logo URL");
    await chooseFile(page, form.getByRole("button", { name: "Upload logo" }), {
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await expect.poll(() => logo.getAttribute("aria-invalid")).toBe("true");
    await form.getByText("The image must be a PNG, JPEG or WebP file", { exact: false }).waitFor();
    expect(await logo.inputValue()).toBe("");

    // A PNG is uploaded; the field takes the address Gatehouse serves it at, and the preview shows it.
    await chooseFile(page, form.getByRole("button", { name: "Upload logo" }), {
      name: "logo.png",
      mimeType: "image/png",
      buffer: pngLogo(160, 40, [11, 114, 133]),
    });
    await expect.poll(() => logo.inputValue()).toMatch(/^\/api\/auth\/brand-assets\/[0-9a-f-]{36}$/);
    logoUrl = await logo.inputValue();
    expect(await logo.getAttribute("aria-invalid")).not.toBe("true");
    const previewLogo = section.getByTestId("brand-preview").getByRole("img", { name: "Lumen Studio" }).first();
    await expect.poll(() => previewLogo.getAttribute("src")).toBe(logoUrl);
    await expect.poll(() => previewLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);

    // The colour: the preview's pay button takes it at once, with white text (the server's choice too).
    await form.getByLabel("Primary colour").fill(TEAL);
    await page.keyboard.press("Escape");
    const pay = section.getByTestId("brand-preview-pay").first();
    await expect.poll(() => paintOf(pay)).toEqual({ background: rgb(TEAL), color: "rgb(255, 255, 255)" });
    // Dark teal reads on white; on a dark page (the scheme follows the device) links take a lighter shade.
    const warning = section.getByTestId("contrast-warning");
    await warning.getByText("too little contrast on a dark page", { exact: false }).waitFor();
    expect(await warning.getByText("light page", { exact: false }).count()).toBe(0);
    await form.getByLabel("Support email").fill(SUPPORT_EMAIL);

    await form.getByRole("button", { name: "Save branding" }).click();
    await page.getByText("Branding saved").waitFor();
    const stored = await seller.owner.client.get<BrandingView>("/organization/branding", {
      query: { organizationId: seller.organization.id },
    });
    expect(stored.body.settings).toMatchObject({
      displayName: "Lumen Studio",
      logoUrl,
      primaryColor: TEAL,
      supportEmail: SUPPORT_EMAIL,
    });
    expect(stored.body.brand).toMatchObject({ name: "Lumen Studio", primaryColor: TEAL, primaryTextColor: "#ffffff" });

    // What was saved is what the form shows next time.
    await page.reload();
    const again = page.getByRole("region", { name: "Branding" });
    await expect.poll(() => again.getByLabel("Display name").inputValue()).toBe("Lumen Studio");
    expect(await again.getByLabel("Logo URL").inputValue()).toBe(logoUrl);
    expect(await again.getByLabel("Primary colour").inputValue()).toBe(TEAL);

    await expectAccessible(page);
    await screenshotSection(page, again, "branding-settings-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotSection(page, again, "branding-settings-phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it("the hosted checkout and the customer portal wear the brand: logo, colour on the pay button, support", async () => {
    const { context, page } = await newDesktopPage(e2e);
    await page.goto(await newCheckoutUrl());
    await page.getByTestId("checkout-product-name").filter({ hasText: "Lumen Pro" }).waitFor();

    const headerLogo = page.getByTestId("seller").getByRole("img", { name: "Lumen Studio" });
    await expect.poll(() => headerLogo.getAttribute("src")).toBe(logoUrl);
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    const pay = page.getByRole("button", { name: /^Pay / });
    await expect.poll(() => paintOf(pay)).toEqual({ background: rgb(TEAL), color: "rgb(255, 255, 255)" });
    const paint = await paintOf(pay);
    expect(contrast(paint.background, paint.color)).toBeGreaterThanOrEqual(4.5);
    const support = page.getByRole("contentinfo").getByRole("link", { name: SUPPORT_EMAIL });
    expect(await support.getAttribute("href")).toBe(`mailto:${SUPPORT_EMAIL}`);
    // Links take the shade the server made readable on a light page.
    const brand = await resolvedBrand({ organizationId: seller.organization.id });
    expect((await paintOf(support)).color).toBe(rgb(brand.primaryOnLight));

    await expectAccessible(page);
    await screenshotPage(page, "branding-checkout");

    // The customer portal, opened by a customer session link.
    const customer = await orgApi<{ id: string }>(e2e.server, seller.token, "POST", "/customers/", {
      email: `lumen-buyer-${randomBytes(4).toString("hex")}@example.com`,
      name: "Lumen Buyer",
    });
    const session = await orgApi<{ token: string }>(e2e.server, seller.token, "POST", "/customer-sessions/", {
      customer_id: customer.id,
    });
    await page.goto(`/portal?customer_session_token=${session.token}`);
    await page.getByRole("heading", { name: "Customer portal", level: 1 }).waitFor();
    await expect
      .poll(() => page.getByTestId("seller").getByRole("img", { name: "Lumen Studio" }).getAttribute("src"))
      .toBe(logoUrl);
    const save = page.getByRole("button", { name: "Save billing details" });
    await expect.poll(() => paintOf(save)).toEqual({ background: rgb(TEAL), color: "rgb(255, 255, 255)" });
    await page.getByRole("contentinfo").getByRole("link", { name: SUPPORT_EMAIL }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/branding-portal-desktop.png`, fullPage: true });
    await context.close();
  });

  it("the sign-in and consent pages of the organization's OpenID client wear the brand", async () => {
    const created = await seller.owner.client.post<{ client_id: string }>("/oauth2/create-client", {
      client_name: "Lumen Notes",
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: "none",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const clientId = created.body.client_id;
    expect((await resolvedBrand({ clientId })).organizationId).toBe(seller.organization.id);

    const user = await person(e2e.server, "lumen-user");
    const { context, page } = await newDesktopPage(e2e);
    await page.route("https://lumen-notes.example/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Lumen Notes</title><h1>Back</h1>" }),
    );
    const query = new URLSearchParams({
      response_type: "code",
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      scope: "openid email",
      state: "lumen-state",
      code_challenge: createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url"),
      code_challenge_method: "S256",
    });
    await page.goto(`/api/auth/oauth2/authorize?${query}`);
    await waitForPage(page, "**/sign-in?**");

    const heading = page.getByTestId("brand-heading").getByRole("img", { name: "Lumen Studio" });
    await expect.poll(() => heading.getAttribute("src")).toBe(logoUrl);
    const signIn = page.getByRole("button", { name: "Sign in", exact: true });
    await expect.poll(() => paintOf(signIn)).toEqual({ background: rgb(TEAL), color: "rgb(255, 255, 255)" });
    await page.getByRole("link", { name: SUPPORT_EMAIL }).waitFor();

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("correct-horse-battery");
    await signIn.click();
    await waitForPage(page, "**/oauth/consent?**");
    await page.getByRole("heading", { name: "Allow access?" }).waitFor();
    await expect
      .poll(() => page.getByTestId("brand-heading").getByRole("img", { name: "Lumen Studio" }).getAttribute("src"))
      .toBe(logoUrl);
    const allow = page.getByRole("button", { name: "Allow" });
    await expect.poll(() => paintOf(allow)).toEqual({ background: rgb(TEAL), color: "rgb(255, 255, 255)" });
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOTS}/branding-consent-desktop.png`, fullPage: true });
    await allow.click();
    await page.waitForURL("https://lumen-notes.example/callback?**");
    expect(new URL(page.url()).searchParams.get("code")).toEqual(expect.any(String));
    await context.close();
  });

  it("a low-contrast colour is warned about while typing and after saving, and the pay button's text still reads at AA", async () => {
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, seller.owner.email);
    const section = await settingsSection(page);
    const form = section.getByRole("form", { name: "Branding" });

    await form.getByLabel("Primary colour").fill(PALE_YELLOW);
    await page.keyboard.press("Escape");
    const warning = section.getByTestId("contrast-warning");
    await warning.getByText("too little contrast on a light page", { exact: false }).waitFor();
    // The preview's pay button already has black text on the pale yellow.
    const preview = section.getByTestId("brand-preview-pay").first();
    await expect.poll(() => paintOf(preview)).toEqual({ background: rgb(PALE_YELLOW), color: "rgb(0, 0, 0)" });

    await form.getByRole("button", { name: "Save branding" }).click();
    await page.getByText("Branding saved").waitFor();
    const brand = await resolvedBrand({ organizationId: seller.organization.id });
    expect(brand).toMatchObject({ primaryColor: PALE_YELLOW, primaryTextColor: "#000000" });
    expect(brand.warnings.length).toBeGreaterThan(0);
    // The server's own words, in the status region, once saved.
    const status = section.getByRole("status").filter({ hasText: brand.warnings[0] ?? "" });
    await status.waitFor();
    expect(await warning.count()).toBe(0);

    const buyer = await newDesktopPage(e2e);
    await buyer.page.goto(await newCheckoutUrl());
    await buyer.page.getByTestId("checkout-product-name").filter({ hasText: "Lumen Pro" }).waitFor();
    const pay = buyer.page.getByRole("button", { name: /^Pay / });
    await expect.poll(() => paintOf(pay)).toEqual({ background: rgb(PALE_YELLOW), color: "rgb(0, 0, 0)" });
    const paint = await paintOf(pay);
    expect(contrast(paint.background, paint.color)).toBeGreaterThanOrEqual(4.5);
    // Links do not take the pale yellow itself but the darker shade, readable on the page.
    const support = buyer.page.getByRole("contentinfo").getByRole("link", { name: SUPPORT_EMAIL });
    const link = (await paintOf(support)).color;
    expect(link).toBe(rgb(brand.primaryOnLight));
    expect(contrast(link, await bodyColorOf(buyer.page))).toBeGreaterThanOrEqual(4.5);
    await expectAccessible(buyer.page);

    // A dark scheme chosen by the seller: the checkout is dark, with no scheme toggle, links still readable.
    await form.getByRole("radio", { name: "Dark" }).check();
    await form.getByRole("button", { name: "Save branding" }).click();
    await expect
      .poll(async () => (await resolvedBrand({ organizationId: seller.organization.id })).colorScheme)
      .toBe("dark");
    await buyer.context.close();
    // A new visitor (the first one's browser may keep the public brand for a minute).
    const night = await newDesktopPage(e2e);
    await night.page.goto(await newCheckoutUrl());
    await night.page.getByTestId("checkout-product-name").filter({ hasText: "Lumen Pro" }).waitFor();
    await expect
      .poll(() => night.page.evaluate(() => document.documentElement.getAttribute("data-mantine-color-scheme")))
      .toBe("dark");
    expect(await night.page.getByTestId("color-scheme-toggle").count()).toBe(0);
    const darkLink = night.page.getByRole("contentinfo").getByRole("link", { name: SUPPORT_EMAIL });
    expect(contrast((await paintOf(darkLink)).color, await bodyColorOf(night.page))).toBeGreaterThanOrEqual(4.5);
    const darkPay = night.page.getByRole("button", { name: /^Pay / });
    await expect.poll(() => paintOf(darkPay)).toEqual({ background: rgb(PALE_YELLOW), color: "rgb(0, 0, 0)" });
    await expectAccessible(night.page);
    await night.page.screenshot({ path: `${SCREENSHOTS}/branding-checkout-dark-desktop.png`, fullPage: true });
    await night.context.close();
    await context.close();
  });

  it("a member sees the branding read-only, and the server refuses their change", async () => {
    const member = await billingMember(e2e.server, seller, "member");
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, member.email);
    const section = await settingsSection(page);
    await section.getByText("Only owners and admins can change it.", { exact: false }).waitFor();
    const name = section.getByLabel("Display name");
    expect(await name.inputValue()).toBe("Lumen Studio");
    expect(await name.getAttribute("readonly")).not.toBeNull();
    expect(await section.getByLabel("Primary colour").getAttribute("readonly")).not.toBeNull();
    for (const action of ["Save branding", "Reset", "Upload logo", "Upload icon"])
      expect(await section.getByRole("button", { name: action }).count(), action).toBe(0);
    // The preview still shows the brand as it is.
    await expect
      .poll(() => paintOf(section.getByTestId("brand-preview-pay").first()))
      .toEqual({
        background: rgb(PALE_YELLOW),
        color: "rgb(0, 0, 0)",
      });

    const refused = await member.client.post("/organization/branding/update", {
      organizationId: seller.organization.id,
      displayName: "Not theirs",
    });
    expect(refused.status).toBe(403);
    expect((await resolvedBrand({ organizationId: seller.organization.id })).name).toBe("Lumen Studio");
    await context.close();
  });
});
