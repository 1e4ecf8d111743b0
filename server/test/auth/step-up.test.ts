import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRESH_SESSION_ROUTES } from "../../src/auth/routes/catalogue.ts";
import { PASSWORD, signedInClient, signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { ageSignIns as ageRows, DEFAULT_FRESH_AGE_S as FRESH_AGE } from "../helpers/session-rows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

type ErrorBody = { code?: string; message?: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const db = () => server.gatehouse.database.db;
const ageSignIns = (userId: string, seconds?: number) => ageRows(server.gatehouse, userId, seconds);

/** A signed-up person whose sign-in is older than SESSION_FRESH_AGE. */
async function staleClient(label: string): Promise<{ client: TestClient; userId: string }> {
  const client = server.client();
  const userId = await signUpUnverified(client, uniqueEmail(label));
  await ageSignIns(userId);
  return { client, userId };
}

const sensitive = [...FRESH_SESSION_ROUTES].sort();
const methodOf = (path: string) => (path === "/passkey/generate-register-options" ? "GET" : "POST");

describe("sensitive actions need a recent sign-in", () => {
  it("declares the sensitive routes in the catalogue", () => {
    expect(sensitive).toEqual(
      [
        "/api-key/create",
        "/change-email",
        "/change-password",
        "/delete-user",
        "/organization/create-role",
        "/organization/delete",
        "/organization/delete-role",
        "/organization/reassign-role",
        "/organization/scim/disconnect",
        "/organization/scim/group-roles/update",
        "/organization/scim/token",
        "/organization/update-member-role",
        "/organization/update-role",
        "/passkey/delete-passkey",
        "/passkey/generate-register-options",
        "/passkey/verify-registration",
        "/sso/delete-provider",
        "/sso/register",
        "/sso/update-provider",
        "/two-factor/disable",
        "/two-factor/enable",
        "/two-factor/generate-backup-codes",
      ].sort(),
    );
  });

  it("refuses every sensitive route to a stale session with 403 SESSION_NOT_FRESH, then lets it through after re-authentication", async () => {
    const { client } = await staleClient("every-route");
    for (const path of sensitive) {
      const res = await client.request<ErrorBody>(methodOf(path), path, methodOf(path) === "GET" ? undefined : {});
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 403,
        body: { code: "SESSION_NOT_FRESH", message: "Session is not fresh" },
      });
    }
    const reauth = await client.post("/reauthenticate", { password: PASSWORD });
    expect(reauth.status).toBe(200);
    for (const path of sensitive) {
      const res = await client.request<ErrorBody>(methodOf(path), path, methodOf(path) === "GET" ? undefined : {});
      expect({ path, code: res.body?.code }).not.toEqual({ path, code: "SESSION_NOT_FRESH" });
    }
  });

  it("lets a fresh session through: an API key right after sign-in", async () => {
    const client = server.client();
    await signUpUnverified(client, uniqueEmail("fresh"));
    const created = await client.post<{ key: string }>("/api-key/create", { name: "fresh" });
    expect(created.status).toBe(200);
    expect(created.body.key).toBeTypeOf("string");
  });

  it("writes nothing when refused: the organization stays, no API key is made", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("nothing-written"));
    const org = await client.post<{ id: string }>("/organization/create", {
      name: "Stale Co",
      slug: `stale-${userId}`,
    });
    expect(org.status).toBe(200);
    await ageSignIns(userId);

    const deleted = await client.post<ErrorBody>("/organization/delete", { organizationId: org.body.id });
    expect(deleted.status).toBe(403);
    expect(deleted.body.code).toBe("SESSION_NOT_FRESH");
    const key = await client.post<ErrorBody>("/api-key/create", { name: "stale" });
    expect(key.status).toBe(403);
    expect(await db().selectFrom("organization").select("id").where("id", "=", org.body.id).execute()).toHaveLength(1);
    expect(await db().selectFrom("apikey").select("id").where("referenceId", "=", userId).execute()).toHaveLength(0);

    expect((await client.post("/reauthenticate", { password: PASSWORD })).status).toBe(200);
    expect((await client.post("/organization/delete", { organizationId: org.body.id })).status).toBe(200);
    expect((await client.post("/api-key/create", { name: "after" })).status).toBe(200);
    expect(await db().selectFrom("organization").select("id").where("id", "=", org.body.id).execute()).toHaveLength(0);
  });

  it("changes the password and deletes the account once re-authenticated", async () => {
    const { client, userId } = await staleClient("password-and-delete");
    const change = { currentPassword: PASSWORD, newPassword: "another-long-passphrase-9" };
    expect((await client.post<ErrorBody>("/change-password", change)).status).toBe(403);
    expect((await client.post("/reauthenticate", { password: PASSWORD })).status).toBe(200);
    expect((await client.post("/change-password", change)).status).toBe(200);

    await ageSignIns(userId);
    expect((await client.post<ErrorBody>("/delete-user", { password: change.newPassword })).status).toBe(403);
    expect((await client.post("/reauthenticate", { password: change.newPassword })).status).toBe(200);
    const deleted = await client.post("/delete-user", { password: change.newPassword });
    expect(deleted.status).toBe(200);
    expect(await db().selectFrom("user").select("id").where("id", "=", userId).execute()).toHaveLength(0);
  });

  it("SESSION_FRESH_AGE=0 turns the rule off", async () => {
    const relaxed = await startTestServer({ env: { SESSION_FRESH_AGE: "0" } });
    try {
      const client = relaxed.client();
      const userId = await signUpUnverified(client, uniqueEmail("relaxed"));
      const then = new Date(Date.now() - FRESH_AGE * 3 * 1000).toISOString();
      const relaxedDb = relaxed.gatehouse.database.db;
      await relaxedDb.updateTable("session_authentication").set({ auth_time: then }).execute();
      await relaxedDb.updateTable("session").set({ createdAt: then }).where("userId", "=", userId).execute();
      expect((await client.post("/api-key/create", { name: "relaxed" })).status).toBe(200);
    } finally {
      await relaxed.close();
    }
  });
});

