import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asBool,
  findUserById,
  PASSWORD,
  sessionsOf,
  signUpUnverified,
  signUpVerified,
  uniqueEmail,
} from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/**
 * Platform administration over HTTP (the admin role's permissions: server/src/auth/roles/platform.ts):
 * the first admins come from ADMIN_EMAILS; admins list, create, ban and unban, set roles and passwords,
 * impersonate and delete users, and list and revoke their sessions. Everyone else is refused.
 */
const ADMIN_EMAIL = `admin-${randomUUID().slice(0, 8)}@example.com`;

type User = {
  id: string;
  email: string;
  name: string;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: string | null;
};
type UserList = { users: User[]; total: number; limit?: number; offset?: number };
type SessionRow = { id: string; token: string; userId: string; impersonatedBy?: string | null };
type SessionBody = {
  session: { id: string; token: string; userId: string; impersonatedBy?: string | null };
  user: User;
} | null;

let server: TestServer;
let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = server.client();
  adminId = await signUpVerified(server, admin, ADMIN_EMAIL);
});
afterAll(async () => server.close());

const db = () => server.gatehouse.database.db;

/** A plain user, signed in in their own browser. */
async function plainUser(label = "user"): Promise<{ client: TestClient; id: string; email: string }> {
  const client = server.client();
  const email = uniqueEmail(label);
  const id = await signUpUnverified(client, email);
  return { client, id, email };
}

describe("the first admins come from ADMIN_EMAILS", () => {
  it("a verified listed address holds the admin role", async () => {
    const session = await admin.session();
    expect((session.body as SessionBody)?.user.role).toBe("admin");
    const row = await findUserById(server, adminId);
    expect(row?.role).toBe("admin");
  });

  it("an address not listed signs up as a plain user", async () => {
    const { client } = await plainUser();
    expect(((await client.session()).body as SessionBody)?.user.role).toBe("user");
  });
});

describe("every admin route refuses anonymous callers (401) and non-admins (403)", () => {
  const routes: Array<[method: "GET" | "POST", path: string, body: (userId: string) => Record<string, unknown>]> = [
    ["GET", "/admin/list-users", () => ({})],
    ["POST", "/admin/create-user", () => ({ email: uniqueEmail("made"), password: PASSWORD, name: "Made" })],
    ["POST", "/admin/set-role", (userId) => ({ userId, role: "admin" })],
    ["POST", "/admin/ban-user", (userId) => ({ userId })],
    ["POST", "/admin/unban-user", (userId) => ({ userId })],
    ["POST", "/admin/set-user-password", (userId) => ({ userId, newPassword: "another-long-password" })],
    ["POST", "/admin/impersonate-user", (userId) => ({ userId })],
    ["POST", "/admin/remove-user", (userId) => ({ userId })],
    ["POST", "/admin/list-user-sessions", (userId) => ({ userId })],
    ["POST", "/admin/revoke-user-session", () => ({ sessionToken: "whatever" })],
    ["POST", "/admin/revoke-user-sessions", (userId) => ({ userId })],
    ["GET", "/admin/get-user", () => ({})],
    ["POST", "/admin/update-user", (userId) => ({ userId, data: { name: "X" } })],
  ];

  for (const [method, path, body] of routes) {
    it(`${method} ${path}`, async () => {
      const target = await plainUser("target");
      const caller = await plainUser("caller");
      const send = (client: TestClient) =>
        method === "GET"
          ? client.get(path, { query: { ...body(target.id), id: target.id } as Record<string, string> })
          : client.post(path, body(target.id));
      const anonymous = await send(server.client());
      expect(anonymous.status).toBe(401);
      const refused = await send(caller.client);
      expect(refused.status).toBe(403);
      // Nothing happened to the target.
      const row = await findUserById(server, target.id);
      expect(row).toBeDefined();
      expect(row?.role).toBe("user");
      expect(asBool(row!.banned)).toBe(false);
      expect((await sessionsOf(server, target.id)).length).toBe(1);
    });
  }
});

