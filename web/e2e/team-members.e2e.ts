import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import {
  expectAccessible,
  launchBrowser,
  orgApi,
  requireWebDist,
  screenshotBoth,
  signInThroughPage,
} from "./harness.ts";

/**
 * Team customers in Chromium: the seller adds a member on the team customer's page and sees the
 * members; the team's billing manager sees "Members" in the portal and adds one; a plain member
 * sees no such section.
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
});