describe("POST /reauthenticate", () => {
  it("records the new auth_time and amr, renews the session's createdAt and answers what is still needed", async () => {
    const { client, userId } = await staleClient("reauth-record");
    const before = await db()
      .selectFrom("session")
      .select(["id", "createdAt"])
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow();
    const res = await client.post<{ authTime: string; amr: string[]; secondFactorRequired: boolean }>(
      "/reauthenticate",
      { password: PASSWORD },
    );
    expect(res.status).toBe(200);
    expect(res.body.amr).toEqual(["pwd"]);
    expect(res.body.secondFactorRequired).toBe(false);
    expect(Math.abs(new Date(res.body.authTime).getTime() - Date.now())).toBeLessThan(5_000);
    const row = await db()
      .selectFrom("session_authentication")
      .selectAll()
      .where("session_id", "=", before.id)
      .executeTakeFirstOrThrow();
    expect(row.auth_time).toBe(res.body.authTime);
    expect(JSON.parse(row.amr)).toEqual(["pwd"]);
    const after = await db()
      .selectFrom("session")
      .select("createdAt")
      .where("id", "=", before.id)
      .executeTakeFirstOrThrow();
    expect(new Date(after.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(before.createdAt).getTime());
  });

  it("refuses a wrong password with 400 INVALID_PASSWORD and leaves the session stale", async () => {
    const { client } = await staleClient("reauth-wrong");
    const res = await client.post<ErrorBody>("/reauthenticate", { password: "not-the-password" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_PASSWORD");
    expect((await client.post<ErrorBody>("/api-key/create", { name: "x" })).body.code).toBe("SESSION_NOT_FRESH");
  });

  it("refuses a missing password with 400 and no session with 401", async () => {
    const { client } = await staleClient("reauth-invalid");
    expect((await client.post<ErrorBody>("/reauthenticate", {})).status).toBe(400);
    expect((await client.post<ErrorBody>("/reauthenticate", { password: 12 })).status).toBe(400);
    expect((await server.client().post<ErrorBody>("/reauthenticate", { password: PASSWORD })).status).toBe(401);
  });

  it("is audited as the signed-in person's: a wrong password as a failure, a success with its methods", async () => {
    const { client, userId } = await staleClient("reauth-audit");
    expect((await client.post("/reauthenticate", { password: "not-the-password" })).status).toBe(400);
    expect((await client.post("/reauthenticate", { password: PASSWORD })).status).toBe(200);
    const audited = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_type", "actor_id", "organization_id", "details"])
      .where("actor_id", "=", userId)
      .where("action", "like", "user.reauthentica%")
      .orderBy("action")
      .execute();
    expect(audited.map((entry) => ({ ...entry, details: JSON.parse(entry.details ?? "null") }))).toEqual([
      {
        action: "user.reauthenticated",
        actor_type: "user",
        actor_id: userId,
        organization_id: null,
        details: { methods: ["pwd"] },
      },
      {
        action: "user.reauthentication_failed",
        actor_type: "user",
        actor_id: userId,
        organization_id: null,
        details: { methods: ["pwd"], reason: "INVALID_PASSWORD" },
      },
    ]);
  });

  it("records password sign-ins as pwd at their time", async () => {
    const email = uniqueEmail("sign-in-record");
    await signUpUnverified(server.client(), email);
    const client = await signedInClient(server, email);
    const session = (await client.session()).body!;
    const row = await db()
      .selectFrom("session_authentication")
      .selectAll()
      .where("session_id", "=", session.session.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.amr)).toEqual(["pwd"]);
    expect(row.second_factor_at).toBeNull();
  });
});
