import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/**
 * API keys over HTTP: user and organization keys, shown once and stored hashed; a user key in
 * x-api-key acts as its owner; every refusal with its exact code and message (Gatehouse's
 * wording where it differs from the plugin's: server/src/auth/api-keys/spec-messages.ts).
 */
type ApiKey = {
  id: string;
  key?: string;
  start: string | null;
  referenceId: string;
  configId: string;
  enabled: boolean;
  name: string | null;
};
type ErrorBody = { code: string; message: string };
type SessionBody = { session: { userId: string }; user: { id: string; email: string } } | null;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const db = () => server.gatehouse.database.db;
const keyRow = (id: string) => db().selectFrom("apikey").selectAll().where("id", "=", id).executeTakeFirst();
/** @better-auth/api-key's hash: SHA-256, base64url without padding. */
const sha256 = (key: string) => createHash("sha256").update(key).digest("base64url");

async function owner(label = "owner"): Promise<{ client: TestClient; id: string; email: string }> {
  const client = server.client();
  const email = uniqueEmail(label);
  const id = await signUpUnverified(client, email);
  return { client, id, email };
}

async function createKey(client: TestClient, body: Record<string, unknown> = {}): Promise<ApiKey & { key: string }> {
  const created = await client.post<ApiKey & { key: string }>("/api-key/create", { name: "test", ...body });
  if (created.status !== 200) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

/** A request acting through `key` alone: a fresh browser with no cookies. */
const withKey = (key: string) => ({ headers: { "x-api-key": key } });
const getSessionWith = (key: string) => server.client().get<SessionBody | ErrorBody>("/get-session", withKey(key));

describe("user keys", () => {
  it("the key is shown once at creation and stored only as its hash", async () => {
    const { client, id } = await owner();
    const created = await createKey(client, { name: "ci" });
    expect(created).toMatchObject({ referenceId: id, configId: "default", enabled: true, name: "ci" });
    expect(created.key.length).toBeGreaterThanOrEqual(64);
    expect(created.start).toBe(created.key.slice(0, 6));

    const row = await keyRow(created.id);
    expect(row?.key).toBe(sha256(created.key));
    // Nowhere in the row does the key appear in clear.
    expect(JSON.stringify(row)).not.toContain(created.key);

    const got = await client.get<ApiKey>("/api-key/get", { query: { id: created.id } });
    expect(got.status).toBe(200);
    expect(got.body).not.toHaveProperty("key");
    expect(JSON.stringify(got.body)).not.toContain(created.key);
    const listed = await client.get<{ apiKeys: ApiKey[]; total: number }>("/api-key/list");
    expect(listed.body.apiKeys.map((k) => k.id)).toEqual([created.id]);
    expect(JSON.stringify(listed.body)).not.toContain(created.key);
  });

  it("a request with the key acts as its owner: get-session, list-sessions, organization/list", async () => {
    const { client, id, email } = await owner();
    const organization = await client.post<{ id: string }>("/organization/create", {
      name: "Keyed",
      slug: `keyed-${randomUUID().slice(0, 8)}`,
    });
    expect(organization.status).toBe(200);
    const { key } = await createKey(client);

    const session = await getSessionWith(key);
    expect(session.status).toBe(200);
    expect((session.body as SessionBody)?.user).toMatchObject({ id, email });

    const sessions = await server.client().get<Array<{ userId: string }>>("/list-sessions", withKey(key));
    expect(sessions.status).toBe(200);
    expect(sessions.body.length).toBeGreaterThan(0);
    expect(sessions.body.every((s) => s.userId === id)).toBe(true);

    const organizations = await server.client().get<Array<{ id: string }>>("/organization/list", withKey(key));
    expect(organizations.status).toBe(200);
    expect(organizations.body.map((o) => o.id)).toEqual([organization.body.id]);

    // Without the key the same browser is anonymous.
    expect((await server.client().get("/list-sessions")).status).toBe(401);
  });

  it("an anonymous caller cannot create, list, get, update or delete keys", async () => {
    const anonymous = server.client();
    expect((await anonymous.post("/api-key/create", { name: "x" })).status).toBe(401);
    expect((await anonymous.get("/api-key/list")).status).toBe(401);
    expect((await anonymous.get("/api-key/get", { query: { id: randomUUID() } })).status).toBe(401);
    expect((await anonymous.post("/api-key/update", { keyId: randomUUID(), name: "y" })).status).toBe(401);
    expect((await anonymous.post("/api-key/delete", { keyId: randomUUID() })).status).toBe(401);
  });

  it("the owner renames and deletes a key; a deleted key no longer authenticates", async () => {
    const { client } = await owner();
    const created = await createKey(client);
    const renamed = await client.post<ApiKey>("/api-key/update", { keyId: created.id, name: "renamed" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("renamed");
    expect(renamed.body).not.toHaveProperty("key");
    const deleted = await client.post<{ success: boolean }>("/api-key/delete", { keyId: created.id });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toBe(true);
    expect(await keyRow(created.id)).toBeUndefined();
    const refused = await getSessionWith(created.key);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: "Invalid API key." });
  });

  it("a key of another user cannot be read, updated or deleted (API Key not found)", async () => {
    const alice = await owner("alice");
    const bob = await owner("bob");
    const key = await createKey(alice.client, { name: "alice" });
    const notFound = { code: "KEY_NOT_FOUND", message: "API Key not found" };

    const read = await bob.client.get<ErrorBody>("/api-key/get", { query: { id: key.id } });
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject(notFound);
    const update = await bob.client.post<ErrorBody>("/api-key/update", {
      keyId: key.id,
      name: "stolen",
      enabled: false,
    });
    expect(update.status).toBe(404);
    expect(update.body).toMatchObject(notFound);
    const remove = await bob.client.post<ErrorBody>("/api-key/delete", { keyId: key.id });
    expect(remove.status).toBe(404);
    expect(remove.body).toMatchObject(notFound);
    expect((await bob.client.get<{ apiKeys: ApiKey[] }>("/api-key/list")).body.apiKeys).toEqual([]);

    const row = await keyRow(key.id);
    expect(row).toMatchObject({ name: "alice", referenceId: alice.id });
    expect((await getSessionWith(key.key)).status).toBe(200);
  });

  it("an unknown key id is API Key not found", async () => {
    const { client } = await owner();
    for (const response of [
      await client.get<ErrorBody>("/api-key/get", { query: { id: randomUUID() } }),
      await client.post<ErrorBody>("/api-key/update", { keyId: randomUUID(), name: "x" }),
      await client.post<ErrorBody>("/api-key/delete", { keyId: randomUUID() }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: "API Key not found" });
    }
  });

  it("usage limits and rate limits are server-only properties", async () => {
    const { client } = await owner();
    const created = await client.post<ErrorBody>("/api-key/create", { name: "greedy", remaining: 1_000_000 });
    expect(created.status).toBe(400);
    expect(created.body.code).toBe("SERVER_ONLY_PROPERTY");
    const key = await createKey(client);
    const updated = await client.post<ErrorBody>("/api-key/update", { keyId: key.id, rateLimitMax: 1_000_000 });
    expect(updated.status).toBe(400);
    expect(updated.body.code).toBe("SERVER_ONLY_PROPERTY");
  });

  it("list sorts by a key's columns only; anything else is a 400, never a 500", async () => {
    const { client } = await owner();
    await createKey(client, { name: "b" });
    await createKey(client, { name: "a" });
    const sorted = await client.get<{ apiKeys: ApiKey[] }>("/api-key/list", {
      query: { sortBy: "name", sortDirection: "asc" },
    });
    expect(sorted.body.apiKeys.map((k) => k.name)).toEqual(["a", "b"]);
    for (const sortBy of ["zzz", "key", "referenceId; drop"]) {
      const response = await client.get<ErrorBody>("/api-key/list", { query: { sortBy } });
      expect(response.status, sortBy).toBe(400);
      expect(response.body).toMatchObject({ code: "VALIDATION_ERROR", message: "Invalid query parameters" });
    }
  });

  it("malformed bodies are a 400, never a 500", async () => {
    const { client } = await owner();
    for (const body of [
      "null",
      "[]",
      "{not json",
      JSON.stringify({ name: 5 }),
      JSON.stringify({ expiresIn: "soon" }),
    ]) {
      expect((await client.post("/api-key/create", body)).status, body).toBe(400);
    }
    for (const body of ["null", JSON.stringify({ keyId: 5 }), JSON.stringify({ keyId: "x", enabled: "no" })]) {
      expect((await client.post("/api-key/update", body)).status, body).toBe(400);
    }
    for (const body of ["null", "[]", JSON.stringify({ keyId: 5 }), JSON.stringify({})]) {
      expect((await client.post("/api-key/delete", body)).status, body).toBe(400);
    }
  });
});

describe("refusal messages for a key in x-api-key", () => {
  it('an unknown key: "Invalid API key." (401)', async () => {
    for (const key of [randomBytes(48).toString("base64url"), "short", "x".repeat(64)]) {
      const response = await getSessionWith(key);
      expect(response.status, key).toBe(401);
      expect(response.body).toMatchObject({ code: "INVALID_API_KEY", message: "Invalid API key." });
    }
  });

  it('a disabled key: "API Key is disabled" (401), until it is enabled again', async () => {
    const { client } = await owner();
    const key = await createKey(client);
    const disabled = await client.post<ApiKey>("/api-key/update", { keyId: key.id, enabled: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.enabled).toBe(false);
    const refused = await getSessionWith(key.key);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: "KEY_DISABLED", message: "API Key is disabled" });
    await client.post("/api-key/update", { keyId: key.id, enabled: true });
    expect((await getSessionWith(key.key)).status).toBe(200);
  });

  it('an expired key: "API Key has expired" (401)', async () => {
    const { client } = await owner();
    const key = await createKey(client, { expiresIn: 86_400 });
    expect((await getSessionWith(key.key)).status).toBe(200);
    await db()
      .updateTable("apikey")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", key.id)
      .execute();
    const refused = await getSessionWith(key.key);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: "KEY_EXPIRED", message: "API Key has expired" });
  });

  it('a used-up key: "API Key has reached its usage limit" (429)', async () => {
    const { client } = await owner();
    const key = await createKey(client);
    await db().updateTable("apikey").set({ remaining: 1 }).where("id", "=", key.id).execute();
    expect((await getSessionWith(key.key)).status).toBe(200);
    expect((await keyRow(key.id))?.remaining).toBe(0);
    const refused = await getSessionWith(key.key);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "USAGE_EXCEEDED", message: "API Key has reached its usage limit" });
  });

  it('a key over its own rate limit: "Rate limit exceeded." (429)', async () => {
    const { client } = await owner();
    const key = await createKey(client);
    // Gatehouse's default budget is generous; this key gets two requests a minute.
    await db()
      .updateTable("apikey")
      .set({ rateLimitMax: 2, rateLimitTimeWindow: 60_000 })
      .where("id", "=", key.id)
      .execute();
    expect((await getSessionWith(key.key)).status).toBe(200);
    expect((await getSessionWith(key.key)).status).toBe(200);
    const refused = await getSessionWith(key.key);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: "Rate limit exceeded." });
    // Another key of the same owner is unaffected.
    expect((await getSessionWith((await createKey(client)).key)).status).toBe(200);
  });

  it("a key whose owner is banned acts as no one", async () => {
    const { client, id } = await owner();
    const key = await createKey(client);
    await db()
      .updateTable("user")
      .set({ banned: server.gatehouse.database.kind === "postgres" ? true : 1 })
      .where("id", "=", id)
      .execute();
    const refused = await getSessionWith(key.key);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: "USER_BANNED" });
  });

  it("a deleted user's keys are deleted with them", async () => {
    const { client, id } = await owner();
    const key = await createKey(client);
    const deleted = await client.post("/delete-user", { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await db().selectFrom("apikey").select("id").where("referenceId", "=", id).execute()).toEqual([]);
    expect((await getSessionWith(key.key)).body).toMatchObject({ message: "Invalid API key." });
  });
});

