import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/**
 * The routes that change the active organization, as a client sees them: through get-session's
 * cookie cache (no disableCookieCache), straight after the route that made them.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

type Cached = { session: { activeOrganizationId: string | null } } | null;

/** get-session as a browser asks it: the cookie cache answers when it is valid. */
const activeOrganization = async (client: TestClient) =>
  (await client.get<Cached>("/get-session")).body?.session.activeOrganizationId ?? null;

async function signedUp(label: string): Promise<{ client: TestClient; email: string }> {
  const client = server.client();
  const email = uniqueEmail(label);
  await signUpUnverified(client, email);
  return { client, email };
}

async function organizationWithMember() {
  const owner = await signedUp("owner");
  const slug = `org-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const created = await owner.client.post<{ id: string }>("/organization/create", { name: "Cache Org", slug });
  expect(created.status).toBe(200);
  const member = await signedUp("member");
  const invited = await owner.client.post<{ id: string }>("/organization/invite-member", {
    email: member.email,
    role: "member",
  });
  expect(invited.status).toBe(200);
  const accepted = await member.client.post("/organization/accept-invitation", { invitationId: invited.body.id });
  expect(accepted.status).toBe(200);
  return { owner, member, organizationId: created.body.id };
}

describe("the cached session follows the active organization", () => {
  it("create makes the new organization active at once, and keepCurrentActiveOrganization keeps it", async () => {
    const { client } = await signedUp("creator");
    expect(await activeOrganization(client)).toBeNull(); // the cache now holds "no organization"
    const first = await client.post<{ id: string }>("/organization/create", {
      name: "First",
      slug: uniqueEmail("first").split("@")[0],
    });
    expect(await activeOrganization(client)).toBe(first.body.id);
    await client.post("/organization/create", {
      name: "Second",
      slug: uniqueEmail("second").split("@")[0],
      keepCurrentActiveOrganization: true,
    });
    expect(await activeOrganization(client)).toBe(first.body.id);
  });

  it("accepting an invitation makes its organization active at once", async () => {
    const { member, organizationId } = await organizationWithMember();
    expect(await activeOrganization(member.client)).toBe(organizationId);
  });

  it("leaving clears it at once", async () => {
    const { member, organizationId } = await organizationWithMember();
    const left = await member.client.post("/organization/leave", { organizationId });
    expect(left.status).toBe(200);
    expect(await activeOrganization(member.client)).toBeNull();
  });

  it("deleting clears it at once", async () => {
    const { owner, organizationId } = await organizationWithMember();
    const deleted = await owner.client.post("/organization/delete", { organizationId });
    expect(deleted.status).toBe(200);
    expect(await activeOrganization(owner.client)).toBeNull();
  });
});
