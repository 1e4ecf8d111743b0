import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { gatehouseUserLineSchema } from "../../src/imports/users/formats/gatehouse-line.ts";
import { PASSWORD, signUpVerified } from "../helpers/account-flows.ts";
import { COMMAND_TIMEOUT, runGatehouse } from "../helpers/gatehouse-command.ts";
import { createScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { secretOf, totpCode } from "../helpers/totp.ts";
import { enableTwoFactor } from "../helpers/two-factor.ts";
import { bcryptHash, importUsers, openScratchDatabase, summaryOf, tempDir, writeCsv } from "./users-fixtures.ts";

/**
 * Moving out and back in: `gatehouse export users` from one Gatehouse, `gatehouse import users`
 * into a fresh one (another AUTH_SECRET), and its users sign in there with their passwords and
 * the authenticators they already have, in the organizations and teams they had.
 */
const SOURCE_SECRET = "source-secret-source-secret-source-secret-0123";
const TARGET_SECRET = "target-secret-target-secret-target-secret-4567";
const MOVED_PASSWORD = "a password made elsewhere";
const MOVED_TOTP = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

let source: TestServer;
let dir: string;
let sourceEnv: Record<string, string>;

beforeAll(async () => {
  source = await startTestServer({ env: { AUTH_SECRET: SOURCE_SECRET } });
  sourceEnv = { ...source.database.env, AUTH_SECRET: SOURCE_SECRET, BASE_URL: source.url };
  dir = tempDir();
});
afterAll(async () => {
  await source?.close();
});

/** What the source holds: a user of its own with TOTP, an organization and a team; a user imported earlier. */
async function fillSource() {
  const native = source.client();
  const nativeEmail = "native@example.com";
  await signUpVerified(source, native, nativeEmail);
  const twoFactor = await enableTwoFactor(native);
  const organization = await native.post<{ id: string }>("/organization/create", {
    name: "Moving Co",
    slug: "moving-co",
  });
  const team = await native.post<{ id: string }>("/organization/create-team", {
    name: "Crew",
    organizationId: organization.body.id,
  });
  const user = await native.session();
  const joined = await native.post("/organization/add-team-member", {
    teamId: team.body.id,
    userId: user.body?.user.id,
    organizationId: organization.body.id,
  });
  expect(joined.status).toBe(200);
  const moved = writeCsv(dir, "moved.csv", [
    {
      email: "moved@example.com",
      name: "Moved",
      email_verified: "true",
      password_hash: bcryptHash(MOVED_PASSWORD),
      totp_secret: MOVED_TOTP,
      identities: "google:1234567890",
    },
  ]);
  expect(summaryOf(await importUsers(sourceEnv, moved, "csv"))).toBe("created 1, updated 0, unchanged 0, refused 0");
  return { nativeEmail, totpURI: twoFactor.totpURI };
}

async function signInWithTotp(server: TestServer, email: string, password: string, totpURI: string) {
  const client = server.client();
  const first = await client.signIn(email, password);
  expect(first.body).toMatchObject({ twoFactorRedirect: true });
  const second = await client.post("/two-factor/verify-totp", { code: totpCode(totpURI) });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return client;
}

describe("gatehouse export users, then import users into a fresh Gatehouse", COMMAND_TIMEOUT, () => {
  it("moves users with their passwords, TOTP, identities, organizations and teams; they sign in there", async () => {
    const { nativeEmail, totpURI } = await fillSource();
    const jsonFile = join(dir, "users.jsonl");
    const csvFile = join(dir, "users.csv");
    const [json, csv] = await Promise.all([
      runGatehouse(["export", "users", "--format", "json", "--output", jsonFile], sourceEnv),
      runGatehouse(["export", "users", "--format", "csv", "--output", csvFile], sourceEnv),
    ]);
    expect([json.code, csv.code]).toEqual([0, 0]);
    expect(json.stderr).toContain(`exported 2 users to ${jsonFile}`);
    const text = readFileSync(jsonFile, "utf8");
    expect(text).not.toMatch(/token/i);
    const lines = text
      .trim()
      .split("\n")
      .map((line) => z.parse(gatehouseUserLineSchema, JSON.parse(line)));
    const exported = new Map(lines.map((line) => [line.email, line]));
    // A key set up here is the base32 of what the plugin keys its HMAC with: the authenticator's key.
    expect(exported.get(nativeEmail)?.totpSecret).toBe(secretOf(totpURI).replace(/=+$/, ""));
    expect(exported.get("moved@example.com")).toMatchObject({
      totpSecret: MOVED_TOTP,
      passwordHash: expect.stringMatching(/^\$2[ab]\$04\$/),
      identities: [{ providerId: "google", accountId: "1234567890" }],
    });
    expect(exported.get(nativeEmail)?.memberships).toEqual([
      {
        organization: { externalId: expect.any(String), name: "Moving Co", slug: "moving-co" },
        role: "owner",
        // The organization's default team, made with it, and the one added.
        teams: ["Crew", "Moving Co"],
      },
    ]);

    const target = await createScratchDatabase();
    const targetEnv = { ...target.env, AUTH_SECRET: TARGET_SECRET };
    let server: TestServer | undefined;
    try {
      expect(summaryOf(await importUsers(targetEnv, jsonFile, "gatehouse"))).toBe(
        "created 2, updated 0, unchanged 0, refused 0",
      );
      server = await startTestServer({ database: target, env: { AUTH_SECRET: TARGET_SECRET } });
      const native = await signInWithTotp(server, nativeEmail, PASSWORD, totpURI);
      const organizations = await native.get<{ name: string; slug: string }[]>("/organization/list");
      expect(organizations.body.map(({ name, slug }) => ({ name, slug }))).toEqual([
        { name: "Moving Co", slug: "moving-co" },
      ]);
      const teams = await server.gatehouse.database.db
        .selectFrom("teamMember")
        .innerJoin("team", "team.id", "teamMember.teamId")
        .innerJoin("user", "user.id", "teamMember.userId")
        .select(["team.name", "user.email"])
        .orderBy("team.name")
        .execute();
      expect(teams).toEqual([
        { name: "Crew", email: nativeEmail },
        { name: "Moving Co", email: nativeEmail },
      ]);
      await signInWithTotp(server, "moved@example.com", MOVED_PASSWORD, `otpauth://totp/x?secret=${MOVED_TOTP}`);
    } finally {
      await server?.close();
      await target.drop();
    }

    // The csv export is the csv format: read back as it is.
    const fromCsv = await createScratchDatabase({ migrated: true });
    const database = openScratchDatabase(fromCsv);
    try {
      expect(summaryOf(await importUsers({ ...fromCsv.env, AUTH_SECRET: TARGET_SECRET }, csvFile, "csv"))).toBe(
        "created 2, updated 0, unchanged 0, refused 0",
      );
      const hashes = await database.db
        .selectFrom("account")
        .innerJoin("user", "user.id", "account.userId")
        .select(["user.email", "account.password"])
        .where("account.providerId", "=", "credential")
        .orderBy("user.email")
        .execute();
      expect(hashes).toEqual(
        [...exported.values()]
          .map((line) => ({ email: line.email, password: line.passwordHash }))
          .sort((a, b) => a.email.localeCompare(b.email)),
      );
      const member = await database.db
        .selectFrom("member")
        .innerJoin("organization", "organization.id", "member.organizationId")
        .select(["organization.slug", "member.role"])
        .execute();
      expect(member).toEqual([{ slug: "moving-co", role: "owner" }]);
    } finally {
      await database.close();
      await fromCsv.drop();
    }
  });
});
