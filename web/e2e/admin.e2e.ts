import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified as signUpVerifiedByApi } from "../../server/test/helpers/account-flows.ts";
import { createOrganization } from "../../server/test/organization/fixtures.ts";
import { type E2E, linkIn, signInThroughPage, startE2E } from "./harness.ts";

/**
 * The administration page, driven by a platform admin (ADMIN_EMAILS, once verified): find a user,
 * change their role, ban and unban them, look at their sessions, impersonate them and come back,
 * create a user and remove one; see every application that signs in with Gatehouse and delete one.
 * A plain user is refused the page.
 */
const ADMIN_EMAIL = "ada-admin@example.com";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ ADMIN_EMAILS: ADMIN_EMAIL });
});
afterAll(async () => e2e?.close());

const row = (page: Page, email: string) => page.getByTestId("user-row").and(page.locator(`[data-email="${email}"]`));

async function signUpVerified(page: Page, name: string, email: string) {
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("ada-password-123");
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.waitForURL("**/account");
  const mail = await e2e.server.smtp.mailTo(email, "Verify your email");
  await page.goto(linkIn(mail.links, "/api/auth/verify-email"));
}

describe("administration", () => {
  it("an admin finds a user, changes the role, bans and unbans, sees sessions, impersonates, creates and removes", async () => {
    const bob = e2e.server.client();
    expect((await bob.signUp("bob-user@example.com")).status).toBe(200);
    const { page } = await e2e.newPage();
    await signUpVerified(page, "Ada Admin", ADMIN_EMAIL);

    await page.goto("/admin");
    await page.getByRole("heading", { name: "Administration" }).waitFor();
    await page.getByLabel("Search users").fill("bob-user");
    await page.getByText("1 user matching “bob-user”").waitFor();
    const bobRow = row(page, "bob-user@example.com");

    // Role: user → admin → user.
    await bobRow.getByLabel("Platform role of bob-user@example.com").selectOption("admin");
    await page.getByText("bob-user@example.com is now an admin.").waitFor();
    await bobRow.getByLabel("Platform role of bob-user@example.com").selectOption("user");
    await page.getByText("bob-user@example.com is now a user.").waitFor();

    // Ban with a reason, then unban.
    await bobRow.getByRole("button", { name: "Ban" }).click();
    const ban = page.getByRole("form", { name: "Ban bob-user@example.com" });
    await ban.getByLabel("Ban reason").fill("Spamming the forum");
    await ban.getByRole("button", { name: "Ban user" }).click();
    await bobRow.getByText("Banned").waitFor();
    await bobRow.getByText("Spamming the forum").waitFor();
    expect((await bob.session()).body).toBeNull(); // banning signs them out
    await bobRow.getByRole("button", { name: "Unban" }).click();
    await page.getByText("bob-user@example.com can sign in again.").waitFor();
    await bobRow.getByText("Unverified").waitFor();

    // Sessions: bob signs in again; the dialog lists the session and revokes all.
    expect((await bob.signIn("bob-user@example.com")).status).toBe(200);
    await bobRow.getByRole("button", { name: "Sessions" }).click();
    const sessions = page.getByRole("list", { name: "Sessions of bob-user@example.com" });
    await sessions.getByRole("listitem").first().waitFor();
    await page.getByRole("button", { name: "Revoke all sessions" }).click();
    await page.getByText("bob-user@example.com is signed out everywhere.").waitFor();
    expect((await bob.session()).body).toBeNull();
    await page.keyboard.press("Escape");

    // Impersonate bob, then stop and come back to the admin page.
    await bobRow.getByRole("button", { name: "Impersonate" }).click();
    await page.waitForURL("**/account");
    await page.getByRole("button", { name: "Stop impersonating" }).click();
    await page.getByText("You are back in your own account.").waitFor();

    // Create a user from the dialog, then remove bob.
    await page.goto("/admin");
    await page.getByRole("button", { name: "Create user" }).click();
    const create = page.getByRole("form", { name: "Create a user" });
    await create.getByLabel("Name").fill("Carol Created");
    await create.getByLabel("Email").fill("carol-created@example.com");
    await create.getByLabel("Password").fill("carol-password-123");
    await create.getByRole("button", { name: "Create user" }).click();
    await page.getByLabel("Search users").fill("carol-created");
    await row(page, "carol-created@example.com").waitFor();

    await page.getByLabel("Search users").fill("bob-user");
    await bobRow.getByRole("button", { name: "Remove user" }).click();
    await page.getByRole("button", { name: "Yes, remove" }).click();
    await page.getByText("bob-user@example.com is gone.").waitFor();
    await page.getByText("0 users matching “bob-user”").waitFor();
  });

  it("a plain user is refused the page", async () => {
    const { page } = await e2e.newPage();
    await page.goto("/sign-up");
    await page.getByLabel("Name").fill("Pat Plain");
    await page.getByLabel("Email").fill("pat-plain@example.com");
    await page.getByLabel("Password", { exact: true }).fill("pat-password-123");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL("**/account");
    await page.goto("/admin");
    await page.getByText("Platform admins only").waitFor();
    expect(await page.getByRole("heading", { name: "Administration" }).count()).toBe(0);
  });

  it("an admin sees every application registered to sign in with Gatehouse, with its owner, and deletes one", async () => {
    const owner = e2e.server.client();
    const ownerEmail = "app-owner@example.com";
    const ownerId = await signUpVerifiedByApi(e2e.server, owner, ownerEmail);
    const organization = await createOrganization(
      { client: owner, email: ownerEmail, id: ownerId },
      { name: "App Makers" },
    );
    expect((await owner.post("/organization/set-active", { organizationId: organization.id })).status).toBe(200);
    const created = await owner.post<{ client_id: string }>("/oauth2/create-client", {
      client_name: "Makers CLI",
      redirect_uris: ["https://makers.example/callback"],
      token_endpoint_auth_method: "none",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const { page } = await e2e.newPage();
    await signInThroughPage(page, ADMIN_EMAIL, "ada-password-123");
    await page.goto("/admin");
    const table = page.getByRole("region", { name: "Applications" });
    const row = table.getByRole("row").filter({ hasText: "Makers CLI" });
    await row.getByText("App Makers").waitFor();
    await row.getByText("https://makers.example/callback").waitFor();
    if (process.env.SCREENSHOTS_DIR) {
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/admin-applications-desktop.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/admin-applications-phone.png` });
    }
    await row.getByRole("button", { name: "Delete application Makers CLI" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete application" }).click();
    await page.getByText("No application signs in with Gatehouse yet.").waitFor();
    expect((await owner.get<unknown[]>("/oauth2/get-clients")).body).toEqual([]);
  });
});
