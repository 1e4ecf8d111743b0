import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { uniqueEmail } from "../helpers/account-flows.ts";
import type { JsonResponse, TestServer } from "../helpers/test-server.ts";
import { createOrganization, db, invite, type Person, seedMembers, type Team } from "./fixtures.ts";

/**
 * The organizations the permission probes run in (permission-probes.ts), the members who probe,
 * and what each organization's founder makes for probes that use something up.
 */

/** A permission as `resource:action`, the way refusals and tokens name it. */
export type PermissionKey = string;
export type PermissionMap = Record<string, string[]>;

/** One organization the probes run in, and what its founder (an owner, probing nothing) made there. */
export type World = {
  server: TestServer;
  founder: Person;
  organizationId: string;
  /** A role granting nothing: what targets hold and what probes hand out, so no hand-out grants more than its giver holds. */
  nothingRole: string;
  /** A role granting nothing that no one holds: probes update it and move its (no) holders. */
  unheldRole: string;
  /** Renamed by team:update. */
  teamId: string;
  /** A member holding `nothingRole` whose roles member:update sets. */
  targetMemberId: string;
  /** An organization API key renamed by apiKey:update. */
  apiKeyId: string;
  spares: Spares;
};

/** A signed-in member of a world's organization holding one role: built-in, or the organization's own. */
export type Prober = {
  /** What the role grants, as the test's messages name it: "orders:read", "owner", "nothing". */
  label: string;
  role: string;
  /** The role's permissions when it is the organization's own (null for a built-in role). */
  permission: PermissionMap | null;
  holds: ReadonlySet<PermissionKey>;
  person: Person;
  world: World;
};

/** What the founder made, once it answered 200. */
export async function expectOk<T>(made: Promise<JsonResponse<T>>, what: string): Promise<T> {
  const response = await made;
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

/**
 * Targets the founder made for probes that use them up (a member to remove, a team to delete),
 * each lent to one request at a time: a refused request hands its target to the next, and the
 * founder makes a new one only when none is spare — about one per request in flight, and one per
 * allowed request.
 */
export class Spares {
  private readonly spare = new Map<string, string[]>();

  async lend(
    kind: string,
    make: () => Promise<string>,
    use: (target: string) => Promise<JsonResponse<unknown>>,
    usedUpBy: number,
  ): Promise<JsonResponse<unknown>> {
    const stack = this.spare.get(kind) ?? [];
    this.spare.set(kind, stack);
    const target = stack.pop() ?? (await make());
    const response = await use(target);
    if (response.status !== usedUpBy) stack.push(target);
    return response;
  }
}

export const madeTeam = async ({ founder, organizationId }: World) =>
  (
    await expectOk(
      founder.client.post<Team>("/organization/create-team", { name: `Doomed ${randomUUID()}`, organizationId }),
      "a team to delete",
    )
  ).id;

export const madeApiKey = async ({ founder, organizationId }: World) =>
  (
    await expectOk(
      founder.client.post<{ id: string }>("/api-key/create", {
        configId: "organization",
        organizationId,
        name: "doomed",
      }),
      "a key to delete",
    )
  ).id;

export const madeRole = async ({ founder, organizationId }: World) => {
  const role = `doomed-${randomUUID().slice(0, 8)}`;
  await expectOk(founder.client.post("/organization/create-role", { organizationId, role, permission: {} }), "a role");
  return role;
};

export const madeInvitation = async ({ founder, organizationId, nothingRole }: World) =>
  (await invite(founder, organizationId, uniqueEmail("matrix-cancel"), nothingRole)).id;

/** A member holding nothing, by address (remove-member takes either). */
export const madeMember = async ({ server, organizationId, nothingRole }: World) =>
  `seeded-${(await seedMembers(server, organizationId, 1, nothingRole))[0]}@example.com`;

/**
 * An organization of the founder's where the prober is a member holding a role granting what
 * its role grants in its own: deleting it shows the decision without ending the shared one.
 */
export async function throwawayOrganization(prober: Prober): Promise<string> {
  const { founder, server } = prober.world;
  const organization = await createOrganization(founder, { name: "Throwaway" });
  if (prober.permission)
    await expectOk(
      founder.client.post("/organization/create-role", {
        organizationId: organization.id,
        role: prober.role,
        permission: prober.permission,
      }),
      "the prober's role in the throwaway organization",
    );
  // Straight into the table: an accepted invitation would make it the prober's active organization.
  await db(server)
    .insertInto("member")
    .values({
      id: randomUUID(),
      organizationId: organization.id,
      userId: prober.person.id,
      role: prober.role,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return organization.id;
}
