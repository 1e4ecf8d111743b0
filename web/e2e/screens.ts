import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE, PSEUDO_LOCALE } from "../../server/src/i18n/locales.ts";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct, createCheckout, createProduct } from "../../server/test/helpers/checkout.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import { BILLING_SECTIONS, billingPath } from "../src/lib/paths.ts";
import { launchBrowser, orgApi, requireWebDist, signInThroughPage, WAIT_MS } from "./harness.ts";
import { followNetwork, type PageNetwork } from "./network-quiet.ts";

/**
 * Shared by the every-screen files (split so that they run side by side): a Gatehouse with a
 * seller, a product bought once, a checkout and a customer session, and a check of any page at
 * 1280×800 and 390×844 in the pseudo-locale — no wider than the screen, no serious or critical
 * axe-core violation (WCAG 2.2 A and AA rules), the page's language said in `<html lang>`.
 */

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type Finding = string;

/** The billing area's sections in two halves, one per every-screen file, so that both run side by side. */
const BILLING_SECTION_HALVES = [
  BILLING_SECTIONS.slice(0, BILLING_SECTIONS.indexOf("subscriptions")),
  BILLING_SECTIONS.slice(BILLING_SECTIONS.indexOf("subscriptions")),
] as const;

/** Waits until the page has settled: no request in flight, no loader on screen. */
async function settle(page: Page, network: PageNetwork): Promise<void> {
  await network.quiet();
  await page.locator(".mantine-Loader-root").first().waitFor({ state: "detached", timeout: WAIT_MS });
}

/** What is wrong with the page now: a horizontal overflow, and serious or critical axe violations. */
async function check(page: Page, label: string, network: PageNetwork): Promise<Finding[]> {
  // A page still loading after the wait says which page it is and what it shows, not just "timeout".
  await settle(page, network).catch(async (error: unknown) => {
    const text =
      (await page
        .locator("main")
        .textContent()
        .catch(() => "")) ?? "";
    throw new Error(`${label} did not settle: ${String(error).split("\n")[0]} — ${text.slice(0, 200)}`);
  });
  // SCREENSHOTS_DIR=/some/dir: every page as it was checked, to look at (not compared).
  const screenshots = process.env.SCREENSHOTS_DIR;
  if (screenshots) await page.screenshot({ path: join(screenshots, `${label.replace(/[^a-z0-9]+/gi, "_")}.png`) });
  const findings: Finding[] = [];
  const widths = await page.evaluate(() => {
    // The outermost elements reaching past the right edge (those inside a box that scrolls them
    // are fine, unless absolutely placed and so outside its clipping): what to fix.
    const beyond = (element: Element) => element.getBoundingClientRect().right > window.innerWidth + 1;
    const clipped = (element: Element) => {
      if (getComputedStyle(element).position === "absolute") return false;
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible" && !beyond(up)) return true;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll("*")].filter(
      (element) => beyond(element) && !clipped(element) && !(element.parentElement && beyond(element.parentElement)),
    );
    return {
      document: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      culprits: past
        .slice(0, 3)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${element.textContent?.slice(0, 40)}"`,
        ),
    };
  });
  if (widths.document > widths.viewport) {
    findings.push(
      `${label}: the page is ${widths.document}px wide on a ${widths.viewport}px screen (${widths.culprits.join("; ")})`,
    );
  }
  const language = await page.evaluate(() => document.documentElement.lang);
  if (language !== PSEUDO_LOCALE) findings.push(`${label}: <html lang="${language}">, not the pseudo-locale's`);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  for (const violation of results.violations) {
    if (violation.impact !== "serious" && violation.impact !== "critical") continue;
    const where = violation.nodes
      .slice(0, 3)
      .map(
        (node) =>
          `${node.target.join(" ")}${node.failureSummary ? ` (${node.failureSummary.split("\n")[1]?.trim()})` : ""}`,
      )
      .join("; ");
    findings.push(`${label}: ${violation.impact} ${violation.id} — ${violation.help}: ${where}`);
  }
  return findings;
}

