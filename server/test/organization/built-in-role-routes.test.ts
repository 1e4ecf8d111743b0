import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  createOrganization,
  db,
  type ErrorBody,
  invite,
  joinedMember,
  type Organization,
  type Person,
  person,
  type Team,
} from "./fixtures.ts";

/**
 * The built-in roles on the library's organization routes, with what each request leaves behind:
 * every route × every built-in role, plus a member holding several roles and a non-member. Each cell
 * runs on fresh targets made by the organization's owner, asserts the role's answer (200, or the
 * exact refusal) and that a refusal changed nothing. Every permission of the catalogue, for the
 * organization's own roles too, is in permission-matrix.test.ts.
 */
type Role = "owner" | "admin" | "member" | "member,admin" | "non-member";
const ROLES: Role[] = ["owner", "admin", "member", "member,admin", "non-member"];
/** Owner has everything; admin everything but organization delete; member nothing; any of several roles grants. */
const GRANTS: Record<Role, "all" | "all-but-delete" | "none"> = {
  owner: "all",
  admin: "all-but-delete",
  "member,admin": "all-but-delete",
  member: "none",
  "non-member": "none",
};

type Cell = { status: number; message?: string };
type World = { boss: Person; actor: Person; organization: Organization };
type RouteCase = {
  name: string;
  ownerOnly?: boolean;
  /** The refusal a member without the permission gets, and the one a non-member gets. */
  deniedMember: Cell;
  deniedOutsider: Cell;
  /** Prepares a target, calls the route as the actor, and returns a check of the stored effect. */
  run(world: World): Promise<{ response: Cell; effect: () => Promise<boolean> }>;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const cell = (r: { status: number; body: unknown }): Cell =>
  r.status === 200 ? { status: 200 } : { status: r.status, message: (r.body as ErrorBody | null)?.message };

async function plainMember(world: World) {
  return joinedMember(server, world.boss, world.organization.id, "member", "target");
}
async function freshTeam(world: World): Promise<Team> {
  const created = await world.boss.client.post<Team>("/organization/create-team", {
    name: "Target team",
    organizationId: world.organization.id,
  });
  expect(created.status).toBe(200);
  return created.body;
}
const memberExists = async (id: string) =>
  Boolean(await db(server).selectFrom("member").select("id").where("id", "=", id).executeTakeFirst());
const teamRow = (id: string) => db(server).selectFrom("team").selectAll().where("id", "=", id).executeTakeFirst();

const ROUTES: RouteCase[] = [
  {
    name: "organization/update (organization update)",
    deniedMember: { status: 403, message: "You are not allowed to update this organization" },
    deniedOutsider: { status: 400, message: "User is not a member of the organization" },
    async run({ actor, organization }) {
      const name = `Renamed ${Math.random()}`;
      const response = cell(
        await actor.client.post("/organization/update", { organizationId: organization.id, data: { name } }),
      );
      const effect = async () =>
        (
          await db(server)
            .selectFrom("organization")
            .select("name")
            .where("id", "=", organization.id)
            .executeTakeFirst()
        )?.name === name;
      return { response, effect };
    },
  },
  {
    name: "organization/invite-member (member create, invitation create)",
    deniedMember: { status: 403, message: "You are not allowed to invite users to this organization" },
    deniedOutsider: { status: 400, message: "Member not found" },
    async run({ actor, organization }) {
      const email = uniqueEmail("matrix-invitee");
      const response = cell(
        await actor.client.post("/organization/invite-member", {
          email,
          role: "member",
          organizationId: organization.id,
        }),
      );
      const effect = async () =>
        Boolean(await db(server).selectFrom("invitation").select("id").where("email", "=", email).executeTakeFirst());
      return { response, effect };
    },
  },
  {
    name: "organization/update-member-role (member update)",
    deniedMember: { status: 403, message: "You are not allowed to update this member" },
    deniedOutsider: { status: 400, message: "Member not found" },
    async run(world) {
      const target = await plainMember(world);
      const response = cell(
        await world.actor.client.post("/organization/update-member-role", {
          memberId: target.member.id,
          role: "admin",
          organizationId: world.organization.id,
        }),
      );
      const effect = async () =>
        (await db(server).selectFrom("member").select("role").where("id", "=", target.member.id).executeTakeFirst())
          ?.role === "admin";
      return { response, effect };
    },
  },
  {
    name: "organization/remove-member (member delete)",
    deniedMember: { status: 403, message: "You are not allowed to delete this member" },
    deniedOutsider: { status: 400, message: "Member not found" },
    async run(world) {
      const target = await plainMember(world);
      const response = cell(
        await world.actor.client.post("/organization/remove-member", {
          memberIdOrEmail: target.member.id,
          organizationId: world.organization.id,
        }),
      );
      return { response, effect: async () => !(await memberExists(target.member.id)) };
    },
  },
  {
    name: "organization/cancel-invitation (invitation cancel)",
    deniedMember: { status: 403, message: "You are not allowed to cancel this invitation" },
    deniedOutsider: { status: 400, message: "Member not found" },
    async run({ boss, actor, organization }) {
      const invitation = await invite(boss, organization.id, uniqueEmail("matrix-cancel"));
      const response = cell(
        await actor.client.post("/organization/cancel-invitation", { invitationId: invitation.id }),
      );
      const effect = async () =>
        (await db(server).selectFrom("invitation").select("status").where("id", "=", invitation.id).executeTakeFirst())
          ?.status === "canceled";
      return { response, effect };
    },
  },
  {
    name: "organization/create-team (team create)",
    deniedMember: { status: 403, message: "You are not allowed to create teams in this organization" },
    deniedOutsider: { status: 403, message: "You are not a member of this organization" },
    async run({ actor, organization }) {
      const name = `Team ${Math.random()}`;
      const response = cell(
        await actor.client.post("/organization/create-team", { name, organizationId: organization.id }),
      );
      const effect = async () =>
        Boolean(await db(server).selectFrom("team").select("id").where("name", "=", name).executeTakeFirst());
      return { response, effect };
    },
  },
  {
    name: "organization/update-team (team update)",
    deniedMember: { status: 403, message: "You are not allowed to update this team" },
    deniedOutsider: { status: 403, message: "You are not allowed to update this team" },
    async run(world) {
      const team = await freshTeam(world);
      const response = cell(
        await world.actor.client.post("/organization/update-team", {
          teamId: team.id,
          data: { name: "Renamed team", organizationId: world.organization.id },
        }),
      );
      return { response, effect: async () => (await teamRow(team.id))?.name === "Renamed team" };
    },
  },
  {
    name: "organization/remove-team (team delete)",
    deniedMember: { status: 403, message: "You are not allowed to delete teams in this organization" },
    deniedOutsider: { status: 403, message: "You are not allowed to delete this team" },
    async run(world) {
      const team = await freshTeam(world);
      const response = cell(
        await world.actor.client.post("/organization/remove-team", {
          teamId: team.id,
          organizationId: world.organization.id,
        }),
      );
      return { response, effect: async () => !(await teamRow(team.id)) };
    },
  },
  {
    name: "organization/add-team-member (member update)",
    deniedMember: { status: 403, message: "You are not allowed to create a new member" },
    deniedOutsider: { status: 400, message: "User is not a member of the organization" },
    async run(world) {
      const [team, target] = [await freshTeam(world), await plainMember(world)];
      const response = cell(
        await world.actor.client.post("/organization/add-team-member", {
          teamId: team.id,
          userId: target.id,
          organizationId: world.organization.id,
        }),
      );
      const effect = async () =>
        Boolean(
          await db(server)
            .selectFrom("teamMember")
            .select("id")
            .where("teamId", "=", team.id)
            .where("userId", "=", target.id)
            .executeTakeFirst(),
        );
      return { response, effect };
    },
  },
  {
    name: "organization/remove-team-member (member delete)",
    deniedMember: { status: 403, message: "You are not allowed to remove a team member" },
    deniedOutsider: { status: 400, message: "User is not a member of the organization" },
    async run(world) {
      const [team, target] = [await freshTeam(world), await plainMember(world)];
      const added = await world.boss.client.post("/organization/add-team-member", {
        teamId: team.id,
        userId: target.id,
        organizationId: world.organization.id,
      });
      expect(added.status).toBe(200);
      const response = cell(
        await world.actor.client.post("/organization/remove-team-member", {
          teamId: team.id,
          userId: target.id,
          organizationId: world.organization.id,
        }),
      );
      const effect = async () =>
        !(await db(server)
          .selectFrom("teamMember")
          .select("id")
          .where("teamId", "=", team.id)
          .where("userId", "=", target.id)
          .executeTakeFirst());
      return { response, effect };
    },
  },
  // Last: when it is allowed, nothing is left to test against.
  {
    name: "organization/delete (organization delete)",
    ownerOnly: true,
    deniedMember: { status: 403, message: "You are not allowed to delete this organization" },
    deniedOutsider: { status: 400, message: "User is not a member of the organization" },
    async run({ actor, organization }) {
      const response = cell(await actor.client.post("/organization/delete", { organizationId: organization.id }));
      const effect = async () =>
        !(await db(server)
          .selectFrom("organization")
          .select("id")
          .where("id", "=", organization.id)
          .executeTakeFirst());
      return { response, effect };
    },
  },
];

const allowed = (role: Role, route: RouteCase) =>
  GRANTS[role] === "all" || (GRANTS[role] === "all-but-delete" && !route.ownerOnly);

describe.each(ROLES)("as %s", (role) => {
  let world: World;
  beforeAll(async () => {
    const boss = await person(server, "boss");
    const organization = await createOrganization(boss);
    // The acting owner is a second owner, so that the boss keeps making targets throughout.
    const actor =
      role === "non-member"
        ? await person(server, "outsider")
        : await joinedMember(
            server,
            boss,
            organization.id,
            role === "member,admin" ? ["member", "admin"] : role,
            "actor",
          );
    world = { boss, actor, organization };
  });

  it.each(ROUTES)("$name", async (route) => {
    const { response, effect } = await route.run(world);
    if (allowed(role, route)) {
      expect(response).toEqual({ status: 200 });
      expect(await effect()).toBe(true);
    } else {
      expect(response).toEqual(role === "non-member" ? route.deniedOutsider : route.deniedMember);
      expect(await effect()).toBe(false);
    }
  });
});
