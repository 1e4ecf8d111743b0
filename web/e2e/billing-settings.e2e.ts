import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVAILABLE_SCOPES } from "../../server/src/billing/api-access/available-scopes.ts";
import { type StripeStandIn, startStripeStandIn } from "../../server/test/helpers/stripe-stand-in.ts";
import {
  createOrganization,
  joinedMember,
  type Organization,
  type Person,
  person,
} from "../../server/test/organization/fixtures.ts";
import { type E2E, signInThroughPage, startE2E } from "./harness.ts";

let e2e: E2E;
let owner: Person;
let member: Person;
let organization: Organization;

let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  e2e = await startE2E({ STRIPE_API_URL: stripe.url });
  owner = await person(e2e.server, "billing-owner");
  organization = await createOrganization(owner, { name: "Billing Co", slug: "billing-co" });
  member = await joinedMember(e2e.server, owner, organization.id, "member", "billing-member");
});
afterAll(async () => {
  await e2e?.close();
  await stripe?.close();
});

/** A /v1 call from the test itself, as an integration would make it. */
async function v1WithToken(path: string, token: string): Promise<Response> {
  return fetch(`${e2e.server.url}/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
}

describe("billing area: settings and access tokens", () => {
  it("an owner edits the billing settings, sees a 422 on its field, and creates, uses and revokes an access token", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, owner.email);

    // From the organization page to the billing area.
    await page.goto("/organizations/billing-co");
    await page.getByRole("link", { name: "Billing" }).click();
    await page.waitForURL("**/organizations/billing-co/billing/overview");
    const nav = page.getByRole("navigation", { name: "Billing sections" });
    for (const name of [
      "Overview",
      "Products",
      "Benefits",
      "Discounts",
      "Customers",
      "Custom fields",
      "Access tokens",
      "Settings",
      "API reference",
    ]) {
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
    expect(await page.getByLabel("Renewal receipts").isChecked()).toBe(true);
    await page.getByLabel("Renewal receipts").uncheck();
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Billing settings saved").waitFor();

    // Saved on the server, and shown again after a reload.
    await page.reload();
    expect(await page.getByLabel("Support email").inputValue()).toBe("billing@example.com");
    expect(await page.getByLabel("Social URL 1").inputValue()).toBe("https://github.com/billing-co");
    expect(await page.getByLabel("Allow multiple subscriptions").isChecked()).toBe(true);
    expect(await page.getByLabel("New order notifications").isChecked()).toBe(false);
    expect(await page.getByLabel("Renewal receipts").isChecked()).toBe(false);
    expect(await page.getByLabel("Receipts and refunds").isChecked()).toBe(true);

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
    await page
      .getByRole("dialog", { name: "Revoke this access token?" })
      .getByRole("button", { name: "Yes, revoke" })
      .click();
    await page.getByText("Access token revoked").waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect((await v1WithToken(`/organizations/${organization.id}`, token)).status).toBe(401);

    // Every scope at once ("Select all"): the form offers only what the server grants, so the
    // token is created and holds each of them.
    await page.getByLabel("Comment").fill("Everything");
    await page.getByRole("button", { name: "Select all" }).click();
    const offered = await page
      .getByRole("group", { name: "Scopes" })
      .getByRole("checkbox")
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-label") ?? ""));
    expect(offered.length).toBeGreaterThan(30);
    for (const scope of offered) expect(AVAILABLE_SCOPES).toContain(scope);
    await page.getByRole("button", { name: "Create token" }).click();
    await shown.waitFor();
    const everything = (await shown.textContent())?.trim() ?? "";
    expect(everything).toMatch(/^polar_oat_/);
    const listed = await v1WithToken("/organization-access-tokens/", everything);
    expect(listed.status).toBe(200);
    const tokens = (await listed.json()) as { items: Array<{ comment: string; scopes: string[] }> };
    expect(tokens.items.find((t) => t.comment === "Everything")?.scopes.sort()).toEqual(offered.sort());

    await context.close();
  });

  it("an owner creates a customer, a custom field and a discount; a taken discount code comes back on the Code field", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, owner.email);

    // Customers: create with a billing address and metadata, find it by search, edit, delete.
    await page.goto("/organizations/billing-co/billing/customers");
    await page.getByText("No customers yet.").waitFor();
    await page.getByRole("link", { name: "New customer" }).click();
    await page.waitForURL("**/billing/customers/new");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
    await page.getByLabel("Country").selectOption("GB");
    await page.getByLabel("Address line 1").fill("12 St James's Square");
    await page.getByLabel("City").fill("London");
    await page.getByLabel("Postal code").fill("SW1Y 4LB");
    await page.getByRole("button", { name: "Add metadata" }).click();
    await page.getByLabel("Metadata key 1").fill("plan");
    await page.getByLabel("Metadata value 1").fill("pro");
    await page.getByRole("button", { name: "Create customer" }).click();
    await page.getByText("Customer created").waitFor();
    const details = page.getByTestId("customer-details");
    await details.getByRole("heading", { name: "Ada Lovelace" }).waitFor();
    await page.getByTestId("customer-address").getByText("United Kingdom", { exact: false }).waitFor();
    await page.getByTestId("metadata-entry").filter({ hasText: "pro" }).waitFor();

    await page.getByRole("button", { name: "Edit customer" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Augusta Ada King");
    await page.getByRole("button", { name: "Save customer" }).click();
    await page.getByText("Customer saved").waitFor();
    await details.getByRole("heading", { name: "Augusta Ada King" }).waitFor();

    // The same email again: the server's 422 lands on the Email input.
    await page.goto("/organizations/billing-co/billing/customers/new");
    await page.getByLabel("Email").fill("ADA@example.com");
    await page.getByRole("button", { name: "Create customer" }).click();
    await page.getByText("A customer with this email address already exists.").waitFor();
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");

    await page.goto("/organizations/billing-co/billing/customers");
    await page.getByTestId("customer-row").and(page.locator('[data-email="ada@example.com"]')).waitFor();
    await page.getByLabel("Search customers").fill("nobody-like-this");
    await page.getByText("No customer matches.").waitFor();
    await page.getByLabel("Search customers").fill("augusta");
    await page.getByTestId("customer-row").first().waitFor();

    // Custom fields: a select with two options; its slug follows the name.
    await page.goto("/organizations/billing-co/billing/custom-fields");
    await page.getByRole("link", { name: "New custom field" }).click();
    await page.getByLabel("Type", { exact: true }).selectOption("select");
    await page.getByLabel("Name").fill("Company size");
    expect(await page.getByLabel("Slug").inputValue()).toBe("company_size");
    await page.getByLabel("Form label").fill("How big is your company?");
    await page.getByLabel("Option value 1").fill("small");
    await page.getByLabel("Option label 1").fill("1-10");
    await page.getByRole("button", { name: "Add option" }).click();
    await page.getByLabel("Option value 2").fill("large");
    await page.getByLabel("Option label 2").fill("11+");
    await page.getByRole("button", { name: "Create custom field" }).click();
    await page.getByText("Custom field created").waitFor();
    await page.getByTestId("custom-field-row").and(page.locator('[data-slug="company_size"]')).waitFor();

    // Discounts: 10% for three months with a code; the code again (other case) is refused on its field.
    await page.goto("/organizations/billing-co/billing/discounts");
    await page.getByRole("link", { name: "New discount" }).click();
    await page.getByLabel("Name").fill("Launch");
    await page.getByLabel("Code").fill("LAUNCH10");
    await page.getByLabel("Percent off").fill("10");
    await page.getByLabel("Duration").selectOption("repeating");
    await page.getByLabel("Months").fill("3");
    await page.getByLabel("Maximum redemptions").fill("100");
    await page.getByRole("button", { name: "Create discount" }).click();
    await page.getByText("Discount created").waitFor();
    const launch = page.getByTestId("discount-row").and(page.locator('[data-code="LAUNCH10"]'));
    await launch.getByText("10%").waitFor();
    await launch.getByText("3 months").waitFor();

    await page.getByRole("link", { name: "New discount" }).click();
    await page.getByLabel("Name").fill("Launch again");
    await page.getByLabel("Code").fill("launch10");
    await page.getByText("Fixed amount").click();
    await page.getByLabel("Amount off").fill("5.00");
    await page.getByRole("button", { name: "Create discount" }).click();
    await page.getByText("A discount with this code already exists.").waitFor();
    expect(await page.getByLabel("Code").getAttribute("aria-invalid")).toBe("true");

    // Deleting asks first.
    await page.goto("/organizations/billing-co/billing/discounts");
    await page.getByRole("button", { name: "Delete discount Launch" }).click();
    await page
      .getByRole("dialog", { name: "Delete this discount?" })
      .getByRole("button", { name: "Yes, delete" })
      .click();
    await page.getByText("Discount deleted").waitFor();
    await page.getByText("No discounts yet.").waitFor();

    await context.close();
  });

  it("a plain member sees the billing area read-only", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, member.email);

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

    // Lists without create or delete buttons; an existing custom field opens read-only.
    await page.goto("/organizations/billing-co/billing/customers");
    await page.getByTestId("customer-row").first().waitFor();
    expect(await page.getByRole("link", { name: "New customer" }).count()).toBe(0);
    await page.getByTestId("customer-row").first().getByRole("link").click();
    await page.getByTestId("customer-details").waitFor();
    expect(await page.getByRole("button", { name: "Edit customer" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Delete customer" }).count()).toBe(0);

    await page.goto("/organizations/billing-co/billing/custom-fields");
    await page.getByRole("link", { name: "Company size" }).click();
    await page.getByLabel("Name").waitFor();
    expect(await page.getByLabel("Name").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Save custom field" }).count()).toBe(0);

    await page.goto("/organizations/billing-co/billing/discounts");
    await page.getByText("No discounts yet.").waitFor();
    expect(await page.getByRole("link", { name: "New discount" }).count()).toBe(0);

    // The API reference is open to every member.
    await page.goto("/organizations/billing-co/billing/api-reference");
    const endpoint = page.locator('[data-testid="api-endpoint"][data-method="post"][data-path="/v1/discounts/"]');
    await endpoint.waitFor();
    await endpoint.getByRole("button").first().click();
    await endpoint.getByText("Request body").waitFor();
    await page.getByLabel("Filter endpoints").fill("organization-access-tokens");
    await expect.poll(() => page.getByTestId("api-endpoint").count()).toBe(4);

    await context.close();
  });

  it("the API reference fits a phone's screen: the longest paths wrap instead of running off its edge", async () => {
    const { context, page } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughPage(page, member.email);
    await page.goto("/organizations/billing-co/billing/api-reference");
    // The longest paths, among every endpoint of the reference.
    await page
      .locator('[data-testid="api-endpoint"][data-path="/v1/organizations/{id}/stripe-account"]')
      .first()
      .waitFor();
    await page
      .locator('[data-testid="api-endpoint"][data-path="/v1/integrations/stripe/webhook/{organization_id}"]')
      .waitFor();
    // Every endpoint's path ends inside the screen (an ancestor that clips would hide the rest),
    // and the page is no wider than the screen.
    const cutOff = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="api-endpoint"] code')]
        .filter((path) => path.getBoundingClientRect().right > document.documentElement.clientWidth)
        .map((path) => path.textContent),
    );
    expect(cutOff).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it("an owner connects the organization's Stripe account (a refused key on its field), sees the webhook URL, and disconnects", async () => {
    stripe.addKey("sk_test_51SettingsSecretKey0001", "acct_1Settings0001");
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, owner.email);
    await page.goto("/organizations/billing-co/billing/settings");
    const card = page.getByRole("form", { name: "Connect Stripe" });
    await page.getByTestId("payments-test-mode").waitFor();

    await card.getByLabel("Secret key").fill("sk_test_51UnknownToStripe0000");
    await card.getByLabel("Publishable key").fill("pk_test_51SettingsPublishable01");
    await card.getByLabel("Webhook signing secret").fill("whsec_SettingsSigningSecret001");
    await card.getByRole("button", { name: "Connect Stripe" }).click();
    // Stripe's refusal, on the field it is about.
    await page.getByText("Stripe refused this key: Invalid API Key provided: sk_test_********0000").waitFor();
    const secretKey = card.getByLabel("Secret key");
    await expect.poll(() => secretKey.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await secretKey.getAttribute("aria-describedby"))?.split(" ")[0] ?? "";
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      "Stripe refused this key: Invalid API Key provided: sk_test_********0000",
    );

    await card.getByLabel("Secret key").fill("sk_test_51SettingsSecretKey0001");
    await card.getByRole("button", { name: "Connect Stripe" }).click();
    const connected = page.getByTestId("stripe-connected");
    await connected.waitFor();
    await connected.getByText("Stripe test mode").waitFor();
    await connected.getByText("acct_1Settings0001").waitFor();
    await connected.getByText("sk_test_…0001").waitFor();
    expect(await page.getByText("sk_test_51SettingsSecretKey0001").count()).toBe(0);
    expect(await page.getByTestId("stripe-webhook-url").textContent()).toBe(
      `${e2e.server.gatehouse.config.baseURL}/v1/integrations/stripe/webhook/${organization.id}`,
    );
    expect(await page.getByTestId("stripe-webhook-events").textContent()).toContain("charge.dispute.closed");

    if (process.env.SCREENSHOTS_DIR) {
      for (const [name, width, height] of [
        ["desktop", 1280, 800],
        ["phone", 390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await connected.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/stripe-settings-${name}.png` });
      }
    }
    await connected.getByRole("button", { name: "Disconnect Stripe" }).click();
    const dialog = page.getByRole("dialog", { name: "Disconnect Stripe?" });
    await dialog.getByText("New checkouts run in test mode").waitFor();
    await dialog.getByRole("button", { name: "Disconnect" }).click();
    await page.getByTestId("payments-test-mode").waitFor();
    expect(await page.getByTestId("stripe-connected").count()).toBe(0);
    await context.close();
  });

  it("a member sees the payment mode but no form to connect Stripe", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, member.email);
    await page.goto("/organizations/billing-co/billing/settings");
    await page.getByTestId("payments-test-mode").waitFor();
    expect(await page.getByRole("form", { name: "Connect Stripe" }).count()).toBe(0);
    await context.close();
  });
});
