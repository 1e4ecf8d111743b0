import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type OidcTestProvider,
  PROVIDER_ACCOUNTS,
  startOidcProvider,
} from "../../server/test/helpers/oidc-provider.ts";
import { onFreePort } from "../../server/test/helpers/test-server.ts";
import { type E2E, linkIn, startE2E } from "./harness.ts";

const PROVIDER_ID = "loopback";
// A second verified provider user, so linking does not depend on alice's sign-up in the first test.
const CAROL = { sub: "carol-sub", email: "carol@idp.test", email_verified: true, name: "Carol Provider" };

/** The provider's own dev login and consent pages (oidc-provider's devInteractions). */
async function logInAtProvider(page: Page, issuer: string, sub: string) {
  await page.waitForURL(`${issuer}/**`);
  await page.locator('input[name="login"]').fill(sub);
  // The dev login page accepts any password.
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

describe("social sign-in and account linking with a real OpenID provider", () => {
  let idp: OidcTestProvider;
  let e2e: E2E;

  beforeAll(async () => {
    // The provider must know Gatehouse's callback URL before Gatehouse starts, so pick the port first.
    ({ idp, e2e } = await onFreePort(async (port) => {
      const baseURL = `http://127.0.0.1:${port}`;
      const idp = await startOidcProvider({
        redirectUris: [`${baseURL}/api/auth/callback/${PROVIDER_ID}`],
        accounts: [...Object.values(PROVIDER_ACCOUNTS), CAROL],
      });
      try {
        return { idp, e2e: await startE2E({ PORT: String(port), BASE_URL: baseURL, ...idp.env(PROVIDER_ID) }) };
      } catch (error) {
        await idp.close();
        throw error;
      }
    }));
  });

  afterAll(async () => {
    await e2e?.close();
    await idp?.close();
  });

  it("signs a new user in with the provider and lands where the visitor was going", async () => {
    const { page, context } = await e2e.newPage();

    // Sign-up offers the provider too.
    await page.goto("/sign-up");
    await page.getByRole("button", { name: "Continue with Loopback" }).waitFor();

    await page.goto("/sign-in?redirect=%2Faccount%2Fapi-keys");
    await page.getByRole("button", { name: "Continue with Loopback" }).click();
    await logInAtProvider(page, idp.issuer, "alice-sub");

    await page.waitForURL("**/account/api-keys");
    await expect.poll(() => page.getByTestId("header-user-name").textContent()).toBe("Alice Provider");

    await page.goto("/account");
    expect(await page.getByTestId("current-email").textContent()).toContain("alice@idp.test");
    const row = page.locator(`[data-testid="account-row"][data-provider="${PROVIDER_ID}"]`);
    await row.getByText("Loopback", { exact: true }).waitFor();
    // Signed up through the provider: no password account.
    expect(await page.locator('[data-testid="account-row"][data-provider="credential"]').count()).toBe(0);
    await context.close();
  });

  it("shows the server's refusal of POST /sign-in/social in the form alert", async () => {
    const { page, context } = await e2e.newPage();
    // A provider the server does not know, as if it was disabled after the page loaded: the real
    // server answers, the request is only rewritten on its way out.
    await page.route("**/api/auth/sign-in/social", (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), provider: "retired" }) }),
    );
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Continue with Loopback" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Could not sign in" });
    await alert.getByText("Provider not found").waitFor();
    expect(page.url()).toContain("/sign-in");
    await context.close();
  });

  it("links the provider to a password account, then unlinks it; the last account stays", async () => {
    const { page, context } = await e2e.newPage();
    await page.goto("/sign-up");
    await page.getByLabel("Name").fill("Carol Password");
    await page.getByLabel("Email").fill(CAROL.email);
    await page.getByLabel("Password", { exact: true }).fill("carol-password-1");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL("**/account");

    const mail = await e2e.server.smtp.mailTo(CAROL.email, "Verify your email");
    await page.goto(linkIn(mail.links, "/api/auth/verify-email"));
    await page
      .getByText(/your email is verified/i)
      .first()
      .waitFor();

    await page.goto("/account");
    const rows = page.getByTestId("account-row");
    const loopbackRow = page.locator(`[data-testid="account-row"][data-provider="${PROVIDER_ID}"]`);
    const passwordRow = page.locator('[data-testid="account-row"][data-provider="credential"]');
    await passwordRow.getByText("Email and password", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Link Loopback" }).click();
    await logInAtProvider(page, idp.issuer, CAROL.sub);

    await page.waitForURL("**/account");
    await loopbackRow.getByText("Loopback", { exact: true }).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await page.getByRole("button", { name: "Link Loopback" }).count()).toBe(0);

    // Unlink asks first; keeping it changes nothing.
    await loopbackRow.getByRole("button", { name: "Unlink" }).click();
    const dialog = page.getByRole("dialog", { name: "Unlink Loopback?" });
    await dialog.getByRole("button", { name: "Keep" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await rows.count()).toBe(2);

    await loopbackRow.getByRole("button", { name: "Unlink" }).click();
    await dialog.getByRole("button", { name: "Yes, unlink" }).click();
    await page.getByText("Account unlinked").first().waitFor();
    await loopbackRow.waitFor({ state: "detached" });
    expect(await rows.count()).toBe(1);
    await page.getByRole("button", { name: "Link Loopback" }).waitFor();

    // The password account is now the last one: the server refuses, and the dialog says why.
    await passwordRow.getByRole("button", { name: "Unlink" }).click();
    const lastDialog = page.getByRole("dialog", { name: "Unlink Email and password?" });
    await lastDialog.getByRole("button", { name: "Yes, unlink" }).click();
    await lastDialog.getByText("You can't unlink your last account").waitFor();
    await lastDialog.getByRole("button", { name: "Keep" }).click();
    expect(await rows.count()).toBe(1);
    await context.close();
  });
});

describe("sign-in without social providers", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => e2e?.close());

  it("shows no provider buttons and no divider", async () => {
    const { page, context } = await e2e.newPage();
    const listed = page.waitForResponse((response) => response.url().endsWith("/api/auth/social-providers"));
    await page.goto("/sign-in");
    expect((await listed).status()).toBe(200);
    await page.getByLabel("Loading the sign-in providers").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    // No provider's button: "Continue with single sign-on" (an organization's own provider) stays.
    expect(await page.getByRole("button", { name: /^Continue with (?!single sign-on)/ }).count()).toBe(0);
    expect(await page.getByText("or use your email").count()).toBe(0);
    await context.close();
  });
});