describe('"Failed to update API key."', () => {
  it("a failed write says so in Gatehouse's words, without the database's", async () => {
    const { client } = await owner();
    const key = await createKey(client);
    const kind = server.gatehouse.database.kind;
    // The database refuses every update of this key's name.
    if (kind === "postgres") {
      await sql`CREATE FUNCTION gatehouse_refuse_update() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'secret internals'; END $$ LANGUAGE plpgsql`.execute(
        db(),
      );
      await sql`CREATE TRIGGER refuse_update BEFORE UPDATE OF name ON apikey FOR EACH ROW EXECUTE FUNCTION gatehouse_refuse_update()`.execute(
        db(),
      );
    } else {
      await sql`CREATE TRIGGER refuse_update BEFORE UPDATE OF name ON apikey BEGIN SELECT RAISE(ABORT, 'secret internals'); END`.execute(
        db(),
      );
    }
    try {
      const response = await client.post<ErrorBody>("/api-key/update", { keyId: key.id, name: "renamed" });
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({ code: "FAILED_TO_UPDATE_API_KEY", message: "Failed to update API key." });
      expect(JSON.stringify(response.body)).not.toContain("secret internals");
    } finally {
      await sql`DROP TRIGGER refuse_update${sql.raw(kind === "postgres" ? " ON apikey" : "")}`.execute(db());
    }
    expect((await client.post<ApiKey>("/api-key/update", { keyId: key.id, name: "renamed" })).body.name).toBe(
      "renamed",
    );
  });
});

