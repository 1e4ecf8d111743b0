import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  BILLING_PERMISSION,
  BILLING_ROLE_ACCESS,
  billingAccess,
  createRole,
  expectCode,
  type Permission,
  type RoleRow,
  setRoles,
  storedRole,
  storedRoles,
} from "./custom-role-fixtures.ts";
import { createOrganization, invite, joinedMember, type Organization, type Person, person } from "./fixtures.ts";

/**
 * An organization's own roles: an owner defines one (name, permissions, description), reads and
 * changes it, and gives it to members — by role change or by invitation, alone or beside other
 * roles — whose sessions then reach /v1 as far as it grants, and no further; a member reads what
 * their roles grant together.
 */

let server: TestServer;
let owner: Person;
let organization: Organization;
let billing: RoleRow;

beforeAll(async () => {
  server = await startTestServer();
  owner = await person(server, "roles-owner");
  organization = await createOrganization(owner, { name: "Own roles" });
  billing = await createRole(owner, organization.id, "Billing", BILLING_PERMISSION, "Orders and refunds");
});
afterAll(async () => server?.close());

const listRoles = (who: Person) =>
  who.client.get<RoleRow[]>("/organization/list-roles", { query: { organizationId: organization.id } });
const getRole = (who: Person, query: Record<string, string>) =>
  who.client.get<RoleRow>("/organization/get-role", { query: { organizationId: organization.id, ...query } });

