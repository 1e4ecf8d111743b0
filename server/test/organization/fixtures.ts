import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import type { JsonResponse, TestClient, TestServer } from "../helpers/test-server.ts";

/** Shared steps of the organization suites: people, organizations, members by invitation. */

export type Person = { client: TestClient; email: string; id: string };
export type Organization = {
  id: string;
  name: string;
  slug: string;
  metadata?: unknown;
  members: Array<{ id: string; userId: string; role: string }>;
};
export type Member = { id: string; userId: string; organizationId: string; role: string };
export type Invitation = {
  id: string;
  email: string;
  role: string;
  status: string;
  organizationId: string;
  inviterId: string;
  expiresAt: string;
  teamId?: string | null;
};
export type Team = { id: string; name: string; organizationId: string };
export type ErrorBody = { code?: string; message?: string };

export const uniqueSlug = (label: string): string => `${label}-${randomBytes(5).toString("hex")}`;

/** A signed-up, signed-in person in their own browser. */
export async function person(server: TestServer, label: string): Promise<Person> {
  const client = server.client();
  const email = uniqueEmail(label);
  const id = await signUpUnverified(client, email);
  return { client, email, id };
}

export async function createOrganization(owner: Person, body: Record<string, unknown> = {}): Promise<Organization> {
  const created = await owner.client.post<Organization>("/organization/create", {
    name: "Org",
    slug: uniqueSlug("org"),
    ...body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

export async function invite(
  inviter: Person,
  organizationId: string,
  email: string,
  role: string | string[] = "member",
  extra: Record<string, unknown> = {},
) {
  const invited = await inviter.client.post<Invitation>("/organization/invite-member", {
    email,
    role,
    organizationId,
    ...extra,
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  return invited.body;
}

/** A new person who joins `organizationId` by invitation with `role`; it becomes their active organization. */
export async function joinedMember(
  server: TestServer,
  inviter: Person,
  organizationId: string,
  role: string | string[] = "member",
  label = "member",
) {
  const joiner = await person(server, label);
  const invitation = await invite(inviter, organizationId, joiner.email, role);
  const accepted = await joiner.client.post<{ member: Member }>("/organization/accept-invitation", {
    invitationId: invitation.id,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { ...joiner, member: accepted.body.member };
}

/** Asserts a refusal: its status and exact message. */
export function expectRefused(response: JsonResponse<unknown>, status: number, message: string): void {
  expect({ status: response.status, message: (response.body as ErrorBody | null)?.message }).toEqual({
    status,
    message,
  });
}

/** The session's active organization and team as stored (no cookie cache). */
export async function activeOf(client: TestClient): Promise<{ organizationId: string | null; teamId: string | null }> {
  const session = await client.get<{
    session: { activeOrganizationId: string | null; activeTeamId: string | null };
  } | null>("/get-session", {
    query: { disableCookieCache: "true" },
  });
  return {
    organizationId: session.body?.session.activeOrganizationId ?? null,
    teamId: session.body?.session.activeTeamId ?? null,
  };
}

export const db = (server: TestServer) => server.gatehouse.database.db;

/**
 * Users made straight in the database, `count` of them, each a member of `organizationId` with
 * `role`: to bring an organization to a limit without a hundred sign-ups.
 */
export async function seedMembers(
  server: TestServer,
  organizationId: string,
  count: number,
  role = "member",
): Promise<string[]> {
  const now = new Date().toISOString();
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  await db(server)
    .insertInto("user")
    .values(
      ids.map((id) => ({
        id,
        name: "Seeded",
        email: `seeded-${id}@example.com`,
        emailVerified: server.gatehouse.database.kind === "postgres" ? false : 0,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  await db(server)
    .insertInto("member")
    .values(ids.map((userId) => ({ id: crypto.randomUUID(), organizationId, userId, role, createdAt: now })))
    .execute();
  return ids;
}
