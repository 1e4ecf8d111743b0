import { afterAll, beforeAll, describe, it } from "vitest";
import { type E2E, linkIn, signInThroughPage, startE2E } from "./harness.ts";

/** Passwordless sign-in in the browser: a magic link opened from the mail, and a six-digit code. */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe("sign in by email", () => {
  it("a magic link signs in (and creates the account of a new address)", async () => {
    const email = "max-magic@example.com";
    const { page } = await e2e.newPage();
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Email me a code or link" }).click();
    await page.waitForURL("**/sign-in/email-code");
    await page.locator("label", { hasText: "A sign-in link" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await page.getByText(`We sent a sign-in link to ${email}`).waitFor();
    const mail = await e2e.server.smtp.mailTo(email, "Your sign-in link");
    await page.goto(linkIn(mail.links, "/api/auth/magic-link/verify"));
    await page.waitForURL("**/account");
    await page.getByText(`(${email})`).waitFor();

    // Used once: opening it again lands on the sign-in page, which says why.
    const { page: again } = await e2e.newPage();
    await again.goto(linkIn(mail.links, "/api/auth/magic-link/verify"));
    await again.getByText("That sign-in link did not work").waitFor();
  });

  it("an email code signs in; a wrong one is refused on the field", async () => {
    const email = "cora-code@example.com";
    await e2e.server.client().signUp(email);
    const { page } = await e2e.newPage();
    await page.goto("/sign-in/email-code");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a code" }).click();
    await page.getByText(`We sent a 6-digit code to ${email}`).waitFor();
    const mail = await e2e.server.smtp.mailTo(email, "Your sign-in code");
    const code = /Your code: (\d{6})/.exec(mail.text)?.[1] ?? "";
    await page.getByLabel("Code from the email").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Invalid OTP").waitFor();
    await page.getByLabel("Code from the email").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/account");
    await page.getByText(`Signed in as Test User (${email})`).waitFor();
  });

  it("an email address is verified with a code on the account page", async () => {
    const email = "vera-verify@example.com";
    await e2e.server.client().signUp(email);
    const { page } = await e2e.newPage();
    await signInThroughPage(page, email);
    await page.getByRole("button", { name: "Verify with a code instead" }).click();
    await page.getByText(`We sent a 6-digit code to ${email}`).waitFor();
    const mail = await e2e.server.smtp.mailTo(email, "Your verification code");
    await page.getByLabel("Verification code").fill(/Your code: (\d{6})/.exec(mail.text)?.[1] ?? "");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.getByText("Email verified").first().waitFor();
    await page.getByRole("button", { name: "Verify with a code instead" }).waitFor({ state: "detached" });
  });
});
