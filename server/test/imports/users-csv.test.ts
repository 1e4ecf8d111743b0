import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUpUnverified } from "../helpers/account-flows.ts";
import { COMMAND_TIMEOUT } from "../helpers/gatehouse-command.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { totpCode } from "../helpers/totp.ts";
import { bcryptHash, importUsers, refusalsOf, scryptHash, summaryOf, tempDir, writeCsv } from "./users-fixtures.ts";

/**
 * `gatehouse import users --from csv` beside a running server on the same database, as an
 * operator moving users in runs it: users, organizations, roles, teams, identities, TOTP and
 * platform admins written, the users signing in with the passwords they had; a second run
 * changing nothing, a changed row updated, bad rows refused alone, a dry run changing nothing.
 */
const SECRET = "test-secret-test-secret-test-secret-0123456789";
const ADA_PASSWORD = "ada's own passphrase";
const BOB_PASSWORD = "bob's own passphrase";
const BOB_TOTP = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const authenticator = `otpauth://totp/Origin:bob?secret=${BOB_TOTP}`;

let database: ScratchDatabase;
let server: TestServer;
let env: Record<string, string>;
let dir: string;
const db = () => server.gatehouse.database.db;

beforeAll(async () => {
  database = await createScratchDatabase({ migrated: true });
  server = await startTestServer({ database, env: { AUTH_SECRET: SECRET } });
  env = { ...database.env, AUTH_SECRET: SECRET, BASE_URL: server.url };
  dir = tempDir();
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const ada = {
  external_id: "u-ada",
  email: "Ada@Example.com",
  name: "Ada",
  email_verified: "true",
  created_at: "2020-01-02T03:04:05Z",
  password_hash: scryptHash(ADA_PASSWORD),
  platform_admin: "1",
  organization: "Acme Inc",
  role: "owner",
  teams: "Core;Ops",
};
/** Ada's second membership: a row of its own, the user's columns left blank. */
const adaInBeta = { external_id: "u-ada", organization: "Beta Labs", role: "member" };
const bob = {
  external_id: "u-bob",
  email: "bob@example.com",
  name: "Bob",
  email_verified: "true",
  password_hash: bcryptHash(BOB_PASSWORD),
  totp_secret: BOB_TOTP,
  identities: "github:4242",
  organization: "Acme Inc",
  role: "admin",
  teams: "Core",
};

const reachesAdminApi = async (client: TestClient) =>
  (await client.get("/admin/list-users", { query: { limit: "1" } })).status === 200;

/** Bob's password sign-in and its second step with a code from the authenticator he already has. */
async function signInBob(): Promise<TestClient> {
  const client = server.client();
  const first = await client.signIn(bob.email, BOB_PASSWORD);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ twoFactorRedirect: true });
  const second = await client.post("/two-factor/verify-totp", { code: totpCode(authenticator) });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return client;
}

const roleIn = async (email: string, slug: string) =>
  (
    await db()
      .selectFrom("member")
      .innerJoin("user", "user.id", "member.userId")
      .innerJoin("organization", "organization.id", "member.organizationId")
      .select("member.role")
      .where("user.email", "=", email)
      .where("organization.slug", "=", slug)
      .executeTakeFirst()
  )?.role;

const passwordOf = async (email: string) =>
  (
    await db()
      .selectFrom("account")
      .innerJoin("user", "user.id", "account.userId")
      .select("account.password")
      .where("user.email", "=", email)
      .where("account.providerId", "=", "credential")
      .executeTakeFirst()
  )?.password;

