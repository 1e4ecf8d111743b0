import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  activeOf,
  createOrganization,
  db,
  expectRefused,
  invite,
  joinedMember,
  type Member,
  person,
  seedMembers,
} from "./fixtures.ts";

/** Members: active member, listing, roles, removal, leaving, the membership limit (100). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const memberRows = (organizationId: string) =>
  db(server).selectFrom("member").selectAll().where("organizationId", "=", organizationId).execute();

describe("get-active-member and list-members", () => {
  it("get-active-member answers the member of the active organization, and refuses without one", async () => {
    const owner = await person(server, "active");
    const organization = await createOrganization(owner);
    const member = await joinedMember(server, owner, organization.id, ["member", "admin"]);
    const active = await member.client.get<Member>("/organization/get-active-member");
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ userId: member.id, organizationId: organization.id, role: "member,admin" });

    const loner = await person(server, "loner");
    expectRefused(await loner.client.get("/organization/get-active-member"), 400, "No active organization");
    expect((await server.client().get("/organization/get-active-member")).status).toBe(401);
  });

  it("list-members lists members with their users to members only", async () => {
    const owner = await person(server, "lister");
    const organization = await createOrganization(owner);
    const member = await joinedMember(server, owner, organization.id);
    type Listed = { members: Array<{ userId: string; role: string; user: { email: string } }>; total: number };
    const listed = await member.client.get<Listed>("/organization/list-members", {
      query: { organizationId: organization.id },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(2);
    expect(listed.body.members.map((m) => [m.user.email, m.role]).sort()).toEqual(
      [
        [member.email, "member"],
        [owner.email, "owner"],
      ].sort(),
    );
    const stranger = await person(server, "stranger");
    expectRefused(
      await stranger.client.get("/organization/list-members", { query: { organizationId: organization.id } }),
      403,
      "You are not a member of this organization",
    );
  });
});

describe("update-member-role", () => {
  it("an owner gives several roles at once, as text or as a list", async () => {
    const owner = await person(server, "roles");
    const organization = await createOrganization(owner);
    const member = await joinedMember(server, owner, organization.id);
    const asText = await owner.client.post<Member>("/organization/update-member-role", {
      memberId: member.member.id,
      role: "admin,member",
      organizationId: organization.id,
    });
    expect(asText.status).toBe(200);
    expect(asText.body.role).toBe("admin,member");
    const asList = await owner.client.post<Member>("/organization/update-member-role", {
      memberId: member.member.id,
      role: ["member", "admin"],
      organizationId: organization.id,
    });
    expect(asList.body.role).toBe("member,admin");
    const row = (await memberRows(organization.id)).find((m) => m.userId === member.id);
    expect(row?.role).toBe("member,admin");
    // Holding admin among several roles is enough to manage others.
    const third = await joinedMember(server, owner, organization.id, "member", "third");
    const byMultiRole = await member.client.post<Member>("/organization/update-member-role", {
      memberId: third.member.id,
      role: "admin",
      organizationId: organization.id,
    });
    expect(byMultiRole.status).toBe(200);
  });

  it("refuses a plain member, an admin touching an owner, unknown roles, and the last owner stepping down", async () => {
    const owner = await person(server, "roles-owner");
    const organization = await createOrganization(owner);
    const admin = await joinedMember(server, owner, organization.id, "admin", "admin");
    const member = await joinedMember(server, owner, organization.id);
    const ownerMember = (await memberRows(organization.id)).find((m) => m.userId === owner.id);
    const update = (who: typeof owner, memberId: string, role: string) =>
      who.client.post("/organization/update-member-role", { memberId, role, organizationId: organization.id });

    expectRefused(await update(member, admin.member.id, "member"), 403, "You are not allowed to update this member");
    expectRefused(
      await update(admin, ownerMember?.id ?? "", "member"),
      403,
      "You are not allowed to update this member",
    );
    expectRefused(await update(admin, member.member.id, "owner"), 403, "You are not allowed to update this member");
    expect((await update(owner, member.member.id, "superuser")).status).toBe(400);
    expectRefused(
      await update(owner, ownerMember?.id ?? "", "admin"),
      400,
      "You cannot leave the organization without an owner",
    );
    expectRefused(await update(owner, "no-such-member", "admin"), 400, "Member not found");
    const roles = Object.fromEntries((await memberRows(organization.id)).map((m) => [m.userId, m.role]));
    expect(roles).toEqual({ [owner.id]: "owner", [admin.id]: "admin", [member.id]: "member" });
  });
});

describe("remove-member", () => {
  it("removes by member id or by email, drops team memberships, and clears the removed person's active organization", async () => {
    const owner = await person(server, "remover");
    const organization = await createOrganization(owner);
    const byId = await joinedMember(server, owner, organization.id, "member", "by-id");
    const byEmail = await joinedMember(server, owner, organization.id, "member", "by-email");
    const otherBrowser = await signedInClient(server, byId.email);
    expect((await otherBrowser.post("/organization/set-active", { organizationId: organization.id })).status).toBe(200);
    const teams = await owner.client.get<Array<{ id: string }>>("/organization/list-teams", {
      query: { organizationId: organization.id },
    });
    const teamId = teams.body[0]?.id ?? "";
    expect(
      (
        await owner.client.post("/organization/add-team-member", {
          teamId,
          userId: byId.id,
          organizationId: organization.id,
        })
      ).status,
    ).toBe(200);

    const removed = await owner.client.post<{ member: Member }>("/organization/remove-member", {
      memberIdOrEmail: byId.member.id,
      organizationId: organization.id,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.member).toMatchObject({ id: byId.member.id, userId: byId.id });
    expect(await activeOf(byId.client)).toEqual({ organizationId: null, teamId: null });
    expect((await activeOf(otherBrowser)).organizationId).toBeNull();
    expect(await db(server).selectFrom("teamMember").select("id").where("userId", "=", byId.id).execute()).toEqual([]);

    const byMail = await owner.client.post<{ member: Member }>("/organization/remove-member", {
      memberIdOrEmail: byEmail.email.toUpperCase(),
      organizationId: organization.id,
    });
    expect(byMail.status).toBe(200);
    expect((await activeOf(byEmail.client)).organizationId).toBeNull();
    expect((await memberRows(organization.id)).map((m) => m.userId)).toEqual([owner.id]);
  });

  it("refuses unknown members, members of other organizations, the unpermitted, and the last owner", async () => {
    const owner = await person(server, "rm-owner");
    const organization = await createOrganization(owner);
    const admin = await joinedMember(server, owner, organization.id, "admin", "admin");
    const member = await joinedMember(server, owner, organization.id);
    const elsewhere = await createOrganization(await person(server, "elsewhere"));
    const remove = (who: typeof owner, memberIdOrEmail: string) =>
      who.client.post("/organization/remove-member", { memberIdOrEmail, organizationId: organization.id });
    const ownerMemberId = (await memberRows(organization.id)).find((m) => m.userId === owner.id)?.id ?? "";

    expectRefused(await remove(owner, "no-such-member"), 400, "Member not found");
    expectRefused(await remove(owner, "nobody@example.com"), 400, "Member not found");
    expectRefused(await remove(owner, elsewhere.members[0]?.id ?? ""), 400, "Member not found");
    expectRefused(await remove(member, admin.member.id), 403, "You are not allowed to delete this member");
    expectRefused(await remove(admin, ownerMemberId), 403, "You are not allowed to delete this member");
    expectRefused(await remove(owner, ownerMemberId), 400, "You cannot leave the organization as the only owner");
    expectRefused(await remove(await person(server, "outsider"), member.member.id), 400, "Member not found");
    expect(await memberRows(organization.id)).toHaveLength(3);

    // With a second owner, one owner may remove the other.
    const coOwner = await joinedMember(server, owner, organization.id, "owner", "co-owner");
    expect((await remove(coOwner, ownerMemberId)).status).toBe(200);
  });
});

describe("leave", () => {
  it("a member leaves; the active organization is cleared on all their sessions", async () => {
    const owner = await person(server, "leave-owner");
    const organization = await createOrganization(owner);
    const member = await joinedMember(server, owner, organization.id);
    const otherBrowser = await signedInClient(server, member.email);
    await otherBrowser.post("/organization/set-active", { organizationId: organization.id });
    const left = await member.client.post<Member>("/organization/leave", { organizationId: organization.id });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ userId: member.id, organizationId: organization.id });
    expect(await activeOf(member.client)).toEqual({ organizationId: null, teamId: null });
    expect((await activeOf(otherBrowser)).organizationId).toBeNull();
    expect((await memberRows(organization.id)).map((m) => m.userId)).toEqual([owner.id]);
  });

  it("the only owner cannot leave; a non-member gets 'Member not found'", async () => {
    const owner = await person(server, "only-owner");
    const organization = await createOrganization(owner);
    await joinedMember(server, owner, organization.id, "admin");
    expectRefused(
      await owner.client.post("/organization/leave", { organizationId: organization.id }),
      400,
      "You cannot leave the organization as the only owner",
    );
    expect((await activeOf(owner.client)).organizationId).toBe(organization.id);
    expectRefused(
      await (await person(server, "not-in")).client.post("/organization/leave", { organizationId: organization.id }),
      400,
      "Member not found",
    );
    expect(await memberRows(organization.id)).toHaveLength(2);
  });
});

describe("membership limit", () => {
  it("an organization holds at most 100 members: accepting past that is refused and changes nothing", async () => {
    const owner = await person(server, "full-owner");
    const organization = await createOrganization(owner);
    const latecomer = await person(server, "latecomer");
    const invitation = await invite(owner, organization.id, latecomer.email);
    await seedMembers(server, organization.id, 99);
    expect(await memberRows(organization.id)).toHaveLength(100);
    const accepted = await latecomer.client.post("/organization/accept-invitation", { invitationId: invitation.id });
    expectRefused(accepted, 403, "Organization membership limit reached");
    expect(await memberRows(organization.id)).toHaveLength(100);
    const row = await db(server)
      .selectFrom("invitation")
      .select("status")
      .where("id", "=", invitation.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    // list-members is capped at the same value.
    const listed = await owner.client.get<{ members: unknown[]; total: number }>("/organization/list-members", {
      query: { organizationId: organization.id },
    });
    expect(listed.body).toMatchObject({ total: 100 });
    expect(listed.body.members).toHaveLength(100);
  });
});
