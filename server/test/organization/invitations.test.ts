import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxRowsTo, signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  activeOf,
  createOrganization,
  db,
  expectRefused,
  type Invitation,
  invite,
  joinedMember,
  type Member,
  person,
  type Team,
} from "./fixtures.ts";

/** Invitations: mail, two-day lifetime, recipient-only actions, states, listings. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const statusOf = async (id: string) =>
  (await db(server).selectFrom("invitation").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
const membersOf = (organizationId: string) =>
  db(server).selectFrom("member").selectAll().where("organizationId", "=", organizationId).execute();
/** Moves an invitation's expiry into the past, as if its 172800 s had run out. */
const expire = (id: string) =>
  db(server)
    .updateTable("invitation")
    .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
    .where("id", "=", id)
    .execute();

async function organizationWithOwner(label = "owner") {
  const owner = await person(server, label);
  const organization = await createOrganization(owner, { name: `Org of ${label}` });
  return { owner, organization };
}

describe("invite-member", () => {
  it("stores a pending invitation for two days and mails a link to the web app's invitation page", async () => {
    const { owner, organization } = await organizationWithOwner();
    const email = uniqueEmail("invitee");
    const before = Date.now();
    const invitation = await invite(owner, organization.id, email.toUpperCase(), "admin");
    expect(invitation).toMatchObject({
      email,
      role: "admin",
      status: "pending",
      organizationId: organization.id,
      inviterId: owner.id,
    });
    const lifetime = (new Date(invitation.expiresAt).getTime() - before) / 1000;
    expect(lifetime).toBeGreaterThan(172_800 - 30);
    expect(lifetime).toBeLessThanOrEqual(172_800 + 1);
    const mail = await server.smtp.mailTo(email, "You are invited to join");
    expect(mail.links).toContain(`${server.gatehouse.config.baseURL}/invitations/${invitation.id}`);
    // Through the durable mail queue, like every other mail.
    const rows = await outboxRowsTo(server, email);
    expect(rows.map((r) => r.kind)).toEqual(["invitation"]);
  });

  it("refuses members without the permission, owner invitations by admins, members, repeat invitations and bad emails", async () => {
    const { owner, organization } = await organizationWithOwner();
    const admin = await joinedMember(server, owner, organization.id, "admin", "admin");
    const member = await joinedMember(server, owner, organization.id);
    const send = (who: typeof owner, email: string, role = "member") =>
      who.client.post("/organization/invite-member", { email, role, organizationId: organization.id });
    expectRefused(
      await send(member, uniqueEmail("x")),
      403,
      "You are not allowed to invite users to this organization",
    );
    expectRefused(
      await send(admin, uniqueEmail("x"), "owner"),
      403,
      "You are not allowed to invite a user with this role",
    );
    expectRefused(await send(owner, member.email), 400, "User is already a member of this organization");
    const email = uniqueEmail("twice");
    await invite(owner, organization.id, email);
    expectRefused(await send(owner, email), 400, "User is already invited to this organization");
    expect((await send(owner, "not-an-email")).status).toBe(400);
    expectRefused(await send(await person(server, "outsider"), uniqueEmail("x")), 400, "Member not found");
    expect((await send(owner, uniqueEmail("x"), "superuser")).status).toBe(400);
  });
});

describe("get-invitation", () => {
  it("shows the recipient the invitation with organizationName, organizationSlug and inviterEmail, and no one else", async () => {
    const { owner, organization } = await organizationWithOwner("shower");
    const recipient = await person(server, "recipient");
    const invitation = await invite(owner, organization.id, recipient.email);
    const shown = await recipient.client.get<Invitation & Record<string, unknown>>("/organization/get-invitation", {
      query: { id: invitation.id },
    });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id: invitation.id,
      organizationName: organization.name,
      organizationSlug: organization.slug,
      inviterEmail: owner.email,
      status: "pending",
    });
    expectRefused(
      await owner.client.get("/organization/get-invitation", { query: { id: invitation.id } }),
      403,
      "You are not the recipient of the invitation",
    );
    expect((await server.client().get("/organization/get-invitation", { query: { id: invitation.id } })).status).toBe(
      401,
    );
    expectRefused(
      await recipient.client.get("/organization/get-invitation", { query: { id: "no-such-invitation" } }),
      400,
      "Invitation not found!",
    );
    await expire(invitation.id);
    expectRefused(
      await recipient.client.get("/organization/get-invitation", { query: { id: invitation.id } }),
      400,
      "Invitation not found!",
    );
  });
});

