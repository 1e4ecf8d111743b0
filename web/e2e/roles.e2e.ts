import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, joinedMember, person } from "../../server/test/organization/fixtures.ts";
import { billingPath, organizationPath } from "../src/lib/paths.ts";
import { type E2E, expectAccessible, newDesktopPage, screenshotBoth, signInThroughPage, startE2E } from "./harness.ts";

/**
 * An organization's own roles in Chromium: an owner defines one from the permission picker, edits
 * it, invites with it and gives it to a member; that member sees only what the role allows;
 * deleting the role moves its holders first. A member allowed to define roles is offered only the
 * permissions they hold, and the server's refusal of a wider role lands on the picker.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

const section = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Organization sections" }).getByRole("link", { name, exact: true });
const resourceRow = (page: Page, resource: string) => page.getByRole("group", { name: resource, exact: true });
const roleCard = (page: Page, name: string) => page.locator(`[data-testid="role-card"][data-role="${name}"]`);

describe("organization roles", () => {
  it("an owner creates, edits, gives and deletes a role; its holder sees only what it allows", async () => {
    const owner = await person(e2e.server, "roles-owner");
    const organization = await createOrganization(owner, { name: "Ledger & Co" });
    const clerk = await joinedMember(e2e.server, owner, organization.id, "member", "roles-clerk");
    const slug = organization.slug;

    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, owner.email);

    // The Roles tab: the built-in roles, none of the organization's own yet.
    await page.goto(organizationPath(slug, "roles"));
    await page.getByTestId("roles-empty").waitFor();
    expect(await page.getByTestId("role-card").count()).toBe(3);
    await roleCard(page, "admin").getByRole("button", { name: "Show permissions" }).click();
    await roleCard(page, "admin").getByText("Orders: Read, Write").waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "roles-tab");

    // A new role from the picker: write on orders ticks read too.
    await page.getByRole("button", { name: "New role" }).click();
    const form = page.getByRole("form", { name: "New role" });
    await form.getByLabel("Name").fill("Billing");
    expect(await form.getByLabel("Name").inputValue()).toBe("billing");
    await form.getByLabel("Description").fill("Handles the orders");
    await resourceRow(page, "Orders").getByRole("checkbox", { name: "Write" }).check();
    expect(await resourceRow(page, "Orders").getByRole("checkbox", { name: "Read" }).isChecked()).toBe(true);
    await expectAccessible(page);
    await screenshotBoth(page, "roles-new-form");
    await form.getByRole("button", { name: "Create role" }).click();
    const billing = roleCard(page, "billing");
    await billing.getByTestId("role-description").filter({ hasText: "Handles the orders" }).waitFor();
    await billing.getByText("2 permissions · 0 members · 0 pending invitations").waitFor();

    // The same name again: the server's refusal lands on the name.
    await page.getByRole("button", { name: "New role" }).click();
    await form.getByLabel("Name").fill("billing");
    await resourceRow(page, "Products").getByRole("checkbox", { name: "Read" }).check();
    await form.getByRole("button", { name: "Create role" }).click();
    await form.getByText("That role name is already taken").waitFor();
    await form.getByRole("button", { name: "Cancel" }).click();

    // Editing its description.
    await billing.getByRole("button", { name: "Edit role billing" }).click();
    const editor = page.getByRole("form", { name: "Edit role billing" });
    await editor.getByLabel("Description").fill("Handles orders and refunds");
    await editor.getByRole("button", { name: "Save role" }).click();
    await billing.getByTestId("role-description").filter({ hasText: "Handles orders and refunds" }).waitFor();

    // Inviting someone with it, beside nothing else.
    await page.goto(organizationPath(slug, "invitations"));
    await page.getByLabel("Invite email").fill("new-clerk@example.com");
    const roles = page.getByRole("group", { name: "Roles", exact: true });
    await roles.getByRole("checkbox", { name: "Member", exact: true }).uncheck();
    await roles.getByRole("checkbox", { name: "billing", exact: true }).check();
    await expectAccessible(page);
    await screenshotBoth(page, "roles-invite");
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    const invitation = page.getByTestId("invitation-row").filter({ hasText: "new-clerk@example.com" });
    await invitation.getByTestId("role-badges").filter({ hasText: "billing" }).waitFor();

    // Giving it to an existing member instead of Member.
    await page.goto(organizationPath(slug, "members"));
    const clerkRow = page.locator(`[data-testid="member-row"][data-email="${clerk.email}"]`);
    await clerkRow.getByRole("button", { name: /^Change roles of / }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("checkbox", { name: "billing", exact: true }).check();
    await dialog.getByRole("checkbox", { name: "Member", exact: true }).uncheck();
    await expectAccessible(page);
    await screenshotBoth(page, "roles-member-dialog");
    await dialog.getByRole("button", { name: "Save role" }).click();
    await dialog.waitFor({ state: "detached" });
    await clerkRow
      .getByTestId("role-badges")
      .filter({ hasText: /^billing$/ })
      .waitFor();

    // The member signs in: billing's orders, nothing the role does not grant.
    const member = await newDesktopPage(e2e);
    await signInThroughPage(member.page, clerk.email);
    await member.page.goto(organizationPath(slug, "members"));
    await member.page.getByTestId("member-row").first().waitFor();
    expect(await section(member.page, "Members").count()).toBe(1);
    for (const hidden of ["Roles", "API keys", "Audit log"]) expect(await section(member.page, hidden).count()).toBe(0);
    expect(await member.page.getByRole("button", { name: "Remove member" }).count()).toBe(0);
    expect(await member.page.getByRole("button", { name: /^Change roles of / }).count()).toBe(0);
    await member.page.goto(organizationPath(slug, "invitations"));
    await member.page.getByRole("heading", { name: "Pending invitations" }).waitFor();
    expect(await member.page.getByLabel("Invite email").count()).toBe(0);
    // Its Roles tab does not open for them: the overview does.
    await member.page.goto(organizationPath(slug, "roles"));
    await member.page.getByRole("heading", { name: "Your membership" }).waitFor();

    // The billing area opens on the orders, its only section besides the API reference.
    await member.page.goto(billingPath(slug));
    await member.page.waitForURL(`**${billingPath(slug, "orders")}`);
    const nav = member.page.getByRole("navigation", { name: "Billing sections" });
    await nav.getByRole("link", { name: "Orders" }).waitFor();
    expect(await nav.getByRole("link", { name: "Products" }).count()).toBe(0);
    await expectAccessible(member.page);
    await screenshotBoth(member.page, "roles-member-billing");
    await member.page.goto(billingPath(slug, "products"));
    await member.page.getByTestId("billing-section-not-readable").waitFor();
    expect(await member.page.getByRole("link", { name: /new product/i }).count()).toBe(0);
    expect(await member.page.getByRole("button", { name: /new product|create product/i }).count()).toBe(0);
    await screenshotBoth(member.page, "roles-member-not-readable");

    // Deleting the role: its member and its invitation move to Member first.
    await page.goto(organizationPath(slug, "roles"));
    await billing.getByText("2 permissions · 1 member · 1 pending invitation").waitFor();
    await billing.getByRole("button", { name: "Delete role billing" }).click();
    const confirm = page.getByRole("dialog");
    await confirm.getByText("1 member and 1 pending invitation hold this role.", { exact: false }).waitFor();
    expect(await confirm.getByLabel("Move them to").inputValue()).toBe("member");
    await expectAccessible(page);
    await screenshotBoth(page, "roles-delete");
    await confirm.getByRole("button", { name: "Move to Member and delete" }).click();
    await page.getByTestId("roles-empty").waitFor();
    await page.goto(organizationPath(slug, "members"));
    await clerkRow
      .getByTestId("role-badges")
      .filter({ hasText: /^Member$/ })
      .waitFor();
    await page.goto(organizationPath(slug, "invitations"));
    await invitation
      .getByTestId("role-badges")
      .filter({ hasText: /^Member$/ })
      .waitFor();

    // The audit log tells each step in words.
    await page.goto(organizationPath(slug, "audit-log"));
    for (const entry of [
      "Created the role billing",
      "Changed the role billing",
      "Moved the holders of billing to member",
      "Deleted the role billing",
    ])
      await page.getByTestId("audit-entry").filter({ hasText: entry }).first().waitFor();

    await member.context.close();
    await context.close();
  });

  it("a member who may define roles is offered only what they hold; a wider role is refused on the picker", async () => {
    const owner = await person(e2e.server, "keeper-owner");
    const organization = await createOrganization(owner, { name: "Keepers" });
    const defineRole = async (role: string, permission: Record<string, string[]>) => {
      const defined = await owner.client.post("/organization/create-role", {
        organizationId: organization.id,
        role,
        permission,
      });
      expect(defined.status, JSON.stringify(defined.body)).toBe(200);
    };
    await defineRole("keeper", { ac: ["create", "read", "update"], orders: ["read"] });
    await defineRole("cashier", { orders: ["read", "write"] });
    await defineRole("clerk", { orders: ["read"] });
    const keeper = await joinedMember(e2e.server, owner, organization.id, "keeper", "roles-keeper");

    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, keeper.email);
    await page.goto(organizationPath(organization.slug, "roles"));
    // Roles to define and change, none to delete; not one granting more than theirs.
    const cashier = roleCard(page, "cashier");
    await cashier.getByText("It grants permissions you do not hold").waitFor();
    expect(await cashier.getByRole("button", { name: "Edit role cashier" }).isDisabled()).toBe(true);
    expect(await roleCard(page, "clerk").getByRole("button", { name: "Edit role clerk" }).isDisabled()).toBe(false);
    expect(await page.getByRole("button", { name: /^Delete role / }).count()).toBe(0);

    // A new role: only the permissions they hold can be ticked.
    await page.getByRole("button", { name: "New role" }).click();
    const form = page.getByRole("form", { name: "New role" });
    await form.getByText("You can give only the permissions you hold yourself").waitFor();
    expect(await resourceRow(page, "Orders").getByRole("checkbox", { name: "Read" }).isDisabled()).toBe(false);
    expect(await resourceRow(page, "Orders").getByRole("checkbox", { name: "Write" }).isDisabled()).toBe(true);
    expect(await resourceRow(page, "Members").getByRole("checkbox", { name: "Update" }).isDisabled()).toBe(true);
    await form.getByRole("checkbox", { name: "Select all: Billing" }).check();
    expect(await resourceRow(page, "Orders").getByRole("checkbox", { name: "Read" }).isChecked()).toBe(true);
    expect(await resourceRow(page, "Products").getByRole("checkbox", { name: "Read" }).isChecked()).toBe(false);
    await expectAccessible(page);
    await screenshotBoth(page, "roles-limited-form");
    await form.getByRole("button", { name: "Cancel" }).click();

    // While they edit clerk, the owner takes orders from their role: the server's refusal names
    // what they now lack, on the picker, and the page catches up with what they hold.
    await roleCard(page, "clerk").getByRole("button", { name: "Edit role clerk" }).click();
    const editor = page.getByRole("form", { name: "Edit role clerk" });
    await editor.getByLabel("Description").fill("Reads the orders");
    const narrowed = await owner.client.post("/organization/update-role", {
      organizationId: organization.id,
      roleName: "keeper",
      data: { permission: { ac: ["create", "read", "update"] } },
    });
    expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
    await editor.getByRole("button", { name: "Save role" }).click();
    await editor.getByTestId("missing-permissions").filter({ hasText: "Orders: Read" }).waitFor();
    await editor.getByText("You can give only permissions you hold yourself.").waitFor();
    await screenshotBoth(page, "roles-refused");
    await editor.getByRole("button", { name: "Cancel" }).click();
    await expect
      .poll(() => roleCard(page, "clerk").getByRole("button", { name: "Edit role clerk" }).isDisabled())
      .toBe(true);
    await context.close();
  });
});
