import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2E, linkIn, startE2E } from "./harness.ts";

let e2e: E2E;
beforeAll(async () => {
  // Verification required and no auto sign-in: the person must use the mail, then sign in.
  e2e = await startE2E({ REQUIRE_EMAIL_VERIFICATION: "true", AUTO_SIGN_IN_AFTER_VERIFICATION: "false" });
});
afterAll(async () => e2e?.close());

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

describe("sign up, verify by mail, sign in, change password, sign out, download my data", () => {
  it("walks the whole account lifecycle in Chromium", async () => {
    const { page, context } = await e2e.newPage();
    const email = "ada@example.com";

    await page.goto("/sign-up");
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-password-1");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page
      .getByText(/check your email/i)
      .first()
      .waitFor();

    // Signing in before verifying is refused with the server's message.
    await signIn(page, email, "first-password-1");
    await page.getByText("Email not verified").first().waitFor();

    const mail = await e2e.server.smtp.mailTo(email, "Verify your email");
    await page.goto(linkIn(mail.links, "/api/auth/verify-email"));
    await page
      .getByText(/your email is verified/i)
      .first()
      .waitFor();

    await signIn(page, email, "first-password-1");
    await page.waitForURL("**/account");
    await page.getByText(email).first().waitFor();

    await page.getByLabel("Current password").fill("first-password-1");
    await page.getByLabel("New password").fill("second-password-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await page
      .getByText(/password (was )?changed/i)
      .first()
      .waitFor();

    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.getByRole("link", { name: "Sign in" }).first().waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "better-auth.session_token")).toBeUndefined();

    await signIn(page, email, "first-password-1");
    await page.getByText("Invalid email or password").first().waitFor();
    await signIn(page, email, "second-password-2");
    await page.waitForURL("**/account");

    // Download my data: the browser saves a JSON file with the profile and the sign-in methods.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gatehouse-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(saved.profile).toMatchObject({ email, name: "Ada Lovelace", emailVerified: true });
    expect(saved.linkedAccounts).toEqual([expect.objectContaining({ provider: "credential" })]);
    await page.getByRole("status").filter({ hasText: download.suggestedFilename() }).waitFor();
    await context.close();
  });
});