describe("list users", () => {
  it("searches by email and by name", async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `findme-${tag}@example.com`;
    const created = await admin.post<{ user: User }>("/admin/create-user", {
      email,
      password: PASSWORD,
      name: `Needle ${tag}`,
    });
    expect(created.status).toBe(200);
    const byEmail = await admin.get<UserList>("/admin/list-users", { query: { searchValue: `findme-${tag}` } });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.users.map((u) => u.email)).toEqual([email]);
    expect(byEmail.body.total).toBe(1);
    const byName = await admin.get<UserList>("/admin/list-users", {
      query: { searchField: "name", searchOperator: "starts_with", searchValue: "Needle" },
    });
    expect(byName.body.users.map((u) => u.email)).toContain(email);
  });

  it("pages with limit and offset; total counts every match", async () => {
    const all = await admin.get<UserList>("/admin/list-users", {
      query: { sortBy: "createdAt", sortDirection: "asc" },
    });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    const first = await admin.get<UserList>("/admin/list-users", {
      query: { limit: "2", offset: "0", sortBy: "createdAt" },
    });
    const second = await admin.get<UserList>("/admin/list-users", {
      query: { limit: "2", offset: "2", sortBy: "createdAt" },
    });
    expect(first.body.users).toHaveLength(2);
    expect(first.body.total).toBe(all.body.total);
    expect(second.body.users[0]?.id).toBe(all.body.users[2]?.id);
    expect(first.body.users.map((u) => u.id)).toEqual(all.body.users.slice(0, 2).map((u) => u.id));
  });

  it("is capped at 100 users a page, with or without a larger limit", async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 105 }, (_, i) => ({
      id: randomUUID(),
      name: `Bulk ${i}`,
      email: `bulk-${i}-${randomUUID().slice(0, 6)}@example.com`,
      emailVerified: server.gatehouse.database.kind === "postgres" ? false : 0,
      image: null,
      createdAt: now,
      updatedAt: now,
      role: "user",
      banReason: null,
      banExpires: null,
    }));
    await db().insertInto("user").values(rows).execute();
    const unbounded = await admin.get<UserList>("/admin/list-users");
    expect(unbounded.status).toBe(200);
    expect(unbounded.body.users).toHaveLength(100);
    expect(unbounded.body.total).toBeGreaterThan(105);
    const asked = await admin.get<UserList>("/admin/list-users", { query: { limit: "1000" } });
    expect(asked.status).toBe(200);
    expect(asked.body.users).toHaveLength(100);
    expect(asked.body.limit).toBe(100);
    const bulk = await admin.get<UserList>("/admin/list-users", {
      query: { searchValue: "bulk-", limit: "10", offset: "100" },
    });
    expect(bulk.body.users).toHaveLength(5);
    expect(bulk.body.total).toBe(105);
  });

  it("refuses malformed paging and sorting with 400, never a 500", async () => {
    const queries: Array<Record<string, string>> = [
      { limit: "-5" },
      { limit: "abc" },
      { offset: "-1" },
      { sortBy: "password; drop" },
      { searchField: "password" },
    ];
    for (const query of queries) {
      const response = await admin.get("/admin/list-users", { query });
      expect(response.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe("create user", () => {
  it("creates a user who can sign in with the password given", async () => {
    const email = uniqueEmail("created");
    const created = await admin.post<{ user: User }>("/admin/create-user", {
      email: email.toUpperCase(),
      password: PASSWORD,
      name: "Created",
    });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ email, name: "Created", role: "user" });
    const client = server.client();
    expect((await client.signIn(email)).status).toBe(200);
  });

  it("refuses an address that is taken with USER_ALREADY_EXISTS, as sign-up does", async () => {
    const { email } = await plainUser();
    // Whatever the case of the address given; the same answer as sign-up's.
    const again = await admin.post<{ code: string; message: string }>("/admin/create-user", {
      email: email.toUpperCase(),
      password: PASSWORD,
      name: "Dup",
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: "USER_ALREADY_EXISTS", message: "User already exists" });
  });

  it("holds a new password to PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH", async () => {
    const short = await admin.post<{ code: string; message: string }>("/admin/create-user", {
      email: uniqueEmail("short"),
      password: "x",
      name: "Short",
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: "PASSWORD_TOO_SHORT", message: "Password too short" });
    const long = await admin.post<{ code: string; message: string }>("/admin/create-user", {
      email: uniqueEmail("long"),
      password: "x".repeat(500),
      name: "Long",
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: "PASSWORD_TOO_LONG", message: "Password too long" });
  });

  it("refuses an empty role", async () => {
    const response = await admin.post<{ code: string }>("/admin/create-user", {
      email: uniqueEmail("roleless"),
      password: PASSWORD,
      name: "R",
      role: [],
    });
    expect(response.status).toBe(400);
  });

  it("refuses a malformed body with 400 VALIDATION_ERROR", async () => {
    const response = await admin.post<{ code: string; message: string }>("/admin/create-user", {
      email: "not-an-email",
      password: PASSWORD,
      name: "Bad",
    });
    expect(response.status).toBe(400);
    const body = await admin.post<{ code: string; message: string }>("/admin/create-user", { email: 5 });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ code: "VALIDATION_ERROR", message: "Invalid body parameters" });
  });
});

