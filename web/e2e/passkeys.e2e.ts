import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onFreePort } from "../../server/test/helpers/test-server.ts";
import { enableTwoFactor } from "../../server/test/helpers/two-factor.ts";
import { type E2E, signInThroughPage, startE2E } from "./harness.ts";
import { addVirtualAuthenticator } from "./virtual-authenticator.ts";

/**
 * Passkeys with real WebAuthn ceremonies: Chromium's DevTools virtual authenticator (a platform
 * authenticator with resident keys and user verification) against the real server. Register and
 * name one on the account page, sign out, sign in with it (also when the account has two-factor:
 * a passkey satisfies it), rename and delete it.
 */
let e2e: E2E;
beforeAll(async () => {
  // WebAuthn takes a domain as the relying party, never an IP address: the browser opens
  // Gatehouse at localhost (as `npm start` does), not at 127.0.0.1.
  e2e = await onFreePort((port) => startE2E({ PORT: String(port), BASE_URL: `http://localhost:${port}` }));
});
afterAll(async () => e2e?.close());

/** A page whose browser has a virtual authenticator, as a phone or laptop with a fingerprint reader. */
async function pageWithAuthenticator(): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await e2e.newPage();
  await addVirtualAuthenticator(context, page);
  return { page, context };
}

async function addPasskey(page: Page, name: string) {
  await page.goto("/account#passkeys");
  await page.getByText("No passkeys yet.").waitFor();
  await page.getByLabel("Name of the new passkey").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await page.getByText("Passkey added").first().waitFor();
  await page.getByTestId("passkey-row").filter({ hasText: name }).waitFor();
}

/**
 * Through the browser's autofill (conditional mediation): the sign-in page asks for a passkey as
 * it opens, and the virtual authenticator, like a person choosing the suggestion, answers at once.
 */
async function signInByAutofill(page: Page) {
  await page.goto("/sign-in");
  await page.waitForURL("**/account");
}

/**
 * Through the button, in a browser without passkey autofill (conditional mediation): the page
 * then makes no request of its own, and the tap on "Sign in with a passkey" starts the ceremony.
 */
async function signInByButton(page: Page) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL("**/account");
}

/** Makes this page's browser one without passkey autofill (as older browsers are). */
const withoutAutofill = (page: Page) =>
  page.addInitScript(() => {
    if (window.PublicKeyCredential) {
      Object.defineProperty(window.PublicKeyCredential, "isConditionalMediationAvailable", {
        value: async () => false,
      });
    }
  });

describe("passkeys", () => {
  it("register and name one, sign out, sign in with it; rename and delete it", async () => {
    const email = "pia-passkey@example.com";
    await e2e.server.client().signUp(email);
    const { page, context } = await pageWithAuthenticator();
    await signInThroughPage(page, email);
    await addPasskey(page, "Test laptop");

    // The same browser signs in through the autofill; a second one, without autofill, by the button.
    await context.clearCookies();
    await signInByAutofill(page);
    await page.getByText(`Signed in as Test User (${email})`).waitFor();
    await context.clearCookies();
    await withoutAutofill(page);
    await signInByButton(page);
    await page.getByText(`Signed in as Test User (${email})`).waitFor();

    const row = page.getByTestId("passkey-row");
    await row.getByRole("button", { name: "Rename" }).click();
    await page.getByLabel("Passkey name").fill("Old laptop");
    await row.getByRole("button", { name: "Save" }).click();
    await row.filter({ hasText: "Old laptop" }).waitFor();
    await row.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Delete passkey" }).click();
    await page.getByText("No passkeys yet.").waitFor();

    // The browser still holds the credential, but the server no longer knows it.
    await context.clearCookies();
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByText(/passkey not found/i).waitFor();
  });

  it("a passkey sign-in satisfies two-factor", async () => {
    const email = "tom-twofold@example.com";
    const owner = e2e.server.client();
    await owner.signUp(email);
    const { page, context } = await pageWithAuthenticator();
    await signInThroughPage(page, email);
    await addPasskey(page, "Phone");
    await enableTwoFactor(owner);

    await context.clearCookies();
    await signInByAutofill(page);
    expect(new URL(page.url()).pathname).toBe("/account");
    await page.getByText(`Signed in as Test User (${email})`).waitFor();
  });
});