describe("accept-invitation", () => {
  it("matches the email case-insensitively, creates the member with the invited role and makes the organization active", async () => {
    const { owner, organization } = await organizationWithOwner();
    const recipient = await person(server, "Case");
    const invitation = await invite(owner, organization.id, recipient.email.toUpperCase(), ["member", "admin"]);
    const accepted = await recipient.client.post<{ invitation: Invitation; member: Member }>(
      "/organization/accept-invitation",
      { invitationId: invitation.id },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.invitation.status).toBe("accepted");
    expect(accepted.body.member).toMatchObject({
      userId: recipient.id,
      organizationId: organization.id,
      role: "member,admin",
    });
    expect((await activeOf(recipient.client)).organizationId).toBe(organization.id);
    // Accepted is final: not again, not rejected, not canceled.
    expectRefused(
      await recipient.client.post("/organization/accept-invitation", { invitationId: invitation.id }),
      400,
      "Invitation not found",
    );
    expectRefused(
      await recipient.client.post("/organization/reject-invitation", { invitationId: invitation.id }),
      400,
      "Invitation not found!",
    );
    expectRefused(
      await owner.client.post("/organization/cancel-invitation", { invitationId: invitation.id }),
      400,
      "Invitation not found",
    );
    expect(await statusOf(invitation.id)).toBe("accepted");
    expect((await membersOf(organization.id)).filter((m) => m.userId === recipient.id)).toHaveLength(1);
  });

  it("an invitation with a team puts the new member in the team and makes it the active team", async () => {
    const { owner, organization } = await organizationWithOwner();
    const team = await owner.client.post<Team>("/organization/create-team", {
      name: "Ops",
      organizationId: organization.id,
    });
    const recipient = await person(server, "teamed");
    const invitation = await invite(owner, organization.id, recipient.email, "member", { teamId: team.body.id });
    expect(
      (await recipient.client.post("/organization/accept-invitation", { invitationId: invitation.id })).status,
    ).toBe(200);
    expect(await activeOf(recipient.client)).toEqual({ organizationId: organization.id, teamId: team.body.id });
    const members = await db(server)
      .selectFrom("teamMember")
      .select("userId")
      .where("teamId", "=", team.body.id)
      .execute();
    expect(members.map((m) => m.userId)).toContain(recipient.id);
  });

  it("refuses an expired invitation, another person, an unknown id and no session, changing nothing", async () => {
    const { owner, organization } = await organizationWithOwner();
    const recipient = await person(server, "late");
    const invitation = await invite(owner, organization.id, recipient.email);
    expectRefused(
      await owner.client.post("/organization/accept-invitation", { invitationId: invitation.id }),
      403,
      "You are not the recipient of the invitation",
    );
    expectRefused(
      await recipient.client.post("/organization/accept-invitation", { invitationId: "no-such-invitation" }),
      400,
      "Invitation not found",
    );
    expect(
      (await server.client().post("/organization/accept-invitation", { invitationId: invitation.id })).status,
    ).toBe(401);
    await expire(invitation.id);
    expectRefused(
      await recipient.client.post("/organization/accept-invitation", { invitationId: invitation.id }),
      400,
      "Invitation not found",
    );
    expect(await statusOf(invitation.id)).toBe("pending");
    expect(await membersOf(organization.id)).toHaveLength(1);
    expect((await activeOf(recipient.client)).organizationId).toBeNull();
  });

  it("refuses an invitation whose inviter is no longer a member", async () => {
    const { owner, organization } = await organizationWithOwner();
    const admin = await joinedMember(server, owner, organization.id, "admin", "admin");
    const recipient = await person(server, "orphaned");
    const invitation = await invite(admin, organization.id, recipient.email);
    expect((await admin.client.post("/organization/leave", { organizationId: organization.id })).status).toBe(200);
    expectRefused(
      await recipient.client.get("/organization/get-invitation", { query: { id: invitation.id } }),
      400,
      "Inviter is no longer a member of the organization",
    );
    expectRefused(
      await recipient.client.post("/organization/accept-invitation", { invitationId: invitation.id }),
      400,
      "Inviter is no longer a member of the organization",
    );
    expect(await statusOf(invitation.id)).toBe("pending");
    expect((await membersOf(organization.id)).map((m) => m.userId)).toEqual([owner.id]);
  });
});

