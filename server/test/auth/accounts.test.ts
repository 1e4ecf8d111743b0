import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountsOf,
  ageSessions,
  MALFORMED_BODIES,
  signUpUnverified,
  statusesForMalformedBodies,
  uniqueEmail,
} from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

type ErrorBody = { code?: string; message?: string };
type AccountItem = {
  id: string;
  providerId: string;
  provider: string;
  accountId: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  scopes: string[];
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

/** Links a social account the way a completed OAuth sign-in would leave it (no OAuth round trip here). */
async function linkSocialRow(
  userId: string,
  providerId: string,
  accountId: string,
  scope: string | null,
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await server.gatehouse.database.db
    .insertInto("account")
    .values({
      id,
      userId,
      providerId,
      accountId,
      accessToken: "secret-access-token",
      refreshToken: "secret-refresh-token",
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scope,
      password: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe("GET /list-accounts", () => {
  it("lists the credential account with its id, provider, ids, scopes and dates, and no secrets", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("list"));
    const res = await client.get<AccountItem[]>("/list-accounts");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [item] = res.body;
    const row = (await accountsOf(server, userId))[0]!;
    expect(item).toMatchObject({
      id: row.id,
      providerId: "credential",
      provider: "credential",
      accountId: userId,
      scopes: [],
    });
    expect(item!.createdAt).toMatch(isoDate);
    expect(item!.updatedAt).toMatch(isoDate);
    expect(item).not.toHaveProperty("password");
  });

  it("lists every linked account with its scopes split, and never tokens", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("list-many"));
    const githubId = await linkSocialRow(userId, "github", "gh-4242", "read:user, user:email,repo");

    const res = await client.get<AccountItem[]>("/list-accounts");
    expect(res.status).toBe(200);
    expect(res.body.map((a) => a.provider).sort()).toEqual(["credential", "github"]);
    const github = res.body.find((a) => a.id === githubId)!;
    expect(github).toMatchObject({
      providerId: "github",
      provider: "github",
      accountId: "gh-4242",
      scopes: ["read:user", "user:email", "repo"],
    });
    for (const item of res.body) {
      for (const secret of [
        "accessToken",
        "refreshToken",
        "idToken",
        "password",
        "accessTokenExpiresAt",
        "refreshTokenExpiresAt",
      ]) {
        expect(item).not.toHaveProperty(secret);
      }
    }
  });

  it("only lists the caller's own accounts", async () => {
    const owner = server.client();
    const ownerId = await signUpUnverified(owner, uniqueEmail("owner"));
    await linkSocialRow(ownerId, "github", "gh-owner", null);
    const other = server.client();
    const otherId = await signUpUnverified(other, uniqueEmail("other"));
    const res = await other.get<AccountItem[]>("/list-accounts");
    expect(res.body.map((a) => a.userId)).toEqual([otherId]);
  });

  it("needs a session", async () => {
    expect((await server.client().get("/list-accounts")).status).toBe(401);
  });
});

describe("POST /unlink-account", () => {
  it("refuses to unlink the only account", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("last"));
    const res = await client.post<ErrorBody>("/unlink-account", { providerId: "credential" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "FAILED_TO_UNLINK_LAST_ACCOUNT", message: "You can't unlink your last account" });
    expect(await accountsOf(server, userId)).toHaveLength(1);
  });

  it("answers Account not found for a provider the user has not linked", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("unknown-provider"));
    await linkSocialRow(userId, "github", "gh-1", null);
    for (const body of [{ providerId: "google" }, { providerId: "github", accountId: "gh-2" }]) {
      const res = await client.post<ErrorBody>("/unlink-account", body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "ACCOUNT_NOT_FOUND", message: "Account not found" });
    }
    expect(await accountsOf(server, userId)).toHaveLength(2);
  });

  it("unlinks by providerId (and optional accountId), keeping the rest", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("unlink"));
    await linkSocialRow(userId, "github", "gh-a", null);
    await linkSocialRow(userId, "github", "gh-b", null);

    const one = await client.post("/unlink-account", { providerId: "github", accountId: "gh-b" });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ status: true });
    expect((await accountsOf(server, userId)).map((a) => a.accountId).sort()).toEqual(["gh-a", userId].sort());

    const other = await client.post("/unlink-account", { providerId: "github" });
    expect(other.body).toEqual({ status: true });
    const left = await client.get<AccountItem[]>("/list-accounts");
    expect(left.body.map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("can unlink the password account while a social one remains", async () => {
    const email = uniqueEmail("drop-password");
    const client = server.client();
    const userId = await signUpUnverified(client, email);
    await linkSocialRow(userId, "github", "gh-keep", null);
    const res = await client.post("/unlink-account", { providerId: "credential" });
    expect(res.body).toEqual({ status: true });
    expect((await accountsOf(server, userId)).map((a) => a.providerId)).toEqual(["github"]);
    expect((await server.client().signIn(email)).status).toBe(401);
  });

  it("cannot touch another user's account", async () => {
    const victim = server.client();
    const victimId = await signUpUnverified(victim, uniqueEmail("victim"));
    const victimGithub = await linkSocialRow(victimId, "github", "gh-victim", null);
    const attacker = server.client();
    const attackerId = await signUpUnverified(attacker, uniqueEmail("attacker"));
    await linkSocialRow(attackerId, "gitlab", "gl-attacker", null);

    const byProvider = await attacker.post<ErrorBody>("/unlink-account", {
      providerId: "github",
      accountId: "gh-victim",
    });
    expect(byProvider.status).toBe(400);
    expect(byProvider.body.message).toBe("Account not found");
    const byRowId = await attacker.post<ErrorBody>("/unlink-account", { accountId: victimGithub });
    expect(byRowId.status).toBe(400);
    expect(byRowId.body.message).toBe("Account not found");
    expect(await accountsOf(server, victimId)).toHaveLength(2);
  });

  it("still accepts better-auth 1.7's form { accountId: <account row id> }", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("row-id"));
    const githubId = await linkSocialRow(userId, "github", "gh-row", null);
    const res = await client.post("/unlink-account", { accountId: githubId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect((await accountsOf(server, userId)).map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("needs a fresh session", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("stale"));
    await linkSocialRow(userId, "github", "gh-stale", null);
    await ageSessions(server, userId, 86_400 + 60);
    const res = await client.post<ErrorBody>("/unlink-account", { providerId: "github" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: "SESSION_NOT_FRESH", message: "Session is not fresh" });
    expect(await accountsOf(server, userId)).toHaveLength(2);
  });

  it("answers malformed bodies with 400, never a 500", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("malformed"));
    await linkSocialRow(userId, "github", "gh-malformed", null);
    expect(await statusesForMalformedBodies(client, "/unlink-account")).toEqual(MALFORMED_BODIES.map(() => 400));
    expect(await accountsOf(server, userId)).toHaveLength(2);
  });

  it("needs a session, and a providerId or accountId", async () => {
    expect((await server.client().post("/unlink-account", { providerId: "github" })).status).toBe(401);
    const client = server.client();
    await signUpUnverified(client, uniqueEmail("empty"));
    for (const body of [{}, { providerId: "" }, { providerId: 7 }]) {
      const res = await client.post<ErrorBody>("/unlink-account", body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
  });
});
