import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../../server/test/helpers/account-flows.ts";
import { createOrganization, joinedMember, person, type Organization, type Person } from "../../server/test/organization/fixtures.ts";
import { startE2E, type E2E } from "./harness.ts";

let e2e: E2E;
let owner: Person;
let member: Person;
let organization: Organization;

beforeAll(async () => {
  e2e = await startE2E();
  owner = await person(e2e.server, "billing-owner");
  organization = await createOrganization(owner, { name: "Billing Co", slug: "billing-co" });
  member = await joinedMember(e2e.server, owner, organization.id, "member", "billing-member");
});
afterAll(async () => e2e?.close());

async function signIn(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/account");
}

/** A /v1 call from the test itself, as an integration would make it. */
async function v1WithToken(path: string, token: string): Promise<Response> {
  return fetch(`${e2e.server.url}/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
}

describe("billing area: settings and access tokens", () => {
  it("an owner edits the billing settings, sees a 422 on its field, and creates, uses and revokes an access token", async () => {
    const { context, page } = await e2e.newPage();
    await signIn(page, owner.email);

    // From the organization page to the billing area.
    await page.goto("/organizations/billing-co");
    await page.getByRole("link", { name: "Billing" }).click();
    await page.waitForURL("**/organizations/billing-co/billing/products");
    const nav = page.getByRole("navigation", { name: "Billing sections" });
    for (const name of ["Products", "Benefits", "Discounts", "Customers", "Custom fields", "Access tokens", "Settings", "API reference"]) {
      await nav.getByRole("link", { name }).waitFor();
    }

    // Settings: a bad email comes back as a 422 shown on the Support email input.
    await nav.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL("**/billing/settings");
    await page.getByLabel("Support email").fill("not-an-email");
    await page.getByRole("button", { name: "Save settings" }).click();
    const emailInput = page.getByLabel("Support email");
    await expect.poll(() => emailInput.getAttribute("aria-invalid")).toBe("true");
    await page.getByText(/email/i, { exact: false }).first().waitFor();

    await page.getByLabel("Support email").fill("billing@example.com");
    await page.getByLabel("Website").fill("https://billing.example.com");
    await page.getByRole("button", { name: "Add social link" }).click();
    await page.getByLabel("Platform 1").selectOption("github");
    await page.getByLabel("Social URL 1").fill("https://github.com/billing-co");
    await page.getByLabel("Allow multiple subscriptions").check();
    await page.getByLabel("Proration behavior").selectOption("invoice");
    await page.getByLabel("New order notifications").uncheck();
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Billing settings saved").waitFor();

    // Saved on the server, and shown again after a reload.
    await page.reload();
    expect(await page.getByLabel("Support email").inputValue()).toBe("billing@example.com");
    expect(await page.getByLabel("Social URL 1").inputValue()).toBe("https://github.com/billing-co");
    expect(await page.getByLabel("Allow multiple subscriptions").isChecked()).toBe(true);
    expect(await page.getByLabel("New order notifications").isChecked()).toBe(false);

    // Access tokens: create one with a comment and scopes; it is shown once.
    await nav.getByRole("link", { name: "Access tokens" }).click();
    await page.waitForURL("**/billing/access-tokens");
    await page.getByLabel("Comment").fill("E2E integration");
    await page.getByLabel("organizations:read").check();
    await page.getByLabel("customers:write").check();
    await page.getByLabel("Expiration").selectOption("P7D");
    await page.getByRole("button", { name: "Create token" }).click();
    const shown = page.getByTestId("new-access-token");
    await shown.waitFor();
    const token = (await shown.textContent())?.trim() ?? "";
    expect(token).toMatch(/^polar_oat_/);
    await page.getByRole("button", { name: "Copy token" }).waitFor();
    const row = page.getByTestId("access-token-row").filter({ hasText: "E2E integration" });
    await row.waitFor();

    // The token works against /v1 with its scopes, and only with them.
    const read = await v1WithToken(`/organizations/${organization.id}`, token);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { email: string }).email).toBe("billing@example.com");
    expect((await v1WithToken("/organization-access-tokens/", token)).status).toBe(403);

    // Once dismissed (or after a reload), the token is never shown again.
    await page.reload();
    await row.waitFor();
    expect(await page.getByTestId("new-access-token").count()).toBe(0);

    // Revoke: it stops working at once.
    await row.getByRole("button", { name: "Revoke token" }).click();
    await page.getByRole("dialog", { name: "Revoke this access token?" }).getByRole("button", { name: "Yes, revoke" }).click();
    await page.getByText("Access token revoked").waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect((await v1WithToken(`/organizations/${organization.id}`, token)).status).toBe(401);

    await context.close();
  });

  it("a plain member sees the billing area read-only", async () => {
    const { context, page } = await e2e.newPage();
    await signIn(page, member.email);

    await page.goto("/organizations/billing-co/billing/settings");
    const emailInput = page.getByLabel("Support email");
    await emailInput.waitFor();
    expect(await emailInput.getAttribute("readonly")).not.toBeNull();
    expect(await page.getByRole("button", { name: "Save settings" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add social link" }).count()).toBe(0);

    await page.goto("/organizations/billing-co/billing/access-tokens");
    await page.getByRole("table", { name: "Access tokens" }).or(page.getByText("No access tokens yet.")).waitFor();
    expect(await page.getByRole("button", { name: "Create token" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Revoke token" }).count()).toBe(0);

    await context.close();
  });
});
