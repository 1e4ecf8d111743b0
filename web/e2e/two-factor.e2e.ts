import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../../server/test/helpers/account-flows.ts";
import { totpCode } from "../../server/test/helpers/totp.ts";
import { enableTwoFactor } from "../../server/test/helpers/two-factor.ts";
import { type E2E, signInThroughPage, startE2E } from "./harness.ts";

/**
 * Two-factor in the browser: set up with the QR code's secret and a first code, backup codes shown
 * once; then sign-ins continue on /two-factor with an app code, a backup code or an email code; an
 * organization that requires two-factor walks a member without it to the setup.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

const uriOf = (secret: string) => `otpauth://totp/Gatehouse:x?secret=${secret.replace(/\s+/g, "")}&digits=6&period=30`;

/** Turns on two-factor from the account page; returns the authenticator URI and the backup codes. */
async function setUpTwoFactor(page: Page) {
  await page.goto("/account#two-factor");
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("img", { name: "QR code with your two-factor secret" }).waitFor();
  const uri = uriOf((await page.getByTestId("totp-secret").textContent()) ?? "");
  await page.getByLabel("Code from your app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await page.getByText("Invalid code").waitFor();
  await page.getByLabel("Code from your app").fill(totpCode(uri));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await page.getByText("Save your backup codes").waitFor();
  const codes = await page.getByTestId("backup-codes").locator("li").allTextContents();
  expect(codes).toHaveLength(10);
  await expect.poll(() => page.getByTestId("two-factor-status").textContent()).toBe("On");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download", exact: true }).click();
  expect((await download).suggestedFilename()).toBe("gatehouse-backup-codes.txt");
  await page.getByRole("button", { name: "I saved them" }).click();
  return { uri, codes };
}

async function passwordStep(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/two-factor?redirect=%2Faccount");
}

/** The segmented control's option: its label is what a person clicks. */
const chooseMethod = (page: Page, name: string) => page.locator("label", { hasText: name }).click();

async function signInWithAppCode(page: Page, email: string, uri: string) {
  await passwordStep(page, email);
  await page.getByLabel("Code from your authenticator app").fill(totpCode(uri));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL("**/account");
}

describe("two-factor authentication", () => {
  it("set up, sign out, sign in with a code from the app; then with a backup code, once", async () => {
    const email = "tess-totp@example.com";
    await e2e.server.client().signUp(email);
    const { page, context } = await e2e.newPage();
    await signInThroughPage(page, email);
    const { uri, codes } = await setUpTwoFactor(page);
    await context.clearCookies();

    await signInWithAppCode(page, email, uri);
    await page.getByText(`Signed in as Test User (${email})`).waitFor();

    await context.clearCookies();
    await passwordStep(page, email);
    await chooseMethod(page, "Backup code");
    await page.getByRole("textbox", { name: "Backup code" }).fill(codes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL("**/account");

    await context.clearCookies();
    await passwordStep(page, email);
    await chooseMethod(page, "Backup code");
    await page.getByRole("textbox", { name: "Backup code" }).fill(codes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Invalid backup code").waitFor();
  });

  it("a code by email, and 'trust this device' skips the step next time", async () => {
    const email = "emil-code@example.com";
    const owner = e2e.server.client();
    await owner.signUp(email);
    await enableTwoFactor(owner);
    const { page, context } = await e2e.newPage();
    await passwordStep(page, email);
    await chooseMethod(page, "Email code");
    await page.getByRole("button", { name: "Email me a code" }).click();
    const mail = await e2e.server.smtp.mailTo(email, "Your two-factor code");
    const code = /Your code: (\d{6})/.exec(mail.text)?.[1] ?? "";
    await page.getByLabel("Code from the email").fill(code);
    await page.getByLabel("Trust this device for 30 days").check();
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL("**/account");

    // Signing out keeps the trusted-device cookie: the next password sign-in needs nothing more.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/account"));
    await signInThroughPage(page, email);
    await context.close();
  });

  it("turn it off with the password", async () => {
    const email = "otto-off@example.com";
    await e2e.server.client().signUp(email);
    const { page } = await e2e.newPage();
    await signInThroughPage(page, email);
    await setUpTwoFactor(page);
    await page.getByRole("button", { name: "Turn off two-factor" }).click();
    await page.getByLabel("Your password").fill("wrong-password-7");
    await page.getByRole("button", { name: "Turn off two-factor" }).click();
    await page.getByText("Invalid password").waitFor();
    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Turn off two-factor" }).click();
    await expect.poll(() => page.getByTestId("two-factor-status").textContent()).toBe("Off");
  });

  it("an organization requiring two-factor walks a member without it to the setup", async () => {
    const owner = e2e.server.client();
    await owner.signUp("olga-owner@example.com");
    const { totpURI } = await enableTwoFactor(owner);
    const created = await owner.post<{ id: string }>("/organization/create", { name: "Strict Co", slug: "strict-co" });
    expect(created.status).toBe(200);
    const member = e2e.server.client();
    await member.signUp("mia-member@example.com");
    const invited = await owner.post<{ id: string }>("/organization/invite-member", {
      email: "mia-member@example.com",
      role: "member",
      organizationId: created.body.id,
    });
    expect((await member.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);

    // The owner switches the requirement on in the settings tab.
    const ownerPage = (await e2e.newPage()).page;
    await signInWithAppCode(ownerPage, "olga-owner@example.com", totpURI);
    await ownerPage.goto("/organizations/strict-co/settings");
    await ownerPage.getByText("Members must use two-factor authentication").click();
    await ownerPage.getByText("Two-factor is now required").waitFor();

    const { page } = await e2e.newPage();
    await signInThroughPage(page, "mia-member@example.com");
    await page.goto("/organizations/strict-co");
    await page.getByText("This organization requires two-factor authentication").first().waitFor();
    await page.getByRole("link", { name: "Set up two-factor in your account" }).click();
    await page.waitForURL("**/account#two-factor");
    await setUpTwoFactor(page);
    await page.goto("/organizations/strict-co");
    await page.getByRole("heading", { name: "Strict Co" }).waitFor();
  });
});
