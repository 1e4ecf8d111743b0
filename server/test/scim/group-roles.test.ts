import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../helpers/account-flows.ts";
import { ScimClient, type ScimUser } from "../helpers/scim-client.ts";
import { verifiedDomain as verifiedSsoDomain } from "../helpers/sso-domains.ts";
import type { TestClient } from "../helpers/test-server.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, db, joinedMember, type Organization, type Person } from "../organization/fixtures.ts";

/**
 * An organization maps its directory's groups to its roles: provisioning someone into a mapped
 * group gives them the role, taking them out (or deactivating them) takes it back; roles people
 * gave stay, owners are never changed, and a changed mapping applies at once to everyone the
 * directory provisioned. Only those who hold scim:write and every permission of the roles they
 * map may change it.
 */

const DOMAIN = "group-roles.test";
const GROUP_ROLES = "/organization/scim/group-roles";
const UPDATE = "/organization/scim/group-roles/update";

type Mapping = { group: string; role: string };
type Refusal = {
  code: string;
  message: string;
  errors?: { index?: number; group?: string; field: string; code: string }[];
  missingPermissions?: string[];
};
type MemberRow = { id: string; userId: string; role: string };

let server: TestServer;
let owner: Person;
let organization: Organization;
let scim: ScimClient;

/** A verified SSO domain for an organization (helpers/sso-domains.ts). */
const verifiedDomain = (organizationId: string, domain: string) => verifiedSsoDomain(server, organizationId, domain);

