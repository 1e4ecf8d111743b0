import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../../server/test/helpers/account-flows.ts";
import { ScimClient } from "../../server/test/helpers/scim-client.ts";
import type { TestClient } from "../../server/test/helpers/test-server.ts";
import { createOrganization } from "../../server/test/organization/fixtures.ts";
import { type E2E, expectAccessible, screenshotBoth, signInThroughPage, startE2E } from "./harness.ts";

/**
 * SCIM provisioning in Chromium: an owner connects the organization's directory in Settings, copies
 * the SCIM base URL and the token shown once; the directory (a SCIM client here) provisions a
 * person, who appears among the members; replacing the token stops the old one; disconnecting
 * removes the people it provisioned. Under the connection, the owner maps directory groups to
 * roles: the server's refusals show on their fields, and a saved mapping gives the directory's
 * people their roles at once.
 */

const OWNER = "scim-owner@acme-directory.test";

let e2e: E2E;
let slug: string;
let organizationId: string;
let owner: TestClient;

beforeAll(async () => {
  e2e = await startE2E();
  owner = e2e.server.client();
  const id = await signUpVerified(e2e.server, owner, OWNER);
  const organization = await createOrganization({ client: owner, email: OWNER, id }, { name: "Directory Co" });
  slug = organization.slug;
  organizationId = organization.id;
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

describe("directory groups mapped to roles", () => {
  /** A member's roles, as list-members tells the owner. */
  async function rolesOf(email: string) {
    const listed = await owner.get<{ members: { role: string; user: { email: string } }[] }>(
      "/organization/list-members",
      { query: { organizationId } },
    );
    return listed.body.members.find((member) => member.user.email === email)?.role.split(",");
  }

  it("maps groups to roles in Settings: refusals on their fields, and a saved mapping applies at once", async () => {
    const role = await owner.post("/organization/create-role", {
      organizationId,
      role: "finance",
      permission: { orders: ["read", "write"] },
    });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const issued = await owner.post<{ token: string; baseUrl: string }>("/organization/scim/token", { organizationId });
    const directory = new ScimClient(issued.body.baseUrl, issued.body.token);
    const gina = await directory.createUser({
      userName: "gina@acme-directory.test",
      emails: [{ value: "gina@acme-directory.test", primary: true }],
    });
    expect(gina.status, JSON.stringify(gina.body)).toBe(201);
    expect((await directory.createGroup("Finance", [gina.body.id])).status).toBe(201);

    const { context, page } = await e2e.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInThroughPage(page, OWNER);
    await page.goto(`/organizations/${slug}/settings`);
    const editor = page.getByRole("group", { name: "Directory groups → roles" });
    await editor.getByText("No group is mapped to a role").waitFor();

    await editor.getByRole("button", { name: "Add a group" }).click();
    await editor.getByLabel("Directory group, row 1").fill("Finance");
    await editor.getByLabel("Role, row 1").click();
    await page.getByRole("option", { name: "finance" }).click();
    await editor.getByRole("button", { name: "Add a group" }).click();
    await editor.getByLabel("Directory group, row 2").fill("finance ");
    await editor.getByLabel("Role, row 2").click();
    await page.getByRole("option", { name: "Admin" }).click();
    await editor.getByRole("button", { name: "Save mapping" }).click();
    // The same group twice: the server names the second row's group field.
    await expect.poll(() => editor.getByLabel("Directory group, row 2").getAttribute("aria-invalid")).toBe("true");
    await editor.getByText("This group is mapped twice").waitFor();
    expect(await editor.getByLabel("Directory group, row 1").getAttribute("aria-invalid")).not.toBe("true");
    expect(await rolesOf("gina@acme-directory.test")).toEqual(["member"]);
    await expectAccessible(page);
    await editor.scrollIntoViewIfNeeded();
    await screenshotBoth(page, "scim-group-roles");

    await editor.getByLabel("Directory group, row 2").fill("Admins");
    await editor.getByRole("button", { name: "Save mapping" }).click();
    await page.getByText("Group mapping saved").waitFor();
    await expect.poll(() => rolesOf("gina@acme-directory.test")).toEqual(["member", "finance"]);

    await page.reload();
    await editor.getByLabel("Directory group, row 2").waitFor();
    expect(await editor.getByLabel("Directory group, row 1").inputValue()).toBe("Finance");
    expect(await editor.getByLabel("Role, row 2").inputValue()).toBe("Admin");
    await editor.getByRole("button", { name: "Remove row 1" }).click();
    await editor.getByRole("button", { name: "Save mapping" }).click();
    await expect.poll(() => rolesOf("gina@acme-directory.test")).toEqual(["member"]);
    await editor.getByLabel("Directory group, row 2").waitFor({ state: "detached" });
    expect(await editor.getByLabel("Directory group, row 1").inputValue()).toBe("Admins");
    await context.close();
  });
});