/** Every path at both sizes, in a context prepared by `signIn` (none: signed out). */
async function checkPagesIn(
  browser: Browser,
  baseURL: string,
  paths: readonly string[],
  signIn: ((page: Page) => Promise<void>) | null,
  options: BrowserContextOptions = {},
): Promise<Finding[]> {
  // Both sizes at once, each in its own context: half the wall time on this two-core machine.
  const perViewport = VIEWPORTS.map(async (viewport) => {
    const findings: Finding[] = [];
    const context = await browser.newContext({
      ...options,
      baseURL,
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    const network = followNetwork(page);
    if (signIn) await signIn(page);
    // Every page in the pseudo-locale (English accented and 40 % longer, as German and French
    // run): a layout that holds it holds the real languages, and English left untranslated shows.
    // Chosen after signing in, as a visitor's `?lang=` choice is remembered.
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: PSEUDO_LOCALE, url: baseURL }]);
    for (const path of paths) {
      await page.goto(path);
      const label = `${path} (${viewport.name}${options.colorScheme === "dark" ? ", dark" : ""})`;
      findings.push(...(await check(page, label, network)));
    }
    await context.close();
    return findings;
  });
  return (await Promise.all(perViewport)).flat();
}

export type Screens = {
  server: TestServer;
  seller: BillingOrg;
  /** The hosted checkout's path. */
  checkoutPath: string;
  customerSessionToken: string;
  /** Every path at both sizes, in a context prepared by `signIn` (none: signed out): what is wrong. */
  checkPages(
    paths: readonly string[],
    signIn: ((page: Page) => Promise<void>) | null,
    options?: BrowserContextOptions,
  ): Promise<Finding[]>;
  close(): Promise<void>;
};

async function startScreens(): Promise<Screens> {
  const server = await startTestServer({ webDistDir: requireWebDist() });
  const browser = await launchBrowser();
  const seller = await billingOrg(server, "screens-seller");
  const plan = await createProduct(server, seller.token, {
    name: "Studio plan",
    description: "Everything a small studio needs.",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }],
  });
  await buyProduct(server, seller.token, plan.id, { email: "screens-customer@example.com" });
  const checkoutUrl = (await createCheckout(server, seller.token, plan.id)).url as string;
  const customers = await orgApi<{ items: Array<{ id: string }> }>(server, seller.token, "GET", "/customers/");
  const customerId = customers.items[0]?.id;
  const customerSessionToken = (
    await orgApi<{ token: string }>(server, seller.token, "POST", "/customer-sessions/", { customer_id: customerId })
  ).token;
  const baseURL = server.gatehouse.config.baseURL;
  return {
    server,
    seller,
    checkoutPath: checkoutUrl.replace(baseURL, ""),
    customerSessionToken,
    checkPages: (paths, signIn, options = {}) => checkPagesIn(browser, baseURL, paths, signIn, options),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * An every-screen file's test of one half of the billing area's sections, signed in as the
 * seller's owner (the halves are two files, so that they run side by side).
 */
export function describeBillingHalf(half: 0 | 1, title: string): void {
  const screensOf = screensForThisFile();
  describe("every main page on a phone and a desktop: no overflow, no serious accessibility violation", () => {
    it(title, async () => {
      const screens = screensOf();
      const slug = screens.seller.organization.slug;
      const paths = BILLING_SECTION_HALVES[half].map((section) => billingPath(slug, section));
      const signIn = (page: Page) => signInThroughPage(page, screens.seller.owner.email);
      expect(await screens.checkPages(paths, signIn)).toEqual([]);
    }, 480_000);
  });
}

/** A file's Screens: started before its tests, closed after them; call the getter inside a test. */
export function screensForThisFile(): () => Screens {
  let screens: Screens | undefined;
  beforeAll(async () => {
    screens = await startScreens();
  }, 60_000);
  afterAll(async () => screens?.close());
  return () => {
    if (!screens) throw new Error("the screens did not start");
    return screens;
  };
}
