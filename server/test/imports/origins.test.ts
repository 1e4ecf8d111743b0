import { pbkdf2Sync, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import bcryptjs from "bcryptjs";
import { hashPassword as betterAuthHash } from "better-auth/crypto";
import { argon2id } from "hash-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMAND_TIMEOUT, type CommandResult, runGatehouse } from "../helpers/gatehouse-command.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { totpCode } from "../helpers/totp.ts";

/**
 * Each origin's export, with password hashes made by real implementations of its algorithm,
 * imported with `gatehouse import users --from <origin>` beside a running server: the users sign
 * in with the passwords they had (a wrong one refused), and their memberships, roles, teams,
 * linked accounts and two-factor keys land.
 */
const SECRET = "test-secret-test-secret-test-secret-0123456789";

let database: ScratchDatabase;
let server: TestServer;
let env: Record<string, string>;
let dir: string;
const db = () => server.gatehouse.database.db;

beforeAll(async () => {
  database = await createScratchDatabase({ migrated: true });
  server = await startTestServer({ database, env: { AUTH_SECRET: SECRET } });
  env = { ...database.env, AUTH_SECRET: SECRET, BASE_URL: server.url };
  dir = mkdtempSync(join(tmpdir(), "gatehouse-origins-"));
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function exportFile(name: string, content: string): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

const importUsers = (file: string, origin: string, ...flags: string[]): Promise<CommandResult> =>
  runGatehouse(["import", "users", file, "--from", origin, ...flags], env);

function expectImported(result: CommandResult, created: number): void {
  expect(result.code, result.stdout + result.stderr).toBe(0);
  expect(result.stdout).toContain(`created ${created}, updated 0, unchanged 0, refused 0`);
}

/** The password signs in; a wrong one is refused as any wrong password is. */
async function expectPassword(email: string, password: string): Promise<TestClient> {
  expect((await server.client().signIn(email, `${password}!`)).status).toBe(401);
  const client = server.client();
  const signedIn = await client.signIn(email, password);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return client;
}

const membershipsOf = (email: string) =>
  db()
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .innerJoin("organization", "organization.id", "member.organizationId")
    .select(["organization.name", "organization.slug", "member.role"])
    .where("user.email", "=", email)
    .orderBy("organization.slug")
    .execute();

const teamsOf = async (email: string) =>
  (
    await db()
      .selectFrom("teamMember")
      .innerJoin("user", "user.id", "teamMember.userId")
      .innerJoin("team", "team.id", "teamMember.teamId")
      .select("team.name")
      .where("user.email", "=", email)
      .orderBy("team.name")
      .execute()
  ).map((team) => team.name);

const linkedAccountsOf = async (email: string) =>
  (
    await db()
      .selectFrom("account")
      .innerJoin("user", "user.id", "account.userId")
      .select(["account.providerId", "account.accountId"])
      .where("user.email", "=", email)
      .where("account.providerId", "!=", "credential")
      .orderBy("account.providerId")
      .execute()
  ).map(({ providerId, accountId }) => `${providerId}:${accountId}`);

const reachesAdminApi = async (client: TestClient) =>
  (await client.get("/admin/list-users", { query: { limit: "1" } })).status === 200;

describe("gatehouse import users from each origin", COMMAND_TIMEOUT, () => {
  it("auth0: the export job's lines with the password hashes export merged in; a second run changes nothing", async () => {
    const password = "auth0 password";
    const lines = [
      {
        user_id: "auth0|6565f0a1c2d3e4f5a6b7c8d9",
        email: "ada@auth0.example",
        email_verified: true,
        name: "Ada Lovelace",
        created_at: "2023-04-12T09:30:15.123Z",
        identities: [
          {
            provider: "auth0",
            user_id: "6565f0a1c2d3e4f5a6b7c8d9",
            connection: "Username-Password-Authentication",
            isSocial: false,
          },
        ],
        passwordHash: bcryptjs.hashSync(password, 10),
      },
      {
        user_id: "google-oauth2|103427186512345678901",
        email: "grace@auth0.example",
        email_verified: true,
        name: "Grace Hopper",
        identities: [
          { provider: "google-oauth2", user_id: "103427186512345678901", connection: "google-oauth2", isSocial: true },
          { provider: "github", user_id: 1234567, connection: "github", isSocial: true },
        ],
      },
    ];
    const file = exportFile("auth0.ndjson", lines.map((line) => JSON.stringify(line)).join("\n"));
    expectImported(await importUsers(file, "auth0"), 2);
    await expectPassword("ada@auth0.example", password);
    expect(await linkedAccountsOf("grace@auth0.example")).toEqual(["github:1234567", "google:103427186512345678901"]);

    const again = await importUsers(file, "auth0");
    expect(again.stdout).toContain("created 0, updated 0, unchanged 2, refused 0");
  });

  it("clerk: the Dashboard's CSV with an argon2id digest, and the memberships file", async () => {
    const password = "clerk password";
    const digest = await argon2id({
      password,
      salt: randomBytes(16),
      parallelism: 1,
      iterations: 2,
      memorySize: 19456,
      hashLength: 32,
      outputType: "encoded",
    });
    const header =
      "id,first_name,last_name,username,primary_email_address,primary_phone_number,verified_email_addresses,unverified_email_addresses,verified_phone_numbers,unverified_phone_numbers,totp_secret,password_digest,password_hasher";
    const users = exportFile(
      "clerk-users.csv",
      `${header}\nuser_2YDryYFVMM1W1plDDKz7Gzf4we6,Ada,Lovelace,,ada@clerk.example,,ada@clerk.example,,,,,"${digest}",argon2id\n`,
    );
    const memberships = exportFile(
      "clerk-memberships.csv",
      "organization_id,organization_name,organization_slug,user_id,role\norg_2aZc9wqLrT3nYb8kPq1Xv7Hs4Ud,Clerk Acme,clerk-acme,user_2YDryYFVMM1W1plDDKz7Gzf4we6,org:admin\n",
    );
    expectImported(await importUsers(users, "clerk", "--memberships", memberships), 1);
    await expectPassword("ada@clerk.example", password);
    expect(await membershipsOf("ada@clerk.example")).toEqual([
      { name: "Clerk Acme", slug: "clerk-acme", role: "admin" },
    ]);
  });

  it("firebase: auth:export's JSON with Firebase's published scrypt parameters and hash", async () => {
    const users = exportFile(
      "firebase-users.json",
      JSON.stringify({
        users: [
          {
            localId: "Ky3y8sVQ2tYkV1r9dCzWq4Xf7Jb2",
            email: "user1@firebase.example",
            emailVerified: true,
            passwordHash: "lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==",
            salt: "42xEC+ixf3L2lw==",
            createdAt: "1672531200000",
            providerUserInfo: [{ providerId: "password", rawId: "user1@firebase.example" }],
          },
        ],
      }),
    );
    const parameters = [
      "--hash-key",
      "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==",
    ];
    parameters.push("--salt-separator", "Bw==", "--rounds", "8", "--mem-cost", "14");
    expectImported(await importUsers(users, "firebase", ...parameters), 1);
    await expectPassword("user1@firebase.example", "user1password");
  });

  it("supabase: auth.users and auth.identities as psql's CSV, the super admin a platform admin", async () => {
    const password = "supabase password";
    const hash = bcryptjs.hashSync(password, 10).replace(/^\$2b\$/, "$2a$");
    const users = exportFile(
      "supabase-users.csv",
      [
        "instance_id,id,aud,role,email,encrypted_password,email_confirmed_at,raw_app_meta_data,raw_user_meta_data,is_super_admin,created_at,updated_at,phone,banned_until,is_sso_user,deleted_at,is_anonymous",
        `00000000-0000-0000-0000-000000000000,3f0a6c1e-5b7d-4e2a-9c8b-1d2e3f4a5b6c,authenticated,authenticated,ada@supabase.example,${hash},2024-01-15 10:00:05.123456+00,"{""provider"": ""email""}","{""full_name"": ""Ada Lovelace""}",t,2024-01-15 10:00:00+00,2024-01-15 10:00:00+00,,,f,,f`,
      ].join("\n"),
    );
    const identities = exportFile(
      "supabase-identities.csv",
      [
        "provider_id,user_id,identity_data,provider,last_sign_in_at,created_at,updated_at,email,id",
        `3f0a6c1e-5b7d-4e2a-9c8b-1d2e3f4a5b6c,3f0a6c1e-5b7d-4e2a-9c8b-1d2e3f4a5b6c,"{""sub"": ""3f0a6c1e-5b7d-4e2a-9c8b-1d2e3f4a5b6c""}",email,,2024-01-15 10:00:00+00,2024-01-15 10:00:00+00,ada@supabase.example,11111111-1111-4111-8111-111111111111`,
        `7654321,3f0a6c1e-5b7d-4e2a-9c8b-1d2e3f4a5b6c,"{""sub"": ""7654321""}",github,,2024-02-01 10:00:00+00,2024-02-01 10:00:00+00,ada@supabase.example,22222222-2222-4222-8222-222222222222`,
      ].join("\n"),
    );
    expectImported(await importUsers(users, "supabase", "--identities", identities), 1);
    const ada = await expectPassword("ada@supabase.example", password);
    expect(await reachesAdminApi(ada)).toBe(true);
    expect(await linkedAccountsOf("ada@supabase.example")).toEqual(["github:7654321"]);
  });

  it("keycloak: a realm export's PBKDF2 credential and OTP device, groups as an organization and its team", async () => {
    const password = "keycloak password";
    const salt = randomBytes(16);
    const key = pbkdf2Sync(password, salt, 27500, 64, "sha256");
    // Keycloak keeps the OTP key as the text it generated; the app was given that text's bytes in
    // base32. "12345678901234567890" is RFC 6238's test key: GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ.
    const authenticator = "otpauth://totp/Keycloak:ada?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    const realm = {
      realm: "acme",
      groups: [
        { name: "KC Acme", path: "/KC Acme", subGroups: [{ name: "Engineering", path: "/KC Acme/Engineering" }] },
      ],
      users: [
        {
          id: "5f1c2b3a-0d4e-4f6a-8b7c-9d0e1f2a3b4c",
          createdTimestamp: 1700000000000,
          username: "ada",
          enabled: true,
          emailVerified: true,
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@keycloak.example",
          credentials: [
            {
              type: "password",
              secretData: JSON.stringify({
                value: key.toString("base64"),
                salt: salt.toString("base64"),
                additionalParameters: {},
              }),
              credentialData: JSON.stringify({
                hashIterations: 27500,
                algorithm: "pbkdf2-sha256",
                additionalParameters: {},
              }),
            },
            {
              type: "otp",
              secretData: JSON.stringify({ value: "12345678901234567890" }),
              credentialData: JSON.stringify({
                subType: "totp",
                digits: 6,
                counter: 0,
                period: 30,
                algorithm: "HmacSHA1",
              }),
            },
          ],
          groups: ["/KC Acme/Engineering"],
          clientRoles: { gatehouse: ["admin"] },
          realmRoles: ["default-roles-acme"],
        },
      ],
    };
    const file = exportFile("keycloak-realm.json", JSON.stringify(realm));
    expectImported(await importUsers(file, "keycloak", "--client", "gatehouse"), 1);

    expect((await server.client().signIn("ada@keycloak.example", `${password}!`)).status).toBe(401);
    const client = server.client();
    const first = await client.signIn("ada@keycloak.example", password);
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    const second = await client.post("/two-factor/verify-totp", { code: totpCode(authenticator) });
    expect(second.status, JSON.stringify(second.body)).toBe(200);

    expect(await membershipsOf("ada@keycloak.example")).toEqual([{ name: "KC Acme", slug: "kc-acme", role: "admin" }]);
    expect(await teamsOf("ada@keycloak.example")).toEqual(["Engineering"]);
  });

  it("better-auth: its tables as JSON, the scrypt hash better-auth made, organization, role and team", async () => {
    const password = "better auth password";
    const now = "2026-01-02T03:04:05.000Z";
    const tables = {
      user: [
        {
          id: "ba_ada",
          name: "Ada Lovelace",
          email: "ada@better-auth.example",
          emailVerified: 1,
          createdAt: now,
          role: "user",
        },
      ],
      account: [
        {
          id: "acc_1",
          accountId: "ba_ada",
          providerId: "credential",
          userId: "ba_ada",
          password: await betterAuthHash(password),
        },
      ],
      organization: [{ id: "org_ba", name: "BA Acme", slug: "ba-acme", createdAt: now }],
      member: [{ id: "mem_1", organizationId: "org_ba", userId: "ba_ada", role: "owner", createdAt: now }],
      team: [{ id: "team_1", name: "Platform", organizationId: "org_ba", createdAt: now }],
      teamMember: [{ id: "tm_1", teamId: "team_1", userId: "ba_ada", createdAt: now }],
    };
    const file = exportFile("better-auth.json", JSON.stringify(tables));
    expectImported(await importUsers(file, "better-auth"), 1);
    await expectPassword("ada@better-auth.example", password);
    expect(await membershipsOf("ada@better-auth.example")).toEqual([
      { name: "BA Acme", slug: "ba-acme", role: "owner" },
    ]);
    expect(await teamsOf("ada@better-auth.example")).toEqual(["Platform"]);
  });
});
