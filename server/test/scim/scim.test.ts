import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionsOf, signUpVerified } from "../helpers/account-flows.ts";
import { SCIM_ERROR, SCIM_LIST, ScimClient, type ScimResponse, type ScimUser } from "../helpers/scim-client.ts";
import { verifiedDomain as verifiedSsoDomain } from "../helpers/sso-domains.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  createOrganization,
  db,
  joinedMember,
  type Organization,
  type Person,
  person,
} from "../organization/fixtures.ts";

/**
 * An organization's directory provisions its people over SCIM 2.0 (RFC 7644),
 * with the bearer token the organization's owner made: users become members, groups become
 * teams, deactivated and deleted users leave the organization and are signed out.
 */

const OWN_DOMAIN = "scim-acme.test";
const OTHER_DOMAIN = "scim-other.test";

type TokenAnswer = { token: string; baseUrl: string; credential: { credentialId: string; expiresAt: string } };

let server: TestServer;
let owner: Person;
let organization: Organization;
let scim: ScimClient;

async function issueToken(by: Person, organizationId: string) {
  const issued = await by.client.post<TokenAnswer>("/organization/scim/token", { organizationId });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  return issued.body;
}

/** A verified SSO domain for an organization (helpers/sso-domains.ts). */
const verifiedDomain = (organizationId: string, domain: string) => verifiedSsoDomain(server, organizationId, domain);

const memberRow = (userId: string, organizationId = organization.id) =>
  db(server)
    .selectFrom("member")
    .select(["role"])
    .where("organizationId", "=", organizationId)
    .where("userId", "=", userId)
    .executeTakeFirst();

const teamsOf = async (userId: string) =>
  (
    await db(server)
      .selectFrom("teamMember")
      .innerJoin("team", "team.id", "teamMember.teamId")
      .select(["team.name", "team.memberCount"])
      .where("teamMember.userId", "=", userId)
      .where("team.organizationId", "=", organization.id)
      .execute()
  ).map((row) => row.name);

const userIdOf = async (email: string) =>
  (await db(server).selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

function expectScimError(response: ScimResponse<unknown>, status: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ schemas: [SCIM_ERROR], status: String(status) });
  expect(response.headers.get("content-type")).toContain("application/scim+json");
}

const person1 = (userName: string, extra: Partial<ScimUser> = {}) => ({
  userName,
  externalId: `ext-${userName}`,
  name: { givenName: userName.split("@")[0], familyName: "Directory" },
  emails: [{ value: userName, primary: true, type: "work" }],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  owner = await person(server, "scim-owner");
  organization = await createOrganization(owner, { name: "Provisioned" });
  await verifiedDomain(organization.id, OWN_DOMAIN);
  const other = await person(server, "scim-other-owner");
  await verifiedDomain((await createOrganization(other, { name: "Other" })).id, OTHER_DOMAIN);
  const { token, baseUrl } = await issueToken(owner, organization.id);
  expect(baseUrl).toBe(`${server.url}/api/auth/scim/v2`);
  scim = new ScimClient(baseUrl, token);
});
afterAll(async () => server?.close());

describe("connecting the directory", () => {
  it("is for the organization's owners and admins; the token is shown once, never listed", async () => {
    const member = await joinedMember(server, owner, organization.id);
    const refused = await member.client.post("/organization/scim/token", { organizationId: organization.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: "Only the organization's owners and admins can manage its directory provisioning",
    });
    expect((await member.client.get("/organization/scim", { query: { organizationId: organization.id } })).status).toBe(
      403,
    );

    const state = await owner.client.get<{ connection: { status: string } | null; credentials: unknown[] }>(
      "/organization/scim",
      { query: { organizationId: organization.id } },
    );
    expect(state.status).toBe(200);
    expect(state.body.connection).toMatchObject({ status: "active", provisioningDomainId: organization.id });
    expect(state.body.credentials).toHaveLength(1);
    expect(JSON.stringify(state.body)).not.toContain(scim.token);
  });

  it("refuses SCIM requests without the organization's token", async () => {
    expectScimError(await new ScimClient(scim.baseUrl, "not-a-token").listUsers(), 401);
    const anonymous = await fetch(`${scim.baseUrl}/Users`);
    expect(anonymous.status).toBe(401);
  });

  it("describes itself (ServiceProviderConfig: PATCH and filtering supported)", async () => {
    const config = await scim.request<{ patch: { supported: boolean }; filter: { supported: boolean } }>(
      "GET",
      "/ServiceProviderConfig",
    );
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
  });
});

