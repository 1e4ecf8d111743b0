import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Revocation } from "../../src/auth/session/revocation/revocation-list.ts";
import { RETENTION_MARGIN_MS } from "../../src/auth/session/revocation/session-revocations.ts";
import { SQLITE_FILE_NAME } from "../../src/config.ts";
import { type Database, openDatabase } from "../../src/db/database.ts";
import { PASSWORD, uniqueEmail } from "../helpers/account-flows.ts";
import { type ChildServer, killChildServers, startChildServer } from "../helpers/child-server.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { TestClient } from "../helpers/test-server.ts";

/** The bound this feature promises: every process refuses a revoked cached session within it. */
const PROPAGATION_MS = 1_000;
const COOKIE_CACHE_MAX_AGE_S = 60;
const SESSION_TOKEN = "better-auth.session_token";
const CACHE_COOKIE = "better-auth.session_data";

type Answer = { session: { id: string }; user: { id: string; name: string } } | null;

/**
 * Three Gatehouse processes on one database, with `env` (REDIS_URL or not): bans and session
 * revocations made on one end the cookie-cached sessions on all three within a second, on
 * get-session's fast path and on the library's routes alike.
 */
export function revocationCases(
  label: string,
  env: () => Record<string, string>,
  /** Sends an entry as a process would, beyond the table (Redis's message). */
  announce: (entry: Revocation) => Promise<void> = async () => undefined,
) {
  const adminEmail = uniqueEmail(`${label}-admin`);
  let scratch: ScratchDatabase;
  let database: Database;
  let processes: ChildServer[] = [];
  let admin: TestClient;

  beforeAll(async () => {
    scratch = await createScratchDatabase({ migrated: true });
    const settings = { ...env(), ADMIN_EMAILS: adminEmail, COOKIE_CACHE_MAX_AGE: String(COOKIE_CACHE_MAX_AGE_S) };
    processes = await Promise.all([0, 1, 2].map(() => startChildServer(scratch, settings)));
    const url = scratch.env.DATABASE_URL;
    database = openDatabase({
      database: url
        ? { kind: "postgres", url }
        : { kind: "sqlite", file: join(scratch.env.DATA_DIR ?? "", SQLITE_FILE_NAME) },
    });
    admin = clientOf(0);
    expect((await admin.signUp(adminEmail)).status).toBe(200);
    await database.db.updateTable("user").set({ emailVerified: sqlTrue() }).where("email", "=", adminEmail).execute();
    expect((await admin.signIn(adminEmail)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    killChildServers();
    await database?.close();
    await scratch?.drop();
  });

  const sqlTrue = () => (database.kind === "postgres" ? true : 1);
  const clientOf = (index: number) => {
    const url = processes[index]?.url ?? "";
    return new TestClient(url, url);
  };
  const atProcess = (index: number, jar: TestClient["jar"]) => {
    const client = clientOf(index);
    for (const name of [SESSION_TOKEN, CACHE_COOKIE]) {
      const value = jar.get(name);
      if (value !== undefined) client.jar.set(name, value);
    }
    return client;
  };

  /** get-session on a process with exactly these cookies (a browser's, as they were). */
  const getSession = async (index: number, cookie: string): Promise<Answer> => {
    const response = await fetch(`${processes[index]?.url}/api/auth/get-session`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as Answer;
  };
  /** A library route behind better-auth's session middleware (which reads the cookie cache too). */
  const listSessions = async (index: number, cookie: string) =>
    (await fetch(`${processes[index]?.url}/api/auth/list-sessions`, { headers: { cookie } })).status;

  /** An entry written as a process writes one: the table, and the message when there is one. */
  const record = async (entry: Revocation) => {
    await database.db
      .insertInto("session_revocation")
      .values({ kind: entry.kind, subject_id: entry.subjectId, revoked_at: entry.revokedAt })
      .execute();
    await announce(entry);
  };

  /** A signed-in person whose cookie cache every process has answered from. */
  async function cachedPerson(name: string) {
    const email = uniqueEmail(`${label}-${name.toLowerCase().replaceAll(" ", "-")}`);
    const client = clientOf(0);
    const signedUp = await client.signUp(email, PASSWORD, name);
    expect(signedUp.body).toMatchObject({ user: { email } });
    expect(client.jar.get(CACHE_COOKIE)).toBeTruthy();
    const cookie = client.jar.header();
    for (const index of [0, 1, 2]) expect((await getSession(index, cookie))?.user.name).toBe(name);
    return { email, client, cookie, userId: signedUp.body.user.id };
  }

  /**
   * Milliseconds until the slowest of the three processes refuses the cookie on get-session's
   * fast path (each asked on its own, again and again); then the library's routes refuse it too.
   */
  async function untilRefusedEverywhere(cookie: string, since: number): Promise<number> {
    const untilRefused = async (index: number) => {
      while ((await getSession(index, cookie)) !== null) {
        if (performance.now() - since > 5 * PROPAGATION_MS) throw new Error(`process ${index} still answers`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return performance.now() - since;
    };
    const elapsed = Math.max(...(await Promise.all([0, 1, 2].map(untilRefused))));
    for (const index of [0, 1, 2]) expect(await listSessions(index, cookie)).toBe(401);
    return elapsed;
  }

  it("a ban on one process ends the banned user's cached sessions on all three within a second", async () => {
    const person = await cachedPerson("Banned Person");
    // Without the list, the cookie would answer (the cache is trusted): 200 on the library's route.
    expect(await listSessions(2, person.cookie)).toBe(200);
    const banned = await atProcess(0, admin.jar).post("/admin/ban-user", { userId: person.userId });
    expect(banned.status).toBe(200);
    const since = performance.now();
    expect(await untilRefusedEverywhere(person.cookie, since)).toBeLessThan(PROPAGATION_MS);

    // Unbanned, the person signs in again (on another process), and that session answers everywhere.
    expect((await atProcess(2, admin.jar).post("/admin/unban-user", { userId: person.userId })).status).toBe(200);
    const again = clientOf(1);
    expect((await again.signIn(person.email)).status).toBe(200);
    expect(again.jar.get(CACHE_COOKIE)).toBeTruthy();
    for (const index of [0, 1, 2]) {
      expect((await getSession(index, again.jar.header()))?.user.id).toBe(person.userId);
      expect(await listSessions(index, again.jar.header())).toBe(200);
    }
    expect(await getSession(1, person.cookie)).toBeNull();
  });

  it("a session revoked on one process ends on all three within a second; the person's other session stays", async () => {
    const person = await cachedPerson("Two Sessions");
    const second = clientOf(1);
    expect((await second.signIn(person.email)).status).toBe(200);
    const token = decodeURIComponent(person.client.jar.get(SESSION_TOKEN) ?? "").split(".")[0];
    const revoked = await atProcess(1, second.jar).post("/revoke-session", { token });
    expect(revoked.status).toBe(200);
    const since = performance.now();
    expect(await untilRefusedEverywhere(person.cookie, since)).toBeLessThan(PROPAGATION_MS);
    for (const index of [0, 1, 2]) expect((await getSession(index, second.jar.header()))?.user.id).toBe(person.userId);
  });

  it("an entry sends a cached session to the database; an expired entry does not", async () => {
    const person = await cachedPerson("Renamed Person");
    const { session } = (await getSession(0, person.cookie)) ?? { session: { id: "" } };
    // The database now says otherwise than the cookie: an answer with the old name came from the cache.
    await database.db.updateTable("user").set({ name: "Renamed" }).where("id", "=", person.userId).execute();
    const expired = Date.now() - COOKIE_CACHE_MAX_AGE_S * 1000 - RETENTION_MARGIN_MS - 1_000;
    await record({ kind: "session", subjectId: session.id, revokedAt: expired });
    // Past one read of the table by every process: the expired entry changed nothing.
    await new Promise((resolve) => setTimeout(resolve, PROPAGATION_MS));
    for (const index of [0, 1, 2]) expect((await getSession(index, person.cookie))?.user.name).toBe("Renamed Person");
    await record({ kind: "session", subjectId: session.id, revokedAt: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, PROPAGATION_MS));
    // A session the list names but the database still has: read from the database, new name.
    for (const index of [0, 1, 2]) expect((await getSession(index, person.cookie))?.user.name).toBe("Renamed");
  });
}
