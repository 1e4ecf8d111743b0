import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALFORMED_BODIES } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, person, seedMembers } from "./fixtures.ts";

/**
 * Access without a session and the house rule on bad input, across every organization route:
 * without a session each answers 401; a malformed body or query is a 4xx, never a 500.
 */
const POST_ROUTES = [
  "create",
  "check-slug",
  "update",
  "delete",
  "set-active",
  "leave",
  "remove-member",
  "update-member-role",
  "invite-member",
  "accept-invitation",
  "reject-invitation",
  "cancel-invitation",
  "create-team",
  "update-team",
  "remove-team",
  "set-active-team",
  "add-team-member",
  "remove-team-member",
].map((r) => `/organization/${r}`);
const GET_ROUTES = [
  "list",
  "get-full-organization",
  "get-active-member",
  "list-members",
  "get-invitation?id=x",
  "list-invitations",
  "list-user-invitations",
  "list-teams",
  "list-team-members",
].map((r) => `/organization/${r}`);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe("without a session", () => {
  it.each(POST_ROUTES)("POST %s answers 401", async (route) => {
    const body = {
      organizationId: "o",
      teamId: "t",
      invitationId: "i",
      memberIdOrEmail: "m",
      memberId: "m",
      userId: "u",
      role: "member",
      email: "a@example.com",
      name: "n",
      slug: "s",
      data: { name: "n" },
    };
    expect((await server.client().post(route, body)).status).toBe(401);
  });
  it.each(GET_ROUTES)("GET %s answers 401", async (route) => {
    const [path, query] = route.split("?");
    expect(
      (await server.client().get(path ?? route, { query: Object.fromEntries(new URLSearchParams(query ?? "")) }))
        .status,
    ).toBe(401);
  });
});

describe("malformed input", () => {
  it("every POST route answers malformed bodies with a 4xx, never a 500", async () => {
    const owner = await person(server, "malformed");
    await createOrganization(owner);
    const extra = [
      JSON.stringify({
        organizationId: 5,
        teamId: {},
        invitationId: [],
        memberIdOrEmail: null,
        data: "x",
        role: 7,
        slug: ["a"],
        metadata: "text",
      }),
    ];
    for (const route of POST_ROUTES) {
      for (const body of [...MALFORMED_BODIES, ...extra]) {
        const status = (await owner.client.post(route, body)).status;
        expect({ route, body, status: status >= 400 && status < 500 }).toEqual({ route, body, status: true });
      }
    }
  });

  it("every GET route answers odd queries with a 200 or a 4xx, never a 500", async () => {
    const owner = await person(server, "odd-query");
    await createOrganization(owner);
    const queries: Array<Record<string, string>> = [
      { organizationId: "nope" },
      { organizationSlug: "nope" },
      { id: "" },
      { teamId: "nope" },
      { limit: "abc", offset: "-1" },
      { limit: "1.5" },
      { membersLimit: "x" },
      { membersLimit: "-1" },
      { sortBy: "nope" },
      { filterField: "password", filterValue: "x" },
    ];
    for (const route of GET_ROUTES) {
      const [path = route] = route.split("?");
      for (const query of queries) {
        const status = (await owner.client.get(path, { query })).status;
        expect({ route, query, ok: status < 500 }).toEqual({ route, query, ok: true });
      }
    }
  });

  it("list-members refuses bad paging as invalid query parameters and caps the limit at 100", async () => {
    const owner = await person(server, "paging");
    const organization = await createOrganization(owner);
    const bad: Array<Record<string, string>> = [
      { limit: "abc" },
      { offset: "-1" },
      { sortBy: "nope" },
      { filterField: "nope", filterValue: "x" },
    ];
    for (const query of bad) {
      const refused = await owner.client.get<{ message: string }>("/organization/list-members", {
        query: { organizationId: organization.id, ...query },
      });
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 400,
        message: "Invalid query parameters",
      });
    }
    await seedMembers(server, organization.id, 99);
    const listed = await owner.client.get<{ members: unknown[]; total: number }>("/organization/list-members", {
      query: { organizationId: organization.id, limit: "100000", sortBy: "createdAt", sortDirection: "desc" },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.members).toHaveLength(100);
    const page = await owner.client.get<{ members: unknown[] }>("/organization/list-members", {
      query: { organizationId: organization.id, limit: "10", offset: "95" },
    });
    expect(page.body.members).toHaveLength(5);
  });
});
