import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCIM_USER, ScimClient, type ScimUser } from "../helpers/scim-client.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, db, person } from "../organization/fixtures.ts";

/**
 * A PATCH `remove` leaves the attribute unassigned: the User answers without `displayName` or
 * `name` until the directory sets it again, and the person keeps a name in Gatehouse.
 */

let server: TestServer;
let scim: ScimClient;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await person(server, "scim-remove");
  const organization = await createOrganization(owner, { name: "Removals" });
  const issued = await owner.client.post<{ token: string; baseUrl: string }>("/organization/scim/token", {
    organizationId: organization.id,
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  scim = new ScimClient(issued.body.baseUrl, issued.body.token);
});
afterAll(async () => server?.close());

async function ada(label: string) {
  const created = await scim.request<ScimUser>("POST", "/Users", {
    schemas: [SCIM_USER],
    userName: `${label}@removals.test`,
    displayName: "Ada L",
    name: { givenName: "Ada", familyName: "Lovelace", formatted: "Ada Lovelace" },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const gatehouseName = async (email: string) =>
  (await db(server).selectFrom("user").select("name").where("email", "=", email).executeTakeFirstOrThrow()).name;
const unsetRows = (scimUserId: string) =>
  db(server)
    .selectFrom("scim_unset_attribute")
    .select("attribute")
    .where("scim_user_id", "=", scimUserId)
    .orderBy("attribute")
    .execute();

describe("PATCH remove unsets", () => {
  it("displayName: the answer, GET and the list leave it out; the person is called by name.formatted", async () => {
    const user = await ada("dora");
    const removed = await scim.patchUser(user.id, [{ op: "remove", path: "displayName" }]);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).not.toHaveProperty("displayName");
    expect(removed.body.name).toMatchObject({ formatted: "Ada Lovelace", givenName: "Ada" });
    expect((await scim.getUser(user.id)).body).not.toHaveProperty("displayName");
    const listed = await scim.listUsers({ filter: 'userName eq "dora@removals.test"' });
    expect(listed.body.Resources).toHaveLength(1);
    expect(listed.body.Resources[0]).not.toHaveProperty("displayName");
    expect(await gatehouseName("dora@removals.test")).toBe("Ada Lovelace");

    // Set again: answered again, and the record is gone.
    const set = await scim.patchUser(user.id, [{ op: "replace", value: { displayName: "Countess" } }]);
    expect(set.body.displayName).toBe("Countess");
    expect((await scim.getUser(user.id)).body.displayName).toBe("Countess");
    expect(await unsetRows(user.id)).toEqual([]);
  });

  it("name (with the core schema's prefix too): left out; displayName stays", async () => {
    const user = await ada("nia");
    const removed = await scim.patchUser(user.id, [{ op: "remove", path: `${SCIM_USER}:name` }]);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).not.toHaveProperty("name");
    expect(removed.body.displayName).toBe("Ada L");
    expect((await scim.getUser(user.id)).body).not.toHaveProperty("name");
    expect(await gatehouseName("nia@removals.test")).toBe("Ada L");

    const again = await scim.patchUser(user.id, [{ op: "add", path: "name.givenName", value: "Augusta" }]);
    expect(again.body.name).toMatchObject({ givenName: "Augusta" });
    expect(await unsetRows(user.id)).toEqual([]);
  });

  it("both: the person is called by their email; a PUT that gives them sets them again", async () => {
    const user = await ada("bo");
    const removed = await scim.patchUser(user.id, [
      { op: "remove", path: "displayName" },
      { op: "remove", path: "name" },
    ]);
    expect(removed.status).toBe(200);
    expect(removed.body).not.toHaveProperty("displayName");
    expect(removed.body).not.toHaveProperty("name");
    expect(await unsetRows(user.id)).toEqual([{ attribute: "displayName" }, { attribute: "name" }]);
    expect(await gatehouseName("bo@removals.test")).toBe("bo@removals.test");

    // A PUT that leaves them out keeps them unset.
    const put = { userName: "bo@removals.test", active: true, emails: [{ value: "bo@removals.test" }] };
    expect((await scim.replaceUser(user.id, put)).body).not.toHaveProperty("displayName");
    const replaced = await scim.replaceUser(user.id, { ...put, displayName: "Bo", name: { givenName: "Bo" } });
    expect(replaced.body).toMatchObject({ displayName: "Bo", name: { givenName: "Bo" } });
    expect(await unsetRows(user.id)).toEqual([]);
    expect(await gatehouseName("bo@removals.test")).toBe("Bo");
  });

  it("name.givenName and name.familyName: that part alone is gone", async () => {
    const user = await ada("gia");
    const given = await scim.patchUser(user.id, [{ op: "remove", path: "name.givenName" }]);
    expect(given.body.name).toEqual({ formatted: "Ada Lovelace", familyName: "Lovelace" });
    const family = await scim.patchUser(user.id, [{ op: "remove", path: "name.familyName" }]);
    expect(family.body.name).toEqual({ formatted: "Ada Lovelace" });
    expect((await scim.getUser(user.id)).body.name).toEqual({ formatted: "Ada Lovelace" });
    expect(family.body.displayName).toBe("Ada L");
  });

  it("a refused PATCH records nothing; deleting the User deletes its records", async () => {
    const user = await ada("rex");
    const refused = await scim.patchUser(user.id, [
      { op: "remove", path: "displayName" },
      { op: "remove", path: "userName" },
    ]);
    expect(refused.status).toBe(400);
    expect(await unsetRows(user.id)).toEqual([]);
    expect((await scim.getUser(user.id)).body.displayName).toBe("Ada L");

    expect((await scim.patchUser(user.id, [{ op: "remove", path: "displayName" }])).status).toBe(200);
    expect(await unsetRows(user.id)).toHaveLength(1);
    expect((await scim.deleteUser(user.id)).status).toBe(204);
    expect(await unsetRows(user.id)).toEqual([]);
  });

  it("active: removed, it is unassigned and read as true, as on a create without it", async () => {
    const user = await ada("ace");
    expect((await scim.patchUser(user.id, [{ op: "replace", path: "active", value: false }])).body.active).toBe(false);
    const removed = await scim.patchUser(user.id, [{ op: "remove", path: "active" }]);
    expect(removed.status).toBe(200);
    expect(removed.body.active).toBe(true);
    expect((await scim.getUser(user.id)).body.active).toBe(true);
  });
});