async function directoryOf(by: Person, organizationId: string) {
  const issued = await by.client.post<{ token: string; baseUrl: string }>("/organization/scim/token", {
    organizationId,
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  return new ScimClient(issued.body.baseUrl, issued.body.token);
}

async function createRole(role: string, permission: Record<string, string[]>) {
  const created = await owner.client.post("/organization/create-role", {
    organizationId: organization.id,
    role,
    permission,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
}

const save = (by: Person, mappings: Mapping[], organizationId = organization.id) =>
  by.client.post<{ mappings: Mapping[]; reappliedTo: number } & Refusal>(UPDATE, { organizationId, mappings });

async function saved(mappings: Mapping[]) {
  const answer = await save(owner, mappings);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function mappingOf(by: Person = owner) {
  const answer = await by.client.get<{ mappings: Mapping[] }>(GROUP_ROLES, {
    query: { organizationId: organization.id },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.mappings;
}

/** A member's roles as list-members shows them to the owner (undefined: not a member). */
async function rolesOf(userId: string, organizationId = organization.id, by = owner) {
  const listed = await by.client.get<{ members: MemberRow[] }>("/organization/list-members", {
    query: { organizationId, limit: "100" },
  });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.members.find((member) => member.userId === userId)?.role.split(",");
}

/** What the signed-in person may do in the organization, as get-member-permissions tells them. */
async function permissionsOf(client: TestClient) {
  const answer = await client.get<{ permissions: Record<string, string[]> }>("/organization/get-member-permissions", {
    query: { organizationId: organization.id },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.permissions;
}

/** A person of the organization's domain with a password (to sign in as them), then linked by the directory. */
async function provisioned(name: string, directory = scim) {
  const client = server.client();
  const email = `${name}@${DOMAIN}`;
  const userId = await signUpVerified(server, client, email);
  const created = await directory.createUser({
    userName: email,
    externalId: `ext-${name}`,
    emails: [{ value: email, primary: true, type: "work" }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { client, userId, scimUser: created.body };
}

async function newGroup(displayName: string, members: ScimUser[] = [], directory = scim) {
  const group = await directory.createGroup(
    displayName,
    members.map((member) => member.id),
  );
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  return group.body;
}

async function addToGroup(groupId: string, user: ScimUser) {
  const added = await scim.patchGroup(groupId, [{ op: "add", path: "members", value: [{ value: user.id }] }]);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

async function removeFromGroup(groupId: string, user: ScimUser) {
  const removed = await scim.patchGroup(groupId, [{ op: "remove", path: `members[value eq "${user.id}"]` }]);
  expect(removed.status, JSON.stringify(removed.body)).toBe(200);
}

async function memberIdOf(userId: string) {
  const listed = await owner.client.get<{ members: MemberRow[] }>("/organization/list-members", {
    query: { organizationId: organization.id, limit: "100" },
  });
  const member = listed.body.members.find((row) => row.userId === userId);
  if (!member) throw new Error(`${userId} is not a member`);
  return member.id;
}

/** Everything a refused save could have written: the mapping's rows, members' roles, audit entries. */
async function writable() {
  const mapping = await db(server)
    .selectFrom("scim_group_role")
    .selectAll()
    .where("organization_id", "=", organization.id)
    .orderBy("position")
    .execute();
  const members = await db(server)
    .selectFrom("member")
    .select(["userId", "role"])
    .where("organizationId", "=", organization.id)
    .orderBy("userId")
    .execute();
  const given = await db(server).selectFrom("scim_directory_role").selectAll().orderBy("id").execute();
  const audited = await db(server)
    .selectFrom("audit_log")
    .select("id")
    .where("action", "=", "scim.group_roles_updated")
    .execute();
  return { mapping, members, given, audited: audited.length };
}

beforeAll(async () => {
  server = await startTestServer();
  const client = server.client();
  const email = `owner@${DOMAIN}`;
  owner = { client, email, id: await signUpVerified(server, client, email) };
  organization = await createOrganization(owner, { name: "Mapped" });
  await verifiedDomain(organization.id, DOMAIN);
  scim = await directoryOf(owner, organization.id);
  await createRole("finance", { orders: ["read", "write"], refunds: ["read", "write"] });
  await createRole("officer", { security: ["update"] });
  await createRole("directory-reader", { scim: ["read"] });
});
afterAll(async () => server?.close());

describe("a mapped group gives its role", () => {
  it("a person provisioned into the group holds the role (matched by name without case), and loses it out of the group or when the group is renamed", async () => {
    await saved([{ group: "Finance", role: "finance" }]);
    expect(await mappingOf()).toEqual([{ group: "Finance", role: "finance" }]);
    const fin = await provisioned("fin");
    expect(await rolesOf(fin.userId)).toEqual(["member"]);
    expect((await permissionsOf(fin.client)).orders).toEqual(["read"]);

    const group = await newGroup("FINANCE", [fin.scimUser]);
    expect(await rolesOf(fin.userId)).toEqual(["member", "finance"]);
    const permissions = await permissionsOf(fin.client);
    expect(permissions.orders).toEqual(["read", "write"]);
    expect(permissions.refunds).toEqual(["read", "write"]);

    // Renamed in the directory, the group no longer matches the name mapped.
    const rename = (displayName: string) =>
      scim.patchGroup(group.id, [{ op: "replace", path: "displayName", value: displayName }]);
    expect((await rename("Accounts")).status).toBe(200);
    expect(await rolesOf(fin.userId)).toEqual(["member"]);
    expect((await rename("Finance")).status).toBe(200);
    expect(await rolesOf(fin.userId)).toEqual(["member", "finance"]);

    await removeFromGroup(group.id, fin.scimUser);
    expect(await rolesOf(fin.userId)).toEqual(["member"]);
    expect((await permissionsOf(fin.client)).orders).toEqual(["read"]);
    expect(await db(server).selectFrom("scim_directory_role").selectAll().execute()).toEqual([]);
  });

  it("matches a group by its SCIM id, and deactivating the person takes the role with their membership", async () => {
    const ops = await newGroup("Operations");
    await saved([{ group: ops.id.toUpperCase(), role: "admin" }]);
    const opal = await provisioned("opal");
    await addToGroup(ops.id, opal.scimUser);
    expect(await rolesOf(opal.userId)).toEqual(["member", "admin"]);
    expect((await permissionsOf(opal.client)).member).toEqual(["create", "update", "delete"]);

    const deactivated = await scim.patchUser(opal.scimUser.id, [{ op: "replace", path: "active", value: false }]);
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    expect(await rolesOf(opal.userId)).toBeUndefined();
    expect(await db(server).selectFrom("scim_directory_role").selectAll().execute()).toEqual([]);
  });

  it("keeps a role a person gave, whether or not the mapping gives it too", async () => {
    const money = await newGroup("Money");
    const hand = await provisioned("hand");
    const memberId = await memberIdOf(hand.userId);
    const given = await owner.client.post("/organization/update-member-role", {
      organizationId: organization.id,
      memberId,
      role: ["member", "finance"],
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    await saved([
      { group: "Money", role: "finance" },
      { group: "Money-Admins", role: "admin" },
    ]);
    const admins = await newGroup("Money-Admins");

    await addToGroup(money.id, hand.scimUser);
    await addToGroup(admins.id, hand.scimUser);
    expect(await rolesOf(hand.userId)).toEqual(["member", "finance", "admin"]);
    await removeFromGroup(money.id, hand.scimUser);
    await removeFromGroup(admins.id, hand.scimUser);
    // The owner gave finance: it stays; the directory gave admin: it goes.
    expect(await rolesOf(hand.userId)).toEqual(["member", "finance"]);
  });

  it("never changes an owner", async () => {
    const bossDomain = "group-roles-boss.test";
    const client = server.client();
    const email = `boss@${bossDomain}`;
    const boss = { client, email, id: await signUpVerified(server, client, email) };
    const theirs = await createOrganization(boss, { name: "Boss's" });
    await verifiedDomain(theirs.id, bossDomain);
    const directory = await directoryOf(boss, theirs.id);
    const mapped = await save(boss, [{ group: "Everyone", role: "admin" }], theirs.id);
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);

    const linked = await directory.createUser({ userName: email, emails: [{ value: email, primary: true }] });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    const everyone = await newGroup("Everyone", [linked.body], directory);
    expect(await rolesOf(boss.id, theirs.id, boss)).toEqual(["owner"]);
    const removed = await directory.patchGroup(everyone.id, [
      { op: "remove", path: `members[value eq "${linked.body.id}"]` },
    ]);
    expect(removed.status).toBe(200);
    expect(await rolesOf(boss.id, theirs.id, boss)).toEqual(["owner"]);
  });
});

describe("changing the mapping", () => {
  it("applies at once to everyone the directory provisioned, and to no one it deactivated", async () => {
    const team = await newGroup("Treasury");
    const tess = await provisioned("tess");
    const gone = await provisioned("gone");
    await addToGroup(team.id, tess.scimUser);
    await addToGroup(team.id, gone.scimUser);
    expect((await scim.patchUser(gone.scimUser.id, [{ op: "replace", path: "active", value: false }])).status).toBe(
      200,
    );
    expect(await rolesOf(tess.userId)).toEqual(["member"]);

    const first = await saved([{ group: "treasury", role: "finance" }]);
    expect(first.reappliedTo).toBeGreaterThan(0);
    expect(await rolesOf(tess.userId)).toEqual(["member", "finance"]);
    expect(await rolesOf(gone.userId)).toBeUndefined();

    await saved([{ group: "Treasury", role: "admin" }]);
    expect(await rolesOf(tess.userId)).toEqual(["member", "admin"]);
    await saved([]);
    expect(await rolesOf(tess.userId)).toEqual(["member"]);
    expect(await mappingOf()).toEqual([]);
    expect(await rolesOf(gone.userId)).toBeUndefined();
  });

  it("follows a renamed role, and a deleted role leaves provisioning working", async () => {
    await createRole("vault", { orders: ["read"], customers: ["read", "write"] });
    const keepers = await newGroup("Keepers");
    await saved([{ group: "Keepers", role: "vault" }]);
    const kim = await provisioned("kim");
    await addToGroup(keepers.id, kim.scimUser);
    expect(await rolesOf(kim.userId)).toEqual(["member", "vault"]);

    const renamed = await owner.client.post("/organization/update-role", {
      organizationId: organization.id,
      roleName: "vault",
      data: { roleName: "strongroom" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await mappingOf()).toEqual([{ group: "Keepers", role: "strongroom" }]);
    expect(await rolesOf(kim.userId)).toEqual(["member", "strongroom"]);

    await removeFromGroup(keepers.id, kim.scimUser);
    expect(await rolesOf(kim.userId)).toEqual(["member"]);
    const deleted = await owner.client.post("/organization/delete-role", {
      organizationId: organization.id,
      roleName: "strongroom",
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await mappingOf()).toEqual([]);
    await addToGroup(keepers.id, kim.scimUser);
    expect(await rolesOf(kim.userId)).toEqual(["member"]);
  });

  it("follows a role whose holders are moved to another before it is deleted: the group gives the new role, and takes it back as its own", async () => {
    await createRole("ledger", { orders: ["read"] });
    await createRole("books", { orders: ["read"], refunds: ["read"] });
    const clerks = await newGroup("Clerks");
    await saved([{ group: "Clerks", role: "ledger" }]);
    const lou = await provisioned("lou");
    await addToGroup(clerks.id, lou.scimUser);
    expect(await rolesOf(lou.userId)).toEqual(["member", "ledger"]);

    const moved = await owner.client.post("/organization/reassign-role", {
      organizationId: organization.id,
      roleName: "ledger",
      toRole: "books",
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await mappingOf()).toEqual([{ group: "Clerks", role: "books" }]);
    expect(await rolesOf(lou.userId)).toEqual(["member", "books"]);
    const deleted = await owner.client.post("/organization/delete-role", {
      organizationId: organization.id,
      roleName: "ledger",
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await removeFromGroup(clerks.id, lou.scimUser);
    expect(await rolesOf(lou.userId)).toEqual(["member"]);
  });

  it("is recorded in the audit log with the mapping saved", async () => {
    await saved([{ group: "Auditors", role: "member" }]);
    const log = await owner.client.get<{
      entries: Array<{ action: string; organizationId: string; details: { mappings: Mapping[] } }>;
    }>("/organization/audit-log", {
      query: { organizationId: organization.id, action: "scim.group_roles_updated", limit: "1" },
    });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.entries[0]).toMatchObject({
      action: "scim.group_roles_updated",
      details: { mappings: [{ group: "Auditors", role: "member" }] },
    });
  });
});

describe("refusals write nothing", () => {
  beforeAll(async () => {
    await saved([
      { group: "Finance", role: "finance" },
      { group: "Security", role: "officer" },
    ]);
  });

  async function expectRefusedWithoutWriting(by: Person, mappings: Mapping[], status: number) {
    const before = await writable();
    const answer = await save(by, mappings);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(await writable()).toEqual(before);
    return answer.body;
  }

  it("names each entry's problem: a role the organization lacks, the owner role, a group twice or unnamed", async () => {
    const refused = await expectRefusedWithoutWriting(
      owner,
      [
        { group: "Finance", role: "finance" },
        { group: "Sales", role: "no-such-role" },
        { group: "Founders", role: "Owner" },
        { group: " finance ", role: "admin" },
        { group: "  ", role: "member" },
        { group: "Support", role: "" },
      ],
      400,
    );
    expect(refused).toMatchObject({ code: "UNKNOWN_ROLE", message: "The organization has no such role" });
    expect(refused.errors?.map(({ index, field, code }) => ({ index, field, code }))).toEqual([
      { index: 1, field: "role", code: "UNKNOWN_ROLE" },
      { index: 2, field: "role", code: "OWNER_NOT_MAPPABLE" },
      { index: 3, field: "group", code: "DUPLICATE_GROUP" },
      { index: 4, field: "group", code: "GROUP_REQUIRED" },
      { index: 5, field: "role", code: "ROLE_REQUIRED" },
    ]);
  });

  it("refuses more than 100 entries, and a body that is not a mapping", async () => {
    const many = Array.from({ length: 101 }, (_, index) => ({ group: `Group ${index}`, role: "member" }));
    await expectRefusedWithoutWriting(owner, many, 400);
    const before = await writable();
    const malformed = await owner.client.post(UPDATE, { organizationId: organization.id, mappings: "Finance" });
    expect(malformed.status).toBe(400);
    expect(await writable()).toEqual(before);
  });

  it("refuses a role granting more than the saver holds, or changing an entry whose role does", async () => {
    const admin = await joinedMember(server, owner, organization.id, "admin", "mapping-admin");
    const wider = await expectRefusedWithoutWriting(
      admin,
      [
        { group: "Finance", role: "finance" },
        { group: "Security", role: "officer" },
        { group: "Guards", role: "officer" },
      ],
      403,
    );
    expect(wider).toMatchObject({
      code: "ROLE_GRANTS_MORE_THAN_YOU_HOLD",
      missingPermissions: ["security:update"],
      errors: [{ index: 2, field: "role", code: "ROLE_GRANTS_MORE_THAN_YOU_HOLD" }],
    });
    const dropped = await expectRefusedWithoutWriting(admin, [{ group: "Finance", role: "finance" }], 403);
    expect(dropped.errors).toMatchObject([{ group: "Security", code: "ROLE_GRANTS_MORE_THAN_YOU_HOLD" }]);

    // Within what the admin holds, with the owner's wider entry kept as it was.
    const within = await save(admin, [
      { group: "Finance", role: "finance" },
      { group: "Security", role: "officer" },
      { group: "Payroll", role: "member" },
    ]);
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    expect((await mappingOf()).map((entry) => entry.group)).toEqual(["Finance", "Security", "Payroll"]);
  });

  it("refuses anyone without scim:write; reading needs scim:read", async () => {
    const member = await joinedMember(server, owner, organization.id, "member", "mapping-member");
    await expectRefusedWithoutWriting(member, [{ group: "Finance", role: "member" }], 403);
    const unread = await member.client.get(GROUP_ROLES, { query: { organizationId: organization.id } });
    expect(unread.status).toBe(403);

    const reader = await joinedMember(server, owner, organization.id, ["member", "directory-reader"], "reader");
    expect((await mappingOf(reader)).length).toBeGreaterThan(0);
    const refused = await expectRefusedWithoutWriting(reader, [], 403);
    expect(refused.message).toBe("Only the organization's owners and admins can manage its directory provisioning");

    const anonymous = await server.client().post(UPDATE, { organizationId: organization.id, mappings: [] });
    expect(anonymous.status).toBe(401);
  });
});