describe("users", () => {
  let ann: ScimUser;

  it("creates a person: a Gatehouse user, a member of the organization", async () => {
    const created = await scim.createUser(person1("ann@scim-acme.test"));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ann = created.body;
    expect(ann).toMatchObject({ userName: "ann@scim-acme.test", active: true, externalId: "ext-ann@scim-acme.test" });
    expect(created.headers.get("location")).toBe(`${scim.baseUrl}/Users/${ann.id}`);
    const userId = await userIdOf("ann@scim-acme.test");
    expect(await memberRow(userId)).toEqual({ role: "member" });
    // In the organization's own verified domain: the organization vouches for the address.
    const user = await db(server)
      .selectFrom("user")
      .select("emailVerified")
      .where("id", "=", userId)
      .executeTakeFirst();
    expect(Boolean(user?.emailVerified)).toBe(true);
  });

  it("refuses a second person with the same userName (409 uniqueness), and leaves nothing behind", async () => {
    const before = await db(server).selectFrom("user").select(db(server).fn.countAll().as("n")).executeTakeFirst();
    const twice = await scim.createUser(person1("ann@scim-acme.test", { externalId: "another" }));
    expectScimError(twice, 409);
    expect(twice.body).toMatchObject({ scimType: "uniqueness" });
    const after = await db(server).selectFrom("user").select(db(server).fn.countAll().as("n")).executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it("refuses an email of a domain another organization verified", async () => {
    const refused = await scim.createUser(person1("spy@scim-other.test"));
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body).toMatchObject({ detail: "The email is in a domain another organization verified" });
    expect(
      await db(server).selectFrom("user").select("id").where("email", "=", "spy@scim-other.test").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("filters (userName eq, externalId eq) and pages (startIndex, count) as RFC 7644 §3.4.2 says", async () => {
    for (const name of ["bob", "cem", "dia"])
      expect((await scim.createUser(person1(`${name}@scim-acme.test`))).status).toBe(201);

    const byName = await scim.listUsers({ filter: 'userName eq "BOB@scim-acme.test"' });
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ schemas: [SCIM_LIST], totalResults: 1 });
    expect(byName.body.Resources[0]?.userName).toBe("bob@scim-acme.test");
    const byExternalId = await scim.listUsers({ filter: 'externalId eq "ext-cem@scim-acme.test"' });
    expect(byExternalId.body.Resources.map((u) => u.userName)).toEqual(["cem@scim-acme.test"]);

    const all = await scim.listUsers();
    expect(all.body.totalResults).toBe(4);
    const page = await scim.listUsers({ startIndex: 2, count: 2 });
    expect(page.body).toMatchObject({ totalResults: 4, startIndex: 2, itemsPerPage: 2 });
    expect(page.body.Resources.map((u) => u.id)).toEqual(all.body.Resources.slice(1, 3).map((u) => u.id));

    expectScimError(await scim.listUsers({ filter: "userName wat" }), 400);
    // Equality is what directories send; other operators are refused as RFC 7644 §3.4.2.2 allows.
    const contains = await scim.listUsers({ filter: 'userName co "bob"' });
    expectScimError(contains, 400);
    expect(contains.body).toMatchObject({ scimType: "invalidFilter" });
  });

  it("replaces (PUT) and patches (PATCH) a person: the Gatehouse user follows", async () => {
    const replaced = await scim.replaceUser(ann.id, {
      ...person1("ann@scim-acme.test"),
      displayName: "Ann Directory-Smith",
      active: true,
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const userId = await userIdOf("ann@scim-acme.test");
    const renamed = await db(server).selectFrom("user").select("name").where("id", "=", userId).executeTakeFirst();
    expect(renamed?.name).toBe("Ann Directory-Smith");

    const patched = await scim.patchUser(ann.id, [{ op: "replace", path: "displayName", value: "Ann D." }]);
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.displayName).toBe("Ann D.");
  });
});

describe("groups become teams", () => {
  it("a group with members is a team of the organization with those members; PATCH moves people", async () => {
    const bob = (await scim.listUsers({ filter: 'userName eq "bob@scim-acme.test"' })).body.Resources[0]!;
    const cem = (await scim.listUsers({ filter: 'userName eq "cem@scim-acme.test"' })).body.Resources[0]!;
    const group = await scim.createGroup("Engineering", [bob.id]);
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    expect(await teamsOf(await userIdOf("bob@scim-acme.test"))).toEqual(["Engineering"]);

    const added = await scim.patchGroup(group.body.id, [{ op: "add", path: "members", value: [{ value: cem.id }] }]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await teamsOf(await userIdOf("cem@scim-acme.test"))).toEqual(["Engineering"]);
    const team = await db(server)
      .selectFrom("team")
      .select(["memberCount", "name"])
      .where("organizationId", "=", organization.id)
      .where("name", "=", "Engineering")
      .executeTakeFirstOrThrow();
    expect(team.memberCount).toBe(2);

    const removed = await scim.patchGroup(group.body.id, [{ op: "remove", path: `members[value eq "${bob.id}"]` }]);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await teamsOf(await userIdOf("bob@scim-acme.test"))).toEqual([]);

    const renamed = await scim.patchGroup(group.body.id, [{ op: "replace", path: "displayName", value: "Platform" }]);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await teamsOf(await userIdOf("cem@scim-acme.test"))).toEqual(["Platform"]);

    const listed = await scim.listGroups({ filter: 'displayName eq "Platform"' });
    expect(listed.body.totalResults).toBe(1);

    expect((await scim.deleteGroup(group.body.id)).status).toBe(204);
    expect(await teamsOf(await userIdOf("cem@scim-acme.test"))).toEqual([]);
  });
});

describe("one organization's directory and another's", () => {
  it("a token sees and changes only its own organization's people and groups", async () => {
    const rival = await person(server, "scim-rival");
    const theirs = await createOrganization(rival, { name: "Rival" });
    const rivalDirectory = new ScimClient(scim.baseUrl, (await issueToken(rival, theirs.id)).token);
    const ann = (await scim.listUsers({ filter: 'userName eq "ann@scim-acme.test"' })).body.Resources[0]!;

    expect((await rivalDirectory.listUsers()).body.totalResults).toBe(0);
    expect((await rivalDirectory.listUsers({ filter: 'userName eq "ann@scim-acme.test"' })).body.totalResults).toBe(0);
    expectScimError(await rivalDirectory.getUser(ann.id), 404);
    expectScimError(await rivalDirectory.patchUser(ann.id, [{ op: "replace", path: "active", value: false }]), 404);
    expectScimError(await rivalDirectory.deleteUser(ann.id), 404);
    expect(await memberRow(await userIdOf("ann@scim-acme.test"))).toEqual({ role: "member" });
    // Someone else's user, in no domain the rival verified: not theirs to claim.
    expectScimError(await rivalDirectory.createUser(person1("ann@scim-acme.test")), 409);
  });
});

describe("deactivating and deleting", () => {
  it("links an existing user of the organization's verified domain, and deactivation removes membership and sessions", async () => {
    const client = server.client();
    const userId = await signUpVerified(server, client, "eve@scim-acme.test");
    expect((await client.session()).body?.user.id).toBe(userId);

    const linked = await scim.createUser(person1("eve@scim-acme.test"));
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    expect(await userIdOf("eve@scim-acme.test")).toBe(userId);
    expect(await memberRow(userId)).toEqual({ role: "member" });

    const deactivated = await scim.patchUser(linked.body.id, [{ op: "replace", path: "active", value: false }]);
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect(await memberRow(userId)).toBeUndefined();
    expect(await sessionsOf(server, userId)).toHaveLength(0);
    expect((await client.session()).body).toBeNull();

    const reactivated = await scim.patchUser(linked.body.id, [{ op: "replace", path: "active", value: true }]);
    expect(reactivated.status).toBe(200);
    expect(await memberRow(userId)).toEqual({ role: "member" });
  });

  it("never removes an owner from the organization", async () => {
    const ownerEmail = "boss@scim-boss.test";
    const client = server.client();
    const bossId = await signUpVerified(server, client, ownerEmail);
    const boss = { client, email: ownerEmail, id: bossId };
    const theirs = await createOrganization(boss, { name: "Boss's" });
    await verifiedDomain(theirs.id, "scim-boss.test");
    const directory = new ScimClient(scim.baseUrl, (await issueToken(boss, theirs.id)).token);
    const linked = await directory.createUser(person1(ownerEmail));
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    expect((await directory.patchUser(linked.body.id, [{ op: "replace", path: "active", value: false }])).status).toBe(
      200,
    );
    expect(await memberRow(bossId, theirs.id)).toEqual({ role: "owner" });
  });

  it("deletes a person: gone from SCIM (404) and from the organization", async () => {
    const dia = (await scim.listUsers({ filter: 'userName eq "dia@scim-acme.test"' })).body.Resources[0]!;
    const diaUserId = await userIdOf("dia@scim-acme.test");
    expect((await scim.deleteUser(dia.id)).status).toBe(204);
    expectScimError(await scim.getUser(dia.id), 404);
    expect(await memberRow(diaUserId)).toBeUndefined();
  });
});

describe("tokens and disconnecting", () => {
  it("a new token replaces the old one at once; the audit log names SCIM's actions", async () => {
    const old = scim;
    const renewed = await issueToken(owner, organization.id);
    scim = new ScimClient(renewed.baseUrl, renewed.token);
    expectScimError(await old.listUsers(), 401);
    expect((await scim.listUsers()).status).toBe(200);

    const log = await owner.client.get<{ entries: Array<{ action: string; actor: { type: string } }> }>(
      "/organization/audit-log",
      { query: { organizationId: organization.id, action: "scim.", limit: "100" } },
    );
    const actions = new Set(log.body.entries.map((entry) => entry.action));
    for (const action of [
      "scim.token_issued",
      "scim.user_created",
      "scim.user_updated",
      "scim.user_deleted",
      "scim.group_created",
      "scim.group_updated",
      "scim.group_deleted",
    ])
      expect(actions, action).toContain(action);
    expect(log.body.entries.find((entry) => entry.action === "scim.user_created")?.actor.type).toBe("token");
  });

  it("disconnecting ends the token and the directory's memberships", async () => {
    const bobId = await userIdOf("bob@scim-acme.test");
    expect(await memberRow(bobId)).toBeDefined();
    const done = await owner.client.post("/organization/scim/disconnect", { organizationId: organization.id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expectScimError(await scim.listUsers(), 401);
    expect(await memberRow(bobId)).toBeUndefined();
    const again = await owner.client.post("/organization/scim/disconnect", { organizationId: organization.id });
    expect(again.status).toBe(404);
  });

  it("deleting an organization deletes what its directory provisioned; the people stay users", async () => {
    const founder = await person(server, "scim-founder");
    const doomed = await createOrganization(founder, { name: "Doomed" });
    const directory = new ScimClient(scim.baseUrl, (await issueToken(founder, doomed.id)).token);
    const fay = await directory.createUser(person1("fay@scim-doomed.test"));
    expect(fay.status).toBe(201);
    expect((await directory.createGroup("Ops", [fay.body.id])).status).toBe(201);

    const deleted = await founder.client.post("/organization/delete", { organizationId: doomed.id });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const table of ["scimUser", "scimGroup", "scimManagedConnection"] as const) {
      const left = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}
        where ${sql.ref("provisioningDomainId")} = ${doomed.id}`.execute(db(server));
      expect(Number(left.rows[0]?.n), table).toBe(0);
    }
    expect(await userIdOf("fay@scim-doomed.test")).toBeTruthy();
    expectScimError(await directory.listUsers(), 401);
  });
});