describe("reject-invitation and cancel-invitation", () => {
  it("the recipient rejects a pending invitation; an expired or settled one is 'Invitation not found!'", async () => {
    const { owner, organization } = await organizationWithOwner();
    const recipient = await person(server, "rejecter");
    const invitation = await invite(owner, organization.id, recipient.email);
    expectRefused(
      await owner.client.post("/organization/reject-invitation", { invitationId: invitation.id }),
      403,
      "You are not the recipient of the invitation",
    );
    const rejected = await recipient.client.post<{ invitation: Invitation; member: null }>(
      "/organization/reject-invitation",
      { invitationId: invitation.id },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ invitation: { status: "rejected" }, member: null });
    expectRefused(
      await recipient.client.post("/organization/accept-invitation", { invitationId: invitation.id }),
      400,
      "Invitation not found",
    );
    expectRefused(
      await owner.client.post("/organization/cancel-invitation", { invitationId: invitation.id }),
      400,
      "Invitation not found",
    );
    expect(await statusOf(invitation.id)).toBe("rejected");

    const second = await invite(owner, organization.id, recipient.email);
    await expire(second.id);
    expectRefused(
      await recipient.client.post("/organization/reject-invitation", { invitationId: second.id }),
      400,
      "Invitation not found!",
    );
    expect(await statusOf(second.id)).toBe("pending");
  });

  it("owners and admins cancel pending invitations; members and outsiders cannot; canceled ones cannot be accepted", async () => {
    const { owner, organization } = await organizationWithOwner();
    const admin = await joinedMember(server, owner, organization.id, "admin", "admin");
    const member = await joinedMember(server, owner, organization.id);
    const recipient = await person(server, "canceled");
    const invitation = await invite(owner, organization.id, recipient.email);
    expectRefused(
      await member.client.post("/organization/cancel-invitation", { invitationId: invitation.id }),
      403,
      "You are not allowed to cancel this invitation",
    );
    expectRefused(
      await (await person(server, "outsider")).client.post("/organization/cancel-invitation", {
        invitationId: invitation.id,
      }),
      400,
      "Member not found",
    );
    expectRefused(
      await owner.client.post("/organization/cancel-invitation", { invitationId: "no-such-invitation" }),
      400,
      "Invitation not found",
    );
    expect(await statusOf(invitation.id)).toBe("pending");
    const canceled = await admin.client.post<Invitation>("/organization/cancel-invitation", {
      invitationId: invitation.id,
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe("canceled");
    expectRefused(
      await recipient.client.post("/organization/accept-invitation", { invitationId: invitation.id }),
      400,
      "Invitation not found",
    );
    expect(await membersOf(organization.id)).toHaveLength(3);

    const expired = await invite(owner, organization.id, uniqueEmail("expired"));
    await expire(expired.id);
    expectRefused(
      await owner.client.post("/organization/cancel-invitation", { invitationId: expired.id }),
      400,
      "Invitation not found",
    );
    expect(await statusOf(expired.id)).toBe("pending");
  });
});

describe("list-invitations and list-user-invitations", () => {
  it("list-invitations lists an organization's invitations to its members only", async () => {
    const { owner, organization } = await organizationWithOwner();
    const member = await joinedMember(server, owner, organization.id);
    const pending = await invite(owner, organization.id, uniqueEmail("listed"));
    const listed = await member.client.get<Invitation[]>("/organization/list-invitations", {
      query: { organizationId: organization.id },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.map((i) => i.id)).toContain(pending.id);
    // Without organizationId: the active organization.
    expect((await owner.client.get<Invitation[]>("/organization/list-invitations")).body.map((i) => i.id)).toContain(
      pending.id,
    );
    const outsider = await person(server, "outsider");
    expectRefused(
      await outsider.client.get("/organization/list-invitations", { query: { organizationId: organization.id } }),
      403,
      "You are not a member of this organization",
    );
    expectRefused(await outsider.client.get("/organization/list-invitations"), 400, "Organization ID is required");
    expect(
      (await server.client().get("/organization/list-invitations", { query: { organizationId: organization.id } }))
        .status,
    ).toBe(401);
  });

  it("list-user-invitations shows a verified user their pending invitations", async () => {
    const { owner, organization } = await organizationWithOwner("user-inv");
    const client = server.client();
    const email = uniqueEmail("verified");
    await signUpVerified(server, client, email);
    const open = await invite(owner, organization.id, email);
    const other = await createOrganization(owner, { keepCurrentActiveOrganization: true });
    const rejected = await invite(owner, other.id, email);
    expect((await client.post("/organization/reject-invitation", { invitationId: rejected.id })).status).toBe(200);
    const listed = await client.get<Array<Invitation & { organizationName: string }>>(
      "/organization/list-user-invitations",
    );
    expect(listed.status).toBe(200);
    expect(listed.body.map((i) => [i.id, i.organizationName])).toEqual([[open.id, organization.name]]);
    expect((await server.client().get("/organization/list-user-invitations")).status).toBe(401);
    // An address nobody has proven to own cannot list what was sent to it.
    const unverified = await person(server, "unverified");
    await invite(owner, organization.id, unverified.email);
    expect((await unverified.client.get("/organization/list-user-invitations")).status).toBe(403);
  });
});
