import { createAuthClient } from "better-auth/client";
import { organizationClient } from "better-auth/client/plugins";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationAccessControl, organizationRoles } from "../../src/auth/roles/organization.ts";
import { PASSWORD, uniqueEmail } from "../helpers/account-flows.ts";
import { CookieJar } from "../helpers/cookie-jar.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { uniqueSlug } from "./fixtures.ts";

/**
 * better-auth's own client, unchanged, with `organizationClient({ dynamicAccessControl })`: an
 * organization's own roles are created, listed, read, updated and deleted through its calls, and
 * `hasPermission` answers for a member holding one — each answer in the shape the client expects.
 * One cookie jar per client stands in for the browser's.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

function browserClient() {
  const jar = new CookieJar();
  return createAuthClient({
    baseURL: server.url,
    plugins: [
      organizationClient({
        ac: organizationAccessControl,
        roles: organizationRoles,
        teams: { enabled: true },
        dynamicAccessControl: { enabled: true },
        schema: {
          organizationRole: { additionalFields: { description: { type: "string", required: false } } },
        },
      }),
    ],
    fetchOptions: {
      customFetchImpl: async (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set("origin", server.url);
        headers.set("cookie", jar.header());
        const response = await fetch(input, { ...init, headers });
        jar.store(response);
        return response;
      },
    },
  });
}

type Client = ReturnType<typeof browserClient>;

async function signedUp(label: string): Promise<{ client: Client; email: string }> {
  const client = browserClient();
  const email = uniqueEmail(label);
  const signUp = await client.signUp.email({ email, password: PASSWORD, name: label });
  expect(signUp.error).toBeNull();
  return { client, email };
}

describe("the better-auth client with dynamic access control", () => {
  it("createRole, listRoles, getRole, updateRole and deleteRole answer what the client expects", async () => {
    const { client } = await signedUp("client-owner");
    const created = await client.organization.create({ name: "Client roles", slug: uniqueSlug("client") });
    expect(created.error).toBeNull();
    const organizationId = created.data!.id;

    const role = await client.organization.createRole({
      role: "Auditor",
      permission: { orders: ["read"], auditLog: ["read"] },
      additionalFields: { description: "Reads orders and the audit log" },
    });
    expect(role.error).toBeNull();
    expect(role.data).toMatchObject({
      success: true,
      roleData: {
        organizationId,
        role: "auditor",
        permission: { orders: ["read"], auditLog: ["read"] },
        description: "Reads orders and the audit log",
      },
      statements: { orders: ["read"], auditLog: ["read"] },
    });
    const roleId = role.data!.roleData.id;

    const listed = await client.organization.listRoles({ query: { organizationId } });
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([
      expect.objectContaining({ id: roleId, role: "auditor", permission: { orders: ["read"], auditLog: ["read"] } }),
    ]);

    const got = await client.organization.getRole({ query: { roleName: "auditor" } });
    expect(got.error).toBeNull();
    expect(got.data).toMatchObject({ id: roleId, description: "Reads orders and the audit log" });

    const updated = await client.organization.updateRole({
      roleId,
      data: { permission: { orders: ["read", "write"] }, description: "Orders" },
    });
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({
      success: true,
      roleData: { id: roleId, role: "auditor", permission: { orders: ["read", "write"] } },
    });
    const renamed = await client.organization.updateRole({ roleName: "auditor", data: { roleName: "reviewer" } });
    expect(renamed.data?.roleData).toMatchObject({ id: roleId, role: "reviewer" });

    const deleted = await client.organization.deleteRole({ roleName: "reviewer" });
    expect(deleted).toMatchObject({ data: { success: true }, error: null });
    expect((await client.organization.listRoles({ query: { organizationId } })).data).toEqual([]);
    const gone = await client.organization.getRole({ query: { roleId } });
    expect(gone.error).toMatchObject({ status: 400, code: "ROLE_NOT_FOUND" });
  });

  it("hasPermission answers for a member holding the organization's own role, and refusals come back as errors", async () => {
    const owner = await signedUp("client-role-owner");
    const created = await owner.client.organization.create({ name: "Client check", slug: uniqueSlug("check") });
    const organizationId = created.data!.id;
    expect(
      (
        await owner.client.organization.createRole({
          role: "refunds",
          permission: { refunds: ["read", "write"] },
          // The typed client asks for the role's additional fields; the description is optional.
          additionalFields: {},
        })
      ).error,
    ).toBeNull();

    const member = await signedUp("client-role-member");
    const invitation = await owner.client.organization.inviteMember({ email: member.email, role: "refunds" });
    expect(invitation.error).toBeNull();
    const accepted = await member.client.organization.acceptInvitation({ invitationId: invitation.data!.id });
    expect(accepted.error).toBeNull();

    const may = await member.client.organization.hasPermission({ permissions: { refunds: ["write"] } });
    expect(may).toMatchObject({ data: { success: true }, error: null });
    const mayNot = await member.client.organization.hasPermission({ permissions: { products: ["write"] } });
    expect(mayNot.data).toMatchObject({ success: false });
    const several = await member.client.organization.hasPermission({
      permissions: { refunds: ["read", "write"], orders: ["read"] },
    });
    expect(several.data).toMatchObject({ success: false });

    // The member may not define roles: the client gets the refusal as its error, with its code.
    const refused = await member.client.organization.createRole({
      organizationId,
      role: "mine",
      permission: { refunds: ["read"] },
      additionalFields: {},
    });
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({ status: 403, code: "YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE" });
    const unlisted = await member.client.organization.listRoles();
    expect(unlisted.error).toMatchObject({ status: 403, code: "YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE" });
  });
});
