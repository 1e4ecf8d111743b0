import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAXIMUM_ROLES_PER_ORGANIZATION } from "../../src/auth/organization/roles-plugin.ts";
import {
  BUILT_IN_ROLES,
  identityResources,
  organizationRoles,
  organizationStatements,
} from "../../src/auth/roles/organization.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, db, joinedMember, type Person, person, seedMembers, type Team } from "./fixtures.ts";
import { DECIDES_NOTHING, PROBES, type Probe } from "./permission-probes.ts";
import {
  expectOk,
  type PermissionKey,
  type PermissionMap,
  type Prober,
  Spares,
  type World,
} from "./permission-world.ts";

/**
 * The permission catalogue as a matrix, generated from the catalogue itself: for every permission
 * a member whose only role is one of the organization's own holding exactly that permission runs
 * every probe (permission-probes.ts), and is allowed exactly the probes that permission decides;
 * a member whose role holds nothing is refused everywhere; the built-in roles get what
 * `organizationRoles` says, through the same probes. Each check collects every wrong cell and
 * asserts there are none, so one run names them all.
 */

/**
 * Requests in flight at once. The matrix is thousands of requests: on PostgreSQL, in a CI run
 * beside the browser tests, its billing half took over 180 s, hence the long timeouts below (a
 * stuck request still fails the test, it only waits longer).
 */
const CONCURRENCY = 8;
/**
 * The organization's own roles one organization holds for probers: under the limit, with room for
 * its two shared roles and for one role made by each request in flight (a spare role to delete,
 * or one just created).
 */
const ROLES_PER_WORLD = MAXIMUM_ROLES_PER_ORGANIZATION - 2 - CONCURRENCY;

