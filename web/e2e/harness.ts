import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { PASSWORD } from "../../server/test/helpers/account-flows.ts";
import { v1 } from "../../server/test/helpers/billing.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";

/** The built web app: web/dist, or WEB_DIST_DIR (a private build while others rebuild web/dist). */
export const WEB_DIST = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../dist", import.meta.url));

/** WEB_DIST, failing with a clear message when the web app was not built. */
export function requireWebDist(): string {
  if (!existsSync(WEB_DIST)) throw new Error(`build the web app first (${WEB_DIST})`);
  return WEB_DIST;
}

/** A /v1 call with an organization access token that must answer one of `expected`; its body. */
export async function orgApi<T>(
  server: TestServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  expected = [200, 201],
): Promise<T> {
  const response = await v1<T>(server, method, path, { token, body });
  expect(expected, `${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
  return response.body;
}

/** How long a browser waits for an action, a navigation or an element (see launchBrowser). */
export const WAIT_MS = 60_000;

/** The browsers this worker has open, for e2e/failure-report.ts. */
const openBrowsers = new Set<Browser>();

/** Every page of every open browser: where a failed test's pages were. */
export function openPages(): Page[] {
  return [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
}

/** Debian's Chromium, launched the way this machine allows (no sandbox, no background network). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  // Every context waits up to a minute for an action, a navigation or an element, not Playwright's
  // 30 s: a CI run found this two-core machine three times slower than alone (pages rendered in
  // full, one request still in flight at 30 s). A test that breaks still fails, just later.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(WAIT_MS);
    return context;
  };
  openBrowsers.add(browser);
  browser.on("disconnected", () => openBrowsers.delete(browser));
  return browser;
}

export type E2E = {
  server: TestServer;
  browser: Browser;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
};

/** A Gatehouse (with SMTP catcher) serving web/dist, plus a browser whose pages open it. */
export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const server = await startTestServer({ webDistDir: requireWebDist(), env });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** The one link of a caught mail that goes to `pathPart`. */
export function linkIn(links: string[], pathPart: string): string {
  const link = links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in mail: ${links.join(" ")}`);
  return link;
}

/**
 * Waits for the page to reach `url` (a glob); if it does not, fails saying where the page is and
 * what its alerts say (a refusal on screen), not only "timeout".
 */
export async function waitForPage(page: Page, url: string): Promise<void> {
  await page.waitForURL(url).catch(async (error: unknown) => {
    const alerts = await page
      .getByRole("alert")
      .allTextContents()
      .catch(() => []);
    throw new Error(
      `${String(error).split("\n")[0]} — still at ${page.url()}, alerts: ${alerts.join(" | ") || "none"}`,
    );
  });
}

/** Signs in through the sign-in page and waits for the account page it opens. */
export async function signInThroughPage(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/account");
}

/** Fills and sends the sign-up form of the page on screen (the sign-up page, or one that leads there). */
export async function fillSignUp(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
}

/** Signs up through /sign-up and waits for the account page it opens (no verification required). */
export async function signUpThroughPage(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.goto("/sign-up");
  await fillSignUp(page, name, email, password);
  await page.waitForURL("**/account");
}

/** Asserts the page has no serious or critical axe-core violation (WCAG 2.2 A and AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`))).toEqual([]);
}

/** A new browser context at 1280×800 on the test server, and its page. */
export async function newDesktopPage(e2e: E2E): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({
    baseURL: e2e.server.gatehouse.config.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

/**
 * With SCREENSHOTS_DIR: the page at 1280×800 and at 390×844 (full pages), then back to the
 * desktop size; the page must be no wider than the phone.
 */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} is wider than a phone`).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}
