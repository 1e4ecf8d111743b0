import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  billingAccess,
  createRole,
  expectCode,
  invitationRole,
  type RoleRow,
  storedRole,
  storedRoles,
} from "./custom-role-fixtures.ts";
import {
  createOrganization,
  db,
  invite,
  joinedMember,
  type Organization,
  type Person,
  person,
  uniqueSlug,
} from "./fixtures.ts";

/**
 * The end of an organization's own role: it is not deleted while members hold it or pending
 * invitations carry it; reassign-role moves them all to another role, then it can be; a rename
 * carries its holders to the new name; an organization defines at most 50 roles. The audit log
 * records each change.
 */

let server: TestServer;
let owner: Person;
let organization: Organization;

beforeAll(async () => {
  server = await startTestServer();
  owner = await person(server, "lifecycle-owner");
  organization = await createOrganization(owner, { name: "Role lifecycle" });
});
afterAll(async () => server?.close());

const orgId = () => organization.id;
const deleteRole = (body: Record<string, string>) =>
  owner.client.post("/organization/delete-role", { organizationId: orgId(), ...body });
const reassign = (who: Person, roleName: string, toRole: string) =>
  who.client.post<{ roleId: string; members: number; invitations: number }>("/organization/reassign-role", {
    organizationId: orgId(),
    roleName,
    toRole,
  });
const roleNames = async () => (await storedRoles(server, orgId())).map((role) => role.role);

describe("deleting a role in use", () => {
  it("is refused while a member holds it (400), beside other roles too", async () => {
    await createRole(owner, orgId(), "held", { orders: ["read"] });
    await joinedMember(server, owner, orgId(), ["member", "held"], "holder");
    expectCode(await deleteRole({ roleName: "held" }), 400, "ROLE_IS_ASSIGNED_TO_MEMBERS");
    expect(await roleNames()).toContain("held");
  });

  it("is refused while only a pending invitation carries it (400), by name or by id", async () => {
    const invited = await createRole(owner, orgId(), "invited", { orders: ["read"] });
    const invitation = await invite(owner, orgId(), `carrier-${uniqueSlug("x")}@example.com`, "member,invited");
    expectCode(await deleteRole({ roleName: "invited" }), 400, "ROLE_IS_ASSIGNED_TO_INVITATIONS");
    expectCode(await deleteRole({ roleId: invited.id }), 400, "ROLE_IS_ASSIGNED_TO_INVITATIONS");
    expect(await roleNames()).toContain("invited");

    // A canceled invitation carries it no longer.
    const canceled = await owner.client.post("/organization/cancel-invitation", { invitationId: invitation.id });
    expect(canceled.status).toBe(200);
    expect((await deleteRole({ roleId: invited.id })).status).toBe(200);
    expect(await roleNames()).not.toContain("invited");
  });

  it("an unknown role is 400, and the built-in ones cannot be deleted", async () => {
    expectCode(await deleteRole({ roleName: "never-defined" }), 400, "ROLE_NOT_FOUND");
    expectCode(await deleteRole({ roleName: "member" }), 400, "CANNOT_DELETE_A_PRE_DEFINED_ROLE");
    expect((await owner.client.post("/organization/delete-role", { organizationId: orgId() })).status).toBe(400);
  });
});

