import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct, createSeatProduct, VOLUME_SEAT_TIERS } from "../../server/test/helpers/checkout.ts";
import { drainGrantJobs } from "../../server/test/helpers/grants.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import {
  expectAccessible,
  launchBrowser,
  orgApi,
  requireWebDist,
  screenshotBoth,
  signInThroughPage,
} from "./harness.ts";
import { followNetwork } from "./network-quiet.ts";

/**
 * Team customers in Chromium: the seller adds a member on the team customer's page and sees the
 * members; the team's billing manager sees "Members" in the portal and adds one; a plain member
 * sees no such section. A member holding a seat sees the benefits granted to them, and only those;
 * the billing manager sees the team's and each member's.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(server, seller.token, method, path, body);

beforeAll(async () => {
  server = await startTestServer({ webDistDir: requireWebDist() });
  browser = await launchBrowser();
  seller = await billingOrg(server, "team-seller");
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Member = { id: string; role: string };

describe("team customers in the web app", () => {
  it("the customer's page and the portal list and add members; a plain member sees no section", async () => {
    const team = await api<{ id: string }>("POST", "/customers/", {
      type: "team",
      name: "Acme",
      owner: { email: "team-owner@example.com", name: "Olive" },
    });
    const plain = await api<Member>("POST", `/customers/${team.id}/members`, { email: "team-plain@example.com" });
    const manager = await api<Member>("POST", `/customers/${team.id}/members`, {
      email: "team-manager@example.com",
      role: "billing_manager",
    });

    const context = await browser.newContext({
      baseURL: server.gatehouse.config.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
      const session = await api<{ token: string }>("POST", "/customer-sessions/", {
        customer_id: team.id,
        member_id: manager.id,
      });
      await page.goto(`/portal?customer_session_token=${session.token}`);
      const section = page.getByRole("region", { name: "Members" });
      await section.getByTestId("portal-member").first().waitFor();
      expect(await section.getByTestId("portal-member").count()).toBe(3);
      expect(await page.getByRole("region", { name: "Orders", exact: true }).count()).toBe(1);
      await section.getByLabel("Email").fill("team-new@example.com");
      await section.getByRole("button", { name: "Add member" }).click();
      await section.getByText("team-new@example.com").waitFor();
      expect(await section.getByTestId("portal-member").count()).toBe(4);
      await expectAccessible(page);
      await screenshotBoth(page, "portal-members");

      const plainSession = await api<{ token: string }>("POST", "/customer-sessions/", {
        customer_id: team.id,
        member_id: plain.id,
      });
      await page.goto(`/portal?customer_session_token=${plainSession.token}`);
      await page.getByTestId("portal-customer-email").waitFor();
      await page.waitForLoadState("networkidle");
      expect(await page.getByTestId("portal-members").count()).toBe(0);
      // A plain member sees their benefits; the customer's billing is for its owner and billing managers.
      await page.getByRole("region", { name: "Benefits" }).waitFor();
      for (const name of ["Subscriptions", "Orders", "Payment methods", "Wallet", "Billing details section"])
        expect(await page.getByRole("region", { name, exact: true }).count(), name).toBe(0);

      await signInThroughPage(page, seller.owner.email);
      await page.goto(`/organizations/${seller.organization.slug}/billing/customers/${team.id}`);
      await page.getByTestId("customer-details").waitFor();
      const members = page.getByTestId("customer-members");
      await members.getByTestId("customer-member").first().waitFor();
      expect(await members.getByTestId("customer-member").count()).toBe(4);
      await page.getByRole("form", { name: "Add member" }).getByLabel("Email").fill("team-seller-added@example.com");
      await page.getByRole("form", { name: "Add member" }).getByRole("button", { name: "Add member" }).click();
      await members.getByText("team-seller-added@example.com").waitFor();
      expect(await members.getByTestId("customer-member").count()).toBe(5);
      await expectAccessible(page);
      await screenshotBoth(page, "customer-members");
    } finally {
      await context.close();
    }
  });

  it("a member holding a seat sees their own benefits; the billing manager sees whose each one is", async () => {
    const flag = await api<{ id: string }>("POST", "/benefits/", {
      type: "feature_flag",
      description: "Team analytics",
      properties: {},
      metadata: { analytics: true },
    });
    const product = await createSeatProduct(server, seller.token, "Team plan", VOLUME_SEAT_TIERS);
    await api("POST", `/products/${product.id}/benefits`, { benefits: [flag.id] });
    const team = await api<{ id: string }>("POST", "/customers/", {
      type: "team",
      name: "Seated team",
      owner: { email: "seated-owner@example.com", name: "Sam" },
    });
    const manager = await api<Member>("POST", `/customers/${team.id}/members`, {
      email: "seated-manager@example.com",
      role: "billing_manager",
    });
    const { checkout } = await buyProduct(server, seller.token, product.id, {
      email: "seated-owner@example.com",
      checkout: { seats: 3, customer_id: team.id },
    });
    const subscriptions = await api<{ items: Array<{ id: string }> }>(
      "GET",
      `/subscriptions/?product_id=${product.id}`,
    );
    expect(checkout.status).toBe("succeeded");
    const seat = await api<{ member_id: string }>("POST", "/customer-seats", {
      subscription_id: subscriptions.items[0]?.id,
      email: "seated-member@example.com",
      immediate_claim: true,
    });
    await drainGrantJobs(server.gatehouse.database.db);

    const context = await browser.newContext({
      baseURL: server.gatehouse.config.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
      const memberSession = await api<{ token: string }>("POST", "/customer-sessions/", {
        customer_id: team.id,
        member_id: seat.member_id,
      });
      await page.goto(`/portal?customer_session_token=${memberSession.token}`);
      const benefits = page.getByRole("region", { name: "Benefits" });
      await benefits.getByTestId("portal-benefit").first().waitFor();
      await benefits.getByText("The benefits you hold as a member of your team.").waitFor();
      expect(await benefits.getByTestId("portal-benefit").count()).toBe(1);
      expect(await benefits.getByTestId("portal-benefit-holder").allTextContents()).toEqual(["Yours"]);
      expect(await page.getByTestId("portal-members").count()).toBe(0);
      await expectAccessible(page);
      await screenshotBoth(page, "portal-member-benefits");

      const managerSession = await api<{ token: string }>("POST", "/customer-sessions/", {
        customer_id: team.id,
        member_id: manager.id,
      });
      const network = followNetwork(page);
      await page.goto(`/portal?customer_session_token=${managerSession.token}`);
      await benefits.getByText("For seated-member@example.com").waitFor();
      // The team's own grant and the member's.
      expect(await benefits.getByTestId("portal-benefit").count()).toBe(2);
      // The seat names the member holding it, not the team.
      await page.getByTestId("portal-seat").getByText("seated-member@example.com").waitFor();
      // The manager holds no seat of their own.
      await network.quiet();
      expect(await page.getByRole("region", { name: "Your seats" }).count()).toBe(0);
      await expectAccessible(page);
      await screenshotBoth(page, "portal-team-benefits");

      // The seller's page of the team customer names the member each seat's grant is for.
      await signInThroughPage(page, seller.owner.email);
      await page.goto(`/organizations/${seller.organization.slug}/billing/customers/${team.id}`);
      await page.getByTestId("customer-details").waitFor();
      await page.getByTestId("benefit-grant-member").getByText("For seated-member@example.com").waitFor();
      expect(await page.getByTestId("benefit-grant-row").count()).toBe(2);
      await screenshotBoth(page, "customer-member-grants");
    } finally {
      await context.close();
    }
  });
});
