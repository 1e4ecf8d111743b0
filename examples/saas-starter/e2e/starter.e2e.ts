import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToken, v1 } from "../../../server/test/helpers/billing.ts";
import { startTestServer, type TestServer } from "../../../server/test/helpers/test-server.ts";
import { expectAccessible, launchBrowser, requireWebDist } from "../../../web/e2e/harness.ts";
import {
  copyStarter,
  install,
  killLeftovers,
  packPackages,
  type ReservedPort,
  reservePort,
  run,
  type StartedStarter,
  startStarter,
} from "./installed-starter.ts";

/**
 * The starter app as a developer gets it, end to end: @gatehouse/react and @gatehouse/node packed,
 * installed into a copy of the starter outside the monorepo, built with Vite and started beside a
 * real Gatehouse that the starter's own setup script prepares. In Chromium a visitor signs up,
 * creates an organization, buys Pro in the hosted checkout with Stripe's test card, sees the
 * Reports that <Protect> and the API's requireEntitlement held back, opens the billing portal, and
 * loses Reports again when the seller revokes the subscription.
 */

const SELLER = "acme";
const SELLER_EMAIL = "owner@acme.example";
const SELLER_PASSWORD = "starter-seller-password";
const BUYER = { name: "Robin Buyer", email: "robin@example.com", password: "robin-starter-password" };
const TEAM = "Robin's Team";

let workDir: string;
let appDir: string;
let server: TestServer;
let starter: StartedStarter;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let reserved: ReservedPort | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), "saas-starter-e2e-"));
  const packDir = join(workDir, "tarballs");
  appDir = join(workDir, "saas-starter");
  mkdirSync(packDir);
  reserved = await reservePort();
  const starterPort = reserved.port;
  // Gatehouse starts while the packages build: it trusts the starter's origin, and its
  // entitlements are the seller's the starter's setup makes.
  const [tarballs, gatehouse] = await Promise.all([
    packPackages(packDir),
    startTestServer({
      webDistDir: requireWebDist(),
      // A revocation reaches a signed-in session once its cookie cache expires: 5 s here, not
      // the default minute, so the revocation test waits seconds.
      env: {
        TRUSTED_ORIGINS: `http://127.0.0.1:${starterPort}`,
        ENTITLEMENTS_SELLER: SELLER,
        COOKIE_CACHE_MAX_AGE: "5",
      },
    }),
  ]);
  server = gatehouse;
  copyStarter(appDir, tarballs);
  await install(appDir);
  const env = { GATEHOUSE_URL: server.url, SELLER, HOST: "127.0.0.1", PORT: String(starterPort) };
  await Promise.all([
    run("npm", ["run", "build"], { cwd: appDir, env }),
    run("npm", ["run", "setup"], { cwd: appDir, env: { ...env, SELLER_EMAIL, SELLER_PASSWORD } }),
  ]);
  await reserved.release();
  starter = await startStarter(appDir, env);
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: starter.url, viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await starter?.stop();
  await server?.close();
  await reserved?.release();
  killLeftovers();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const screenshotsDir = process.env.SCREENSHOTS_DIR ?? tmpdir();

/** The page as it is now, into SCREENSHOTS_DIR (else the temp folder) as starter-<name>.png. */
const screenshot = (name: string) =>
  page.screenshot({ path: join(screenshotsDir, `starter-${name}.png`), fullPage: true });

/**
 * One of the starter's pages at 1280×800 and at 390×844: no serious or critical axe-core
 * violation, nothing wider than the phone, a screenshot of each.
 */
