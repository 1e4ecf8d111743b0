import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  activeOf,
  createOrganization,
  db,
  expectRefused,
  invite,
  joinedMember,
  type Person,
  person,
  type Team,
} from "./fixtures.ts";

/** Teams: create, update, remove, list, active team, team members and the team member limit, with their refusals. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TEAM_MEMBER_LIMIT: "3" } });
});
afterAll(async () => server.close());

const teamsOf = (organizationId: string) =>
  db(server).selectFrom("team").selectAll().where("organizationId", "=", organizationId).execute();
const teamMemberIds = async (teamId: string) =>
  (await db(server).selectFrom("teamMember").select("userId").where("teamId", "=", teamId).execute())
    .map((r) => r.userId)
    .sort();

async function setUp() {
  const owner = await person(server, "owner");
  const organization = await createOrganization(owner, { name: "Teams Inc" });
  const admin = await joinedMember(server, owner, organization.id, "admin", "admin");
  const member = await joinedMember(server, owner, organization.id, "member");
  const outsider = await person(server, "outsider");
  const createTeam = async (who: Person, name: string) =>
    who.client.post<Team>("/organization/create-team", { name, organizationId: organization.id });
  return { owner, organization, admin, member, outsider, createTeam };
}

describe("create-team, update-team, list-teams", () => {
  it("owners and admins create and rename teams; members list them", async () => {
    const { owner, organization, admin, member, createTeam } = await setUp();
    const created = await createTeam(admin, "Support");
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: "Support", organizationId: organization.id });
    const renamed = await owner.client.post<Team>("/organization/update-team", {
      teamId: created.body.id,
      data: { name: "Customer Support", organizationId: organization.id },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: created.body.id, name: "Customer Support" });
    const listed = await member.client.get<Team[]>("/organization/list-teams", {
      query: { organizationId: organization.id },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.map((t) => t.name).sort()).toEqual(["Customer Support", "Teams Inc"]); // and the default team
  });

  it("refuses empty names, members, outsiders and unknown teams, changing nothing", async () => {
    const { owner, organization, member, outsider, createTeam } = await setUp();
    expectRefused(await createTeam(owner, ""), 400, "Invalid body parameters");
    expectRefused(await createTeam(member, "Mine"), 403, "You are not allowed to create teams in this organization");
    expectRefused(await createTeam(outsider, "Mine"), 403, "You are not a member of this organization");
    const [team] = await teamsOf(organization.id);
    const update = (who: Person, teamId: string, name: string) =>
      who.client.post("/organization/update-team", { teamId, data: { name, organizationId: organization.id } });
    expectRefused(await update(member, team?.id ?? "", "Renamed"), 403, "You are not allowed to update this team");
    expectRefused(await update(outsider, team?.id ?? "", "Renamed"), 403, "You are not allowed to update this team");
    expectRefused(await update(owner, team?.id ?? "", ""), 400, "Invalid body parameters");
    expectRefused(await update(owner, "no-such-team", "Renamed"), 400, "Team not found");
    expect((await teamsOf(organization.id)).map((t) => t.name)).toEqual(["Teams Inc"]);
    expectRefused(
      await outsider.client.get("/organization/list-teams", { query: { organizationId: organization.id } }),
      403,
      "You are not a member of this organization",
    );
    expect(
      (await server.client().get("/organization/list-teams", { query: { organizationId: organization.id } })).status,
    ).toBe(401);
  });
});

describe("remove-team", () => {
  it("an admin removes a team: its members go, pending invitations forget it, 'Team removed successfully.'", async () => {
    const { owner, organization, admin, member, createTeam } = await setUp();
    const team = (await createTeam(owner, "Doomed")).body;
    expect(
      (
        await owner.client.post("/organization/add-team-member", {
          teamId: team.id,
          userId: member.id,
          organizationId: organization.id,
        })
      ).status,
    ).toBe(200);
    const invitation = await invite(owner, organization.id, uniqueEmail("team-invitee"), "member", { teamId: team.id });
    const removed = await admin.client.post("/organization/remove-team", {
      teamId: team.id,
      organizationId: organization.id,
    });
    expect(removed).toMatchObject({ status: 200, body: { message: "Team removed successfully." } });
    expect((await teamsOf(organization.id)).map((t) => t.id)).not.toContain(team.id);
    expect(await teamMemberIds(team.id)).toEqual([]);
    const row = await db(server)
      .selectFrom("invitation")
      .select(["teamId", "status"])
      .where("id", "=", invitation.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ teamId: null, status: "pending" });
  });

  it("refuses the last team, members, outsiders, the acting member's own (active) team, and no session", async () => {
    const { owner, organization, admin, member, outsider, createTeam } = await setUp();
    const remove = (who: Person, teamId: string) =>
      who.client.post("/organization/remove-team", { teamId, organizationId: organization.id });
    const [defaultTeam] = await teamsOf(organization.id);
    expectRefused(await remove(admin, defaultTeam?.id ?? ""), 400, "Unable to remove last team");
    const second = (await createTeam(owner, "Second")).body;
    expectRefused(await remove(member, second.id), 403, "You are not allowed to delete teams in this organization");
    expectRefused(await remove(outsider, second.id), 403, "You are not allowed to delete this team");
    // The owner's active team is the default team they were put in when creating the organization.
    expect((await activeOf(owner.client)).teamId).toBe(defaultTeam?.id);
    expectRefused(await remove(owner, defaultTeam?.id ?? ""), 403, "You are not allowed to delete this team");
    expect((await server.client().post("/organization/remove-team", { teamId: second.id })).status).toBe(401);
    expectRefused(await remove(owner, "no-such-team"), 400, "Team not found");
    expect(await teamsOf(organization.id)).toHaveLength(2);
  });
});

describe("team members and the active team", () => {
  it("add-team-member, list-team-members, set-active-team and remove-team-member", async () => {
    const { owner, organization, admin, member, outsider, createTeam } = await setUp();
    const team = (await createTeam(owner, "Crew")).body;
    const add = (who: Person, userId: string) =>
      who.client.post("/organization/add-team-member", { teamId: team.id, userId, organizationId: organization.id });
    expectRefused(await add(member, member.id), 403, "You are not allowed to create a new member");
    expectRefused(await add(admin, outsider.id), 400, "User is not a member of the organization");
    const added = await add(admin, member.id);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ teamId: team.id, userId: member.id });
    expect((await add(admin, member.id)).status).toBe(200); // adding twice keeps one row
    expect(await teamMemberIds(team.id)).toEqual([member.id]);

    const listed = await member.client.get<Array<{ userId: string }>>("/organization/list-team-members", {
      query: { teamId: team.id },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.map((m) => m.userId)).toEqual([member.id]);
    expectRefused(
      await admin.client.get("/organization/list-team-members", { query: { teamId: team.id } }),
      400,
      "User is not a member of the team",
    );

    const active = await member.client.post<Team>("/organization/set-active-team", { teamId: team.id });
    expect(active.status).toBe(200);
    expect((await activeOf(member.client)).teamId).toBe(team.id);
    expectRefused(
      await admin.client.post("/organization/set-active-team", { teamId: team.id }),
      403,
      "User is not a member of the team",
    );
    expectRefused(
      await member.client.post("/organization/set-active-team", { teamId: "no-such-team" }),
      400,
      "Team not found",
    );
    expect((await member.client.post("/organization/set-active-team", { teamId: null })).status).toBe(200);
    expect((await activeOf(member.client)).teamId).toBeNull();

    const remove = (who: Person, userId: string) =>
      who.client.post("/organization/remove-team-member", { teamId: team.id, userId, organizationId: organization.id });
    expectRefused(await remove(member, member.id), 403, "You are not allowed to remove a team member");
    expect(await remove(admin, member.id)).toMatchObject({
      status: 200,
      body: { message: "Team member removed successfully." },
    });
    expect(await teamMemberIds(team.id)).toEqual([]);
    expectRefused(await remove(admin, member.id), 400, "User is not a member of the team");
  });

  it("a team holds at most TEAM_MEMBER_LIMIT members, by add-team-member and by invitation", async () => {
    const { owner, organization, admin, member, createTeam } = await setUp();
    const team = (await createTeam(owner, "Small")).body;
    for (const who of [owner, admin, member]) {
      expect(
        (
          await owner.client.post("/organization/add-team-member", {
            teamId: team.id,
            userId: who.id,
            organizationId: organization.id,
          })
        ).status,
      ).toBe(200);
    }
    const fourth = await joinedMember(server, owner, organization.id, "member", "fourth");
    const refused = await owner.client.post("/organization/add-team-member", {
      teamId: team.id,
      userId: fourth.id,
      organizationId: organization.id,
    });
    expectRefused(refused, 403, "Team member limit reached");
    expect(await teamMemberIds(team.id)).toHaveLength(3);
    // An invitation into a full team is refused when it is sent.
    const refusedInvite = await owner.client.post("/organization/invite-member", {
      email: uniqueEmail("fifth"),
      role: "member",
      teamId: team.id,
      organizationId: organization.id,
    });
    expectRefused(refusedInvite, 403, "Team member limit reached");
  });

  it("accepting an invitation into a team that filled up meanwhile is refused and changes nothing", async () => {
    const { owner, organization, admin, createTeam } = await setUp();
    const team = (await createTeam(owner, "Filling")).body;
    const late = await person(server, "late");
    const invitation = await invite(owner, organization.id, late.email, "member", { teamId: team.id });
    const extra = await joinedMember(server, owner, organization.id, "member", "extra");
    for (const who of [owner, admin, extra]) {
      expect(
        (
          await owner.client.post("/organization/add-team-member", {
            teamId: team.id,
            userId: who.id,
            organizationId: organization.id,
          })
        ).status,
      ).toBe(200);
    }
    expectRefused(
      await late.client.post("/organization/accept-invitation", { invitationId: invitation.id }),
      403,
      "Team member limit reached",
    );
    expect(await db(server).selectFrom("member").select("id").where("userId", "=", late.id).execute()).toEqual([]);
    const row = await db(server)
      .selectFrom("invitation")
      .select("status")
      .where("id", "=", invitation.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(await teamMemberIds(team.id)).toHaveLength(3);
  });
});
