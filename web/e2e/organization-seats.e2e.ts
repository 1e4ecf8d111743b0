import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct, createSeatProduct } from "../../server/test/helpers/checkout.ts";
import { createOrganization, db, joinedMember, person } from "../../server/test/organization/fixtures.ts";
import {
  type E2E,
  expectAccessible,
  linkIn,
  newDesktopPage,
  screenshotBoth,
  signInThroughPage,
  startE2E,
} from "./harness.ts";
import { followNetwork } from "./network-quiet.ts";

/**
 * Seats bound to an organization's membership in Chromium: the organization bought a
 * seat-based plan from ENTITLEMENTS_SELLER; its members page shows the seats, an owner buys one
 * more after a preview and picks what a full organization does; the invite form warns when no
 * seat is free; an invitation accepted then is refused with the server's words on the page.
 */

const SELLER = `plans-${crypto.randomUUID().slice(0, 8)}`;
let e2e: E2E;
let seller: BillingOrg;
let productId: string;

beforeAll(async () => {
  e2e = await startE2E({ ENTITLEMENTS_SELLER: SELLER });
  seller = await billingOrg(e2e.server, "plans-seller");
  await db(e2e.server)
    .updateTable("organization")
    .set({ slug: SELLER })
    .where("id", "=", seller.organization.id)
    .execute();
  productId = (await createSeatProduct(e2e.server, seller.token, "Team seats")).id;
});
afterAll(async () => e2e?.close());

describe("organization seats", () => {
  it("the members page shows the seats; a full organization warns the inviter and refuses the accept; the owner buys a seat and lets accepts add one", async () => {
    const owner = await person(e2e.server, "seats-owner");
    const team = await createOrganization(owner, { name: "Seated team", slug: `seated-${SELLER}` });
    const { checkout } = await buyProduct(e2e.server, seller.token, productId, {
      email: owner.email,
      checkout: { external_customer_id: team.id, seats: 2 },
    });
    expect(checkout.status).toBe("succeeded");
    await joinedMember(e2e.server, owner, team.id, "member", "seats-first");

    // The members page: 2 of 2 seats used, the plan, the owner's controls.
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, owner.email);
    await page.goto(`/organizations/${team.slug}/members`);
    const card = page.getByRole("region", { name: "Seats" });
    await card.getByTestId("organization-seats-usage").filter({ hasText: "2 of 2 seats used" }).waitFor();
    await card.getByTestId("organization-seats-plan").filter({ hasText: "Team seats" }).waitFor();
    await card.getByText("0 seats free").waitFor();
    expect(await card.getByLabel("Refuse invitations when full").isChecked()).toBe(true);
    await expectAccessible(page);
    await screenshotBoth(page, "organization-seats-members");

    // The invite form says an invitation would be refused; it is sent all the same.
    const joiner = await person(e2e.server, "seats-late");
    await page.goto(`/organizations/${team.slug}/invitations`);
    await page
      .getByTestId("invite-seat-notice")
      .filter({ hasText: "No free seat: the invitation will be refused when accepted. Buy more seats first." })
      .waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "organization-seats-invite-full");
    await page.getByLabel("Invite email").fill(joiner.email);
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    await page.getByText("Invitation sent").waitFor();
    const mail = await e2e.server.smtp.mailTo(joiner.email, "invited to join Seated team");
    const invitationLink = linkIn(mail.links, "/invitations/");

    // Accepting while full: the server's NO_SEATS_AVAILABLE message, on the page.
    const { context: joinerContext, page: joinerPage } = await newDesktopPage(e2e);
    await signInThroughPage(joinerPage, joiner.email);
    await joinerPage.goto(invitationLink);
    await joinerPage.getByRole("button", { name: "Accept invitation" }).click();
    const refusal = joinerPage.getByTestId("invitation-no-seat");
    await refusal.getByText("No seat is free in this organization: ask an owner or admin to buy more seats").waitFor();
    await expectAccessible(joinerPage);
    await screenshotBoth(joinerPage, "organization-seats-accept-refused");

    // The owner buys one more seat after seeing what it costs.
    await page.goto(`/organizations/${team.slug}/members`);
    await card.getByRole("button", { name: "Buy more seats" }).click();
    const dialog = page.getByRole("dialog", { name: "Buy more seats" });
    await dialog.getByLabel("Seats to add").fill("1");
    await expect.poll(() => dialog.getByTestId("organization-seats-new-amount").textContent()).toBe("$30.00");
    expect(await dialog.getByTestId("organization-seats-due-now").textContent()).toMatch(/^\$\d+\.\d\d$/);
    await expectAccessible(page);
    await screenshotBoth(page, "organization-seats-buy");
    await dialog.getByRole("button", { name: "Buy 1 seat" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Seats bought").waitFor();
    await card.getByTestId("organization-seats-usage").filter({ hasText: "2 of 3 seats used" }).waitFor();

    // Now the invitation goes through.
    await joinerPage.getByRole("button", { name: "Accept invitation" }).click();
    await joinerPage.waitForURL(`**/organizations/${team.slug}`);
    await joinerContext.close();
    await page.reload();
    await card.getByTestId("organization-seats-usage").filter({ hasText: "3 of 3 seats used" }).waitFor();

    // Full again, accepts may add a seat: the invite form says what that seat costs now.
    // click, not check(): the choice is saved first (a cancelled refetch may delay it), then shown.
    await card.getByLabel("Add a seat automatically").click();
    await page.getByText("Seat setting saved").waitFor();
    await expect.poll(() => card.getByLabel("Add a seat automatically").isChecked()).toBe(true);
    const summary = await owner.client.get<{ overflow: string }>("/organization/seats", {
      query: { organizationId: team.id },
    });
    expect(summary.body.overflow).toBe("add_seat");
    await page.goto(`/organizations/${team.slug}/invitations`);
    await page
      .getByTestId("invite-seat-notice")
      .filter({ hasText: /accepting this invitation adds one, charged \$\d+\.\d\d now \(prorated\)/ })
      .waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "organization-seats-invite-add-seat");
    await context.close();
  });

  it("shows no seats card for an organization without a seat-based plan", async () => {
    const owner = await person(e2e.server, "no-seats-owner");
    const team = await createOrganization(owner, { name: "Free team", slug: `free-${SELLER}` });
    const { context, page } = await newDesktopPage(e2e);
    const network = followNetwork(page);
    await signInThroughPage(page, owner.email);
    await page.goto(`/organizations/${team.slug}/members`);
    await page.getByTestId("member-row").first().waitFor();
    await network.quiet();
    expect(await page.getByTestId("organization-seats").count()).toBe(0);
    await page.goto(`/organizations/${team.slug}/invitations`);
    await page.getByLabel("Invite email").waitFor();
    await network.quiet();
    expect(await page.getByTestId("invite-seat-notice").count()).toBe(0);
    await context.close();
  });
});