async function checkPage(name: string): Promise<void> {
  await expectAccessible(page);
  await screenshot(`${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than a phone`).toBe(390);
  await screenshot(`${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The starter's API as the page calls it: the browser's own cookies, the status. */
const reportsStatus = () => page.evaluate(() => fetch("/api/reports").then((response) => response.status));

/** Opens /reports afresh and says what <Protect> settled on: the report, or the upgrade prompt. */
async function reportsPageShows(): Promise<"report" | "upgrade prompt"> {
  await page.goto("/reports");
  const prompt = page.getByRole("heading", { name: "Reports come with Pro" });
  await prompt.or(page.getByRole("table")).waitFor();
  return (await prompt.count()) > 0 ? "upgrade prompt" : "report";
}

/** The seller's access token, made with the owner's session as the seller would in Gatehouse's web app. */
async function sellerToken(): Promise<string> {
  const owner = server.client();
  const signedIn = await owner.signIn(SELLER_EMAIL, SELLER_PASSWORD);
  expect(signedIn.status).toBe(200);
  const organizations = await owner.get<Array<{ id: string; slug: string }>>("/organization/list");
  const seller = organizations.body.find((organization) => organization.slug === SELLER);
  expect(seller).toBeDefined();
  return createToken(server, { client: owner, email: SELLER_EMAIL, id: signedIn.body.user.id }, seller!.id, [
    "subscriptions:read",
    "subscriptions:write",
  ]);
}

describe("the saas starter, installed from the packed packages", () => {
  it("installs both packages from their tarballs, builds, and guards its API", async () => {
    for (const name of ["react", "node"]) {
      const installed = join(appDir, "node_modules", "@gatehouse", name);
      // A real folder unpacked from the tarball, not a link back into the monorepo.
      expect(lstatSync(installed).isSymbolicLink()).toBe(false);
      expect(existsSync(join(installed, "dist", "index.js"))).toBe(true);
      expect(existsSync(join(installed, "src"))).toBe(false);
    }
    expect(existsSync(join(appDir, "dist", "index.html"))).toBe(true);

    const health = await fetch(`${starter.url}/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    const signedOut = await fetch(`${starter.url}/api/reports`);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("signs up through <SignUp/>, shows <UserButton/>, creates an organization in <OrganizationSwitcher/>", async () => {
    await page.goto("/");
    await page.getByRole("heading", { name: "Know your numbers" }).waitFor();
    await checkPage("landing");

    await page.getByLabel("Name").fill(BUYER.name);
    await page.getByLabel("Email").fill(BUYER.email);
    await page.getByLabel("Password", { exact: true }).fill(BUYER.password);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL("**/app");
    await page.getByRole("heading", { name: `Welcome, ${BUYER.name}` }).waitFor();

    const userButton = page.getByRole("button", { name: `Account menu for ${BUYER.name}` });
    await userButton.click();
    await page.getByText(BUYER.email).waitFor();
    expect(await page.getByRole("menuitem", { name: "Sign out" }).count()).toBe(1);
    await screenshot("user-menu");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /Personal account/ }).click();
    await page.getByRole("menuitem", { name: "Create organization" }).click();
    const dialog = page.getByRole("dialog", { name: "Create organization" });
    await dialog.getByLabel("Organization name").fill(TEAM);
    await screenshot("create-organization");
    await dialog.getByRole("button", { name: /Create/ }).click();
    await page.getByText(`You are working in ${TEAM}.`).waitFor();
    expect(await page.getByRole("button", { name: new RegExp(TEAM) }).count()).toBe(1);
    await checkPage("dashboard");
  });

  it("<PricingTable/> lists the seller's plans with their amounts", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    const pro = page.getByRole("article", { name: "Pro" });
    await pro.waitFor();
    expect(await pro.textContent()).toContain("$19");
    await page.getByRole("radio", { name: /Yearly/ }).check();
    await expect.poll(() => pro.textContent()).toContain("$190");
    await page.getByRole("radio", { name: /Monthly/ }).check();
    const onboarding = page.getByRole("article", { name: "Onboarding call" });
    expect(await onboarding.textContent()).toContain("$49");
    await checkPage("pricing");
  });

  it("before the purchase <Protect> shows the upgrade prompt and the API answers 403", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
    await page.getByRole("heading", { name: "Reports come with Pro" }).waitFor();
    expect(await page.getByRole("table").count()).toBe(0);
    expect(await reportsStatus()).toBe(403);
    await checkPage("reports-locked");
  });

  it("Pro bought in the hosted checkout: <Protect> shows the report and the API answers 200", async () => {
    await page.getByRole("link", { name: "See the plans" }).click();
    await page.getByRole("button", { name: "Subscribe to Pro" }).click();
    // The seller's hosted checkout, on Gatehouse.
    await page.waitForURL(`${server.url}/checkout/**`);
    await page.getByTestId("checkout-product-name").filter({ hasText: "Pro" }).waitFor();
    await page.getByLabel("Country").selectOption("DE");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await screenshot("checkout");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor();
    await page.getByRole("link", { name: /^Continue to/ }).click();
    await page.waitForURL(`${starter.url}/**`);

    // The benefit is granted by a background job: the page shows it once the session says so.
    await expect.poll(reportsPageShows, { timeout: 60_000 }).toBe("report");
    await page.getByRole("table", { name: `Reports for ${BUYER.name}` }).waitFor();
    expect(await reportsStatus()).toBe(200);
    await checkPage("reports");
  });

  it("the billing page names the plan and <ManageBilling/> opens the portal with the subscription", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Billing" }).click();
    await page.getByText("You are on Pro, renewing on").waitFor();
    await checkPage("billing");

    await page.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL(`${server.url}/**`);
    await page.getByRole("heading", { name: "Customer portal" }).waitFor();
    const subscription = page.getByTestId("portal-subscription");
    await subscription.getByRole("heading", { name: "Pro" }).waitFor();
    expect(await subscription.getByTestId("portal-subscription-status").textContent()).toMatch(/active/i);
    await screenshot("portal");
    // The portal's way back leads to the page that opened it.
    await page.getByRole("link", { name: /^Back to / }).click();
    await page.waitForURL(`${starter.url}/billing`);
  });

  it("the seller revokes the subscription: <Protect> shows the upgrade prompt again and the API answers 403", async () => {
    const token = await sellerToken();
    const subscriptions = await v1<{ items: Array<{ id: string; status: string }> }>(server, "GET", "/subscriptions/", {
      token,
    });
    expect(subscriptions.body.items).toHaveLength(1);
    const revoked = await v1(server, "DELETE", `/subscriptions/${subscriptions.body.items[0]!.id}`, { token });
    expect(revoked.status).toBe(200);

    await expect.poll(reportsPageShows, { timeout: 60_000 }).toBe("upgrade prompt");
    expect(await page.getByRole("table").count()).toBe(0);
    await expect.poll(reportsStatus).toBe(403);
    await screenshot("reports-revoked");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Billing" }).click();
    await page.getByText("You are on the free plan.").waitFor();
  });

  it("signs out through <UserButton/>: the API no longer knows the browser", async () => {
    await page.getByRole("button", { name: `Account menu for ${BUYER.name}` }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in to continue" }).waitFor();
    expect(await page.getByRole("button", { name: /Account menu/ }).count()).toBe(0);
    expect(await reportsStatus()).toBe(401);
  });
});
