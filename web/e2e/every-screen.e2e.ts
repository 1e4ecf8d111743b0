import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingMember, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct, createCheckout, createProduct } from "../../server/test/helpers/checkout.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import { BILLING_SECTIONS, billingPath, ORGANIZATION_TABS, organizationPath } from "../src/lib/paths.ts";
import { launchBrowser, orgApi, requireWebDist, signInThroughPage } from "./harness.ts";

/**
 * Issue 19's proof: every main page, at 1280×800 and at 390×844, signed out and signed in as an
 * owner, a member and a customer, is no wider than the screen and has no serious or critical
 * axe-core violation (WCAG 2.2 A and AA rules); the checkout and the portal also in dark mode.
 */

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;
let checkoutUrl: string;
let customerSessionToken: string;

beforeAll(async () => {
  server = await startTestServer({ webDistDir: requireWebDist() });
  browser = await launchBrowser();
  seller = await billingOrg(server, "screens-seller");
  const plan = await createProduct(server, seller.token, {
    name: "Studio plan",
    description: "Everything a small studio needs.",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }],
  });
  await buyProduct(server, seller.token, plan.id, { email: "screens-customer@example.com" });
  checkoutUrl = (await createCheckout(server, seller.token, plan.id)).url as string;
  const customers = await orgApi<{ items: Array<{ id: string }> }>(server, seller.token, "GET", "/customers/");
  const customerId = customers.items[0]?.id;
  customerSessionToken = (
    await orgApi<{ token: string }>(server, seller.token, "POST", "/customer-sessions/", { customer_id: customerId })
  ).token;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Finding = string;

/** Waits until the page has settled: no request in flight, no loader on screen. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // 20 s: under CI (two browser workers on two cores) a page with several queries can take more than 10.
  await page.locator(".mantine-Loader-root").first().waitFor({ state: "detached", timeout: 20_000 });
}

/** What is wrong with the page now: a horizontal overflow, and serious or critical axe violations. */
async function check(page: Page, label: string): Promise<Finding[]> {
  // A page still loading after the wait says which page it is (and what it shows), not just "timeout".
  await settle(page).catch(async (error: unknown) => {
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
async function checkPages(
  paths: readonly string[],
  signIn: ((page: Page) => Promise<void>) | null,
  options: BrowserContextOptions = {},
): Promise<Finding[]> {
  // Both sizes at once, each in its own context: half the wall time on this two-core machine.
  const perViewport = VIEWPORTS.map(async (viewport) => {
    const findings: Finding[] = [];
    const context = await browser.newContext({
      ...options,
      baseURL: server.gatehouse.config.baseURL,
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    if (signIn) await signIn(page);
    for (const path of paths) {
      await page.goto(path);
      findings.push(
        ...(await check(page, `${path} (${viewport.name}${options.colorScheme === "dark" ? ", dark" : ""})`)),
      );
    }
    await context.close();
    return findings;
  });
  return (await Promise.all(perViewport)).flat();
}

const ownerPaths = () => [
  "/account",
  "/account/api-keys",
  "/organizations/new",
  ...ORGANIZATION_TABS.map((tab) => organizationPath(seller.organization.slug, tab)),
  ...BILLING_SECTIONS.map((section) => billingPath(seller.organization.slug, section)),
];

describe("every main page on a phone and a desktop: no overflow, no serious accessibility violation", () => {
  it("signed out", async () => {
    const paths = [
      "/",
      "/sign-in",
      "/sign-up",
      "/forgot-password",
      "/sign-in/email-code",
      "/no-such-page",
      `/portal/${seller.organization.slug}`,
      checkoutUrl.replace(server.gatehouse.config.baseURL, ""),
    ];
    expect(await checkPages(paths, null)).toEqual([]);
  });

  it("signed in as the organization's owner", async () => {
    expect(await checkPages(ownerPaths(), (page) => signInThroughPage(page, seller.owner.email))).toEqual([]);
    // 37 pages at two sizes.
  }, 400_000);

  it("signed in as a member", async () => {
    const member = await billingMember(server, seller, "member");
    const paths = [
      "/account",
      organizationPath(seller.organization.slug),
      organizationPath(seller.organization.slug, "members"),
    ];
    expect(await checkPages(paths, (page) => signInThroughPage(page, member.email))).toEqual([]);
  });

  it("as a customer: the portal and the checkout, in light and dark colors", async () => {
    const paths = [
      `/portal?customer_session_token=${customerSessionToken}`,
      checkoutUrl.replace(server.gatehouse.config.baseURL, ""),
    ];
    const light = await checkPages(paths, null, { colorScheme: "light" });
    const dark = await checkPages(paths, null, { colorScheme: "dark" });
    expect([...light, ...dark]).toEqual([]);
  });
});
