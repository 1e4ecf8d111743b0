import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  createRole,
  expectCode,
  invitationRole,
  type RefusalBody,
  setRoles,
  storedRole,
  storedRoles,
} from "./custom-role-fixtures.ts";
import { createOrganization, db, joinedMember, type Organization, type Person, person } from "./fixtures.ts";

/**
 * No one gets more through the organization's own roles than they already hold: not by defining a
 * role, nor by giving one (to themselves, another member or an invitation), nor by changing a role
 * or a member wider than them, nor by reaching the owner role. Every refusal is a clear 4xx and
 * leaves the roles, members and invitations as they were.
 */

type Holder = Person & { member: { id: string } };

let server: TestServer;
let owner: Person;
let organization: Organization;
let admin: Holder;
/** Holds `ac: create, read` and reads orders. */
let roleMaker: Holder;
/** Holds `member: update` and reads orders. */
let manager: Holder;
/** Invites, and reads orders. */
let recruiter: Holder;
/** Holds `member: update` and `ac: delete`: may reassign roles. */
let steward: Holder;
/** Holds `ac: update`. */
let roleEditor: Holder;
let plain: Holder;

const ROLES = {
  reader: { orders: ["read"] },
  wide: { member: ["update"], orders: ["read", "write"], products: ["write"] },
  rolemaker: { ac: ["create", "read"], orders: ["read"] },
  manager: { member: ["update"], orders: ["read"] },
  recruiter: { invitation: ["create"], orders: ["read"] },
  steward: { member: ["update"], ac: ["read", "delete"], orders: ["read"] },
  roleeditor: { ac: ["read", "update"], orders: ["read"] },
};

beforeAll(async () => {
  server = await startTestServer();
  owner = await person(server, "escalation-owner");
  organization = await createOrganization(owner, { name: "Escalation" });
  for (const [role, permission] of Object.entries(ROLES)) await createRole(owner, organization.id, role, permission);
  const join = (role: string) => joinedMember(server, owner, organization.id, role, role);
  admin = await join("admin");
  roleMaker = await join("rolemaker");
  manager = await join("manager");
  recruiter = await join("recruiter");
  steward = await join("steward");
  roleEditor = await join("roleeditor");
  plain = await join("reader");
});
afterAll(async () => server?.close());

const orgId = () => organization.id;
const invitationsTo = (email: string) =>
  db(server).selectFrom("invitation").select("id").where("email", "=", email).execute();

