import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../../server/test/helpers/account-flows.ts";
import { createOrganization, person } from "../../server/test/organization/fixtures.ts";
import { type E2E, signInThroughPage, startE2E } from "./harness.ts";

/**
 * In Chromium, "Sign in with Gatehouse" from another application. The signed-out
 * user opens the client's authorization URL, signs in on Gatehouse's page, sees the consent page
 * (the client's name, what it asks for in words), allows, and lands back on the client with a code.
 */

const ADMIN_EMAIL = "consent-admin@example.com";
const REDIRECT_URI = "https://rp.example.com/callback";

let e2e: E2E;
let clientId: string;

beforeAll(async () => {
  e2e = await startE2E({ ADMIN_EMAILS: ADMIN_EMAIL });
  const admin = e2e.server.client();
  await signUpVerified(e2e.server, admin, ADMIN_EMAIL);
  const created = await admin.post<{ client_id: string }>("/oauth2/create-client", {
    client_name: "Rocket Notes",
    client_uri: "https://rp.example.com",
    redirect_uris: [REDIRECT_URI],
    token_endpoint_auth_method: "none",
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  clientId = created.body.client_id;
});
afterAll(async () => {
  await e2e?.close();
});

function authorizationUrl(state: string): string {
  const challenge = createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url");
  const query = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    scope: "openid email organizations",
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
  return `/api/auth/oauth2/authorize?${query}`;
}

describe("signing in to another application with Gatehouse", () => {
  it("sign in, consent, and back to the application with a code; a denial goes back with access_denied", async () => {
    const user = await person(e2e.server, "consenting");
    const { context, page } = await e2e.newPage();
    // The application's callback: this test stands in for it.
    await page.route("https://rp.example.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Rocket Notes</title><h1>Back</h1>" }),
    );
    await page.goto(authorizationUrl("first-state"));
    await page.waitForURL("**/sign-in?**");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("correct-horse-battery");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();

    await page.waitForURL("**/oauth/consent?**");
    await page.getByRole("heading", { name: "Allow access?" }).waitFor();
    expect(await page.getByTestId("oauth-client-name").textContent()).toBe("Rocket Notes");
    const asks = page.getByRole("list", { name: "What the application asks for" });
    await asks.getByText("See your email address").waitFor();
    await asks.getByText("See your organizations and your role in each").waitFor();
    await page.getByText(`(${user.email})`, { exact: false }).waitFor();
    if (process.env.SCREENSHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/oauth-consent-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/oauth-consent-phone.png`, fullPage: true });
    }
    await page.getByRole("button", { name: "Allow" }).click();
    await page.waitForURL("https://rp.example.com/callback?**");
    const back = new URL(page.url());
    expect(back.searchParams.get("code")).toEqual(expect.any(String));
    expect(back.searchParams.get("state")).toBe("first-state");

    // Signed in now, a new request goes straight to the consent page; "Deny" tells the application so.
    await page.goto(`${e2e.server.gatehouse.config.baseURL}${authorizationUrl("second-state")}&prompt=consent`);
    await page.waitForURL("**/oauth/consent?**");
    await page.getByRole("button", { name: "Deny" }).click();
    await page.waitForURL("https://rp.example.com/callback?**");
    const denied = new URL(page.url());
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.get("code")).toBeNull();
    await context.close();
  });

  it("an organization's owner registers an application in the settings, sees its client ID, and deletes it", async () => {
    const ownerClient = e2e.server.client();
    const ownerEmail = `app-owner-${Date.now()}@example.com`;
    const owner = {
      client: ownerClient,
      email: ownerEmail,
      id: await signUpVerified(e2e.server, ownerClient, ownerEmail),
    };
    const slug = `apps-${Date.now()}`;
    await createOrganization(owner, { name: "Apps Org", slug });
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, owner.email);
    await page.goto(`/organizations/${slug}/settings`);
    const section = page.getByRole("region", { name: "Sign in with Gatehouse" });
    await section.getByText("No application yet.").waitFor();
    const form = section.getByRole("form", { name: "Register an application" });
    await form.getByRole("button", { name: "Register application" }).click();
    await form.getByText("Name the application").waitFor();
    await form.getByLabel("Application name").fill("Field Notes");
    await form.getByLabel("Redirect URIs").fill("https://notes.example.com/callback");
    await form.getByRole("button", { name: "Register application" }).click();
    const clientId = await section.getByTestId("oauth-client-id").textContent();
    expect(clientId).toEqual(expect.any(String));
    const row = section.getByTestId("oauth-client-row").filter({ hasText: "Field Notes" });
    await row.getByText(clientId ?? "").waitFor();
    if (process.env.SCREENSHOTS_DIR) {
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/oauth-clients-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/oauth-clients-phone.png` });
    }
    await row.getByRole("button", { name: "Delete Field Notes" }).click();
    await row.waitFor({ state: "detached" });
    await section.getByText("No application yet.").waitFor();
    await context.close();
  });

  it("a CLI's code is approved on /device and the CLI gets its tokens", async () => {
    const admin = e2e.server.client();
    await admin.signIn(ADMIN_EMAIL);
    const created = await admin.post<{ client_id: string }>("/oauth2/create-client", {
      client_name: "Rocket CLI",
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: "none",
      grant_types: ["urn:ietf:params:oauth:grant-type:device_code"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const base = e2e.server.gatehouse.config.baseURL;
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    const started = (await (
      await fetch(`${base}/api/auth/device/code`, form({ client_id: created.body.client_id, scope: "openid email" }))
    ).json()) as { device_code: string; user_code: string; verification_uri_complete: string };

    const ownerClient = e2e.server.client();
    const email = `device-${Date.now()}@example.com`;
    await signUpVerified(e2e.server, ownerClient, email);
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, email);
    await page.goto(started.verification_uri_complete);
    await page.getByRole("heading", { name: "Connect a device" }).waitFor();
    await page.getByTestId("device-client-name").filter({ hasText: "Rocket CLI" }).waitFor();
    await page
      .getByRole("list", { name: "What the application asks for" })
      .getByText("See your email address")
      .waitFor();
    if (process.env.SCREENSHOTS_DIR) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/device-phone.png`, fullPage: true });
    }
    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByText("You can go back to your device: it is signed in now.").waitFor();

    const token = await fetch(
      `${base}/api/auth/oauth2/token`,
      form({
        grant_type: "urn:ietf:params:oauth:grant-type:device_code",
        device_code: started.device_code,
        client_id: created.body.client_id,
      }),
    );
    expect(token.status).toBe(200);
    expect(((await token.json()) as { access_token?: string }).access_token).toEqual(expect.any(String));
    await context.close();
  });
});