const CATALOGUE: PermissionKey[] = Object.entries(organizationStatements).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}:${action}`),
);

const IDENTITY = new Set<string>(identityResources);

function asMap(keys: Iterable<PermissionKey>): PermissionMap {
  const map: PermissionMap = {};
  for (const key of keys) {
    const [resource, action] = key.split(":") as [string, string];
    map[resource] = [...(map[resource] ?? []), action];
  }
  return map;
}
const keysOf = (map: Record<string, readonly string[]>): Set<PermissionKey> =>
  new Set(Object.entries(map).flatMap(([resource, actions]) => actions.map((action) => `${resource}:${action}`)));

type RoleSpec = { label: string; role: string; permission: PermissionMap | null };

/** An organization's own role holding exactly `keys`, named after them. */
function ownRole(label: string, keys: PermissionKey[]): RoleSpec {
  return { label, role: `p-${label.replace(/[:+]/g, "-")}`.toLowerCase(), permission: asMap(keys) };
}

const NOTHING = ownRole("nothing", []);
const SINGLES = CATALOGUE.map((key) => ownRole(key, [key]));
/** For each probe needing several permissions, a role holding exactly those. */
const COMBINATIONS = [
  ...new Map(
    PROBES.filter((probe) => probe.requires.length > 1).map((probe) => [
      probe.requires.join("+"),
      ownRole(probe.requires.join("+"), [...probe.requires]),
    ]),
  ).values(),
];
const BUILT_IN: RoleSpec[] = BUILT_IN_ROLES.map((role) => ({ label: role, role, permission: null }));

const holdsOf = (spec: RoleSpec): Set<PermissionKey> =>
  spec.permission
    ? keysOf(spec.permission)
    : keysOf(organizationRoles[spec.role as keyof typeof organizationRoles].statements);

/** Runs `work` over `items`, at most `limit` at a time, in order of the items. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** An organization of the founder's with its shared targets and one signed-in member per role. */
async function world(server: TestServer, founder: Person, specs: RoleSpec[]): Promise<Prober[]> {
  const organizationId = (await createOrganization(founder, { name: "Matrix" })).id;
  const createRole = (role: string, permission: PermissionMap) =>
    expectOk(founder.client.post("/organization/create-role", { organizationId, role, permission }), `role ${role}`);
  const [nothingRole, unheldRole] = ["matrix-nothing", "matrix-unheld"];
  await createRole(nothingRole, {});
  await createRole(unheldRole, {});
  await inPool(specs, CONCURRENCY, async (spec) => spec.permission && createRole(spec.role, spec.permission));
  const team = await expectOk(
    founder.client.post<Team>("/organization/create-team", { name: "Matrix team", organizationId }),
    "the team",
  );
  const [targetUserId] = await seedMembers(server, organizationId, 1, nothingRole);
  const target = await db(server)
    .selectFrom("member")
    .select("id")
    .where("organizationId", "=", organizationId)
    .where("userId", "=", targetUserId as string)
    .executeTakeFirstOrThrow();
  const apiKey = await expectOk(
    founder.client.post<{ id: string }>("/api-key/create", { configId: "organization", organizationId, name: "kept" }),
    "the organization's key",
  );
  const shared: World = {
    server,
    founder,
    organizationId,
    nothingRole,
    unheldRole,
    teamId: team.id,
    targetMemberId: target.id,
    apiKeyId: apiKey.id,
    spares: new Spares(),
  };
  // Joining by invitation makes the organization each prober's active one (the OAuth client routes act on it).
  return inPool(specs, CONCURRENCY, async (spec) => ({
    ...spec,
    holds: holdsOf(spec),
    person: await joinedMember(server, founder, organizationId, spec.role, "prober"),
    world: shared,
  }));
}

/** Every probe as every prober; the cells whose answer is not the expected one, described. */
async function wrongCells(probers: readonly Prober[]): Promise<string[]> {
  const cells = probers.flatMap((prober) => PROBES.map((probe) => ({ prober, probe })));
  const answers = await inPool(cells, CONCURRENCY, async ({ prober, probe }) => {
    const allowed = probe.requires.every((key) => prober.holds.has(key));
    const expected = allowed ? probe.allowed : probe.refused;
    const response = await probe.send(prober, allowed);
    if (response.status === expected) return null;
    const body = JSON.stringify(response.body)?.slice(0, 200);
    return `${prober.label} × ${probe.name}: ${response.status} ${body} (expected ${allowed ? "allowed" : "refused"}: ${expected})`;
  });
  return answers.filter((answer): answer is string => answer !== null);
}

let server: TestServer;
let probers: Prober[];
const proberOf = (label: string) => probers.find((prober) => prober.label === label) as Prober;

beforeAll(async () => {
  // better-auth logs each refusal of its dynamic access control as an error: thousands of lines
  // saying what the matrix asserts. Only failures of the server itself are let through.
  server = await startTestServer({
    logDestination: { write: (line: string) => void (line.includes("unhandled error") && process.stderr.write(line)) },
  });
  const founder = await person(server, "matrix-founder");
  // An organization holds at most MAXIMUM_ROLES_PER_ORGANIZATION roles of its own: the probers are
  // spread evenly over as few organizations as hold them, the built-in roles in the first.
  const own = [NOTHING, ...SINGLES, ...COMBINATIONS];
  const worlds = Math.ceil(own.length / ROLES_PER_WORLD);
  const perWorld = Math.ceil(own.length / worlds);
  const groups = Array.from({ length: worlds }, (_, index) => own.slice(index * perWorld, (index + 1) * perWorld));
  groups[0] = [...BUILT_IN, ...(groups[0] ?? [])];
  probers = (await Promise.all(groups.map((specs) => world(server, founder, specs)))).flat();
}, 300_000);
afterAll(async () => server?.close());

describe("the permission matrix, generated from the catalogue", () => {
  it("every permission of the catalogue is decided by a probe, or is named as deciding nothing", () => {
    const decided = new Set(PROBES.flatMap((probe: Probe) => probe.requires));
    const unprobed = CATALOGUE.filter((key) => !decided.has(key) && !Object.hasOwn(DECIDES_NOTHING, key));
    expect(
      unprobed,
      "permissions no probe decides: add a request they decide to permission-probes.ts, or list them in DECIDES_NOTHING with the reason",
    ).toEqual([]);
    const unknown = [...decided, ...Object.keys(DECIDES_NOTHING)].filter((key) => !CATALOGUE.includes(key));
    expect(unknown, "probes naming permissions the catalogue does not have").toEqual([]);
    expect(Object.keys(DECIDES_NOTHING).filter((key) => decided.has(key))).toEqual([]);
  });

  it("what decides nothing has no route: the request that would be its answers 404 even to an owner", async () => {
    const owner = proberOf("owner").person;
    const answers = await Promise.all(
      Object.entries(DECIDES_NOTHING).map(async ([key, { method, path }]) => {
        const response = await owner.client.request(method, path, method === "GET" ? undefined : {});
        return { key, status: response.status };
      }),
    );
    expect(answers).toEqual(Object.keys(DECIDES_NOTHING).map((key) => ({ key, status: 404 })));
  });

  it("every permission has a member whose one role holds exactly it", () => {
    expect(probers.filter((prober) => CATALOGUE.includes(prober.label)).map((prober) => prober.label)).toEqual(
      CATALOGUE,
    );
  });

  it.each([
    ["an identity permission", true],
    ["a billing permission", false],
  ])(
    "a member whose one role holds %s may do exactly what that permission decides",
    async (_, identity) => {
      const resourceOf = (prober: Prober) => prober.label.split(":")[0] as string;
      const singles = probers.filter(
        (prober) => CATALOGUE.includes(prober.label) && IDENTITY.has(resourceOf(prober)) === identity,
      );
      expect(singles.length).toBeGreaterThan(0);
      expect(await wrongCells(singles)).toEqual([]);
    },
    600_000,
  );

  it("a member whose role holds nothing is refused everywhere", async () => {
    expect(proberOf("nothing").holds.size).toBe(0);
    expect(await wrongCells([proberOf("nothing")])).toEqual([]);
  });

  it("owner, admin and member get exactly what the catalogue's built-in roles grant", async () => {
    expect(await wrongCells(BUILT_IN_ROLES.map(proberOf))).toEqual([]);
  }, 300_000);

  it("a request needing several permissions is allowed to a role holding exactly those", async () => {
    expect(COMBINATIONS.length).toBeGreaterThan(0);
    expect(await wrongCells(COMBINATIONS.map((spec) => proberOf(spec.label)))).toEqual([]);
  }, 300_000);
});
