import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../../server/test/helpers/account-flows.ts";
import { startTxtDnsServer, type TxtDnsServer } from "../../server/test/helpers/dns-server.ts";
import { type OidcTestProvider, startOidcProvider } from "../../server/test/helpers/oidc-provider.ts";
import { onFreePort } from "../../server/test/helpers/test-server.ts";
import { createOrganization } from "../../server/test/organization/fixtures.ts";
import { type E2E, expectAccessible, signInThroughPage, startE2E } from "./harness.ts";

/**
 * Single sign-on in Chromium: an owner adds the organization's OpenID provider in Settings,
 * publishes the DNS record the page shows, verifies the domain, and makes SSO mandatory; people of
 * the domain then sign in through the provider — with "Continue with single sign-on", and from the
 * password form, which hands a mandatory domain over to the provider.
 */

const PROVIDER_ID = "acme-idp";
const OWNER = "owner@acme.test";
const ACCOUNTS = [
  { sub: "ann-sub", email: "ann@acme.test", email_verified: true, name: "Ann Acme" },
  { sub: "pat-sub", email: "pat@acme.test", email_verified: true, name: "Pat Acme" },
];

let idp: OidcTestProvider;
let dns: TxtDnsServer;
let e2e: E2E;
let slug: string;

beforeAll(async () => {
  dns = await startTxtDnsServer();
  const dnsAddress = dns.address;
  ({ idp, e2e } = await onFreePort(async (port) => {
    const baseURL = `http://127.0.0.1:${port}`;
    const idp = await startOidcProvider({
      redirectUris: [`${baseURL}/api/auth/sso/callback/${PROVIDER_ID}`],
      accounts: ACCOUNTS,
    });
    try {
      const env = { PORT: String(port), BASE_URL: baseURL, DNS_SERVERS: dnsAddress, TRUSTED_ORIGINS: idp.issuer };
      return { idp, e2e: await startE2E(env) };
    } catch (error) {
      await idp.close();
      throw error;
    }
  }));
  const owner = e2e.server.client();
  const id = await signUpVerified(e2e.server, owner, OWNER);
  slug = (await createOrganization({ client: owner, email: OWNER, id }, { name: "Acme" })).slug;
});
afterAll(async () => {
  await e2e?.close();
  await idp?.close();
  await dns?.close();
});

/** The provider's own dev login and consent pages (oidc-provider's devInteractions). */
async function logInAtProvider(page: Page, sub: string) {
  await page.waitForURL(`${idp.issuer}/**`);
  await page.locator('input[name="login"]').fill(sub);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

describe("single sign-on for an organization", () => {
  it("the owner adds the provider, verifies the domain with the DNS record shown, and makes SSO mandatory", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, OWNER);
    await page.goto(`/organizations/${slug}/settings`);
    const form = page.getByRole("form", { name: "Add an identity provider" });
    await form.getByLabel("Provider ID").fill(PROVIDER_ID);
    await form.getByLabel("Email domain").fill("acme.test");
    await form.getByText(`/api/auth/sso/callback/${PROVIDER_ID}`).waitFor();
    await form.getByLabel("Issuer URL").fill(idp.issuer);
    await form.getByLabel("Client ID").fill(idp.clientId);
    await form.getByLabel("Client secret").fill(idp.clientSecret);
    await form.getByRole("button", { name: "Add identity provider" }).click();

    const card = page.getByRole("region", { name: `${PROVIDER_ID} (OpenID Connect)` });
    await card.getByText("acme.test not verified").waitFor();
    const recordName = await card
      .locator("code", { hasText: "_gatehouse-verification-acme-idp.acme.test" })
      .textContent();
    const recordValue = await card.locator("code", { hasText: "=" }).first().textContent();
    expect(recordName).toBe(`_gatehouse-verification-${PROVIDER_ID}.acme.test`);

    // Before the record is out, verifying says so.
    await card.getByRole("button", { name: "Verify domain" }).click();
    await card.getByText("Unable to verify domain ownership for acme.test. Try again later").waitFor();
    await expectAccessible(page);
    if (process.env.SCREENSHOTS_DIR) {
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/sso-settings-desktop.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/sso-settings-phone.png` });
    }

    dns.setTxt(recordName ?? "", [recordValue ?? ""]);
    await card.getByRole("button", { name: "Verify domain" }).click();
    await card.getByText("acme.test verified").waitFor();
    await card.getByText("Require single sign-on for acme.test").click();
    await expect.poll(() => card.getByRole("switch", { name: /Require single sign-on/ }).isChecked()).toBe(true);
    await context.close();
  });

  it("a person of the domain continues with single sign-on and joins the organization", async () => {
    const { context, page } = await e2e.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("ann@acme.test");
    await page.getByRole("button", { name: "Continue with single sign-on" }).click();
    await logInAtProvider(page, "ann-sub");
    await page.waitForURL("**/account");
    await expect.poll(() => page.getByTestId("header-user-name").textContent()).toBe("Ann Acme");
    await page.goto("/organizations");
    await page.getByText("Acme").first().waitFor();
    await context.close();
  });

  it("the password form hands a mandatory domain over to its provider", async () => {
    const { context, page } = await e2e.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("pat@acme.test");
    await page.getByLabel("Password").fill("whatever-it-is");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await logInAtProvider(page, "pat-sub");
    await page.waitForURL("**/account");
    await expect.poll(() => page.getByTestId("header-user-name").textContent()).toBe("Pat Acme");
    await context.close();
  });

  it("an email without single sign-on is told so on the email field", async () => {
    const { context, page } = await e2e.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("someone@elsewhere.test");
    await page.getByRole("button", { name: "Continue with single sign-on" }).click();
    await page.getByText("Single sign-on is not set up for this email's domain.").waitFor();
    await context.close();
  });

  it("a SAML provider's metadata URL that Gatehouse may not fetch is that field's error", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, OWNER);
    await page.goto(`/organizations/${slug}/settings`);
    const form = page.getByRole("form", { name: "Add an identity provider" });
    await form.getByText("SAML 2.0", { exact: true }).click();
    await form.getByLabel("Provider ID").fill("acme-saml");
    await form.getByLabel("Email domain").fill("saml.acme.test");
    await form.getByLabel("Single sign-on URL").fill("https://idp.acme.test/sso");
    await form.getByLabel("Identity provider metadata URL").fill("http://idp.acme.test/metadata");
    await form.getByRole("button", { name: "Add identity provider" }).click();
    await form.getByText("The metadata URL must use https (or be a trusted origin)").waitFor();
    await expect
      .poll(() => form.getByLabel("Identity provider metadata URL").getAttribute("aria-invalid"))
      .toBe("true");
    await context.close();
  });
});