describe("reassign-role", () => {
  it("moves every holder and pending invitation, once each, then the role can be deleted", async () => {
    const support = await createRole(owner, orgId(), "support", { orders: ["read"], customers: ["read"] });
    await createRole(owner, orgId(), "helpdesk", { orders: ["read"] });
    const alone = await joinedMember(server, owner, orgId(), "support", "support-alone");
    const both = await joinedMember(server, owner, orgId(), "helpdesk,support", "support-both");
    const beside = await joinedMember(server, owner, orgId(), "support,member", "support-beside");
    const pending = await invite(owner, orgId(), `pending-${uniqueSlug("x")}@example.com`, "support");
    const unrelated = await invite(owner, orgId(), `unrelated-${uniqueSlug("x")}@example.com`, "member");

    const moved = await reassign(owner, "Support", "helpdesk");
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toEqual({ roleId: support.id, members: 3, invitations: 1 });
    expect(await storedRole(server, alone.member.id)).toBe("helpdesk");
    expect(await storedRole(server, both.member.id)).toBe("helpdesk");
    expect(await storedRole(server, beside.member.id)).toBe("helpdesk,member");
    expect(await invitationRole(server, pending.id)).toBe("helpdesk");
    expect(await invitationRole(server, unrelated.id)).toBe("member");

    expect((await deleteRole({ roleName: "support" })).status).toBe(200);
    expect(await roleNames()).not.toContain("support");
    expect((await billingAccess(server, alone)).readOrders).toBe(200);
  });

  it("to a built-in role, and a second call finds no one left to move", async () => {
    const temp = await createRole(owner, orgId(), "temp", { orders: ["read"] });
    const holder = await joinedMember(server, owner, orgId(), "temp", "temp");
    expect((await reassign(owner, "temp", "member")).body).toEqual({ roleId: temp.id, members: 1, invitations: 0 });
    expect(await storedRole(server, holder.member.id)).toBe("member");
    expect((await reassign(owner, "temp", "member")).body).toEqual({ roleId: temp.id, members: 0, invitations: 0 });
  });

  it("refuses unknown roles, built-in sources, itself as target and malformed bodies (400), writing nothing", async () => {
    await createRole(owner, orgId(), "kept", { orders: ["read"] });
    const holder = await joinedMember(server, owner, orgId(), "kept", "kept");
    for (const [from, to] of [
      ["nobody", "member"],
      ["kept", "nobody"],
      ["member", "kept"],
      ["kept", "kept"],
      ["kept", "kept,owner"],
    ] as const)
      expectCode(await reassign(owner, from, to), 400, "ROLE_NOT_FOUND");
    for (const body of [{}, { roleName: "kept" }, { roleName: "", toRole: "member" }, { roleName: 1, toRole: [] }])
      expect(
        (await owner.client.post("/organization/reassign-role", { organizationId: orgId(), ...body })).status,
      ).toBe(400);
    expect(await storedRole(server, holder.member.id)).toBe("kept");
  });

  it("refuses non-members (403) and callers without member update and role deletion (403)", async () => {
    const outsider = await person(server, "reassign-outsider");
    expectCode(await reassign(outsider, "kept", "member"), 403, "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
    const admin = await joinedMember(server, owner, orgId(), "admin", "reassign-admin");
    expectCode(await reassign(admin, "kept", "member"), 403, "YOU_ARE_NOT_ALLOWED_TO_REASSIGN_A_ROLE");
    const anonymous = server.client();
    expect((await anonymous.post("/organization/reassign-role", { roleName: "kept", toRole: "member" })).status).toBe(
      401,
    );
  });
});

describe("renaming a role", () => {
  it("carries its members and pending invitations to the new name, and their access with them", async () => {
    const analyst = await createRole(owner, orgId(), "analyst", { orders: ["read", "write"] });
    const holder = await joinedMember(server, owner, orgId(), "analyst", "analyst");
    const beside = await joinedMember(server, owner, orgId(), "member,analyst", "analyst-beside");
    const pending = await invite(owner, orgId(), `analyst-${uniqueSlug("x")}@example.com`, "analyst");

    const renamed = await owner.client.post<{ roleData: RoleRow }>("/organization/update-role", {
      organizationId: orgId(),
      roleName: "analyst",
      data: { roleName: "Insights" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.roleData).toMatchObject({ id: analyst.id, role: "insights" });
    expect(await storedRole(server, holder.member.id)).toBe("insights");
    expect(await storedRole(server, beside.member.id)).toBe("member,insights");
    expect(await invitationRole(server, pending.id)).toBe("insights");
    expect((await billingAccess(server, holder)).writeOrders).toBe(404);

    // By id too, and back.
    const back = await owner.client.post("/organization/update-role", {
      organizationId: orgId(),
      roleId: analyst.id,
      data: { roleName: "analyst" },
    });
    expect(back.status).toBe(200);
    expect(await storedRole(server, holder.member.id)).toBe("analyst");
    expect((await billingAccess(server, holder)).writeOrders).toBe(404);
  });

  it("to a taken name is refused (400) and moves no one", async () => {
    await createRole(owner, orgId(), "taken", { orders: ["read"] });
    const holder = await joinedMember(server, owner, orgId(), "analyst", "analyst-2");
    const renamed = await owner.client.post("/organization/update-role", {
      organizationId: orgId(),
      roleName: "analyst",
      data: { roleName: "taken" },
    });
    expectCode(renamed, 400, "ROLE_NAME_IS_ALREADY_TAKEN");
    expect(await storedRole(server, holder.member.id)).toBe("analyst");
    expect(await roleNames()).toEqual(expect.arrayContaining(["analyst", "taken"]));
  });

  it("does not touch another organization's members holding a role of the same name", async () => {
    const other = await createOrganization(owner, { name: "Other" });
    await createRole(owner, other.id, "analyst", { orders: ["read"] });
    const elsewhere = await joinedMember(server, owner, other.id, "analyst", "elsewhere");
    const renamed = await owner.client.post("/organization/update-role", {
      organizationId: orgId(),
      roleName: "analyst",
      data: { roleName: "researcher" },
    });
    expect(renamed.status).toBe(200);
    expect(await storedRole(server, elsewhere.member.id)).toBe("analyst");
    // Back to the first organization as the owner's active one.
    expect((await owner.client.post("/organization/set-active", { organizationId: orgId() })).status).toBe(200);
  });
});

describe("races", () => {
  it("eight creates of one name at once: one role, the others 400", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        owner.client
          .post("/organization/create-role", {
            organizationId: orgId(),
            role: "raced",
            permission: { orders: ["read"] },
          })
          .then((response) => response.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect((await roleNames()).filter((name) => name === "raced")).toHaveLength(1);
  });

  it("two roles renamed to one name at once: one renamed with its holders, the other left as it was", async () => {
    await createRole(owner, orgId(), "left", { orders: ["read"] });
    await createRole(owner, orgId(), "right", { orders: ["read"] });
    const leftHolder = await joinedMember(server, owner, orgId(), "left", "left");
    const rightHolder = await joinedMember(server, owner, orgId(), "right", "right");
    const statuses = await Promise.all(
      ["left", "right"].map((roleName) =>
        owner.client
          .post("/organization/update-role", { organizationId: orgId(), roleName, data: { roleName: "merged" } })
          .then((response) => response.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, 400]);
    const holders = [await storedRole(server, leftHolder.member.id), await storedRole(server, rightHolder.member.id)];
    const names = await roleNames();
    expect(names).toContain("merged");
    expect(holders.sort()).toEqual(names.includes("left") ? ["left", "merged"] : ["merged", "right"]);
  });
});

describe("limits", () => {
  it("an organization defines at most 50 roles: the 51st is 400 and not stored", async () => {
    const crowded = await createOrganization(owner, { name: "Crowded" });
    for (let i = 1; i <= 50; i++) await createRole(owner, crowded.id, `role-${i}`, { orders: ["read"] });
    const extra = await owner.client.post("/organization/create-role", {
      organizationId: crowded.id,
      role: "role-51",
      permission: { orders: ["read"] },
    });
    expectCode(extra, 400, "TOO_MANY_ROLES");
    const count = await db(server)
      .selectFrom("organizationRole")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("organizationId", "=", crowded.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(50);
    // Deleting one makes room again.
    const freed = await owner.client.post("/organization/delete-role", {
      organizationId: crowded.id,
      roleName: "role-1",
    });
    expect(freed.status).toBe(200);
    await createRole(owner, crowded.id, "role-51", { orders: ["read"] });
  });
});