describe("defining a role", () => {
  it("create-role stores a lower-cased name, the permissions and the description", async () => {
    expect(billing).toMatchObject({
      organizationId: organization.id,
      role: "billing",
      permission: BILLING_PERMISSION,
      description: "Orders and refunds",
    });
    const [row] = (await storedRoles(server, organization.id)).filter((role) => role.role === "billing");
    expect(row).toMatchObject({ id: billing.id, permission: BILLING_PERMISSION, description: "Orders and refunds" });
  });

  it("list-roles and get-role (by name or id) answer the permissions as an object, with the description", async () => {
    const listed = await listRoles(owner);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.find((role) => role.id === billing.id)).toMatchObject({
      role: "billing",
      permission: BILLING_PERMISSION,
      description: "Orders and refunds",
    });
    for (const query of [{ roleName: "billing" }, { roleId: billing.id }] as Record<string, string>[]) {
      const got = await getRole(owner, query);
      expect(got.status, JSON.stringify(got.body)).toBe(200);
      expect(got.body).toMatchObject({ id: billing.id, role: "billing", permission: BILLING_PERMISSION });
    }
    expectCode(await getRole(owner, { roleName: "nobody" }), 400, "ROLE_NOT_FOUND");
  });

  it("update-role changes the permissions and the description", async () => {
    const permission: Permission = { ...BILLING_PERMISSION, subscriptions: ["read"] };
    const updated = await owner.client.post<{ roleData: RoleRow }>("/organization/update-role", {
      organizationId: organization.id,
      roleName: "billing",
      data: { permission, description: "Orders, refunds, subscriptions" },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.roleData).toMatchObject({ role: "billing", permission });
    const got = await getRole(owner, { roleName: "billing" });
    expect(got.body).toMatchObject({ permission, description: "Orders, refunds, subscriptions" });

    const restored = await owner.client.post("/organization/update-role", {
      organizationId: organization.id,
      roleId: billing.id,
      data: { permission: BILLING_PERMISSION },
    });
    expect(restored.status).toBe(200);
    expect((await getRole(owner, { roleId: billing.id })).body).toMatchObject({
      permission: BILLING_PERMISSION,
      description: "Orders, refunds, subscriptions",
    });
  });

  it("bad input is a 400 and stores nothing: unknown resources, malformed permissions, a taken name", async () => {
    const before = await storedRoles(server, organization.id);
    const bodies = [
      { role: "unknown-resource", permission: { spaceships: ["read"] } },
      { role: "bad-shape", permission: ["orders:read"] },
      { role: "bad-actions", permission: { orders: "read" } },
      { role: 42, permission: { orders: ["read"] } },
      { role: "BILLING", permission: { orders: ["read"] } },
    ];
    for (const body of bodies) {
      const created = await owner.client.post("/organization/create-role", {
        organizationId: organization.id,
        ...body,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(400);
    }
    const unknownResource = await owner.client.post("/organization/create-role", {
      organizationId: organization.id,
      ...bodies[0],
    });
    expectCode(unknownResource, 400, "INVALID_RESOURCE");

    // A misspelt action is bad input, even from an owner who holds everything.
    const misspelt = await owner.client.post<{ unknownPermissions?: string[] }>("/organization/create-role", {
      organizationId: organization.id,
      role: "misspelt",
      permission: { orders: ["read", "fly"], auditLog: ["write"] },
    });
    expectCode(misspelt, 400, "INVALID_PERMISSION");
    expect(misspelt.body.unknownPermissions).toEqual(["orders:fly", "auditLog:write"]);
    const misspeltUpdate = await owner.client.post("/organization/update-role", {
      organizationId: organization.id,
      roleName: "billing",
      data: { permission: { refunds: ["delete"] } },
    });
    expectCode(misspeltUpdate, 400, "INVALID_PERMISSION");
    expect(await storedRoles(server, organization.id)).toEqual(before);
  });
});

describe("holding a role", () => {
  it("given by update-member-role, it reaches /v1 as far as it grants, by organization_id or the active organization", async () => {
    const holder = await joinedMember(server, owner, organization.id, "member", "by-role-change");
    const given = await setRoles(owner, organization.id, holder.member.id, "billing");
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(await storedRole(server, holder.member.id)).toBe("billing");
    expect(await billingAccess(server, holder, organization.id)).toEqual(BILLING_ROLE_ACCESS);
    expect(await billingAccess(server, holder)).toEqual(BILLING_ROLE_ACCESS);
    const refused = await v1(server, "POST", "/products/", {
      client: holder.client,
      body: {
        name: "Not theirs to make",
        prices: [{ amount_type: "fixed", price_amount: 500, price_currency: "usd" }],
        organization_id: organization.id,
      },
    });
    expectError(refused, 403, "NotPermitted");
  });

  it("carried by an invitation, it is the new member's role once accepted", async () => {
    const joiner = await person(server, "by-invitation");
    const invitation = await invite(owner, organization.id, joiner.email, "billing");
    expect(invitation.role).toBe("billing");
    const accepted = await joiner.client.post<{ member: { id: string; role: string } }>(
      "/organization/accept-invitation",
      { invitationId: invitation.id },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.member.role).toBe("billing");
    expect(await billingAccess(server, joiner)).toEqual(BILLING_ROLE_ACCESS);
  });

  it("several roles grant their union: billing beside member reads products too", async () => {
    const both = { readOrders: 200, writeOrders: 404, readProducts: 200, writeProducts: 403 };
    const byString = await joinedMember(server, owner, organization.id, "member", "two-roles");
    expect((await setRoles(owner, organization.id, byString.member.id, "billing,member")).status).toBe(200);
    expect(await billingAccess(server, byString)).toEqual(both);

    const byList = await joinedMember(server, owner, organization.id, ["billing", "member"], "two-roles-invited");
    expect(await storedRole(server, byList.member.id)).toBe("billing,member");
    expect(await billingAccess(server, byList)).toEqual(both);

    const asAdmin = await joinedMember(server, owner, organization.id, "billing,admin", "billing-admin");
    expect(await billingAccess(server, asAdmin)).toEqual({ ...both, writeProducts: 201 });

    // has-permission answers by the same union: orders write from billing, products read from member.
    const asks = (permissions: Permission) =>
      byString.client.post<{ success: boolean; error: null }>("/organization/has-permission", {
        organizationId: organization.id,
        permissions,
      });
    const spread = await asks({ orders: ["write"], products: ["read"] });
    expect(spread.status).toBe(200);
    expect(spread.body).toEqual({ error: null, success: true });
    expect((await asks({ orders: ["write"], products: ["write"] })).body).toEqual({ error: null, success: false });
  });

  it("narrowing a role narrows what its holders may do at once", async () => {
    await createRole(owner, organization.id, "orders-desk", { orders: ["read", "write"] });
    const holder = await joinedMember(server, owner, organization.id, "orders-desk", "desk");
    expect((await billingAccess(server, holder)).writeOrders).toBe(404);
    const narrowed = await owner.client.post("/organization/update-role", {
      organizationId: organization.id,
      roleName: "orders-desk",
      data: { permission: { orders: ["read"] } },
    });
    expect(narrowed.status).toBe(200);
    expect(await billingAccess(server, holder)).toEqual({ ...BILLING_ROLE_ACCESS, writeOrders: 403 });
  });
});

describe("get-member-permissions", () => {
  type Answer = { organizationId: string; roles: string[]; permissions: Permission };
  const permissionsOf = (who: Person, organizationId?: string) =>
    who.client.get<Answer>("/organization/get-member-permissions", {
      query: organizationId ? { organizationId } : {},
    });

  it("answers the caller's roles and what they grant together, for the named or the active organization", async () => {
    const holder = await joinedMember(server, owner, organization.id, ["billing", "member"], "permissions");
    for (const named of [organization.id, undefined]) {
      const answer = await permissionsOf(holder, named);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.organizationId).toBe(organization.id);
      expect(answer.body.roles).toEqual(["billing", "member"]);
      expect(answer.body.permissions).toMatchObject({
        orders: ["read", "write"],
        refunds: ["read", "write"],
        customers: ["read"],
        products: ["read"],
      });
      expect(answer.body.permissions.member).toBeUndefined();
      expect(answer.body.permissions.ac).toBeUndefined();
    }
  });

  it("an owner holds every permission of the catalogue", async () => {
    const answer = await permissionsOf(owner, organization.id);
    expect(answer.body.roles).toEqual(["owner"]);
    expect(answer.body.permissions).toMatchObject({
      organization: ["update", "delete"],
      ac: ["create", "read", "update", "delete"],
      security: ["update"],
      products: ["read", "write"],
    });
  });

  it("a non-member is refused (403), no organization is 400, no session 401", async () => {
    const outsider = await person(server, "outsider");
    expectCode(await permissionsOf(outsider, organization.id), 403, "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
    expectCode(await permissionsOf(outsider), 400, "NO_ACTIVE_ORGANIZATION");
    const anonymous = server.client();
    expect((await anonymous.get("/organization/get-member-permissions")).status).toBe(401);
  });

  it("a member without ac:read reads their own permissions but not the organization's roles (403)", async () => {
    const plain = await joinedMember(server, owner, organization.id, "billing", "no-ac-read");
    expect((await permissionsOf(plain)).status).toBe(200);
    expectCode(await listRoles(plain), 403, "YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE");
    expectCode(await getRole(plain, { roleName: "billing" }), 403, "YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE");
    const admin = await joinedMember(server, owner, organization.id, "admin", "ac-reader");
    expect((await listRoles(admin)).status).toBe(200);
  });
});

describe("the audit log", () => {
  type Entry = {
    action: string;
    organizationId: string | null;
    actor: { id: string | null };
    target: { type: string; id: string } | null;
    details: Record<string, unknown> | null;
  };

  it("records role.created, role.updated, role.reassigned and role.deleted with the organization and the role", async () => {
    const audited = await createRole(owner, organization.id, "audited", { orders: ["read"] }, "Watched");
    const updated = await owner.client.post("/organization/update-role", {
      organizationId: organization.id,
      roleId: audited.id,
      data: { description: "Still watched" },
    });
    expect(updated.status).toBe(200);
    await joinedMember(server, owner, organization.id, "audited", "audited");
    expect((await reassignRole(owner, "audited", "member")).status).toBe(200);
    const deleted = await owner.client.post("/organization/delete-role", {
      organizationId: organization.id,
      roleId: audited.id,
    });
    expect(deleted.status).toBe(200);

    const log = await owner.client.get<{ entries: Entry[] }>("/organization/audit-log", {
      query: { organizationId: organization.id, action: "role.", limit: "100" },
    });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const about = log.body.entries.filter((entry) => entry.target?.id === audited.id);
    expect(about.map((entry) => entry.action)).toEqual([
      "role.deleted",
      "role.reassigned",
      "role.updated",
      "role.created",
    ]);
    for (const entry of about)
      expect(entry).toMatchObject({ organizationId: organization.id, actor: { id: owner.id } });
    const [deletedEntry, reassigned, updatedEntry, created] = about;
    expect(created).toMatchObject({
      target: { type: "role", id: audited.id },
      details: { role: "audited", permission: { orders: ["read"] } },
    });
    expect(updatedEntry).toMatchObject({
      target: { type: "role", id: audited.id },
      details: { changes: { description: "Still watched" } },
    });
    expect(reassigned).toMatchObject({
      target: { type: "role", id: audited.id },
      details: { from: "audited", to: "member", members: 1, invitations: 0 },
    });
    expect(deletedEntry).toMatchObject({ target: { type: "role", id: audited.id } });
  });

  it("records nothing of a refused change", async () => {
    const admin = await joinedMember(server, owner, organization.id, "admin", "audit-refused");
    const refused = await admin.client.post("/organization/create-role", {
      organizationId: organization.id,
      role: "refused",
      permission: { orders: ["read"] },
    });
    expect(refused.status).toBe(403);
    const log = await owner.client.get<{ entries: Entry[] }>("/organization/audit-log", {
      query: { organizationId: organization.id, action: "role.created", actorId: admin.id },
    });
    expect(log.body.entries).toEqual([]);
  });
});

const reassignRole = (who: Person, roleName: string, toRole: string) =>
  who.client.post("/organization/reassign-role", { organizationId: organization.id, roleName, toRole });
