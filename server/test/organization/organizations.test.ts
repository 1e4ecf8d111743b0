import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  activeOf,
  createOrganization,
  db,
  expectRefused,
  invite,
  joinedMember,
  type Organization,
  person,
  type Team,
  uniqueSlug,
} from "./fixtures.ts";

/** Organizations themselves: create, check-slug, update, delete, list, set-active, get-full-organization. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe("create", () => {
  it("makes the creator its owner and the organization active; metadata is stored as JSON text and returned as an object", async () => {
    const owner = await person(server, "creator");
    const metadata = { plan: "pro", seats: 3, nested: { ok: true } };
    const organization = await createOrganization(owner, {
      name: "Acme",
      metadata,
      logo: "https://example.com/logo.png",
    });
    expect(organization).toMatchObject({ name: "Acme", metadata, logo: "https://example.com/logo.png" });
    expect(organization.members).toEqual([expect.objectContaining({ userId: owner.id, role: "owner" })]);
    expect((await activeOf(owner.client)).organizationId).toBe(organization.id);
    const row = await db(server)
      .selectFrom("organization")
      .select("metadata")
      .where("id", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(typeof row.metadata).toBe("string");
    expect(JSON.parse(String(row.metadata))).toEqual(metadata);
  });

  it("keepCurrentActiveOrganization leaves the active organization as it was", async () => {
    const owner = await person(server, "keeper");
    const first = await createOrganization(owner);
    const second = await createOrganization(owner, { keepCurrentActiveOrganization: true });
    expect((await activeOf(owner.client)).organizationId).toBe(first.id);
    const third = await createOrganization(owner, { keepCurrentActiveOrganization: false });
    expect((await activeOf(owner.client)).organizationId).toBe(third.id);
    expect(second.members[0]?.role).toBe("owner");
  });

  it("refuses a taken slug with 'Organization already exists' and creates nothing", async () => {
    const owner = await person(server, "dup");
    const slug = uniqueSlug("taken");
    await createOrganization(owner, { slug });
    const other = await person(server, "dup-other");
    const again = await other.client.post("/organization/create", { name: "Other", slug });
    expectRefused(again, 400, "Organization already exists");
    const rows = await db(server).selectFrom("organization").select("id").where("slug", "=", slug).execute();
    expect(rows).toHaveLength(1);
    expect((await other.client.get<Organization[]>("/organization/list")).body).toEqual([]);
  });

  it("needs a session, a name and a slug", async () => {
    expect((await server.client().post("/organization/create", { name: "X", slug: uniqueSlug("anon") })).status).toBe(
      401,
    );
    const owner = await person(server, "invalid");
    for (const body of [
      { name: "", slug: uniqueSlug("x") },
      { name: "X", slug: "" },
      { name: "X" },
      { slug: uniqueSlug("x") },
      { name: 5, slug: "x" },
    ]) {
      expectRefused(await owner.client.post("/organization/create", body), 400, "Invalid body parameters");
    }
    expect((await owner.client.get<Organization[]>("/organization/list")).body).toEqual([]);
  });
});

describe("check-slug", () => {
  it("answers status true for a free slug and 'slug is taken' for a used one", async () => {
    const owner = await person(server, "slugger");
    const organization = await createOrganization(owner);
    const free = await owner.client.post<{ status: boolean }>("/organization/check-slug", { slug: uniqueSlug("free") });
    expect(free).toMatchObject({ status: 200, body: { status: true } });
    expectRefused(
      await owner.client.post("/organization/check-slug", { slug: organization.slug }),
      400,
      "slug is taken",
    );
    expect((await server.client().post("/organization/check-slug", { slug: "x" })).status).toBe(401);
  });
});

describe("update", () => {
  it("an owner or admin updates name, slug, logo and metadata; metadata survives an update that leaves it out", async () => {
    const owner = await person(server, "updater");
    const organization = await createOrganization(owner, { metadata: { a: 1 } });
    const slug = uniqueSlug("renamed");
    const updated = await owner.client.post<Organization>("/organization/update", {
      organizationId: organization.id,
      data: { name: "Renamed", slug, metadata: { b: 2 } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: organization.id, name: "Renamed", slug, metadata: { b: 2 } });

    const admin = await joinedMember(server, owner, organization.id, "admin", "admin");
    // Without organizationId the active organization (set by accepting) is meant.
    const byAdmin = await admin.client.post<Organization>("/organization/update", { data: { name: "By Admin" } });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ name: "By Admin", slug, metadata: { b: 2 } });
  });

  it("refuses a member, a non-member and a taken slug, leaving the organization unchanged", async () => {
    const owner = await person(server, "upd-owner");
    const organization = await createOrganization(owner, { name: "Unchanged" });
    const other = await createOrganization(owner, { keepCurrentActiveOrganization: true });
    const member = await joinedMember(server, owner, organization.id, "member");
    expectRefused(
      await member.client.post("/organization/update", { organizationId: organization.id, data: { name: "Hacked" } }),
      403,
      "You are not allowed to update this organization",
    );
    const stranger = await person(server, "upd-stranger");
    expectRefused(
      await stranger.client.post("/organization/update", { organizationId: organization.id, data: { name: "Hacked" } }),
      400,
      "User is not a member of the organization",
    );
    expectRefused(
      await owner.client.post("/organization/update", { organizationId: organization.id, data: { slug: other.slug } }),
      400,
      "slug is taken",
    );
    expectRefused(
      await owner.client.post("/organization/update", { organizationId: organization.id, data: { name: "" } }),
      400,
      "Invalid body parameters",
    );
    const row = await db(server)
      .selectFrom("organization")
      .selectAll()
      .where("id", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Unchanged", slug: organization.slug });
  });
});

describe("delete", () => {
  it("removes members, teams, team members and invitations, and clears the active organization of every session", async () => {
    const owner = await person(server, "deleter");
    const organization = await createOrganization(owner, { metadata: { gone: true } });
    const member = await joinedMember(server, owner, organization.id, "member");
    const team = await owner.client.post<Team>("/organization/create-team", {
      name: "Second team",
      organizationId: organization.id,
    });
    expect(team.status).toBe(200);
    expect(
      (
        await owner.client.post("/organization/add-team-member", {
          teamId: team.body.id,
          userId: member.id,
          organizationId: organization.id,
        })
      ).status,
    ).toBe(200);
    await invite(owner, organization.id, "pending-invitee@example.com");
    expect((await member.client.post("/organization/set-active-team", { teamId: team.body.id })).status).toBe(200);

    const deleted = await owner.client.post<Organization>("/organization/delete", { organizationId: organization.id });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: organization.id, metadata: { gone: true } });

    const count = async (table: "member" | "team" | "invitation", column: "organizationId") =>
      (await db(server).selectFrom(table).select("id").where(column, "=", organization.id).execute()).length;
    expect(await count("member", "organizationId")).toBe(0);
    expect(await count("team", "organizationId")).toBe(0);
    expect(await count("invitation", "organizationId")).toBe(0);
    expect(await db(server).selectFrom("teamMember").select("id").where("teamId", "=", team.body.id).execute()).toEqual(
      [],
    );
    expect(
      await db(server).selectFrom("organization").select("id").where("id", "=", organization.id).execute(),
    ).toEqual([]);
    expect(await activeOf(owner.client)).toEqual({ organizationId: null, teamId: null });
    expect(await activeOf(member.client)).toEqual({ organizationId: null, teamId: null });
  });

  it("is refused to an admin, a member and a non-member, and then nothing is removed", async () => {
    const owner = await person(server, "del-owner");
    const organization = await createOrganization(owner);
    const admin = await joinedMember(server, owner, organization.id, "admin", "admin");
    const member = await joinedMember(server, owner, organization.id, "member");
    const stranger = await person(server, "del-stranger");
    expectRefused(
      await admin.client.post("/organization/delete", { organizationId: organization.id }),
      403,
      "You are not allowed to delete this organization",
    );
    expectRefused(
      await member.client.post("/organization/delete", { organizationId: organization.id }),
      403,
      "You are not allowed to delete this organization",
    );
    expectRefused(
      await stranger.client.post("/organization/delete", { organizationId: organization.id }),
      400,
      "User is not a member of the organization",
    );
    const members = await db(server)
      .selectFrom("member")
      .select("id")
      .where("organizationId", "=", organization.id)
      .execute();
    expect(members).toHaveLength(3);
    expect((await activeOf(admin.client)).organizationId).toBe(organization.id);
  });
});

describe("list, set-active, get-full-organization", () => {
  it("list shows only the user's organizations, metadata as objects", async () => {
    const owner = await person(server, "lister");
    const a = await createOrganization(owner, { metadata: { n: 1 } });
    const b = await createOrganization(owner);
    await createOrganization(await person(server, "someone-else"));
    const listed = await owner.client.get<Organization[]>("/organization/list");
    expect(listed.status).toBe(200);
    expect(listed.body.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
    expect(listed.body.find((o) => o.id === a.id)?.metadata).toEqual({ n: 1 });
    expect((await server.client().get("/organization/list")).status).toBe(401);
  });

  it("set-active switches between the user's organizations, refuses others, and null unsets", async () => {
    const owner = await person(server, "switcher");
    const a = await createOrganization(owner, { metadata: { k: "v" } });
    const b = await createOrganization(owner);
    const switched = await owner.client.post<Organization>("/organization/set-active", { organizationId: a.id });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ id: a.id, metadata: { k: "v" } });
    expect((await activeOf(owner.client)).organizationId).toBe(a.id);
    expect((await owner.client.post("/organization/set-active", { organizationSlug: b.slug })).status).toBe(200);
    expect((await activeOf(owner.client)).organizationId).toBe(b.id);

    const foreign = await createOrganization(await person(server, "foreign"));
    expectRefused(
      await owner.client.post("/organization/set-active", { organizationId: foreign.id }),
      403,
      "User is not a member of the organization",
    );
    expectRefused(
      await owner.client.post("/organization/set-active", { organizationId: "no-such-org" }),
      403,
      "User is not a member of the organization",
    );

    expect((await owner.client.post("/organization/set-active", { organizationId: null })).body).toBeNull();
    expect((await activeOf(owner.client)).organizationId).toBeNull();
  });

  it("get-full-organization gives members, invitations and teams to members only", async () => {
    const owner = await person(server, "full");
    const organization = await createOrganization(owner, { metadata: { full: 1 } });
    const member = await joinedMember(server, owner, organization.id, "member");
    await invite(owner, organization.id, "full-invitee@example.com", "admin");
    type Full = Omit<Organization, "members"> & {
      invitations: Array<{ email: string }>;
      teams: Team[];
      members: Array<{ userId: string; user: { email: string } }>;
    };
    const full = await member.client.get<Full>("/organization/get-full-organization", {
      query: { organizationId: organization.id },
    });
    expect(full.status).toBe(200);
    expect(full.body.metadata).toEqual({ full: 1 });
    expect(full.body.members.map((m) => m.user.email).sort()).toEqual([owner.email, member.email].sort());
    expect(full.body.invitations.map((i) => i.email)).toContain("full-invitee@example.com");
    expect(full.body.teams).toHaveLength(1); // the default team made with the organization
    const bySlug = await owner.client.get<Full>("/organization/get-full-organization", {
      query: { organizationSlug: organization.slug },
    });
    expect(bySlug.body.id).toBe(organization.id);

    const stranger = await person(server, "full-stranger");
    expectRefused(
      await stranger.client.get("/organization/get-full-organization", { query: { organizationId: organization.id } }),
      403,
      "User is not a member of the organization",
    );
    expectRefused(
      await stranger.client.get("/organization/get-full-organization", { query: { organizationId: "nope" } }),
      400,
      "Organization not found",
    );
  });
});

describe("creation limits", () => {
  it("ORGANIZATION_LIMIT refuses the organization past the limit", async () => {
    const limited = await startTestServer({ env: { ORGANIZATION_LIMIT: "2" } });
    try {
      const owner = await person(limited, "limited");
      await createOrganization(owner);
      await createOrganization(owner);
      const third = await owner.client.post("/organization/create", { name: "Third", slug: uniqueSlug("third") });
      expectRefused(third, 403, "You have reached the maximum number of organizations");
      expect((await owner.client.get<Organization[]>("/organization/list")).body).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it("ALLOW_ORGANIZATION_CREATION=false refuses users", async () => {
    const closed = await startTestServer({ env: { ALLOW_ORGANIZATION_CREATION: "false" } });
    try {
      const user = await person(closed, "closed");
      const refused = await user.client.post("/organization/create", { name: "Nope", slug: uniqueSlug("nope") });
      expectRefused(refused, 403, "You are not allowed to create a new organization");
      expect(await db(closed).selectFrom("organization").select("id").execute()).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});
