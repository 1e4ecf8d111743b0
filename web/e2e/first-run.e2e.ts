import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2E, linkIn, signUpThroughPage, startE2E } from "./harness.ts";

/**
 * A first run that guides: a new account lands on "Check your inbox" with a
 * resend that says it worked, and a way to its first organization; the new organization's
 * overview lists the next steps, ticked as they are done; its empty catalog invites the first
 * product; Billing is one of the organization's sections.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe("first run", () => {
  it("guides a new account from the inbox to its organization's next steps", async () => {
    const { page, context } = await e2e.newPage();
    const email = "newcomer@example.com";
    await signUpThroughPage(page, "Nia Newcomer", email, "newcomer-password-1");

    // Check your inbox, with the address; sending again is confirmed where the button is.
    const inbox = page.getByTestId("check-inbox");
    await inbox.getByText(email).waitFor();
    await e2e.server.smtp.mailTo(email, "Verify your email");
    e2e.server.smtp.clear();
    await inbox.getByRole("button", { name: "Send the link again" }).click();
    await inbox
      .getByRole("status")
      .filter({ hasText: `Sent again to ${email}.` })
      .waitFor();
    const again = await e2e.server.smtp.mailTo(email, "Verify your email");
    // Outside production the footer also leads to the mails kept without SMTP (the flag the server sets).
    expect(await page.getByRole("link", { name: "Dev outbox" }).getAttribute("href")).toBe("/dev/outbox");

    // No organization yet: the way to create one.
    await page.getByTestId("first-organization").getByRole("link", { name: "Create your first organization" }).click();
    await page.waitForURL("**/organizations/new");
    await page.getByLabel("Organization name").fill("Newcomer Labs");
    await page.getByText("Slug is available").waitFor();
    await page.getByRole("button", { name: "Create organization" }).click();
    await page.waitForURL("**/organizations/newcomer-labs");

    // The overview's next steps, none done yet, each a link to where it is done.
    const steps = page.getByTestId("next-steps");
    await steps.waitFor();
    const step = (name: string) => steps.getByRole("listitem").filter({ hasText: name });
    for (const [name, href] of [
      ["Invite your team", "/organizations/newcomer-labs/invitations"],
      ["Create your first product", "/organizations/newcomer-labs/billing/products/new"],
      ["Set up webhooks", "/organizations/newcomer-labs/billing/webhooks/new"],
    ] as const) {
      expect(await step(name).getByRole("link", { name }).getAttribute("href")).toBe(href);
      await expect.poll(() => step(name).getAttribute("data-done")).toBe("false");
    }

    // Inviting someone ticks the first step.
    await step("Invite your team").getByRole("link").click();
    await page.getByLabel("Invite email").fill("teammate@example.com");
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    await page.getByTestId("invitation-row").filter({ hasText: "teammate@example.com" }).waitFor();
    await page
      .getByRole("navigation", { name: "Organization sections" })
      .getByRole("link", { name: "Overview" })
      .click();
    await expect.poll(() => step("Invite your team").getAttribute("data-done")).toBe("true");

    // Billing is one of the sections; its empty catalog offers the first product.
    await page
      .getByRole("navigation", { name: "Organization sections" })
      .getByRole("link", { name: "Billing" })
      .click();
    await page.waitForURL("**/organizations/newcomer-labs/billing/**");
    await page.getByRole("navigation", { name: "Billing sections" }).getByRole("link", { name: "Products" }).click();
    await page.getByTestId("empty-state").getByRole("link", { name: "Create your first product" }).waitFor();

    // Once the address is confirmed, the inbox notice is gone.
    await page.goto(linkIn(again.links, "/api/auth/verify-email"));
    await page.goto("/account");
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    await expect.poll(() => page.getByTestId("check-inbox").count()).toBe(0);
    expect(await page.getByTestId("first-organization").count()).toBe(0);
    await context.close();
  });
});
