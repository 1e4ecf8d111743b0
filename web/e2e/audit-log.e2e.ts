import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../../server/test/helpers/account-flows.ts";
import { createOrganization, invite, person } from "../../server/test/organization/fixtures.ts";
import { type E2E, signInThroughPage, startE2E } from "./harness.ts";

/**
 * In Chromium, an organization's owner reads its audit log — what happened, who
 * did it, to what — narrows it to one kind of action, and exports it as CSV; a platform admin
 * reads the whole log on the administration page.
 */

const OWNER = "audit-owner@example.com";
const ADMIN = "audit-platform-admin@example.com";
let e2e: E2E;
let slug: string;

beforeAll(async () => {
  e2e = await startE2E({ ADMIN_EMAILS: ADMIN });
  const client = e2e.server.client();
  const id = await signUpVerified(e2e.server, client, OWNER);
  const owner = { client, email: OWNER, id };
  const organization = await createOrganization(owner, { name: "Audited Co" });
  slug = organization.slug;
  const guest = await person(e2e.server, "audit-guest");
  await invite(owner, organization.id, guest.email);
});
afterAll(async () => {
  await e2e?.close();
});

describe("the audit log in the web app", () => {
  it("the owner reads the organization's log, filters it and exports it", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, OWNER);
    await page.goto(`/organizations/${slug}/audit-log`);
    const table = page.getByRole("table", { name: "Audit log" });
    await table.getByText("invitation.created").waitFor();
    await table.getByText("organization.created").waitFor();
    expect(await table.getByText(OWNER).count()).toBeGreaterThanOrEqual(2);
    if (process.env.SCREENSHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/audit-log-desktop.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/audit-log-phone.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await page.getByRole("textbox", { name: "Show" }).click();
    await page.getByRole("option", { name: "Invitations" }).click();
    await expect.poll(() => page.getByTestId("audit-entry").count()).toBe(1);
    await table.getByText("invitation.created").waitFor();

    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(href).toContain("format=csv");
    expect(href).toContain("action=invitation.");
    const csv = await page.request.get(href ?? "");
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split("\r\n")[1]).toContain(",invitation.created,");
    await context.close();
  });

  it("a platform admin reads every organization's entries on the administration page", async () => {
    const { context, page } = await e2e.newPage();
    const admin = e2e.server.client();
    await signUpVerified(e2e.server, admin, ADMIN);
    await signInThroughPage(page, ADMIN);
    await page.goto("/admin");
    const table = page.getByRole("table", { name: "Audit log" });
    await table.getByText("organization.created").waitFor();
    await table.getByText("user.signed_up").first().waitFor();
    await context.close();
  });
});