describe("gatehouse import users --from csv", COMMAND_TIMEOUT, () => {
  it("imports users with their organizations, roles, teams, identities, TOTP and admin role; they sign in as before", async () => {
    const file = writeCsv(dir, "users.csv", [ada, adaInBeta, bob]);
    const result = await importUsers(env, file, "csv");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(summaryOf(result)).toBe("created 2, updated 0, unchanged 0, refused 0");

    const adaClient = server.client();
    expect((await adaClient.signIn("ada@example.com", ADA_PASSWORD)).status).toBe(200);
    expect(await reachesAdminApi(adaClient)).toBe(true);
    const organizations = await adaClient.get<{ name: string; slug: string }[]>("/organization/list");
    expect(
      organizations.body.map(({ name, slug }) => ({ name, slug })).sort((a, b) => a.slug.localeCompare(b.slug)),
    ).toEqual([
      { name: "Acme Inc", slug: "acme-inc" },
      { name: "Beta Labs", slug: "beta-labs" },
    ]);
    expect(await roleIn("ada@example.com", "acme-inc")).toBe("owner");
    expect(await roleIn("ada@example.com", "beta-labs")).toBe("member");
    expect(await roleIn(bob.email, "acme-inc")).toBe("admin");
    const adaRow = await db()
      .selectFrom("user")
      .selectAll()
      .where("email", "=", "ada@example.com")
      .executeTakeFirstOrThrow();
    expect(new Date(adaRow.createdAt).toISOString()).toBe("2020-01-02T03:04:05.000Z");
    const teams = await db().selectFrom("team").select(["name", "memberCount"]).orderBy("name").execute();
    expect(teams.map((team) => [team.name, Number(team.memberCount)])).toEqual([
      ["Core", 2],
      ["Ops", 1],
    ]);

    const bobClient = await signInBob();
    expect(await reachesAdminApi(bobClient)).toBe(false);
    const accounts = await bobClient.get<{ providerId: string; accountId: string }[]>("/list-accounts");
    expect(accounts.body.map((account) => account.providerId).sort()).toEqual(["credential", "github"]);
    expect(accounts.body.find((account) => account.providerId === "github")?.accountId).toBe("4242");
    // The bcrypt hash was verified as is, then stored again in Gatehouse's own form.
    expect(await passwordOf(bob.email)).toMatch(/^scrypt-1024:/);
  });

  it("changes nothing on a second run; a changed row is updated, keeping the hash Gatehouse re-made and the sessions", async () => {
    const again = await importUsers(env, writeCsv(dir, "users.csv", [ada, adaInBeta, bob]), "csv");
    expect(summaryOf(again)).toBe("created 0, updated 0, unchanged 2, refused 0");

    const bobClient = await signInBob();
    const rehashed = await passwordOf(bob.email);
    const changed = writeCsv(dir, "users-changed.csv", [
      ada,
      { ...adaInBeta, role: "admin" },
      { ...bob, name: "Robert" },
    ]);
    const result = await importUsers(env, changed, "csv");
    expect(result.code).toBe(0);
    expect(summaryOf(result)).toBe("created 0, updated 2, unchanged 0, refused 0");
    expect(await roleIn("ada@example.com", "beta-labs")).toBe("admin");
    expect((await bobClient.session()).body?.user.name).toBe("Robert");
    // The file's bcrypt hash is the one of the last import: the hash made at sign-in stays.
    expect(await passwordOf(bob.email)).toBe(rehashed);
    await signInBob();
  });

  it("refuses bad rows with where and why, imports the others, writes nothing of a refused row; a dry run counts the same", async () => {
    await signUpUnverified(server.client(), "taken@example.com");
    const rows: Record<string, string>[] = [
      {
        email: "carl@example.com",
        name: "Carl",
        password_hash: scryptHash(PASSWORD),
        organization: "Carl Co",
        role: "owner",
      },
      { email: "not-an-email", name: "Nobody" },
      { email: "taken@example.com", name: "Someone else" },
      { external_id: "carl-again", email: "CARL@example.com", name: "Carl twice" },
      { email: "eve@example.com", totp_secret: "NOT*BASE32*KEY*AT*ALL", organization: "Ghost Org" },
      { email: "fay@example.com", password_hash: "md5:0cc175b9c0f1b6a831c399e269772661" },
      { email: "gus@example.com", email_verified: "maybe" },
      { email: "hal@example.com", identities: "github:4242", organization: "Ghost Org" },
    ];
    const file = writeCsv(dir, "mixed.csv", rows);
    const expectedRefusals = [
      "refused line 3: email: Invalid email address",
      "refused line 4: email already belongs to another user",
      "refused line 5: duplicate in the file: email carl@example.com is also at line 2",
      'refused line 6: totp secret: TOTP key is not base32: it holds "*"',
      "refused line 7: password hash: in none of the forms Gatehouse verifies (see the guide's password hashes page)",
      'refused line 8: email_verified: "maybe" is not true, false, 1 or 0',
      'refused line 9: github account "4242" already belongs to another user',
    ];

    const dry = await importUsers(env, file, "csv", "--dry-run");
    expect(dry.code).toBe(1);
    expect(refusalsOf(dry)).toEqual(expectedRefusals);
    expect(summaryOf(dry)).toBe("dry run: created 1, updated 0, unchanged 0, refused 7");
    expect(await db().selectFrom("user").select("id").where("email", "=", "carl@example.com").execute()).toEqual([]);
    expect(await db().selectFrom("organization").select("id").where("slug", "=", "carl-co").execute()).toEqual([]);

    const real = await importUsers(env, file, "csv");
    expect(real.code).toBe(1);
    expect(real.stderr).toContain("7 rows were refused");
    expect(refusalsOf(real)).toEqual(expectedRefusals);
    expect(summaryOf(real)).toBe("created 1, updated 0, unchanged 0, refused 7");
    expect(await roleIn("carl@example.com", "carl-co")).toBe("owner");
    expect((await server.client().signIn("carl@example.com", PASSWORD)).status).toBe(200);
    const written = await db()
      .selectFrom("user")
      .select("email")
      .where("email", "in", ["eve@example.com", "hal@example.com"])
      .execute();
    expect(written).toEqual([]);
    expect(await db().selectFrom("organization").select("id").where("slug", "=", "ghost-org").execute()).toEqual([]);
    expect(
      (await db().selectFrom("user").select("name").where("email", "=", "taken@example.com").executeTakeFirst())?.name,
    ).toBe("Test User");
  });

  it("records every run in import_run, dry runs marked, with the refused rows", async () => {
    const runs = await db().selectFrom("import_run").selectAll().orderBy("started_at").execute();
    expect(
      runs.map((run) => [run.input, Number(run.dry_run), run.created, run.updated, run.unchanged, run.refused]),
    ).toEqual([
      ["users.csv", 0, 2, 0, 0, 0],
      ["users.csv", 0, 0, 0, 2, 0],
      ["users-changed.csv", 0, 0, 2, 0, 0],
      ["mixed.csv", 1, 1, 0, 0, 7],
      ["mixed.csv", 0, 1, 0, 0, 7],
    ]);
    for (const run of runs) expect(run).toMatchObject({ kind: "users", source: "csv", organization_id: null });
    expect(runs.every((run) => run.finished_at !== null)).toBe(true);
    expect(JSON.parse(runs[4]?.refusals ?? "[]")[0]).toEqual({
      position: "line 3",
      reason: "email: Invalid email address",
    });
  });

  it("refuses wrong use before touching the database, and a file it cannot read", async () => {
    const file = writeCsv(dir, "nickname.csv", [{ email: "ivy@example.com", nickname: "Ivy" }]);
    const [unknownFormat, firebase, missing, badHeader] = await Promise.all([
      importUsers(env, file, "okta"),
      importUsers(env, file, "firebase", "--hash-key", "a2V5", "--rounds", "8"),
      importUsers(env, `${dir}/nothing-here.csv`, "csv"),
      importUsers(env, file, "csv"),
    ]);
    expect(unknownFormat.code).toBe(2);
    expect(unknownFormat.stderr).toContain(
      '--from: unknown format "okta" (the formats: auth0, clerk, firebase, supabase, keycloak, better-auth, csv, gatehouse)',
    );
    expect(firebase.code).toBe(2);
    expect(firebase.stderr).toContain("--from firebase needs --hash-key, --salt-separator, --rounds and --mem-cost");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("cannot read");
    expect(badHeader.code).toBe(1);
    expect(badHeader.stderr).toContain('unknown column "nickname"');
    expect(await db().selectFrom("user").select("id").where("email", "=", "ivy@example.com").execute()).toEqual([]);
  });
});
