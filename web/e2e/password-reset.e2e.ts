import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2E, linkIn, startE2E } from "./harness.ts";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  const client = e2e.server.client();
  await client.signUp("grace@example.com", "old-password-1", "Grace Hopper");
});
afterAll(async () => e2e?.close());

describe("forgot and reset password", () => {
  it("requests a link, opens it, sets a new password and signs in with it", async () => {
    const { page, context } = await e2e.newPage();
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("If this email exists in our system, check your email for the reset link").first().waitFor();

    const mail = await e2e.server.smtp.mailTo("grace@example.com", "Reset your password");
    await page.goto(linkIn(mail.links, "/api/auth/reset-password/"));
    await page.waitForURL(/\/reset-password\?token=/);
    // One of the most common passwords is refused on the field, and the link stays usable.
    await page.getByLabel("New password").fill("Password1");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("This password is one of the most common").waitFor();
    await page.getByLabel("New password").fill("new-password-2");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page
      .getByText(/password (has been |was )?reset/i)
      .first()
      .waitFor();

    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Password", { exact: true }).fill("new-password-2");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL("**/account");

    // The link is single-use: opening it again lands on the invalid-link message.
    await page.goto(linkIn(mail.links, "/api/auth/reset-password/"));
    await page.waitForURL(/error=INVALID_TOKEN/);
    await page
      .getByText(/invalid or has expired/i)
      .first()
      .waitFor();
    expect(page.url()).toContain("/reset-password");
    await context.close();
  });
});
