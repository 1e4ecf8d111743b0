import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2E, linkIn, signUpThroughPage, startE2E, waitForPage } from "./harness.ts";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe("delete account with the password", () => {
  it("asks to type the email address in a dialog that says what is deleted; keeping it changes nothing", async () => {
    const { page, context } = await e2e.newPage();
    await signUpThroughPage(page, "Ada", "ada-deletes@example.com", "some-password-1");

    const section = page.locator("#delete-account");
    await section.getByLabel("Password").fill("some-password-1");
    await section.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByText(/deleted for good/).waitFor();
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Keep my account" }).click();
    await dialog.waitFor({ state: "hidden" });
    const users = () => e2e.server.gatehouse.database.db.selectFrom("user").select("email").execute();
    expect((await users()).map((u) => u.email)).toContain("ada-deletes@example.com");

    await section.getByRole("button", { name: "Delete account" }).click();
    await dialog.getByLabel("Type ada-deletes@example.com to confirm").fill("ada-deletes@example.com");
    await confirm.click();
    await waitForPage(page, "**/account-deleted");
    expect((await users()).map((u) => u.email)).not.toContain("ada-deletes@example.com");
    await context.close();
  });
});

describe("delete account by mail", () => {
  it("asks for a confirmation mail, follows it, and the account is gone", async () => {
    const { page, context } = await e2e.newPage();
    await signUpThroughPage(page, "Linus", "linus@example.com", "some-password-1");

    await page.getByRole("button", { name: "Send confirmation mail" }).click();
    await page.getByText("Verification email sent").first().waitFor();

    const mail = await e2e.server.smtp.mailTo("linus@example.com", "Confirm account deletion");
    await page.goto(linkIn(mail.links, "/api/auth/delete-user/callback"));
    await page
      .getByText(/your account has been deleted/i)
      .first()
      .waitFor();

    const users = await e2e.server.gatehouse.database.db.selectFrom("user").select("email").execute();
    expect(users.map((u) => u.email)).not.toContain("linus@example.com");
    await page.goto("/account");
    await page.waitForURL("**/sign-in**");
    await context.close();
  });
});
