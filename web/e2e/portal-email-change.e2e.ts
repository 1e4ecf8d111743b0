import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import type { CaughtMail } from "../../server/test/helpers/smtp-catcher.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import { expectAccessible, launchBrowser, orgApi, requireWebDist } from "./harness.ts";

/**
 * A customer changes their email in the customer portal (/portal, opened by a customer session
 * link): "Change email", the new address, then the code from the mail; the server's refusal lands
 * on its field. A second change is confirmed from the mail's link instead.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(server, seller.token, method, path, body);

beforeAll(async () => {
  server = await startTestServer({ webDistDir: requireWebDist() });
  browser = await launchBrowser();
  seller = await billingOrg(server, "email-change-seller");
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

function codeOf(mail: CaughtMail): string {
  const code = /^([A-Z0-9]{6})$/m.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  return String(code);
}

describe("customer portal email change", () => {
  it("changes the email with the mailed code, shows the server's refusal on the field, and confirms from the mail's link", async () => {
    const oldEmail = unique("old");
    const customer = await api<{ id: string }>("POST", "/customers/", { email: oldEmail, name: "Erin Email" });
    const session = await api<{ token: string }>("POST", "/customer-sessions/", { customer_id: customer.id });
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await page.goto(`/portal?customer_session_token=${session.token}`);
    const email = page.getByTestId("portal-account-email");
    await expect.poll(() => email.textContent()).toBe(oldEmail);

    await page.getByRole("button", { name: "Change email" }).click();
    const dialog = page.getByRole("dialog", { name: "Change email" });
    await expectAccessible(page);
    // The server refuses the current address: its message lands on the field.
    await dialog.getByLabel("New email address").fill(oldEmail.toUpperCase());
    await dialog.getByRole("button", { name: "Send code" }).click();
    await expect.poll(() => dialog.getByLabel("New email address").getAttribute("aria-invalid")).toBe("true");

    const newEmail = unique("new");
    await dialog.getByLabel("New email address").fill(newEmail);
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog.getByText(`We sent a code to ${newEmail}.`, { exact: false }).waitFor();
    const mail = await server.smtp.mailTo(newEmail, "Confirm your new email");
    // A wrong code is refused on the code field.
    await dialog.getByLabel("Code").fill("ZZZZZZ");
    await dialog.getByRole("button", { name: "Confirm new email" }).click();
    await dialog.getByText("This email update request is invalid or has expired.").waitFor();
    await dialog.getByLabel("Code").fill(codeOf(mail));
    await dialog.getByRole("button", { name: "Confirm new email" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText(`Your email is now ${newEmail}.`).waitFor();
    await expect.poll(() => email.textContent()).toBe(newEmail);

    // A second change, confirmed from the mail's link in another tab.
    const third = unique("third");
    await page.getByRole("button", { name: "Change email" }).click();
    await dialog.getByLabel("New email address").fill(third);
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog.getByText(`We sent a code to ${third}.`, { exact: false }).waitFor();
    const link = (await server.smtp.mailTo(third, "Confirm your new email")).links.find((url) =>
      url.includes("email_update_token="),
    );
    expect(link).toBeDefined();
    const linkPage = await context.newPage();
    await linkPage.goto(String(link));
    await linkPage.getByRole("heading", { name: "Confirm your new email" }).waitFor();
    await expectAccessible(linkPage);
    await linkPage.getByRole("button", { name: "Confirm new email" }).click();
    await linkPage.waitForURL((url) => url.pathname === "/portal" && !url.search.includes("email_update_token"));
    await expect.poll(() => linkPage.getByTestId("portal-account-email").textContent()).toBe(third);
    const seen = await api<{ email: string; email_verified: boolean }>("GET", `/customers/${customer.id}`);
    expect(seen).toMatchObject({ email: third, email_verified: true });
    await context.close();
  });

  it("shows the email without the change action where the seller turned email changes off", async () => {
    const owner = await billingOrg(server, "email-change-off");
    await orgApi(server, owner.token, "PATCH", `/organizations/${owner.organization.id}`, {
      customer_portal_settings: { customer: { allow_email_change: false } },
    });
    const address = unique("fixed");
    const customer = await orgApi<{ id: string }>(server, owner.token, "POST", "/customers/", {
      email: address,
      name: "Fay Fixed",
    });
    const session = await orgApi<{ token: string }>(server, owner.token, "POST", "/customer-sessions/", {
      customer_id: customer.id,
    });
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await page.goto(`/portal?customer_session_token=${session.token}`);
    await expect.poll(() => page.getByTestId("portal-account-email").textContent()).toBe(address);
    // The seller's settings have arrived once the header names the seller; the action stays hidden.
    await page.getByText(owner.organization.name).first().waitFor();
    expect(await page.getByRole("button", { name: "Change email" }).count()).toBe(0);
    await context.close();
  });
});