describe("ban and unban", () => {
  it("a ban records reason and expiry, revokes every session, and refuses sign-in", async () => {
    const { client, id, email } = await plainUser("banned");
    const second = server.client();
    expect((await second.signIn(email)).status).toBe(200);
    expect((await sessionsOf(server, id)).length).toBe(2);

    const banned = await admin.post<{ user: User }>("/admin/ban-user", {
      userId: id,
      banReason: "spam",
      banExpiresIn: 3600,
    });
    expect(banned.status).toBe(200);
    expect(banned.body.user).toMatchObject({ banned: true, banReason: "spam" });
    const expires = new Date(banned.body.user.banExpires ?? 0).getTime();
    expect(Math.abs(expires - (Date.now() + 3_600_000))).toBeLessThan(60_000);

    expect(await sessionsOf(server, id)).toEqual([]);
    expect((await client.session()).body).toBeNull();
    const signIn = await server.client().signIn(email);
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({ code: "BANNED_USER", message: "You have been banned from this application" });
  });

  it("a ban expiry must be a positive number of seconds on a representable date", async () => {
    const { id } = await plainUser("bad-expiry");
    for (const banExpiresIn of [-5, 0, 1.5, 1e20, "3600"]) {
      const response = await admin.post<{ code: string }>("/admin/ban-user", { userId: id, banExpiresIn });
      expect(response.status, String(banExpiresIn)).toBe(400);
    }
    expect(asBool((await findUserById(server, id))!.banned)).toBe(false);
  });

  it("an admin cannot ban themselves", async () => {
    const response = await admin.post<{ code: string }>("/admin/ban-user", { userId: adminId });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("YOU_CANNOT_BAN_YOURSELF");
  });

  it("a ban whose expiry has passed no longer refuses sign-in", async () => {
    const { id, email } = await plainUser("expiring-ban");
    expect((await admin.post("/admin/ban-user", { userId: id, banExpiresIn: 3600 })).status).toBe(200);
    await db()
      .updateTable("user")
      .set({ banExpires: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await server.client().signIn(email)).status).toBe(200);
    expect(asBool((await findUserById(server, id))!.banned)).toBe(false);
  });

  it("unban lets the user sign in again", async () => {
    const { id, email } = await plainUser("unbanned");
    expect((await admin.post("/admin/ban-user", { userId: id, banReason: "oops" })).status).toBe(200);
    expect((await server.client().signIn(email)).status).toBe(403);
    const unbanned = await admin.post<{ user: User }>("/admin/unban-user", { userId: id });
    expect(unbanned.status).toBe(200);
    expect(unbanned.body.user).toMatchObject({ banned: false, banReason: null, banExpires: null });
    expect((await server.client().signIn(email)).status).toBe(200);
  });

  it("banning an unknown user is NOT_FOUND", async () => {
    const response = await admin.post("/admin/ban-user", { userId: randomUUID() });
    expect(response.status).toBe(404);
  });
});

describe("set role", () => {
  it("an admin grants and withdraws the admin role", async () => {
    const { client, id } = await plainUser("promoted");
    const promoted = await admin.post<{ user: User }>("/admin/set-role", { userId: id, role: "admin" });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user.role).toBe("admin");
    expect((await client.get("/admin/list-users")).status).toBe(200);
    const demoted = await admin.post<{ user: User }>("/admin/set-role", { userId: id, role: "user" });
    expect(demoted.body.user.role).toBe("user");
    expect((await client.get("/admin/list-users", { query: { limit: "1" } })).status).toBe(403);
  });

  it("a role that does not exist, or no role at all, is refused", async () => {
    const { id } = await plainUser();
    for (const role of ["superuser", "", [], ["admin", ""], "admin,"]) {
      const response = await admin.post<{ code: string }>("/admin/set-role", { userId: id, role });
      expect(response.status, JSON.stringify(role)).toBe(400);
      expect(response.body.code).toBe("YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE");
    }
    expect((await findUserById(server, id))?.role).toBe("user");
  });

  it("several roles are stored comma-separated", async () => {
    const { id } = await plainUser();
    const response = await admin.post<{ user: User }>("/admin/set-role", { userId: id, role: ["user", "admin"] });
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe("user,admin");
  });
});

