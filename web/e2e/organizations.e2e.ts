import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type E2E, fillSignUp, linkIn, startE2E } from "./harness.ts";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe("organizations: invite by mail, accept after signing up, roles", () => {
  it("an owner invites a person who signs up from the mail, accepts, and sees no admin actions", async () => {
    const owner = await e2e.newPage();
    await owner.page.goto("/sign-up");
    await fillSignUp(owner.page, "Olive Owner", "olive@example.com", "olive-password-1");
    await owner.page.waitForURL("**/account");

    // Create the organization; the slug follows the name and is checked live.
    await owner.page.goto("/organizations/new");
    await owner.page.getByLabel("Organization name").fill("Acme Robotics");
    expect(await owner.page.getByLabel("Slug").inputValue()).toBe("acme-robotics");
    await owner.page.getByText("Slug is available").waitFor();
    await owner.page.getByRole("button", { name: "Create organization" }).click();
    await owner.page.waitForURL("**/organizations/acme-robotics");
    await owner.page.getByRole("heading", { name: "Acme Robotics" }).waitFor();

    // The same slug is now taken.
    await owner.page.goto("/organizations/new");
    await owner.page.getByLabel("Slug").fill("acme-robotics");
    await owner.page.getByText("slug is taken").waitFor();

    // Invite a person by email.
    await owner.page.goto("/organizations/acme-robotics/invitations");
    await owner.page.getByLabel("Invite email").fill("grace@example.com");
    // An invitation starts as a member's.
    const roles = owner.page.getByRole("group", { name: "Roles", exact: true });
    expect(await roles.getByRole("checkbox", { name: "Member", exact: true }).isChecked()).toBe(true);
    await owner.page.getByRole("button", { name: "Invite", exact: true }).click();
    await owner.page.getByTestId("invitation-row").filter({ hasText: "grace@example.com" }).waitFor();

    // The invited person opens the mail's link in another browser, signs up from there, comes back.
    const mail = await e2e.server.smtp.mailTo("grace@example.com", "invited to join Acme Robotics");
    const guest = await e2e.newPage();
    await guest.page.goto(linkIn(mail.links, "/invitations/"));
    await guest.page.getByRole("link", { name: "Sign up to respond" }).click();
    await guest.page.waitForURL("**/sign-up?redirect=**");
    await fillSignUp(guest.page, "Grace Hopper", "grace@example.com", "grace-password-1");
    await guest.page.waitForURL("**/invitations/**");

    // The invitation names the organization, the inviter and the role; accepting opens the organization.
    const details = guest.page.getByTestId("invitation-details");
    await details.getByText("Acme Robotics").waitFor();
    await details.getByText("olive@example.com").waitFor();
    await details.getByText("Member", { exact: true }).waitFor();
    await guest.page.getByRole("button", { name: "Accept invitation" }).click();
    await guest.page.waitForURL("**/organizations/acme-robotics");
    await guest.page.getByRole("heading", { name: "Acme Robotics" }).waitFor();
    await guest.page.getByTestId("organization-switcher").getByText("Acme Robotics").waitFor();

    // A plain member sees the organization but none of the admin actions.
    await guest.page.goto("/organizations/acme-robotics/members");
    await guest.page.getByTestId("member-row").filter({ hasText: "olive@example.com" }).waitFor();
    await guest.page.getByTestId("member-row").filter({ hasText: "grace@example.com" }).waitFor();
    expect(await guest.page.getByRole("button", { name: "Remove member" }).count()).toBe(0);

    await guest.page.goto("/organizations/acme-robotics/invitations");
    await guest.page.getByRole("heading", { name: "Pending invitations" }).waitFor();
    expect(await guest.page.getByRole("button", { name: "Invite", exact: true }).count()).toBe(0);
    expect(await guest.page.getByLabel("Invite email").count()).toBe(0);

    await guest.page.goto("/organizations/acme-robotics/teams");
    await guest.page.getByTestId("team-card").first().waitFor();
    expect(await guest.page.getByRole("button", { name: "Create team" }).count()).toBe(0);

    await guest.page.goto("/organizations/acme-robotics/settings");
    await guest.page.getByRole("button", { name: "Leave organization" }).waitFor();
    expect(await guest.page.getByRole("button", { name: "Delete organization" }).count()).toBe(0);
    expect(await guest.page.getByRole("button", { name: "Save organization" }).count()).toBe(0);
    expect(
      await guest.page
        .getByRole("navigation", { name: "Organization sections" })
        .getByRole("link", { name: "API keys" })
        .count(),
    ).toBe(0);

    // The owner, on the other hand, has them: the new member can be removed.
    await owner.page.goto("/organizations/acme-robotics/members");
    const graceRow = owner.page.getByTestId("member-row").filter({ hasText: "grace@example.com" });
    await graceRow.waitFor();
    expect(await graceRow.getByRole("button", { name: "Remove member" }).count()).toBe(1);
    await owner.page.goto("/organizations/acme-robotics/settings");
    await owner.page.getByRole("button", { name: "Delete organization" }).waitFor();
    // The only owner is not offered a leave the server would refuse, but told how to go instead.
    await owner.page.getByTestId("sole-owner-notice").getByText("You are the only owner").waitFor();
    expect(await owner.page.getByRole("button", { name: "Leave organization" }).count()).toBe(0);

    await owner.context.close();
    await guest.context.close();
  });
});