describe("defining roles", () => {
  it("an admin, who may only read roles, cannot create one (403), and nothing is stored", async () => {
    const before = await storedRoles(server, orgId());
    const created = await admin.client.post("/organization/create-role", {
      organizationId: orgId(),
      role: "sneaky",
      permission: { orders: ["read"] },
    });
    expectCode(created, 403, "YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE");
    expect(await storedRoles(server, orgId())).toEqual(before);
  });

  it("a role that may create roles cannot create one granting what it lacks: 403 naming what is missing", async () => {
    const before = await storedRoles(server, orgId());
    const created = await roleMaker.client.post<RefusalBody>("/organization/create-role", {
      organizationId: orgId(),
      role: "orders-writer",
      permission: { orders: ["read", "write"], products: ["write"] },
    });
    expectCode(created, 403, "YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE");
    expect(created.body.missingPermissions?.sort()).toEqual(["orders:write", "products:write"]);
    expect(await storedRoles(server, orgId())).toEqual(before);

    // Within its own permissions it may.
    const narrow = await createRole(roleMaker, orgId(), "orders-peek", { orders: ["read"] });
    expect(narrow).toMatchObject({ role: "orders-peek", permission: { orders: ["read"] } });
  });

  it("a role editor cannot widen a role beyond its own permissions, nor change a role wider than itself", async () => {
    const before = await storedRoles(server, orgId());
    const widened = await roleEditor.client.post<RefusalBody>("/organization/update-role", {
      organizationId: orgId(),
      roleName: "reader",
      data: { permission: { orders: ["read", "write"] } },
    });
    expectCode(widened, 403, "YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE");
    expect(widened.body.missingPermissions).toEqual(["orders:write"]);

    const narrowed = await roleEditor.client.post<RefusalBody>("/organization/update-role", {
      organizationId: orgId(),
      roleName: "wide",
      data: { permission: { orders: ["read"] } },
    });
    expectCode(narrowed, 403, "ROLE_GRANTS_MORE_THAN_YOU_HOLD");
    expect(narrowed.body.missingPermissions?.sort()).toEqual(["member:update", "orders:write", "products:write"]);
    const renamed = await roleEditor.client.post("/organization/update-role", {
      organizationId: orgId(),
      roleName: "wide",
      data: { roleName: "was-wide" },
    });
    expectCode(renamed, 403, "ROLE_GRANTS_MORE_THAN_YOU_HOLD");
    expect(await storedRoles(server, orgId())).toEqual(before);

    // A role within its own permissions it may change.
    const described = await roleEditor.client.post("/organization/update-role", {
      organizationId: orgId(),
      roleName: "reader",
      data: { description: "Reads orders" },
    });
    expect(described.status, JSON.stringify(described.body)).toBe(200);
  });

  it("update-role writes only what it defines: a role cannot be moved to another organization", async () => {
    const elsewhere = await createOrganization(owner, { name: "Elsewhere" });
    const moved = await owner.client.post("/organization/update-role", {
      organizationId: orgId(),
      roleName: "reader",
      data: { organizationId: elsewhere.id, role: "owner", permission: { orders: ["read"] } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await storedRoles(server, orgId())).map((role) => role.role)).toContain("reader");
    expect(await storedRoles(server, elsewhere.id)).toEqual([]);
    expect((await owner.client.post("/organization/set-active", { organizationId: orgId() })).status).toBe(200);
  });

  it("a role another organization defines is no role here (400)", async () => {
    const elsewhere = await createOrganization(owner, { name: "Foreign roles" });
    await createRole(owner, elsewhere.id, "foreign", { orders: ["read"] });
    expect((await owner.client.post("/organization/set-active", { organizationId: orgId() })).status).toBe(200);
    const given = await setRoles(owner, orgId(), plain.member.id, "foreign");
    expect(given.status).toBe(400);
    expect(await storedRole(server, plain.member.id)).toBe("reader");
    const invited = await owner.client.post("/organization/invite-member", {
      organizationId: orgId(),
      email: `foreign-${Math.random().toString(36).slice(2)}@example.com`,
      role: "foreign",
    });
    expect(invited.status).toBe(400);
  });

  it("role names that would read as several roles, as another or as none are refused (400) on create and rename", async () => {
    const before = await storedRoles(server, orgId());
    const names = ["x,owner", "owner, x", " padded", "padded ", "", "   ", "two words", "-lead", "a".repeat(51)];
    for (const role of names) {
      const created = await owner.client.post("/organization/create-role", {
        organizationId: orgId(),
        role,
        permission: { orders: ["read"] },
      });
      expectCode(created, 400, "INVALID_ROLE_NAME");
      const renamed = await owner.client.post("/organization/update-role", {
        organizationId: orgId(),
        roleName: "reader",
        data: { roleName: role },
      });
      expectCode(renamed, 400, "INVALID_ROLE_NAME");
    }
    const described = await owner.client.post("/organization/create-role", {
      organizationId: orgId(),
      role: "verbose",
      permission: { orders: ["read"] },
      additionalFields: { description: "x".repeat(301) },
    });
    expectCode(described, 400, "INVALID_ROLE_DESCRIPTION");
    expect(await storedRoles(server, orgId())).toEqual(before);

    // Letters of any script, digits, hyphens and underscores make a name, up to 50 of them.
    for (const role of ["Support_L2", "équipe-nord", "a".repeat(50)])
      expect((await createRole(owner, orgId(), role, { orders: ["read"] })).role).toBe(role.toLowerCase());
  });

  it("a role editor holding the role it renames does not become owner through a name with a comma", async () => {
    const renamed = await roleEditor.client.post("/organization/update-role", {
      organizationId: orgId(),
      roleName: "roleeditor",
      data: { roleName: "editor,owner" },
    });
    expect(renamed.status).toBe(400);
    expect(await storedRole(server, roleEditor.member.id)).toBe("roleeditor");
  });

  it("the built-in roles cannot be redefined, shadowed or deleted (400), by their owner either", async () => {
    const before = await storedRoles(server, orgId());
    for (const role of ["owner", "Admin", "MEMBER"]) {
      const created = await owner.client.post("/organization/create-role", {
        organizationId: orgId(),
        role,
        permission: { orders: ["read"] },
      });
      expectCode(created, 400, "ROLE_NAME_IS_ALREADY_TAKEN");
    }
    const updated = await owner.client.post("/organization/update-role", {
      organizationId: orgId(),
      roleName: "owner",
      data: { permission: { orders: ["read"] } },
    });
    expectCode(updated, 400, "ROLE_NOT_FOUND");
    const renamedToOwner = await owner.client.post("/organization/update-role", {
      organizationId: orgId(),
      roleName: "reader",
      data: { roleName: "Owner" },
    });
    expectCode(renamedToOwner, 400, "ROLE_NAME_IS_ALREADY_TAKEN");
    for (const roleName of ["owner", "admin", "member"]) {
      const deleted = await owner.client.post("/organization/delete-role", { organizationId: orgId(), roleName });
      expectCode(deleted, 400, "CANNOT_DELETE_A_PRE_DEFINED_ROLE");
    }
    expect(await storedRoles(server, orgId())).toEqual(before);
  });
});

describe("giving roles", () => {
  it("a member who may update members cannot give themselves admin or a wider role (403)", async () => {
    for (const role of ["admin", "wide", "manager,wide", "member"]) {
      const refused = await setRoles(manager, orgId(), manager.member.id, role);
      expectCode(refused, 403, "ROLE_GRANTS_MORE_THAN_YOU_HOLD");
      expect(refused.body.missingPermissions?.length).toBeGreaterThan(0);
    }
    // A list whose one entry holds several roles reads as those roles, as the library reads it.
    for (const role of [["manager,admin"], ["manager", "reader,wide"]])
      expectCode(await setRoles(manager, orgId(), manager.member.id, role), 403, "ROLE_GRANTS_MORE_THAN_YOU_HOLD");
    const named = await setRoles(manager, orgId(), manager.member.id, "wide");
    expect(named.body.missingPermissions?.sort()).toEqual(["orders:write", "products:write"]);
    expect(await storedRole(server, manager.member.id)).toBe("manager");
  });

  it("nor give another member a wider role, but may give one within their own permissions", async () => {
    for (const role of ["admin", "wide", ["reader", "wide"]]) {
      expectCode(await setRoles(manager, orgId(), plain.member.id, role), 403, "ROLE_GRANTS_MORE_THAN_YOU_HOLD");
      expect(await storedRole(server, plain.member.id)).toBe("reader");
    }
    const given = await setRoles(manager, orgId(), plain.member.id, "manager");
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(await storedRole(server, plain.member.id)).toBe("manager");
    expect((await setRoles(owner, orgId(), plain.member.id, "reader")).status).toBe(200);
  });

  it("nor change the roles of a member who holds more than they do, an admin or an owner (403)", async () => {
    expectCode(
      await setRoles(manager, orgId(), admin.member.id, "reader"),
      403,
      "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER",
    );
    expect(await storedRole(server, admin.member.id)).toBe("admin");
    const ownerMember = organization.members[0]!;
    expect((await setRoles(manager, orgId(), ownerMember.id, "reader")).status).toBe(403);
    expect(await storedRole(server, ownerMember.id)).toBe("owner");
  });

  it("an invitation carries no role wider than its inviter's (403), and none is stored", async () => {
    for (const role of ["admin", "member", "wide", "reader,wide", ["reader,admin"], ["reader", "wide"]]) {
      const email = `too-wide-${Math.random().toString(36).slice(2)}@example.com`;
      const invited = await recruiter.client.post<RefusalBody>("/organization/invite-member", {
        organizationId: orgId(),
        email,
        role,
      });
      expectCode(invited, 403, "ROLE_GRANTS_MORE_THAN_YOU_HOLD");
      expect(await invitationsTo(email)).toEqual([]);
    }
    const email = `narrow-${Math.random().toString(36).slice(2)}@example.com`;
    const invited = await recruiter.client.post<{ id: string }>("/organization/invite-member", {
      organizationId: orgId(),
      email,
      role: "reader",
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(await invitationRole(server, invited.body.id)).toBe("reader");
  });

  it("resending an invitation is held to the same rule: an owner's invitation with a wider role is not renewed by a narrower inviter", async () => {
    const email = `resent-${Math.random().toString(36).slice(2)}@example.com`;
    const byOwner = await owner.client.post<{ id: string }>("/organization/invite-member", {
      organizationId: orgId(),
      email,
      role: "wide",
    });
    expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(200);
    const expiresAt = () =>
      db(server).selectFrom("invitation").select(["expiresAt", "role"]).where("email", "=", email).execute();
    const before = await expiresAt();
    const resent = await recruiter.client.post<RefusalBody>("/organization/invite-member", {
      organizationId: orgId(),
      email,
      role: "wide",
      resend: true,
    });
    expectCode(resent, 403, "ROLE_GRANTS_MORE_THAN_YOU_HOLD");
    expect(await expiresAt()).toEqual(before);
  });

  it("only an owner makes someone owner: update-member-role and reassign-role refuse everyone else (403)", async () => {
    const byAdmin = await setRoles(admin, orgId(), plain.member.id, "owner");
    expectCode(byAdmin, 403, "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER");
    const byManager = await setRoles(manager, orgId(), plain.member.id, ["reader", "owner"]);
    expectCode(byManager, 403, "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER");
    const selfPromoted = await setRoles(admin, orgId(), admin.member.id, ["admin", "owner"]);
    expect(selfPromoted.status).toBe(403);
    const byAdminReassign = await admin.client.post("/organization/reassign-role", {
      organizationId: orgId(),
      roleName: "reader",
      toRole: "owner",
    });
    expectCode(byAdminReassign, 403, "YOU_ARE_NOT_ALLOWED_TO_REASSIGN_A_ROLE");
    const byStewardReassign = await steward.client.post("/organization/reassign-role", {
      organizationId: orgId(),
      roleName: "reader",
      toRole: "owner",
    });
    expectCode(byStewardReassign, 403, "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER");
    expect(await storedRole(server, plain.member.id)).toBe("reader");
    expect(await storedRole(server, admin.member.id)).toBe("admin");
  });

  it("reassign-role moves holders only to a role within the caller's permissions, and only off one within them", async () => {
    const wider = await steward.client.post<RefusalBody>("/organization/reassign-role", {
      organizationId: orgId(),
      roleName: "reader",
      toRole: "wide",
    });
    expectCode(wider, 403, "ROLE_GRANTS_MORE_THAN_YOU_HOLD");
    const offWider = await steward.client.post<RefusalBody>("/organization/reassign-role", {
      organizationId: orgId(),
      roleName: "rolemaker",
      toRole: "reader",
    });
    expectCode(offWider, 403, "ROLE_GRANTS_MORE_THAN_YOU_HOLD");
    expect(offWider.body.missingPermissions).toEqual(["ac:create"]);
    expect(await storedRole(server, plain.member.id)).toBe("reader");
    expect(await storedRole(server, roleMaker.member.id)).toBe("rolemaker");
  });

  it("malformed role changes are 400, never a 500, and change nothing", async () => {
    const bodies: Record<string, unknown>[] = [
      { memberId: plain.member.id, role: [1] },
      { memberId: plain.member.id, role: [null, "reader"] },
      { memberId: plain.member.id, role: { admin: true } },
      { memberId: plain.member.id, role: "" },
      { memberId: 7, role: "reader" },
    ];
    for (const who of [owner, manager])
      for (const body of bodies) {
        const changed = await who.client.post("/organization/update-member-role", { organizationId: orgId(), ...body });
        expect(changed.status, JSON.stringify(body)).toBe(400);
      }
    for (const body of [{ role: [1] }, { role: "reader", additionalFields: "text" }, { role: "x", permission: null }]) {
      const created = await owner.client.post("/organization/create-role", { organizationId: orgId(), ...body });
      expect(created.status, JSON.stringify(body)).toBe(400);
    }
    for (const data of [null, "text", { roleName: 5 }, { permission: { orders: "read" } }]) {
      const updated = await manager.client.post("/organization/update-role", {
        organizationId: orgId(),
        roleName: "reader",
        data,
      });
      expect(updated.status, JSON.stringify(data)).toBe(400);
    }
    expect(await storedRole(server, plain.member.id)).toBe("reader");
  });

  it("deleting a role needs ac:delete (403 otherwise)", async () => {
    const before = await storedRoles(server, orgId());
    for (const who of [admin, manager, roleEditor]) {
      const deleted = await who.client.post("/organization/delete-role", { organizationId: orgId(), roleName: "wide" });
      expectCode(deleted, 403, "YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE");
    }
    expect(await storedRoles(server, orgId())).toEqual(before);
  });
});