describe("set password", () => {
  it("replaces the user's password", async () => {
    const { id, email } = await plainUser("new-password");
    const response = await admin.post<{ status: boolean }>("/admin/set-user-password", {
      userId: id,
      newPassword: "a-brand-new-password",
    });
    expect(response.status).toBe(200);
    expect((await server.client().signIn(email)).status).toBe(401);
    expect((await server.client().signIn(email, "a-brand-new-password")).status).toBe(200);
  });

  it("enforces the password length rules", async () => {
    const { id } = await plainUser();
    const response = await admin.post<{ code: string }>("/admin/set-user-password", {
      userId: id,
      newPassword: "short",
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("PASSWORD_TOO_SHORT");
  });
});

describe("impersonation", () => {
  it("an admin acts as the user with impersonatedBy on the session, then stops", async () => {
    const { id, email } = await plainUser("impersonated");
    const browser = server.client();
    await signUpVerified(server, browser, uniqueEmail("second-admin"));
    // A second admin, so the shared admin's cookies stay untouched.
    await admin.post("/admin/set-role", { userId: (await browser.session()).body!.user.id, role: "admin" });
    const impersonator = server.client();
    expect((await impersonator.signIn((await browser.session()).body!.user.email)).status).toBe(200);
    const impersonatorId = (await impersonator.session()).body!.user.id;

    const started = await impersonator.post<{ session: SessionRow; user: User }>("/admin/impersonate-user", {
      userId: id,
    });
    expect(started.status).toBe(200);
    expect(started.body.user.email).toBe(email);
    const session = (await impersonator.session()).body as SessionBody;
    expect(session?.user.id).toBe(id);
    expect(session?.session.impersonatedBy).toBe(impersonatorId);
    // The impersonated user's own list shows the impersonation session to admins.
    const listed = await admin.post<{ sessions: SessionRow[] }>("/admin/list-user-sessions", { userId: id });
    expect(listed.body.sessions.some((s) => s.impersonatedBy === impersonatorId)).toBe(true);

    const stopped = await impersonator.post("/admin/stop-impersonating", {});
    expect(stopped.status).toBe(200);
    const back = (await impersonator.session()).body as SessionBody;
    expect(back?.user.id).toBe(impersonatorId);
    expect(back?.session.impersonatedBy ?? null).toBeNull();
    // The impersonation session is gone.
    expect((await sessionsOf(server, id)).some((s) => s.impersonatedBy)).toBe(false);
  });

  it("stop-impersonating without an impersonation session is refused", async () => {
    const response = await admin.post("/admin/stop-impersonating", {});
    expect(response.status).toBe(400);
    const { client } = await plainUser();
    expect((await client.post("/admin/stop-impersonating", {})).status).toBe(400);
    expect((await server.client().post("/admin/stop-impersonating", {})).status).toBe(401);
  });

  it("admins cannot impersonate other admins", async () => {
    const { id } = await plainUser("other-admin");
    await admin.post("/admin/set-role", { userId: id, role: "admin" });
    const response = await admin.post<{ code: string }>("/admin/impersonate-user", { userId: id });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("YOU_CANNOT_IMPERSONATE_ADMINS");
  });
});

describe("sessions of a user", () => {
  it("lists them, revokes one, then all", async () => {
    const { id, email } = await plainUser("sessions");
    const second = server.client();
    await second.signIn(email);
    const third = server.client();
    await third.signIn(email);
    const listed = await admin.post<{ sessions: SessionRow[] }>("/admin/list-user-sessions", { userId: id });
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(3);
    expect(listed.body.sessions.every((s) => s.userId === id)).toBe(true);

    const secondToken = (await second.session()).body!.session.token;
    const revoked = await admin.post<{ success: boolean }>("/admin/revoke-user-session", { sessionToken: secondToken });
    expect(revoked.status).toBe(200);
    expect((await second.session()).body).toBeNull();
    expect((await sessionsOf(server, id)).length).toBe(2);

    // Revoking it again: the token no longer names a session.
    const again = await admin.post<{ code: string; message: string }>("/admin/revoke-user-session", {
      sessionToken: secondToken,
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "SESSION_NOT_FOUND", message: "Session not found" });

    const all = await admin.post<{ success: boolean }>("/admin/revoke-user-sessions", { userId: id });
    expect(all.status).toBe(200);
    expect(await sessionsOf(server, id)).toEqual([]);
    expect((await third.session()).body).toBeNull();
  });
});

describe("delete user", () => {
  it("removes the user, their sessions and accounts", async () => {
    const { client, id } = await plainUser("removed");
    const response = await admin.post<{ success: boolean }>("/admin/remove-user", { userId: id });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(await findUserById(server, id)).toBeUndefined();
    expect(await sessionsOf(server, id)).toEqual([]);
    expect((await client.session()).body).toBeNull();
  });

  it("an admin cannot remove themselves; an unknown user is NOT_FOUND", async () => {
    const self = await admin.post<{ code: string }>("/admin/remove-user", { userId: adminId });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe("YOU_CANNOT_REMOVE_YOURSELF");
    expect((await admin.post("/admin/remove-user", { userId: randomUUID() })).status).toBe(404);
  });
});
