import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../../server/test/helpers/account-flows.ts";
import { ScimClient } from "../../server/test/helpers/scim-client.ts";
import { createOrganization } from "../../server/test/organization/fixtures.ts";
import { type E2E, expectAccessible, signInThroughPage, startE2E } from "./harness.ts";

/**
 * SCIM provisioning in Chromium: an owner connects the organization's directory in Settings, copies
 * the SCIM base URL and the token shown once; the directory (a SCIM client here) provisions a
 * person, who appears among the members; replacing the token stops the old one; disconnecting
 * removes the people it provisioned.
 */

const OWNER = "scim-owner@acme-directory.test";

let e2e: E2E;
let slug: string;

beforeAll(async () => {
  e2e = await startE2E();
  const owner = e2e.server.client();
  const id = await signUpVerified(e2e.server, owner, OWNER);
  slug = (await createOrganization({ client: owner, email: OWNER, id }, { name: "Directory Co" })).slug;
});
afterAll(async () => e2e?.close());

describe("directory provisioning", () => {
  it("connects the directory, provisions a member with the token shown, replaces the token, and disconnects", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, OWNER);
    await page.goto(`/organizations/${slug}/settings`);
    const section = page.getByRole("region", { name: "Directory provisioning (SCIM)" });
    await section.getByText("Not connected").waitFor();
    const baseUrl = await section.locator("code", { hasText: "/api/auth/scim/v2" }).textContent();
    expect(baseUrl).toBe(`${e2e.server.url}/api/auth/scim/v2`);

    await section.getByRole("button", { name: "Connect a directory" }).click();
    const token = (await page.getByTestId("new-scim-token").textContent()) ?? "";
    expect(token.length).toBeGreaterThan(20);
    await section.getByText("Connected", { exact: true }).waitFor();
    await section.getByText(/Token valid until .* not used yet/).waitFor();
    await expectAccessible(page);
    if (process.env.SCREENSHOTS_DIR) {
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/scim-settings-desktop.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/scim-settings-phone.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    const directory = new ScimClient(baseUrl ?? "", token);
    const created = await directory.createUser({
      userName: "dana@acme-directory.test",
      displayName: "Dana Directory",
      emails: [{ value: "dana@acme-directory.test", primary: true }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto(`/organizations/${slug}/members`);
    await page.getByText("dana@acme-directory.test").waitFor();

    await page.goto(`/organizations/${slug}/settings`);
    await section.getByRole("button", { name: "I saved it" }).waitFor({ state: "detached" });
    await section.getByRole("button", { name: "Replace token" }).click();
    const replacement = (await page.getByTestId("new-scim-token").textContent()) ?? "";
    expect(replacement).not.toBe(token);
    expect((await directory.listUsers()).status).toBe(401);
    expect((await new ScimClient(baseUrl ?? "", replacement).listUsers()).status).toBe(200);
    await section.getByRole("button", { name: "I saved it" }).click();

    await section.getByRole("button", { name: "Disconnect" }).click();
    const dialog = page.getByRole("dialog", { name: "Disconnect the directory?" });
    await dialog.getByRole("button", { name: "Disconnect" }).click();
    await dialog.waitFor({ state: "detached" });
    await section.getByText("Not connected").waitFor();
    await page.goto(`/organizations/${slug}/members`);
    await page.getByText(OWNER).waitFor();
    await expect.poll(() => page.getByText("dana@acme-directory.test").count()).toBe(0);
    await context.close();
  });
});