describe("organization keys", () => {
  type Org = { id: string };
  let ownerClient: TestClient;
  let organization: Org;
  let member: TestClient;
  let outsider: TestClient;

  beforeAll(async () => {
    ownerClient = (await owner("org-owner")).client;
    organization = (
      await ownerClient.post<Org>("/organization/create", {
        name: "Org Keys",
        slug: `org-keys-${randomUUID().slice(0, 8)}`,
      })
    ).body;
    const memberEmail = uniqueEmail("org-member");
    member = server.client();
    await signUpUnverified(member, memberEmail);
    const invited = await ownerClient.post<{ id: string }>("/organization/invite-member", {
      email: memberEmail,
      role: "member",
      organizationId: organization.id,
    });
    expect((await member.post("/organization/accept-invitation", { invitationId: invited.body.id })).status).toBe(200);
    outsider = (await owner("outsider")).client;
  });

  it("an owner creates, lists, reads and deletes the organization's keys", async () => {
    const created = await createKey(ownerClient, {
      configId: "organization",
      organizationId: organization.id,
      name: "deploy",
    });
    expect(created).toMatchObject({ referenceId: organization.id, configId: "organization" });
    expect((await keyRow(created.id))?.key).toBe(sha256(created.key));
    const listed = await ownerClient.get<{ apiKeys: ApiKey[] }>("/api-key/list", {
      query: { organizationId: organization.id },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.apiKeys.map((k) => k.id)).toEqual([created.id]);
    // Not among the owner's own keys.
    expect((await ownerClient.get<{ apiKeys: ApiKey[] }>("/api-key/list")).body.apiKeys.map((k) => k.id)).not.toContain(
      created.id,
    );
    const got = await ownerClient.get<ApiKey>("/api-key/get", { query: { id: created.id, configId: "organization" } });
    expect(got.status).toBe(200);
    const deleted = await ownerClient.post("/api-key/delete", { keyId: created.id, configId: "organization" });
    expect(deleted.status).toBe(200);
    expect(await keyRow(created.id)).toBeUndefined();
  });

  it("a plain member and a non-member may not manage them", async () => {
    const key = await createKey(ownerClient, { configId: "organization", organizationId: organization.id });
    const forbidden = (r: { status: number; body: unknown }) => {
      expect(r.status).toBe(403);
    };
    forbidden(
      await member.post("/api-key/create", { configId: "organization", organizationId: organization.id, name: "m" }),
    );
    forbidden(await member.get("/api-key/list", { query: { organizationId: organization.id } }));
    forbidden(await member.get("/api-key/get", { query: { id: key.id, configId: "organization" } }));
    forbidden(await member.post("/api-key/update", { keyId: key.id, configId: "organization", name: "m" }));
    forbidden(await member.post("/api-key/delete", { keyId: key.id, configId: "organization" }));
    const outside = await outsider.post<ErrorBody>("/api-key/create", {
      configId: "organization",
      organizationId: organization.id,
      name: "o",
    });
    forbidden(outside);
    forbidden(await outsider.post("/api-key/delete", { keyId: key.id, configId: "organization" }));
    expect(await keyRow(key.id)).toBeDefined();
  });

  it("an organization key authenticates no user session", async () => {
    const key = await createKey(ownerClient, { configId: "organization", organizationId: organization.id });
    const response = await getSessionWith(key.key);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: "Invalid API key." });
  });

  it("deleting the organization deletes its keys", async () => {
    const other = (
      await ownerClient.post<Org>("/organization/create", {
        name: "Doomed",
        slug: `doomed-${randomUUID().slice(0, 8)}`,
      })
    ).body;
    const key = await createKey(ownerClient, { configId: "organization", organizationId: other.id });
    expect((await ownerClient.post("/organization/delete", { organizationId: other.id })).status).toBe(200);
    expect(await keyRow(key.id)).toBeUndefined();
  });
});
