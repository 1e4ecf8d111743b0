import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onFreePort } from "../../server/test/helpers/test-server.ts";
import { type E2E, expectAccessible, screenshotBoth, startE2E, waitForPage } from "./harness.ts";
import { addVirtualAuthenticator } from "./virtual-authenticator.ts";

/**
 * Passkey-first sign-up from the sign-up page, with Chromium's DevTools virtual authenticator (as
 * in passkeys.e2e.ts) against the real server: an account made with a name, an email and a passkey,
 * signed in at once; signed out, the same passkey signs in. A taken address is refused on the
 * email field before the browser's prompt opens.
 */
let e2e: E2E;
beforeAll(async () => {
  // WebAuthn takes a domain as the relying party, never an IP address: open Gatehouse at localhost.
  e2e = await onFreePort((port) => startE2E({ PORT: String(port), BASE_URL: `http://localhost:${port}` }));
});
afterAll(async () => e2e?.close());

/** A desktop-sized page whose browser has a platform authenticator with resident keys. */
async function pageWithAuthenticator() {
  const context = await e2e.browser.newContext({
    baseURL: e2e.server.gatehouse.config.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const { credentials } = await addVirtualAuthenticator(context, page);
  return { page, context, credentials };
}

async function openPasskeySignUp(page: Page, name: string, email: string, screenshot?: string) {
  await page.goto("/sign-up");
  const start = page.getByRole("button", { name: "Use a passkey instead" });
  await start.waitFor();
  if (screenshot) await screenshotBoth(page, screenshot);
  await start.click();
  await page.getByRole("form", { name: "Create an account with a passkey" }).waitFor();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
}

describe("passkey sign-up", () => {
  it("signs up with a passkey, lands signed in, and the passkey signs in again", async () => {
    const email = "penny-passkey@example.com";
    const { page, context, credentials } = await pageWithAuthenticator();
    await openPasskeySignUp(page, "Penny Passkey", email, "passkey-sign-up-page");
    await screenshotBoth(page, "passkey-sign-up-form");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Create the passkey" }).click();
    await waitForPage(page, "**/account");
    await page.getByText(`Signed in as Penny Passkey (${email})`).waitFor();
    expect(await credentials()).toHaveLength(1);
    const user = await e2e.server.gatehouse.database.db
      .selectFrom("user")
      .innerJoin("passkey", "passkey.userId", "user.id")
      .select(["user.name", "passkey.credentialID"])
      .where("user.email", "=", email)
      .execute();
    // DevTools gives the credential's id in base64, the server keeps it in base64url.
    const credentialID = Buffer.from(String((await credentials())[0]?.credentialId), "base64").toString("base64url");
    expect(user).toEqual([{ name: "Penny Passkey", credentialID }]);

    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.getByRole("link", { name: "Sign in" }).first().waitFor();
    expect((await context.cookies()).find((c) => c.name === "better-auth.session_token")).toBeUndefined();
    // The sign-in page asks for a passkey as it opens; the authenticator answers with the new one.
    await page.goto("/sign-in");
    await waitForPage(page, "**/account");
    await page.getByText(`Signed in as Penny Passkey (${email})`).waitFor();
  });

  it("refuses a taken address on the email field, and no passkey is made", async () => {
    const email = "taken-passkey@example.com";
    await e2e.server.client().signUp(email);
    const { page, credentials } = await pageWithAuthenticator();
    await openPasskeySignUp(page, "Second Try", email);
    await page.getByRole("button", { name: "Create the passkey" }).click();
    const field = page.getByLabel("Email");
    await page.getByText("User already exists").waitFor();
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    expect(await credentials()).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/sign-up");
    await screenshotBoth(page, "passkey-sign-up-taken");

    // Back to the password form, the typed address carried over.
    await page.getByRole("button", { name: "Use a password instead" }).click();
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(email);
  });

  it("says so in the form's alert when the passkey prompt is closed, and makes no account", async () => {
    const email = "closed-prompt@example.com";
    const { page } = await pageWithAuthenticator();
    // The person closes the browser's prompt: WebAuthn answers NotAllowedError.
    await page.addInitScript(() => {
      navigator.credentials.create = async () => {
        throw new DOMException("The operation either timed out or was not allowed.", "NotAllowedError");
      };
    });
    await openPasskeySignUp(page, "Closed Prompt", email);
    await page.getByRole("button", { name: "Create the passkey" }).click();
    await page.getByRole("alert").filter({ hasText: "The passkey prompt was closed." }).waitFor();
    const users = await e2e.server.gatehouse.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(users).toEqual([]);
  });
});
